// What the fleet census needs the built server for (split from tests/integration/fleets/fleet-census.test.ts, which
// holds the census's API tests): the /scanner page, the CLI's process (it reaches the service over a port) and the
// dashboard in a browser. The system tier: the real built server with its in-process worker, on PostgreSQL.
// The census is a smaller web here (the pages and the CLI read one run, not its exact counts): a fleet "Client sites"
// of plain sites and opted-out ones, run to its end before the tests.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createKey } from '../../helpers/api-fixtures';
import { checkPhoneAndDesktop, launchBrowser, newContext, seedOrganization as seedOrganizationWithPeople, signIn, type SeededOrganization } from '../../helpers/browser/helpers';
import { runCli } from '../../helpers/cli/run-cli';
import { reserveLoopbackUrl } from '../../helpers/free-port';
import { request } from '../../helpers/http';
import { startServer, type TestServer } from '../../helpers/server';
import { startGeneratedWeb, type GeneratedWeb, type SiteKind } from '../../fixtures/generated-web';
import { startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';
import { censusEnv, writeOptOutList } from '../../helpers/fleets/fleet-env';

/** The CLI's fleet takes plain sites 0–1, the dashboard's 2–3; both opt-out kinds, for the rows' status filter. */
const KINDS: SiteKind[] = ['plain', 'plain', 'plain', 'plain', 'robots-opt-out', 'list-opt-out'];
const PER_ADDRESS = 4;

describe('a fleet run over a generated web: its pages and the CLI', () => {
  let web: GeneratedWeb;
  let server: TestServer;
  let optOutDir: string;
  /** The service's own address, configured before it starts: the scanner names it, and sign-in returns to it. */
  let publicUrl: string;
  let key: string;
  let agency: SeededOrganization;
  let browser: Browser | undefined;
  let fleetId: string;
  let runId: string;

  /** The planted count of sites of these kinds. */
  const count = (...kinds: SiteKind[]) => kinds.reduce((sum, kind) => sum + web.of(kind).length, 0);

  beforeAll(async () => {
    web = await startGeneratedWeb(KINDS);
    const optOut = writeOptOutList(web);
    optOutDir = optOut.dir;
    const reserved = await reserveLoopbackUrl();
    publicUrl = reserved.url;
    server = await startServer({
      env: { PORT: reserved.port, ...censusEnv(web, { publicUrl, optOutFile: optOut.file, perAddress: PER_ADDRESS }) },
      seed: async (db) => {
        agency = await seedOrganizationWithPeople('Agency', 'pro');
        key = await createKey(db, agency.id);
      },
    });
    const created = await uploadFleet(server.baseUrl, key, `${web.sites.map((site) => site.url).join('\n')}\n`, { name: 'Client sites' });
    expect(created.status).toBe(201);
    fleetId = created.body.id;
    const started = await startRun(server.baseUrl, key, fleetId, { renderSample: 0 });
    expect(started.status).toBe(202);
    runId = started.body.runId;
    expect(await waitForRun(server.baseUrl, key, fleetId, runId, 120_000)).toMatchObject({ status: 'succeeded', total: web.sites.length });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await web?.close();
    if (optOutDir) rmSync(optOutDir, { recursive: true, force: true });
  });

  it('serves /scanner: who scans, its User-Agent, and how to opt out', async () => {
    const page = await request(server.baseUrl, '/scanner');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // React separates adjacent text with empty comments.
    const text = page.text.replaceAll('<!-- -->', '');
    expect(text).toContain(`AgentGauge/6 (+${publicUrl}/scanner)`);
    expect(text).toContain('User-agent: AgentGauge\nDisallow: /');
    expect(text).toContain(`At most 2 requests in flight to your host and at most ${PER_ADDRESS} to one IP address`);
  });

  it('the CLI creates, runs (plain lines without a terminal), summarises, lists the rows of and exports a fleet', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-fleet-cli-'));
    try {
      const list = path.join(dir, 'clients.txt');
      writeFileSync(list, `# two clients\n${web.of('plain').slice(0, 2).map((site) => site.url).join('\n')}\nnot a domain\n`);
      const env = { AGENTGAUGE_URL: server.baseUrl, AGENTGAUGE_API_KEY: key };
      const created = await runCli(['fleet', 'create', list], env);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      const fleetMatch = /^Fleet (\S+) "clients": 2 targets\.$/m.exec(created.stdout);
      expect(fleetMatch, created.stdout).not.toBeNull();
      expect(created.stdout).toContain('line 4: not a domain:');
      const ran = await runCli(['fleet', 'run', fleetMatch![1]!, '--wait', '--render-sample', '0'], env);
      expect(ran.code, ran.stderr).toBe(0);
      expect(ran.stderr).toMatch(/^agentgauge: run \S+ (queued|running): \d+\/2 /m);
      expect(ran.stderr).toMatch(/^agentgauge: run \S+ succeeded: 2\/2 100% /m);
      const runId = /^Run (\S+) succeeded: 2 scanned, 0 blocked, 0 unreachable, 0 opted out, 0 cancelled, 0 error\.$/m.exec(ran.stdout)?.[1];
      expect(runId, ran.stdout).toBeDefined();
      const summary = await runCli(['fleet', 'summary', runId!], env);
      expect(summary.code).toBe(0);
      expect(summary.stdout).toContain('Targets: 2: 2 scanned, 0 blocked');
      expect(summary.stdout).toMatch(/^llms-txt +2 +0 +0 +0 +0 +0 \(0%\) +100%$/m);
      const json = await runCli(['fleet', 'summary', runId!, '--json'], env);
      expect(JSON.parse(json.stdout)).toEqual((await request(server.baseUrl, `/api/v1/me/fleets/${fleetMatch![1]}/runs/${runId}/summary`, { key })).body);

      // The rows, one line a target in the list's order, filtered and paged by the service's own rules.
      const rowsPath = `/api/v1/me/fleets/${fleetMatch![1]}/runs/${runId}/targets`;
      const apiRows = (await request(server.baseUrl, rowsPath, { key })).body as { targets: Array<{ origin: string; score: number; grade: string; requests: number }> };
      const targets = await runCli(['fleet', 'targets', runId!], env);
      expect(targets.code, targets.stderr).toBe(0);
      expect(targets.stdout.split('\n')[0]).toMatch(/^TARGET +STATUS +SCORE +REQUESTS +WAITED +NOTE$/);
      expect(targets.stdout.trimEnd().split('\n').slice(1)).toEqual(
        apiRows.targets.map((row) => expect.stringMatching(new RegExp(`^${row.origin.replace(/[.]/g, '\\.')} +scanned +${row.score} ${row.grade} +${row.requests} +-$`))),
      );
      expect(apiRows.targets).toHaveLength(2);
      const targetsJson = await runCli(['fleet', 'targets', runId!, '--status', 'scanned', '--json'], env);
      expect(JSON.parse(targetsJson.stdout)).toEqual((await request(server.baseUrl, `${rowsPath}?status=scanned`, { key })).body);
      const firstPage = await runCli(['fleet', 'targets', runId!, '--check', 'llms-txt', '--result', 'pass', '--limit', '1'], env);
      expect(firstPage.stdout.trimEnd().split('\n').slice(-2)).toEqual(['', `More: agentgauge fleet targets ${runId} --check llms-txt --result pass --limit 1 --offset 1`]);
      const none = await runCli(['fleet', 'targets', runId!, '--status', 'blocked'], env);
      expect([none.code, none.stdout]).toEqual([0, 'No target of this run matches these filters.\n']);
      const halfFilter = await runCli(['fleet', 'targets', runId!, '--check', 'llms-txt'], env);
      expect(halfFilter.code).toBe(2);
      expect(halfFilter.stderr).toBe('agentgauge: API error 400 invalid-parameter: Query parameters "check" and "result" go together: name a check id and the outcome it must have.\n');
      const file = path.join(dir, 'run.parquet');
      const exported = await runCli(['fleet', 'export', runId!, '--format', 'parquet', '-o', file], env);
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stderr).toMatch(/^agentgauge: wrote [\d,]+ bytes \(2 rows\) to /);
      const rows = (await parquetReadObjects({ file: new Uint8Array(readFileSync(file)).buffer })) as Array<Record<string, unknown>>;
      expect(rows.map((row) => row.status)).toEqual(['scanned', 'scanned']);
      const missing = await runCli(['fleet', 'summary', '00000000-0000-4000-8000-000000000000'], env);
      expect(missing.code).toBe(5);
      expect(missing.stderr).toBe('agentgauge: API error 404 not-found: No fleet run with id 00000000-0000-4000-8000-000000000000 exists in this organization.\n');
      const badFormat = await runCli(['fleet', 'export', runId!, '--format', 'xlsx', '-o', file], env);
      expect(badFormat.code).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('the dashboard: the fleets, an upload, a run followed live to its figures, the run\'s charts and rows, readable at 390 px', async () => {
    browser = await launchBrowser();
    const page = await (await newContext(browser, server.baseUrl)).newPage();
    await signIn(page, server.baseUrl, agency.owner);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Fleets' }).click();
    await page.waitForURL('**/fleets');
    await expect.poll(() => page.getByRole('link', { name: 'Client sites' }).count()).toBe(1);
    await checkPhoneAndDesktop(page, '/fleets');

    await page.getByLabel('Name').fill('From the dashboard');
    await page.getByLabel('Or paste the list').fill(web.of('plain').slice(2, 4).map((site) => site.url).join('\n'));
    await page.getByRole('button', { name: 'Create fleet' }).click();
    await page.getByRole('status').filter({ hasText: 'Fleet “From the dashboard” created with 2 targets.' }).waitFor();
    await page.getByRole('link', { name: 'Open it to start a run' }).click();
    await page.getByRole('heading', { name: 'From the dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Start a run' }).click();
    await page.waitForURL(/\/fleets\/[\w-]+\/runs\/[\w-]+$/);
    await expect.poll(() => page.getByTestId('run-progress').textContent(), { timeout: 90_000 }).toBe('2 of 2 targets done (100%)');
    // The page re-renders when the run ends: its figures appear without a reload.
    await page.getByText(/^\d+ scanned targets\. Median \d+;/).waitFor({ timeout: 30_000 });

    await page.goto(`/fleets/${fleetId}/runs/${runId}`);
    await expect(page.getByRole('img', { name: /^Scanned targets per score band, of \d+: / }).count()).resolves.toBe(1);
    await expect(page.getByRole('img', { name: /^Pass rate per check: .*llms\.txt \d+(\.\d)?%/ }).count()).resolves.toBe(1);
    await expect(page.getByRole('img', { name: /^What each agent profile gets, as shares of the targets it was measured on: / }).count()).resolves.toBe(1);
    await checkPhoneAndDesktop(page, 'a run');
    await page.getByLabel('Status').selectOption('opted-out');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/status=opted-out/);
    await expect.poll(() => page.getByRole('table', { name: 'One row per target' }).locator('tbody tr').count()).toBe(count('robots-opt-out', 'list-opt-out'));
    await page.goto(`/fleets/${fleetId}/runs/${runId}`);
    const plain = web.of('plain')[0]!;
    await page.getByRole('link', { name: `${plain.url}` }).first().click();
    await page.getByText(/Score \d+, grade [A-F]/).waitFor();
    await checkPhoneAndDesktop(page, 'a target report');
  }, 240_000);
});
