// Traffic logs through the CLI and the dashboard (issue 55 points 4 and 6), against the production build: the planted
// log uploaded with `agentgauge traffic upload` (which waits for the worker's counts), read back with
// `agentgauge traffic <siteId>`; then in a real browser the Traffic tab shows every agent's figures exactly, a daily
// chart per agent, what they asked for and the batch; the site page and the fix list lead with the disagreement; an
// owner creates a drain token (shown once) and revokes it. Issue 61: another organization's site with the generated
// logs of point 7 (reverse DNS at a loopback DNS server) shows who fetched and how it was judged, the stale ranges file
// warned of, the visits AI assistants sent with crawl-to-refer, and the pages agents fetched. axe-core runs on the pages
// visited.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../helpers/api-fixtures';
import { buildReport, seedScan } from '../../helpers/me-fixtures';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { buildCli, runCli } from '../../helpers/cli/run-cli';
import { serveDns, type DnsFixture } from '../../fixtures/dns-server';
import { plantedLog } from '../../helpers/traffic/planted-log';
import { recentRangesDay, verificationLog, verificationScanReport, writeReverseZone, writeVerificationRanges } from '../../helpers/traffic/verification-log';
import { axeCheck, launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

const HOST = 'shop.example';

function reportWithViews() {
  const view = (profile: string) => ({
    profile, url: `https://${HOST}/`, userAgent: 'x', status: 200, challenge: [], robots: null, markdown: 'none', textLength: 900, kept: 900, mainShare: 1, excerpt: '', verdict: 'reads', cause: 'ok', reason: 'It reads the page.',
  });
  return {
    ...buildReport({ url: `https://${HOST}/`, at: new Date(Date.now() - 86_400_000), overallScore: 80, checks: [{ id: 'llms-txt', score: 50, findings: [{ code: 'llms-txt.missing-summary', status: 'warn', message: 'llms.txt has no summary.', detail: null, hint: 'Add one.' }] }] }),
    agents: { access: 100, sample: { pages: 1, of: 1, note: 'The start page.' }, pages: [{ url: `https://${HOST}/`, access: 100, views: [view('chatgpt'), view('claude-code')] }] },
  };
}

describe('traffic through the CLI and the dashboard', () => {
  let server: TestServer;
  let browser: Browser;
  let acme: SeededOrganization;
  let key = '';
  let siteId = '';
  let beta: SeededOrganization;
  let betaKey = '';
  let betaSiteId = '';
  let dns: DnsFixture;
  const log = plantedLog();
  // The planted log's agents are verified by the same prefixes as before; the generated logs add Googlebot's file and a stale Claude-User one.
  const ranges = writeVerificationRanges();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'agentgauge-traffic-ui-')), 'access.log.gz');

  beforeAll(async () => {
    buildCli();
    writeFileSync(file, gzipSync(log.bytes));
    dns = await serveDns();
    writeReverseZone(dns);
    server = await startServer({
      env: { AGENTGAUGE_AGENT_IP_RANGES_DIR: ranges, AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5', AGENTGAUGE_DNS_SERVERS: dns.address },
      seed: async (db) => {
        acme = await seedOrganization('Acme Traffic', 'pro');
        key = await createKey(db, acme.id);
        const site = await db.site.create({ data: { organizationId: acme.id, host: HOST, url: `https://${HOST}/` } });
        siteId = site.id;
        await seedScan(db, site, acme.id, reportWithViews() as never);
        beta = await seedOrganization('Beta Traffic', 'pro');
        betaKey = await createKey(db, beta.id);
        const betaSite = await db.site.create({ data: { organizationId: beta.id, host: HOST, url: `https://${HOST}/` } });
        betaSiteId = betaSite.id;
        const at = new Date(Date.now() - 86_400_000);
        await seedScan(db, betaSite, beta.id, verificationScanReport(buildReport({ url: `https://${HOST}/`, at, overallScore: 80, checks: [] }) as never, at) as never);
      },
    });
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await dns?.close();
  });

  it('uploads a log with the CLI, waits for its counts, and shows the figures', { timeout: 180_000 }, async () => {
    const cliEnv = { AGENTGAUGE_API_KEY: key, AGENTGAUGE_URL: server.baseUrl };
    const upload = await runCli(['traffic', 'upload', siteId, file], cliEnv);
    expect(upload.code).toBe(0);
    expect(upload.stdout.split('\n').slice(1, 3)).toEqual([
      '128 lines: 121 accepted; skipped 5 for another host, 2 malformed, 0 repeated',
      `From ${log.day1}T10:00:00.000Z to ${log.day2}T10:00:31.000Z`,
    ]);
    expect(upload.stdout).toMatch(/^Batch [0-9a-f-]{36}: done\n/);
    const shown = await runCli(['traffic', siteId, '--from', log.day1, '--to', log.day2], cliEnv);
    expect(shown.code).toBe(0);
    const lines = shown.stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual([`Traffic of ${HOST}, ${log.day1} to ${log.day2}`, '121 requests; 40 from no known agent (people among them).']);
    expect(lines.find((line) => line.startsWith('ChatGPT-User'))!.split(/\s{2,}/)).toEqual(['ChatGPT-User', 'assistant', '25', '25', '0', '4', '20', 'refused', 'reads', 'NO', `ranges ${recentRangesDay()}`]);
    expect(lines).toContain('Where the logs disagree with the scan:');
    const json = JSON.parse((await runCli(['traffic', siteId, '--json'], cliEnv)).stdout);
    expect(json.unclassified).toEqual({ requests: 40, signed: 0 });
  });

  async function ownerPage(): Promise<Page> {
    const page = await (await newContext(browser, server.baseUrl)).newPage();
    await signIn(page, server.baseUrl, acme.owner);
    return page;
  }

  it('shows the Traffic tab: agents observed against predicted, charts, what they asked for, batches', { timeout: 180_000 }, async () => {
    const page = await ownerPage();
    await page.goto(`${server.baseUrl}/sites/${siteId}/traffic?from=${log.day1}&to=${log.day2}`);
    await page.getByRole('heading', { name: `What agents got from ${HOST}` }).waitFor();
    const agents = page.getByRole('table', { name: 'Agents in the logs, observed against predicted' });
    const row = (agent: string) => agents.getByRole('row').filter({ has: page.getByText(agent, { exact: true }) });
    const cells = async (agent: string) => (await row(agent).getByRole('cell').allInnerTexts()).map((cell) => cell.trim().replace(/\s+/g, ' '));
    expect((await cells('ChatGPT-User')).slice(0, 5)).toEqual(['ChatGPT-User assistant', '25', '25 verified 4 spoofed', '403 20 · 2xx 5', 'refused']);
    expect((await cells('ChatGPT-User'))[6]).toBe('no');
    // Issue 63 point 2: the predicting scan's date stands once above the table, not in every Predicted cell, and the
    // table opens with the agents the logs saw (none of its rows "not seen").
    expect(await page.getByText(/^Predicted: by the scan of \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/).count()).toBe(1);
    expect((await cells('ChatGPT-User'))[5]).toBe('reads');
    expect(await agents.getByText('not seen', { exact: true }).count()).toBe(0);
    expect((await cells('GPTBot')).slice(0, 5)).toEqual(['GPTBot training', '32', '32 verified 10 spoofed', '2xx 32', 'reads']);
    await expect.poll(() => page.getByTestId('agent-daily-chart').count()).toBe(4);
    expect(await page.getByTestId('agent-daily-chart').evaluateAll((charts) => charts.map((chart) => chart.getAttribute('data-agent')))).toEqual(['GPTBot', 'ChatGPT-User', 'ClaudeBot', 'Perplexity-User']);
    const asked = page.getByRole('table', { name: 'Requests per agent by what they asked for' });
    expect(await asked.getByRole('row').filter({ hasText: 'GPTBot' }).getByRole('cell').allInnerTexts()).toEqual(['GPTBot', '30', '2', '0', '0', '0', '0']);
    const batches = page.getByRole('table', { name: 'Logs sent, newest first' });
    expect((await batches.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).slice(1, 6)).toEqual(['upload (combined)', 'done', '128', '121', '5 other host · 2 malformed · 0 repeated']);
    await expect.poll(() => page.getByTestId('traffic-disagreement').innerText()).toContain('Your server or CDN refuses ChatGPT-User although the scan says it reads your pages.');
    await axeCheck(page, '/sites/{id}/traffic');
  });

  it('shows who fetched and how it was judged, the stale ranges file, the visits assistants sent and the pages agents fetched', { timeout: 180_000 }, async () => {
    const generated = verificationLog();
    const send = async (path: string, body: Buffer, bearer: string, type = 'text/plain') => {
      const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'content-type': type, 'content-encoding': 'gzip' }, body: new Uint8Array(gzipSync(body)) });
      expect(response.status).toBe(202);
      return (await response.json()).batchId as string;
    };
    const done = async (batchId: string) => {
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
        const batch = await (await fetch(`${server.baseUrl}/api/v1/me/sites/${betaSiteId}/traffic/batches/${batchId}`, { headers: { authorization: `Bearer ${betaKey}` } })).json();
        if (batch.status === 'done') return;
      }
      throw new Error(`batch ${batchId} not done`);
    };
    await done(await send(`/api/v1/me/sites/${betaSiteId}/traffic`, generated.bytes, betaKey));
    const token = await (await fetch(`${server.baseUrl}/api/v1/me/sites/${betaSiteId}/traffic/tokens`, { method: 'POST', headers: { authorization: `Bearer ${betaKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Logpush' }) })).json();
    await done(await send(`/api/v1/ingest/traffic/${betaSiteId}`, generated.logpush, token.token, 'application/json'));

    const page = await (await newContext(browser, server.baseUrl)).newPage();
    await signIn(page, server.baseUrl, beta.owner);
    await page.goto(`${server.baseUrl}/sites/${betaSiteId}/traffic?from=${generated.day1}&to=${generated.day2}`);
    await page.getByRole('heading', { name: `What agents got from ${HOST}` }).waitFor();
    const agents = page.getByRole('table', { name: 'Agents in the logs, observed against predicted' });
    const cells = async (agent: string) =>
      (await agents.getByRole('row').filter({ has: page.getByText(agent, { exact: true }) }).getByRole('cell').allInnerTexts()).map((cell) => cell.trim().replace(/\s+/g, ' '));
    const claudeCode = await cells('Claude Code');
    expect(claudeCode.slice(0, 5)).toEqual(['Claude Code assistant', '12', '12 unverifiable', '403 4 · 2xx 8', 'mixed']);
    expect(claudeCode.at(-1)).toBe("12 unverifiable (Claude Code fetches from its users' machines, so no address can verify it).");
    expect((await cells('Cursor')).slice(0, 5)).toEqual(['Cursor assistant', '9', '9 unverifiable', '403 3 · 2xx 6', 'mixed']);
    expect((await cells('GPTBot')).slice(0, 5)).toEqual(['GPTBot training', '8', '8 verified 5 spoofed', '2xx 8', 'reads']);
    expect((await cells('Googlebot')).slice(0, 3)).toEqual(['Googlebot search', '5', '5 verified 4 spoofed']);
    expect((await cells('Googlebot')).at(-1)).toMatch(/^4 spoofed \(by reverse DNS on .+\); 3 verified \(by reverse DNS on .+\); 2 verified \(by its vendor's published ranges of .+\)\. Spoofed requests are counted apart, never as Googlebot\.$/);
    expect((await cells('Applebot')).at(-1)).toBe("1 verified (by the CDN's verified-bot field).");
    expect(await page.getByRole('alert').filter({ hasText: 'older than 90 days' }).innerText()).toContain('claude-user.json is older than 90 days');
    const ranges = page.getByRole('table', { name: 'Address-ranges files, each with its date' });
    expect((await ranges.getByRole('row').filter({ hasText: 'claude-user.json' }).getByRole('cell').allInnerTexts()).slice(0, 3)).toEqual(['claude-user.json', 'Claude-User', '2025-01-15']);
    const referred = page.getByRole('table', { name: 'Referred visits per assistant, with their landing pages' });
    expect(await referred.getByRole('row').allInnerTexts()).toHaveLength(5);
    expect((await referred.getByRole('row').filter({ hasText: 'ChatGPT' }).getByRole('cell').allInnerTexts()).map((cell) => cell.trim())).toEqual(['ChatGPT', '3', '/pricing 3']);
    const ratios = page.getByRole('table', { name: 'Crawl-to-refer ratio per vendor' });
    expect((await ratios.getByRole('row').filter({ hasText: 'OpenAI' }).getByRole('cell').allInnerTexts())).toEqual(['OpenAI (ChatGPT)', '9', '3', '3']);
    expect((await ratios.getByRole('row').filter({ hasText: 'Microsoft' }).getByRole('cell').allInnerTexts())).toEqual(['Microsoft (Copilot)', '2', '0', 'no visit']);
    const coverage = page.getByRole('table', { name: 'Pages of the site each agent fetched, and its Markdown uptake' });
    expect((await coverage.getByRole('row').filter({ has: page.getByText('Claude Code', { exact: true }) }).getByRole('cell').allInnerTexts()).slice(0, 3)).toEqual(['Claude Code', '4 of 10 (40%)', '2 of 3 fetches (67%)']);
    expect((await coverage.getByRole('row').filter({ has: page.getByText('GPTBot', { exact: true }) }).getByRole('cell').allInnerTexts()).slice(0, 3)).toEqual(['GPTBot', '7 of 10 (70%)', '0 of 1 fetches (0%)']);
    expect(await page.getByRole('note').filter({ hasText: 'Important pages no agent fetched' }).innerText()).toBe('Important pages no agent fetched: /pricing (journey landing).');
    await axeCheck(page, '/sites/{id}/traffic (issue 61)');
  });

  it('leads the site page and the fix list with the disagreement', { timeout: 120_000 }, async () => {
    const page = await ownerPage();
    for (const path of [`/sites/${siteId}`, `/sites/${siteId}/fixes`]) {
      await page.goto(`${server.baseUrl}${path}`);
      const note = page.getByTestId('traffic-disagreement');
      await note.waitFor();
      expect(await note.locator('p').first().innerText()).toBe('Your server or CDN refuses ChatGPT-User although the scan says it reads your pages.');
      expect(await note.getByRole('link', { name: 'What agents got, from your logs' }).getAttribute('href')).toBe(`/sites/${siteId}/traffic`);
    }
  });

  it('lets an owner create a drain token (shown once) and revoke it', { timeout: 120_000 }, async () => {
    const page = await ownerPage();
    await page.goto(`${server.baseUrl}/sites/${siteId}/traffic`);
    await page.getByLabel('Token name').fill('Cloudflare Logpush');
    await page.getByRole('button', { name: 'Create drain token' }).click();
    const token = (await page.getByTestId('new-ingest-token').innerText()).trim();
    expect(token).toMatch(/^ag_ingest_[A-Za-z0-9_-]{43}$/);
    const pushed = await fetch(`${server.baseUrl}/api/v1/ingest/traffic/${siteId}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, body: 'x\n' });
    expect(pushed.status).toBe(202);
    await page.reload();
    expect(await page.content()).not.toContain(token);
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'Revoke token' }).click();
    await page.getByText(/^Revoked /).waitFor();
    const refused = await fetch(`${server.baseUrl}/api/v1/ingest/traffic/${siteId}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, body: 'x\n' });
    expect(refused.status).toBe(401);
  });
});
