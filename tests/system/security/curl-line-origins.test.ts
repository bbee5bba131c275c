// Curl lines keep secrets on their origin (issue 84 point 6): an agent view's curl line, run with curl as a reader
// pastes it, never sends the audit's extra headers (a preview's bypass token) past the origin they were given for.
// curl's manual (-H/--header): "headers set with this option are set in all HTTP requests - even after redirects are
// followed, like when told with -L, --location", so a line that carries a secret asks its first hop only, and a line
// without one still follows redirects as the fetcher does. The system tier: curl is a process of its own; two fixture
// origins on 127.0.0.1 (two ports), the first sending every agent to the second.
import { execFile } from 'node:child_process';
import type http from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, type AuditReport } from '../../../engine/index';
import { NO_DNS } from '../../helpers/check-audit';
import { HOME, serveSite, type FixtureSite } from '../../helpers/site';

const run = promisify(execFile);
const SECRET = 'bypass-secret-5f1c9a';

describe('a curl line run against a redirect to another origin', () => {
  let elsewhere: FixtureSite;
  let preview: FixtureSite;
  const arrivedElsewhere: http.IncomingHttpHeaders[] = [];
  const arrivedAtPreview: http.IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    elsewhere = await serveSite({}, (req, res) => {
      arrivedElsewhere.push(req.headers);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="en"><head><title>Elsewhere</title></head><body><h1>Elsewhere</h1></body></html>');
    });
    // The scanner reads the home page; every agent profile is sent to the other origin.
    preview = await serveSite({
      '/': (req, res) => {
        arrivedAtPreview.push(req.headers);
        if (/AgentGauge/.test(req.headers['user-agent'] ?? '')) {
          res.writeHead(HOME.status ?? 200, HOME.headers);
          res.end(HOME.body);
          return;
        }
        res.writeHead(302, { location: `${elsewhere.origin}/landing` });
        res.end();
      },
    });
  });
  afterAll(async () => {
    await preview?.close();
    await elsewhere?.close();
  });

  const auditOf = (headers?: Record<string, string>): Promise<AuditReport> =>
    audit(preview.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS, ...(headers ? { headers } : {}) });

  /** Runs a curl line as a reader would paste it into a POSIX shell, the redacted header's value in its variable. */
  async function runLine(line: string): Promise<string> {
    const env = { ...process.env, X_VERCEL_PROTECTION_BYPASS: SECRET };
    const { stdout } = await run('/bin/sh', ['-c', line], { env, timeout: 15_000 });
    return stdout;
  }

  it('sends the secret to the audited origin only: the line asks its first hop and prints the redirect', async () => {
    const report = await auditOf({ 'x-vercel-protection-bypass': SECRET });
    const views = report.agents!.pages[0]!.views.filter((view) => view.request);
    expect(views.length).toBeGreaterThan(0);
    const chatgpt = views.find((view) => view.profile === 'chatgpt')!;
    // The fetcher followed the redirect to the other origin, without the secret.
    expect(chatgpt.request!.response!.url).toBe(`${elsewhere.origin}/landing`);
    expect(JSON.stringify(report)).not.toContain(SECRET);
    arrivedElsewhere.length = 0;
    arrivedAtPreview.length = 0;

    const printed = [];
    for (const view of views) printed.push(await runLine(view.request!.curl));
    // Nothing reached the other origin, and every line reached the preview with the secret.
    expect(arrivedElsewhere.map((headers) => headers['x-vercel-protection-bypass'] ?? 'no secret')).toEqual([]);
    expect(arrivedAtPreview.map((headers) => headers['x-vercel-protection-bypass'])).toEqual(views.map(() => SECRET));
    for (const [index, view] of views.entries()) {
      expect(view.request!.curl, view.profile).toContain('"x-vercel-protection-bypass: $X_VERCEL_PROTECTION_BYPASS"');
      expect(view.request!.curl, view.profile).not.toContain('--location');
      // What the reader sees: the redirect and where it leads, to follow (or not) by hand.
      expect(printed[index], view.profile).toMatch(/^HTTP\/1\.1 302 Found\r\n/);
      expect(printed[index], view.profile).toContain(`location: ${elsewhere.origin}/landing\r\n`);
    }
  });

  it('follows the redirect as the fetcher does when the line carries no secret', async () => {
    const report = await auditOf();
    const chatgpt = report.agents!.pages[0]!.views.find((view) => view.profile === 'chatgpt')!;
    expect(chatgpt.request!.curl).toContain('--location --max-redirs 5');
    arrivedElsewhere.length = 0;
    const printed = await runLine(chatgpt.request!.curl);
    expect(printed).toMatch(/^HTTP\/1\.1 302 Found\r\n[\s\S]*\r\nHTTP\/1\.1 200 OK\r\n/);
    expect(arrivedElsewhere.map((headers) => headers['user-agent'])).toEqual([chatgpt.userAgent]);
  });
});
