import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { CheckResult } from '../../../engine/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { audit } from '../../../engine/index.js';
import { useCheckAudit } from '../../helpers/check-audit.js';
import { html, serveSite } from '../../helpers/site.js';
import {
  auditTrustingTestCa as auditReportsTrustingTestCa,
  listenForBothSchemes,
  TEST_CERT,
  TEST_KEY,
} from '../../helpers/tls-front.js';

const ID = 'http-semantics';
const { measure } = useCheckAudit(ID);
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const HOME = html('<html><body><h1>Home</h1></body></html>');
const SOFT_404 = html('<html><body><h1>Welcome!</h1></body></html>');

/** Plain HTTP and HTTPS (self-signed) on one port, both serving the same home page. */
async function serveBothSchemesOnOnePort(): Promise<string> {
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const secure = (req.socket as { encrypted?: boolean }).encrypted === true;
    const headers: Record<string, string> = { 'content-type': 'text/html' };
    if (secure) headers['strict-transport-security'] = 'max-age=63072000';
    res.writeHead(req.url === '/' ? 200 : 404, headers);
    res.end(req.url === '/' ? '<html><body><h1>Home</h1></body></html>' : 'Not found');
  };
  const plain = http.createServer(handler);
  const secure = https.createServer({ key: TEST_KEY, cert: TEST_CERT }, handler);
  const { port, close } = await listenForBothSchemes(plain, secure);
  cleanups.push(close);
  return `http://127.0.0.1:${port}/`;
}

interface HttpsSiteOptions {
  headers?: Record<string, string>;
  /** Answer 200 to every path (soft 404s). */
  soft404?: boolean;
  /** Redirects before the start page answers. */
  redirects?: number;
}

