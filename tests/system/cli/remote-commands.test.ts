// The commands over /api/v1/me, run as the real built CLI against the real built server (the worker's shared server,
// PGlite, an organization of this file's own) and a fixture site on 127.0.0.1: add the site, list it, scan it and
// wait, then read report, history, fixes, the llms.txt file and verifications; plus the one-line API error and the
// missing key.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Tools home</title>' +
  '<meta name="description" content="Hand tools and workshop guides from Acme."></head>' +
  '<body><main><h1>Acme Tools home</h1><p>Hand tools and workshop guides from Acme, with enough text to be a page.</p>' +
  '</main></body></html>';

describe('agentgauge commands over /api/v1/me', () => {
  let server: TestServer;
  let site: FixtureSite;
  let key: string;
  let siteId: string;
  let scanScore: number;
  let scanId: string;
  const outDir = mkdtempSync(path.join(tmpdir(), 'agentgauge-cli-'));

  const cli = (...args: string[]) => runCli([...args, '--base-url', server.baseUrl], { AGENTGAUGE_API_KEY: key });

  beforeAll(async () => {
    buildCli();
    site = await serveSite({ '/': html(PAGE), '/robots.txt': text('User-agent: *\nAllow: /\n') });
    // The worker's shared server: private targets allowed, the queue polled every half second.
    server = await sharedService();
    key = await withDatabase(server.databaseEnv, async (db) => (await seedOrganization(db, { name: 'Acme (remote commands)', subscription: 'active' })).key);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await site?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('adds a site and prints its id', async () => {
    const run = await cli('sites', 'add', site.url, '--json');
    expect(run.code, run.stderr).toBe(0);
    const created = JSON.parse(run.stdout);
    expect(created).toMatchObject({ host: `127.0.0.1:${site.port}`, url: site.url, latestScore: null });
    siteId = created.id;
  });

  it('lists the site in a table', async () => {
    const run = await cli('sites');
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+HOST\s+LATEST\s+PREVIOUS\s+SCANNED$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${siteId}\\s+127\\.0\\.0\\.1:${site.port}\\s+-\\s+-\\s+-$`));
  });

  it('scans with --wait: progress on stderr, the score on stdout', async () => {
    const run = await cli('scan', siteId, '--wait');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/agentgauge: scan \S+ (queued|running)\n/);
    expect(run.stderr).toMatch(/agentgauge: scan \S+ succeeded\n$/);
    const match = /^Scan (\S+) succeeded: score (\d+(?:\.\d+)?)\/100, grade [A-F] over 1 page\(s\)\.\n$/.exec(run.stdout);
    expect(match, run.stdout).not.toBeNull();
    scanId = match![1]!;
    scanScore = Number(match![2]);
  });

  it('prints the stored report as the API sent it with --json', async () => {
    const run = await cli('report', siteId, '--json');
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ siteId, host: `127.0.0.1:${site.port}`, score: scanScore });
    expect(report.results).toHaveLength(26);
  });

  it("audits on the service with --baseline latest: compared with the site's latest stored scan, no file needed", async () => {
    const run = await cli('audit', site.url, '--baseline', 'latest', '--fail-on-regression');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    const section = run.stdout.slice(run.stdout.indexOf('Compared with the baseline'));
    expect(section.split('\n')[0]).toMatch(new RegExp(`^Compared with the baseline \\(latest scan ${scanId} of 127\\.0\\.0\\.1:${site.port} on the service, \\d{4}-\\d\\d-\\d\\dT`));
    expect(section.split('\n')[1]).toMatch(new RegExp(`^ {2}score ${scanScore} -> \\d+ \\([+-]?[\\d.]+\\); 0 regressed, \\d+ resolved$`));
  });

  it('--baseline latest says when the service has no site at the URL, and needs remote mode', async () => {
    const elsewhere = `http://localhost:${site.port}/`;
    const run = await cli('audit', elsewhere, '--baseline', 'latest');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe(`agentgauge: ${elsewhere}: no site of your organization on the service is ${elsewhere}; nothing to compare\n`);
    const local = await cli('audit', site.url, '--local', '--allow-private-targets', '--baseline', 'latest');
    expect(local.code).toBe(2);
    expect(local.stderr).toBe(
      'agentgauge: --baseline latest compares with the latest scan on the service: it needs remote mode (an API key and AGENTGAUGE_URL, without --local)\n',
    );
  });

  it('lists the history with the one finished scan', async () => {
    const run = await cli('history', siteId);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^SCAN\s+FINISHED\s+SCORE\s+PAGES\s+ENGINE\s+TRIGGER$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`\\s${scanScore}\\s+1\\s+agentgauge@\\S+\\s+api$`));
  });

  it('lists the fixes and prints the whole fix of llms-txt as prose', async () => {
    const list = await cli('fixes', siteId);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout.split('\n')[0]).toMatch(/^GAIN\s+CHECK\s+FIX$/);
    expect(list.stdout).toMatch(/\sllms-txt\s/);
    const guide = await cli('fixes', siteId, 'llms-txt');
    expect(guide.code, guide.stderr).toBe(0);
    expect(guide.stdout).toContain(`scores 0/100 on 127.0.0.1:${site.port}`);
    expect(guide.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('writes the generated llms.txt to --out and says where to serve it on stderr', async () => {
    const file = path.join(outDir, 'llms.txt');
    const run = await cli('artifact', siteId, 'llms-txt', '--out', file);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toContain('Acme Tools home');
    expect(run.stderr).toContain(`agentgauge: wrote ${file}\n`);
    expect(run.stderr).toMatch(/agentgauge: serve it at \/llms\.txt with content-type: text\/\S+/);
  });

  it('lists the verification record the fix guide and the file opened', async () => {
    const run = await cli('verifications', siteId);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^CHECK\s+STATUS\s+BASELINE\s+OBSERVED\s+GAINED\s+ADVISED$/);
    expect(lines.slice(1).join('\n')).toMatch(/^llms-txt\s+pending\s+0\s/m);
  });

  it('pages the history with --limit and --offset, printing the command for the next page', async () => {
    const rescan = await cli('scan', siteId, '--wait');
    expect(rescan.code, rescan.stderr).toBe(0);
    const all = JSON.parse((await cli('history', siteId, '--json')).stdout);
    expect(all.scans).toHaveLength(2);
    expect(all.nextOffset).toBeNull();
    const [newest, oldest] = all.scans.map((scan: { id: string }) => scan.id);

    const first = await cli('history', siteId, '--limit', '1');
    expect(first.code, first.stderr).toBe(0);
    const firstLines = first.stdout.trim().split('\n');
    expect(firstLines).toHaveLength(3);
    expect(firstLines[1]!.startsWith(`${newest} `)).toBe(true);
    expect(firstLines[2]).toBe(`next: agentgauge history ${siteId} --limit 1 --offset 1`);

    const second = await cli('history', siteId, '--limit', '1', '--offset', '1');
    expect(second.code, second.stderr).toBe(0);
    const secondLines = second.stdout.trim().split('\n');
    expect(secondLines).toHaveLength(2);
    expect(secondLines[1]!.startsWith(`${oldest} `)).toBe(true);

    const past = await cli('history', siteId, '--offset', '2');
    expect(past.stdout).toBe(`127.0.0.1:${site.port} has no finished scan past offset 2.\n`);

    const bad = await cli('history', siteId, '--limit', '51');
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe("agentgauge: option '--limit <n>' argument '51' is invalid. Expected an integer from 1 to 50.\n");
  });

  it('prints an API error as one line with the HTTP status and exits 5', async () => {
    const run = await cli('report', randomUUID());
    expect(run.code).toBe(5);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^agentgauge: API error 404 not-found: .+\n$/);
  });

  it('asks for an API key in one line (exit 2) and sends nothing', async () => {
    const run = await runCli(['sites', '--base-url', server.baseUrl]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('agentgauge: this command needs an API key: pass --api-key or set AGENTGAUGE_API_KEY\n');
  });
});