/** An HTTPS-only site with the self-signed certificate, e.g. https://127.0.0.1:PORT/. */
async function serveHttps({ headers = {}, soft404 = false, redirects = 0 }: HttpsSiteOptions): Promise<string> {
  const server = https.createServer({ key: TEST_KEY, cert: TEST_CERT }, (req, res) => {
    const hop = /^\/hop(\d+)$/.exec(req.url ?? '');
    const remaining = req.url === '/' ? redirects : hop ? Number(hop[1]) : 0;
    if (remaining > 0) {
      res.writeHead(301, { location: remaining > 1 ? `/hop${remaining - 1}` : '/home', ...headers }).end();
      return;
    }
    const found = soft404 || req.url === '/' || req.url === '/home';
    res.writeHead(found ? 200 : 404, { 'content-type': 'text/html', ...headers });
    res.end(found ? '<html><body><h1>Home</h1></body></html>' : 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  server.on('connection', (socket) => cleanups.push(async () => void socket.destroy()));
  return `https://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** Audits each URL in a child process that trusts the test certificate. */
async function auditTrustingTestCa(urls: string[]): Promise<CheckResult[]> {
  const reports = await auditReportsTrustingTestCa(urls, { checks: [ID], profile: 'all', retries: 0 });
  return reports.map((report) => report.results[0]!);
}

describe('http-semantics', () => {
  it('judges HTTPS sites with a trusted certificate (no plain-HTTP twin on a non-default port)', async () => {
    const HSTS = { 'strict-transport-security': 'max-age=63072000; includeSubDomains' };
    const urls = await Promise.all([
      serveHttps({ headers: HSTS }),
      serveHttps({}),
      serveHttps({ headers: { 'strict-transport-security': 'max-age=3600' } }),
      serveHttps({ headers: HSTS, redirects: 3 }),
      serveHttps({ headers: HSTS, soft404: true }),
    ]);
    const [full, noHsts, shortHsts, longChain, soft404] = await auditTrustingTestCa(urls);

    expect(full!.status).toBe('pass');
    expect(full!.score).toBe(100);
    expect(full!.findings.map((f) => f.message)).toEqual([
      'The site is served over HTTPS.',
      'Unknown paths answer 404.',
      'The start URL reaches its page in 0 redirects.',
      'HTTPS responses send Strict-Transport-Security.',
    ]);

    expect(noHsts!.status).toBe('warn');
    expect(noHsts!.score).toBe(80); // HTTPS 2, 404 1, redirects 1 of 5 (the upgrade rule has nothing to judge)
    expect(noHsts!.findings.at(-1)!.message).toBe('HTTPS responses carry no Strict-Transport-Security header.');

    expect(shortHsts!.score).toBe(100);
    expect(shortHsts!.findings.at(-1)!.message).toBe('The HSTS max-age is 3600 seconds, under one year.');

    expect(longChain!.status).toBe('warn');
    expect(longChain!.score).toBe(80);
    const chain = longChain!.findings.find((f) => f.status === 'fail')!;
    expect(chain.message).toBe('The start URL takes 3 redirects to reach its page (at most 2 expected).');
    expect(chain.detail).toBe(
      `301 ${urls[3]} → ${urls[3]}hop2; 301 ${urls[3]}hop2 → ${urls[3]}hop1; 301 ${urls[3]}hop1 → ${urls[3]}home`,
    );

    expect(soft404!.status).toBe('fail');
    expect(soft404!.score).toBe(0);
    expect(soft404!.findings[0]!.message).toBe('The check fails because every unknown path answers 2xx.');
    expect(soft404!.findings.map((f) => f.message)).toContain(
      'Every unknown path answers 2xx: the site serves soft 404s.',
    );
  }, 90_000);

  it('fails a plain-HTTP site outright (checks.md: no HTTPS), still reporting the rules it gets right', async () => {
    const { result } = await measure({ '/': HOME });
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(result.findings.map((f) => [f.status, f.message])).toEqual([
      ['fail', 'The check fails because the site has no working HTTPS.'],
      ['fail', 'No HTTPS answers on this host.'],
      ['fail', 'The http:// start URL is served without redirecting to https://.'],
      ['pass', 'Unknown paths answer 404.'],
      ['pass', 'The start URL reaches its page in 0 redirects.'],
    ]);
  });

  it('looks for HTTPS on the same non-default port and reports a self-signed certificate as a finding', async () => {
    const url = await serveBothSchemesOnOnePort();
    const report = await audit(url, { checks: [ID], profile: 'all', allowPrivateTargets: true, retries: 0 });
    const result = report.results[0]!;
    expect(result.score).toBe(0);
    expect(result.findings[0]!.message).toBe('The check fails because the site has no working HTTPS.');
    const finding = result.findings.find((f) => f.message.startsWith('HTTPS answers with a certificate error'))!;
    expect(finding.status).toBe('fail');
    expect(finding.message).toMatch(/SELF_SIGNED/);
    expect(finding.detail).toBe(`${url.replace('http:', 'https:')} — tls`);
  });

  it('fails when every unknown path answers 2xx (no HTTPS and a chain of 3 redirects here too)', async () => {
    const redirect = (location: string) => ({ status: 301, headers: { location } });
    const { result } = await measure(
      { '/': redirect('/a'), '/a': redirect('/b'), '/b': redirect('/c'), '/c': HOME },
      { fallback: SOFT_404 },
    );
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(result.findings[0]!.message).toBe('The check fails because every unknown path answers 2xx.');
    const soft = result.findings.find((f) => f.message.startsWith('Every unknown path'))!;
    expect(soft.detail).toMatch(/agentgauge-missing-[0-9a-f-]+ — HTTP 200/);
    const chain = result.findings.find((f) => f.message.startsWith('The start URL takes'))!;
    expect(chain.message).toBe('The start URL takes 3 redirects to reach its page (at most 2 expected).');
  });

  it('is an error when the unknown-path probe never answers', async () => {
    const { result } = await measure({ '/': HOME }, { fallback: () => undefined, timeout: 300 });
    expect(result.status).toBe('error');
    expect(result.score).toBe(0);
    expect(result.findings[0]!.message).toMatch(/^Could not fetch an unknown path \(to test for 404\)/);
  });

  it('stays applicable under the api profile (a base check)', async () => {
    const site = await serveSite({ '/': HOME });
    cleanups.push(() => site.close());
    const report = await audit(site.url, { checks: [ID], profile: 'api', allowPrivateTargets: true });
    expect(report.results[0]!.applicable).toBe(true);
  });
});
