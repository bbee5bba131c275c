// A fleet run over a generated web of known mixture (issue 47, tests and proof): the run's summary equals the planted
// counts exactly (a census, not an estimate), politeness holds at the fixture (requests in flight per host and per
// address, the operator's opt-out list, the scanner's robots.txt group, Retry-After, a blocked scan retried once),
// every row counts exactly the requests its site received, and the rows, reports and exports agree with it. The
// service in this process with its in-process worker (audits in the fleets' forked audit processes), on the embedded
// database: the integration tier, as every test here speaks to the API. What needs the built server (the /scanner page,
// the CLI's process, the dashboard in a browser) is fleet-census-pages.test.ts's, in tests/system/fleets.
// Order never decides: the census (the upload, the start, the run to its end) is taken before the tests, which read
// what it answered and what the fixture saw during it (a copy of the fixture's figures at the run's end); the runs
// other tests start are on fleets of their own, and the day's allowance is counted for an organization of its own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { DuckDBInstance } from '@duckdb/node-api';
import { parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORECARD_VERSION } from '../../../engine/index';
import { createKey, seedOrganization } from '../../helpers/api-fixtures';
import { seedOrganization as seedOrganizationWithPeople, type SeededOrganization } from '../../helpers/browser/helpers';
import { request, type HttpAnswer } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { DAY_SECONDS, windowStartOf } from '../../../lib/db/usage';
import { clearOfWindowEnd } from '../../helpers/quota';
import { withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { CATEGORY_KINDS, plantMixture, PLAIN_TWIN_KINDS, READABLE_KINDS, RETRY_AFTER_SECONDS, startGeneratedWeb, type GeneratedWeb, type SiteKind } from '../../fixtures/generated-web';
import { allRows, startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';
import { censusEnv, writeOptOutList } from '../../helpers/fleets/fleet-env';

const MIXTURE: Partial<Record<SiteKind, number>> = {
  plain: 10,
  bare: 8,
  'ai-disallowed': 6,
  'all-disallowed': 5,
  'agents-403': 6,
  'agents-challenge': 5,
  'js-only': 6,
  slow: 3,
  'robots-429': 3,
  'retry-after': 3,
  'always-429': 2,
  'robots-opt-out': 3,
  'list-opt-out': 3,
  'scanner-403': 2,
  unreachable: 4,
  // Plain sites the engine detects as a site profile: a different count of each, so that no two can be confused.
  docs: 4,
  api: 3,
  mcp: 2,
  agent: 1,
  commerce: 5,
};
const PER_ADDRESS = 4;
/**
 * The organization's fleet runs count per UTC day: the last test's refusal needs the runs before it in its day.
 * From the census run's start to it, the tests took 82 s on a 2-core machine.
 */
const RUNS_BLOCK_NEEDS_MS = 900_000;
/** The day's allowance of fleet runs: the last test's refusal comes after this many. */
const RUNS_PER_DAY = 3;
/** The at-quota test sets this hour's count of a host, then waits for the run's row to be held to the next hour
 *  (0.4 s on a 2-core machine). */
const AT_QUOTA_NEEDS_MS = 30_000;

describe('a fleet run over a generated web', () => {
  let web: GeneratedWeb;
  let server: InProcessService;
  let conformance: Conformance;
  let optOutDir: string;
  /** The service's public address, configured before it starts: the scanner names it. */
  const publicUrl = 'http://gauge.test';
  let key: string;
  let agency: SeededOrganization;
  let otherKey: string;
  let unpaidKey: string;
  let fleetId: string;
  let runId: string;
  let run: any;
  let census: { lines: string[]; upload: HttpAnswer; started: HttpAnswer; again: HttpAnswer; progress: any[]; seconds: number };
  /** What the fixture saw during the census, copied at its end: later runs of other fleets do not change it. */
  let censusStats: GeneratedWeb['stats'];
  /** A second organization on the same plan: the day's allowance is counted on runs of its own. */
  let allowanceKey: string;

  /** The planted count of sites of these kinds (the bare fallback target is one more plain site). */
  const count = (...kinds: SiteKind[]) => kinds.reduce((sum, kind) => sum + web.of(kind).length, 0);

  /**
   * The census: every planted site uploaded as a CSV list (a header row, comments, a bad line, a repeat and a bare
   * domain with its port), the run started, a second start while it is active, and the run waited on to its end,
   * every progress answer kept.
   */
  async function takeCensus() {
    const fallback = web.sites.at(-1)!;
    const lines = [
      'domain,notes',
      '# the client list',
      ...web.sites.slice(0, -1).map((site) => `${site.url},client`),
      `${fallback.host}:${web.port},bare with its port`,
      'ftp://files.example.com/,wrong scheme',
      `${web.sites[0]!.url.toUpperCase().replace('HTTP://', 'http://')},a repeat`,
    ];
    const upload = await uploadFleet(server.baseUrl, key, `${lines.join('\n')}\n`, { type: 'text/csv', name: 'Client sites' });
    expect(upload.status, upload.text).toBe(201);
    fleetId = upload.body.id;
    const started = await startRun(server.baseUrl, key, fleetId, { renderSample: 0 });
    expect(started.status, started.text).toBe(202);
    runId = started.body.runId;
    const again = await startRun(server.baseUrl, key, fleetId);
    const progress: any[] = [];
    const startedAt = Date.now();
    run = await waitForRun(server.baseUrl, key, fleetId, runId, 230_000, (answer) => void progress.push(answer));
    const seconds = (Date.now() - startedAt) / 1000;
    console.log(`fleet census: ${run.total} targets in ${seconds.toFixed(1)} s`);
    return { lines, upload, started, again, progress, seconds };
  }

  beforeAll(async () => {
    // Planted once: the seeded mixture, then one more plain site, uploaded as a bare domain with its port.
    // The slow sites answer after 400 ms, not the fixture's 800 ms: both are under every threshold that would treat
    // them apart (a waiting audit's 1 s, the look-ahead's 1 s), so their verdicts are still their plain twin's for
    // the same reason. Each of their audits (~70 requests, 2 at a time) holds one of the address's 2 audit places
    // (PER_ADDRESS 4, 2 requests an audit): ~28 s each at 800 ms, about half of that at 400 ms.
    web = await startGeneratedWeb([...plantMixture(MIXTURE, 47), 'plain'], { slowMs: 400 });
    const optOut = writeOptOutList(web);
    optOutDir = optOut.dir;
    server = await startInProcessService({
      env: {
        ...censusEnv(web, { publicUrl, optOutFile: optOut.file, perAddress: PER_ADDRESS }),
        AGENTGAUGE_FLEET_RETRY_SECONDS: '1',
        AGENTGAUGE_FLEET_BATCH: '10',
        AGENTGAUGE_FLEET_TARGETS_PRO: '100',
        // The runs this file starts: the census, the cancelled one, the one at its quota (the CLI's and the
        // dashboard's, two more when the file held them, are fleet-census-pages.test.ts's).
        AGENTGAUGE_FLEET_RUNS_PER_DAY_PRO: String(RUNS_PER_DAY),
      },
      seed: async (db) => {
        agency = await seedOrganizationWithPeople('Agency', 'pro');
        key = await createKey(db, agency.id);
        otherKey = (await seedOrganization(db, { name: 'Other', subscription: 'active' })).key;
        unpaidKey = (await seedOrganization(db, { name: 'Free', subscription: 'none' })).key;
        allowanceKey = await createKey(db, (await seedOrganizationWithPeople('Second agency', 'pro')).id);
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
    await clearOfWindowEnd(RUNS_BLOCK_NEEDS_MS, DAY_SECONDS);
    census = await takeCensus();
    censusStats = structuredClone(web.stats);
  }, 300_000 + RUNS_BLOCK_NEEDS_MS + 240_000);
  afterAll(async () => {
    await server?.stop();
    await web?.close();
    if (optOutDir) rmSync(optOutDir, { recursive: true, force: true });
  });

  it('takes a CSV upload: a header row, comments, a bad line and a repeat are listed, never fatal', async () => {
    const { lines, upload: answer } = census;
    expect(answer.status).toBe(201);
    conformance.assertResponse('POST', '/api/v1/me/fleets', 201, answer.body);
    expect(answer.body).toEqual({
      id: fleetId,
      name: 'Client sites',
      targetCount: web.sites.length,
      createdAt: expect.any(String),
      rejected: [
        { line: 1, target: 'domain', reason: 'a header row, not a target' },
        { line: lines.length - 1, target: 'ftp://files.example.com/', reason: 'Only http and https addresses can be measured, not ftp.' },
        { line: lines.length, target: web.sites[0]!.url.toUpperCase().replace('HTTP://', 'http://'), reason: `the same origin (http://${web.sites[0]!.host}:${web.port}) as line 3` },
      ],
    });
  });

  it('answers 202 with the run, and 409 to a second start while it is active', async () => {
    const { started, again } = census;
    expect(started.status).toBe(202);
    conformance.assertResponse('POST', '/api/v1/me/fleets/{id}/runs', 202, started.body);
    expect(started.body).toEqual({ runId: expect.any(String), status: 'queued', total: web.sites.length });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'fleet-run-active', message: 'A run of the fleet "Client sites" is already queued or running; cancel it or wait for it to end.' });
  });

  it('runs to the end on the queue, with its progress counted from the rows', async () => {
    const seenStatuses = new Set(census.progress.map((progress) => progress.status as string));
    for (const progress of census.progress) {
      expect(progress.done).toBeLessThanOrEqual(progress.total);
      expect(progress.done).toBe(Object.values(progress.counts as Record<string, number>).reduce((a, b) => a + b, 0));
    }
    conformance.assertResponse('GET', '/api/v1/me/fleets/{id}/runs/{runId}', 200, run);
    expect(run).toMatchObject({ status: 'succeeded', total: web.sites.length, done: web.sites.length, etaSeconds: null, scorecard: SCORECARD_VERSION, engine: expect.stringMatching(/^agentgauge@/) });
    expect(seenStatuses.has('running')).toBe(true);
  });

  it('has the planted counts, exactly, in its summary', async () => {
    const answer = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/summary`, { key });
    expect(answer.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/fleets/{id}/runs/{runId}/summary', 200, answer.body);
    const summary = answer.body;
    const scanned = count(...READABLE_KINDS, ...PLAIN_TWIN_KINDS, 'bare', 'ai-disallowed', 'all-disallowed', 'agents-403', 'agents-challenge', 'js-only', 'retry-after');
    const total = web.sites.length;
    expect(summary.targets).toEqual({
      total,
      scanned,
      blocked: count('always-429', 'scanner-403'),
      unreachable: count('unreachable'),
      optedOut: count('robots-opt-out', 'list-opt-out'),
      cancelled: 0,
      error: 0,
    });
    expect(run.counts).toEqual({ scanned, blocked: summary.targets.blocked, unreachable: summary.targets.unreachable, optedOut: summary.targets.optedOut, cancelled: 0, error: 0 });
    const check = (id: string) => summary.checks.find((entry: { checkId: string }) => entry.checkId === id);
    // Not scanned is unknown, and a blocked scan measured no llms.txt: never a fail.
    // The plain sites' slow and rate-limited twins are measured as completely: their llms.txt is counted too.
    const readable = count(...READABLE_KINDS, ...PLAIN_TWIN_KINDS);
    expect(check('llms-txt')).toEqual({ checkId: 'llms-txt', pass: readable, warn: 0, fail: scanned - readable, notApplicable: 0, unknown: total - scanned, couldNotAsk: 0, passRate: readable / scanned, couldNotAskShare: 0 });
    expect(check('robots-txt')).toMatchObject({ pass: scanned - count('bare'), warn: 0, fail: count('bare'), unknown: total - scanned });
    const agent = (id: string) => summary.agents.find((entry: { profile: string }) => entry.profile === id);
    // The scanner was refused on scanner-403 sites, but the agents' own views were measured there: they read.
    const claudeReads = count(...READABLE_KINDS, ...PLAIN_TWIN_KINDS, 'bare', 'ai-disallowed', 'retry-after', 'scanner-403');
    const claudeBlocked = count('agents-403', 'agents-challenge', 'js-only', 'all-disallowed');
    expect(agent('claude-code')).toMatchObject({ profile: 'claude-code', reads: claudeReads, partial: 0, blocked: claudeBlocked, unknown: total - claudeReads - claudeBlocked, readRate: claudeReads / (claudeReads + claudeBlocked) });
    // Each cause its own share of the targets Claude Code was measured on (issue 51 point 5): 403s and challenges are
    // refusals, robots.txt rules and application shells are not; a scan the scanner could not take is not measured.
    const claudeMeasured = claudeReads + claudeBlocked;
    const share = (part: number) => ({ count: part, share: part / claudeMeasured });
    expect(agent('claude-code').outcomes).toEqual({
      targets: scanned + summary.targets.blocked,
      measured: claudeMeasured,
      notMeasured: count('always-429'),
      reads: share(claudeReads),
      partial: share(0),
      pay: share(0),
      refused: share(count('agents-403', 'agents-challenge')),
      disallowed: share(count('all-disallowed')),
      javascript: share(count('js-only')),
      other: share(0),
      unreachable: share(0),
    });
    expect(agent('cursor')).toMatchObject({ reads: scanned - count('js-only') + count('scanner-403'), blocked: count('js-only') });
    // Without a browser the browsing profile is never measured: unknown everywhere, no rate.
    expect(agent('browser')).toMatchObject({ profile: 'browser', reads: 0, partial: 0, blocked: 0, unknown: total, readRate: null });
    expect(agent('browser').outcomes).toMatchObject({ measured: 0, notMeasured: scanned + summary.targets.blocked, reads: { count: 0, share: null } });
    // A cap is counted where it lowers a score (checks.md 2026-12b). The planted refusing and JavaScript-only sites are
    // bare pages whose score is already under both caps, so none binds; the rows say why through their agents' verdicts.
    expect(summary.caps).toEqual({});
    // Their conditions hold all the same, and every application shell counts, rendered or not.
    expect(summary.capConditions.caps).toEqual({
      'agents-refused': { met: count('agents-403', 'agents-challenge'), share: count('agents-403', 'agents-challenge') / scanned, lowered: 0 },
      'javascript-only': { met: count('js-only'), share: count('js-only') / scanned, lowered: 0 },
    });
    expect(summary.needsJavaScript).toEqual({ targets: scanned, count: count('js-only'), share: count('js-only') / scanned, notRecorded: 0 });
    expect(summary.score.histogram.reduce((sum: number, bin: { count: number }) => sum + bin.count, 0)).toBe(scanned);
    // Each planted category, exactly; every other scanned site is `other`.
    expect(summary.categories.map((entry: { category: string; targets: number }) => [entry.category, entry.targets])).toEqual([
      ...CATEGORY_KINDS.map((kind) => [kind, count(kind)]),
      ['other', scanned - count(...CATEGORY_KINDS)],
    ]);
    for (const entry of summary.categories) expect(entry.medianScore, entry.category).toEqual(entry.targets === 0 ? null : expect.any(Number));
    expect(summary.render).toEqual({ sampled: 0, jsOnly: 0, share: null, ci95: null });
    expect(summary).toMatchObject({ runId, fleetId, status: 'succeeded', startedAt: run.startedAt, finishedAt: run.finishedAt });
  });

  it('kept to the politeness limits at the fixture: in flight per host and per address, the opt-out list, the robots group, Retry-After, one retry of a blocked scan', async () => {
    expect(censusStats.maxInFlight).toBeLessThanOrEqual(PER_ADDRESS);
    expect(censusStats.maxInFlight).toBeGreaterThanOrEqual(2);
    expect(Math.max(...censusStats.maxInFlightByHost.values())).toBeLessThanOrEqual(2);
    expect([...censusStats.scannerAgents]).toEqual([`AgentGauge/6 (+${publicUrl}/scanner)`]);
    for (const site of web.of('list-opt-out')) expect(censusStats.requestsByHost.get(site.host) ?? 0).toBe(0);
    for (const site of web.of('robots-opt-out')) expect(censusStats.requestsByHost.get(site.host)).toBe(1);
    const gaps = (times: number[]) => times.slice(1).map((time, index) => time - times[index]!);
    for (const site of web.of('retry-after')) {
      const times = censusStats.scannerStartPages.get(site.host)!;
      expect(times).toHaveLength(2);
      expect(gaps(times)[0]).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000 - 50);
    }
    for (const site of web.of('always-429')) {
      // The first answer and two returns, each after the Retry-After; then the run stops asking.
      const times = censusStats.scannerStartPages.get(site.host)!;
      expect(times).toHaveLength(3);
      for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000 - 50);
    }
    for (const site of web.of('scanner-403')) expect(censusStats.scannerStartPages.get(site.host)).toHaveLength(2);
    // robots.txt answered 429 with Retry-After (issue 64 point 1): complete disallow until fetched (RFC 9309
    // §2.3.1.3–4), so no request of ours reached the host inside the wait; robots.txt was asked again after it.
    for (const site of web.of('robots-429')) {
      const answered = censusStats.robots429At.get(site.host)!;
      const arrivals = censusStats.arrivalsByHost.get(site.host)!;
      expect(arrivals.filter((at) => at > answered && at < answered + RETRY_AFTER_SECONDS * 1000 - 50), site.host).toEqual([]);
      expect(arrivals.length).toBeGreaterThan(10);
    }
  });

  it('has one row per target with its evidence, the requests its site received, and the filters of the list', async () => {
    const rows = await allRows(server.baseUrl, key, fleetId, runId);
    expect(rows).toHaveLength(web.sites.length);
    expect(new Set(rows.map((row) => row.target)).size).toBe(web.sites.length);
    const byHost = new Map(rows.map((row) => [new URL(row.origin).hostname, row]));
    for (const site of web.sites) {
      const row = byHost.get(site.host)!;
      // Every request the scanner and the agent profiles sent, attempts and TLS attempts included, as the site saw them.
      expect(row.requests, site.kind).toBe(censusStats.requestsByHost.get(site.host) ?? 0);
      // The detected site profile: the planted category of a plain site with one, else other; none for a target that
      // was not scanned (opted out, blocked, unreachable: issue 54).
      const category = (CATEGORY_KINDS as readonly string[]).includes(site.kind) ? site.kind : 'other';
      expect(row.category, `${site.host} (${site.kind})`).toBe(row.status === 'scanned' ? category : null);
    }
    const fallback = byHost.get(web.sites.at(-1)!.host)!;
    expect(fallback).toMatchObject({ target: `${web.sites.at(-1)!.host}:${web.port}`, origin: `http://${web.sites.at(-1)!.host}:${web.port}`, status: 'scanned', registrableDomain: 'fleet.test' });
    const robotsOptOut = byHost.get(web.of('robots-opt-out')[0]!.host)!;
    expect(robotsOptOut).toMatchObject({ status: 'opted-out', score: null, requests: 1, scannedAt: null });
    expect(robotsOptOut.error).toContain('robots.txt line 2: Disallow: /');
    expect(byHost.get(web.of('list-opt-out')[0]!.host)).toMatchObject({ status: 'opted-out', requests: 0, error: `On the operator's opt-out list (AGENTGAUGE_FLEET_OPT_OUT: ${web.of('list-opt-out')[0]!.host}); no request was sent.` });
    const blocked = byHost.get(web.of('scanner-403')[0]!.host)!;
    expect(blocked).toMatchObject({ status: 'blocked', score: null, grade: null, cap: null });
    expect(blocked.error).toBe(`The start page answered 403 to the scanner (AgentGauge/6 (+${publicUrl}/scanner)).`);
    expect(Object.values(blocked.checks).every((outcome) => outcome === 'unknown' || outcome === 'pass')).toBe(true);
    const unreachable = byHost.get(web.of('unreachable')[0]!.host)!;
    expect(unreachable).toMatchObject({ status: 'unreachable', requests: 0 });
    expect(Object.values(unreachable.checks).every((outcome) => outcome === 'unknown')).toBe(true);
    expect(Object.values(unreachable.agents).every((verdict) => verdict === 'unknown')).toBe(true);

    const page = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/targets?limit=5`, { key });
    conformance.assertResponse('GET', '/api/v1/me/fleets/{id}/runs/{runId}/targets', 200, page.body);
    expect(page.body.nextOffset).toBe(5);
    expect(await allRows(server.baseUrl, key, fleetId, runId, '&check=llms-txt&result=pass')).toHaveLength(count(...READABLE_KINDS, ...PLAIN_TWIN_KINDS));
    // The slow host (every answer late) and the one whose robots.txt answered 429 first: the verdicts of a fast plain
    // twin, check by check and agent by agent (issue 64 point 2).
    const twin = byHost.get(web.of('plain')[0]!.host)!;
    for (const site of [...web.of('slow'), ...web.of('robots-429')]) {
      const row = byHost.get(site.host)!;
      expect({ status: row.status, checks: row.checks, agents: row.agents, causes: row.causes, score: row.score }, `${site.host} (${site.kind})`).toEqual({ status: 'scanned', checks: twin.checks, agents: twin.agents, causes: twin.causes, score: twin.score });
    }
    // The row says where the host asked us to wait (issue 64 point 1): robots.txt asked again after its 429's
    // Retry-After; a start page that kept answering 429, the run's two returns; nothing for a host that never asked.
    for (const site of web.of('robots-429')) expect(byHost.get(site.host)!.waited, site.host).toEqual({ robotsTxt: true, cameBack: 0 });
    for (const site of web.of('always-429')) expect(byHost.get(site.host)!, site.host).toMatchObject({ status: 'blocked', waited: { robotsTxt: null, cameBack: 2 } });
    for (const site of [...web.of('plain'), ...web.of('slow')]) expect(byHost.get(site.host)!.waited, site.host).toEqual({ robotsTxt: false, cameBack: 0 });
    expect(byHost.get(web.of('list-opt-out')[0]!.host)!.waited).toEqual({ robotsTxt: null, cameBack: 0 });
    expect(await allRows(server.baseUrl, key, fleetId, runId, '&status=opted-out')).toHaveLength(count('robots-opt-out', 'list-opt-out'));
    const refusing = await allRows(server.baseUrl, key, fleetId, runId, '&agent=claude-code&verdict=blocked&status=scanned');
    expect(refusing).toHaveLength(count('agents-403', 'agents-challenge', 'js-only', 'all-disallowed'));
    const half = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/targets?check=llms-txt`, { key });
    expect(half.status).toBe(400);
    expect(half.body.error).toBe('invalid-parameter');
  });

  it('serves a scanned target\'s full report, and 404 for one that has none', async () => {
    const plain = web.of('plain')[0]!;
    const origin = encodeURIComponent(`http://${plain.host}:${web.port}`);
    const answer = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/targets/${origin}/report`, { key });
    expect(answer.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/fleets/{id}/runs/{runId}/targets/{origin}/report', 200, answer.body);
    expect(answer.body).toMatchObject({ runId, status: 'scanned', url: plain.url, scope: 'page', pageCount: 1 });
    expect(answer.body.results).toHaveLength(26);
    expect(answer.body).not.toHaveProperty('journeys');
    const byHost = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/targets/${plain.host}:${web.port}/report`, { key });
    expect(byHost.body.url).toBe(plain.url);
    const optedOut = web.of('list-opt-out')[0]!;
    const none = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/targets/${encodeURIComponent(`http://${optedOut.host}:${web.port}`)}/report`, { key });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(`http://${optedOut.host}:${web.port} has no report in run ${runId}: its status is opted-out.`);
  });

  it('exports the rows as CSV and Parquet that read back to the same rows', async () => {
    const rows = await allRows(server.baseUrl, key, fleetId, runId);
    const csv = await fetch(`${server.baseUrl}/api/v1/me/fleets/${fleetId}/runs/${runId}/export?format=csv`, { headers: { authorization: `Bearer ${key}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="Client-sites-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csvText = await csv.text();
    const records = parseCsv(csvText, { columns: true }) as Array<Record<string, string>>;
    expect(records).toHaveLength(rows.length);
    expect(Object.keys(records[0]!).slice(0, 4)).toEqual(['target', 'origin', 'registrableDomain', 'status']);
    expect(records.map((record) => record.target)).toEqual(rows.map((row) => row.target));
    expect(records.map((record) => record.check_llms_txt)).toEqual(rows.map((row) => row.checks['llms-txt']));
    expect(records.map((record) => (record.score === '' ? null : Number(record.score)))).toEqual(rows.map((row) => row.score));

    const parquet = await fetch(`${server.baseUrl}/api/v1/me/fleets/${fleetId}/runs/${runId}/export?format=parquet`, { headers: { authorization: `Bearer ${key}` } });
    expect(parquet.status).toBe(200);
    expect(parquet.headers.get('content-type')).toBe('application/vnd.apache.parquet');
    const parquetBytes = await parquet.arrayBuffer();
    const objects = (await parquetReadObjects({ file: parquetBytes })) as Array<Record<string, unknown>>;
    expect(objects).toHaveLength(rows.length);
    expect(objects.map((object) => object.status)).toEqual(rows.map((row) => row.status));
    expect(objects.map((object) => object.agent_claude_code)).toEqual(rows.map((row) => row.agents['claude-code']));
    expect(objects.map((object) => object.requests ?? null)).toEqual(rows.map((row) => row.requests));
    const bad = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/export?format=xlsx`, { key });
    expect(bad.status).toBe(400);

    // DuckDB reads both files as they are (issue 47 point 8: its own CSV sniffer, no options), with the same columns
    // and the same rows as the API's list.
    const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-export-'));
    const duck = await DuckDBInstance.create(':memory:');
    const connection = await duck.connect();
    try {
      writeFileSync(path.join(dir, 'run.csv'), csvText);
      writeFileSync(path.join(dir, 'run.parquet'), new Uint8Array(parquetBytes));
      const expected = rows.map(exportedRow);
      for (const file of ['run.csv', 'run.parquet']) {
        const reader = file.endsWith('.csv') ? 'read_csv' : 'read_parquet';
        const result = await connection.runAndReadAll(`SELECT * FROM ${reader}('${path.join(dir, file)}')`);
        expect(result.columnNames(), file).toEqual(Object.keys(expected[0]!));
        const read = result.getRowObjects().map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, plainValue(value)])));
        expect(read, file).toEqual(expected);
      }
    } finally {
      connection.closeSync();
      duck.closeSync();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps fleets to their organization, and creating them to the paid plan', async () => {
    for (const path of [`/api/v1/me/fleets/${fleetId}`, `/api/v1/me/fleets/${fleetId}/runs/${runId}`, `/api/v1/me/fleets/${fleetId}/runs/${runId}/summary`]) {
      const answer = await request(server.baseUrl, path, { key: otherKey });
      expect(answer.status, path).toBe(404);
      expect(answer.body.error).toBe('not-found');
    }
    const listed = await request(server.baseUrl, '/api/v1/me/fleets', { key: otherKey });
    expect(listed.body).toEqual({ fleets: [], nextOffset: null });
    const mine = await request(server.baseUrl, '/api/v1/me/fleets', { key });
    conformance.assertResponse('GET', '/api/v1/me/fleets', 200, mine.body);
    // Exactly the organization's fleets (the runs of other tests here have fleets of their own).
    const own = await withDatabase(server.databaseEnv, (db) => db.fleet.findMany({ where: { organizationId: agency.id }, select: { id: true } }));
    expect(mine.body.fleets.map((fleet: { id: string }) => fleet.id).sort()).toEqual(own.map((fleet) => fleet.id).sort());
    expect(mine.body.fleets.find((fleet: { id: string }) => fleet.id === fleetId).lastRun).toMatchObject({ id: runId, status: 'succeeded' });
    const unpaid = await uploadFleet(server.baseUrl, unpaidKey, 'example.com\n');
    expect(unpaid.status).toBe(403);
    expect(unpaid.body.error).toBe('subscription-required');
  });

  it('cancels a run: targets not started become cancelled, and the counts stay exact', async () => {
    const slow = web.of('slow').map((site) => site.url).join('\n');
    const created = await uploadFleet(server.baseUrl, key, `${slow}\n${web.of('plain').map((site) => site.url).join('\n')}\n`, { name: 'To cancel' });
    const started = await startRun(server.baseUrl, key, created.body.id);
    const cancel = await request(server.baseUrl, `/api/v1/me/fleets/${created.body.id}/runs/${started.body.runId}`, { method: 'DELETE', key });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    const ended = await waitForRun(server.baseUrl, key, created.body.id, started.body.runId, 60_000, () => undefined).catch(() => null);
    const final = ended ?? (await request(server.baseUrl, `/api/v1/me/fleets/${created.body.id}/runs/${started.body.runId}`, { key })).body;
    expect(final.status).toBe('cancelled');
    const rows = await allRows(server.baseUrl, key, created.body.id, started.body.runId);
    expect(rows.filter((row) => row.status === 'cancelled').length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status !== 'pending')).toBe(true);
  }, 90_000);
  it('keeps a target at its shared per-target quota waiting in the run, not skipped', async () => {
    const site = web.of('plain')[5]!;
    const hostKey = `${site.host}:${web.port}`;
    // Other surfaces spent the host's hour (5 by default): the fleet's audit must wait for the window to end.
    await clearOfWindowEnd(AT_QUOTA_NEEDS_MS);
    // The hour as the service counts it: its clock is this process's (moved past the hour's end by clearOfWindowEnd
    // when it was too close to it), not the database's.
    await withDatabase(server.databaseEnv, (db) => db.$executeRaw`
      INSERT INTO usage_counters (scope, subject, window_start, count, updated_at)
      VALUES ('scan:target', ${hostKey}, ${windowStartOf(new Date(), 3600)}, 5, now())
      ON CONFLICT (scope, subject, window_start) DO UPDATE SET count = 5`);
    const requestsBefore = web.stats.requestsByHost.get(site.host) ?? 0;
    const created = await uploadFleet(server.baseUrl, key, `${site.url}\n`, { name: 'At its quota' });
    const started = await startRun(server.baseUrl, key, created.body.id);
    const waiting = await withDatabase(server.databaseEnv, async (db) => {
      for (;;) {
        const row = await db.fleetResult.findFirstOrThrow({ where: { runId: started.body.runId } });
        if (row.notBefore) return row;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0, quotaTaken: false });
    expect(waiting.notBefore!.getTime() % 3_600_000).toBeLessThan(2000);
    expect(waiting.notBefore!.getTime()).toBeGreaterThan(Date.now());
    const run = await request(server.baseUrl, `/api/v1/me/fleets/${created.body.id}/runs/${started.body.runId}`, { key });
    expect(run.body).toMatchObject({ status: 'running', done: 0 });
    expect(web.stats.requestsByHost.get(site.host) ?? 0).toBe(requestsBefore);
    const cancelled = await request(server.baseUrl, `/api/v1/me/fleets/${created.body.id}/runs/${started.body.runId}`, { method: 'DELETE', key });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', counts: { cancelled: 1 } });
  }, 60_000 + AT_QUOTA_NEEDS_MS);

  it('refuses a list over the plan\'s limit whole, and a run past the day\'s allowance, naming the limits', async () => {
    const tooMany = Array.from({ length: 101 }, (_, index) => `client-${index}.example`).join('\n');
    const refused = await uploadFleet(server.baseUrl, key, tooMany, { name: 'Too many' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: 'fleet-too-large', message: 'The list holds more than 100 targets (target 101 is on line 101, where reading stopped); a fleet may hold 100 on this plan (the operator sets it with AGENTGAUGE_FLEET_TARGETS_PRO). Split the list, or remove targets.' });
    // The second organization starts the day's three runs (one site on the operator's opt-out list each: no request
    // is sent), then a fourth.
    const optedOut = web.of('list-opt-out')[0]!;
    for (let index = 0; index < RUNS_PER_DAY; index += 1) {
      const fleet = await uploadFleet(server.baseUrl, allowanceKey, `${optedOut.url}\n`, { name: `Allowance ${index + 1}` });
      expect(fleet.status, fleet.text).toBe(201);
      const started = await startRun(server.baseUrl, allowanceKey, fleet.body.id);
      expect(started.status, started.text).toBe(202);
    }
    const fourth = await uploadFleet(server.baseUrl, allowanceKey, `${optedOut.url}\n`, { name: 'Allowance 4' });
    const overAllowance = await startRun(server.baseUrl, allowanceKey, fourth.body.id);
    expect(overAllowance.status).toBe(429);
    expect(overAllowance.body.error).toBe('rate-limited');
    expect(overAllowance.body.message).toMatch(/^Fleet runs of the organization are limited to 3 per day per organization, and the limit is reached: it frees at 00:00 UTC\. The operator raises it with the setting AGENTGAUGE_FLEET_RUNS_PER_DAY_PRO\.$/);
    expect(Number(overAllowance.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

/** A row of the API's list as the export's columns hold it (checks and agents as check_*, agent_* and agent_*_cause columns). */
function exportedRow(row: any): Record<string, unknown> {
  const column = (id: string) => id.replace(/-/g, '_');
  return {
    target: row.target,
    origin: row.origin,
    registrableDomain: row.registrableDomain,
    status: row.status,
    score: row.score,
    grade: row.grade,
    scannedAt: row.scannedAt === null ? null : new Date(row.scannedAt).toISOString(),
    durationMs: row.durationMs,
    requests: row.requests,
    cap: row.cap,
    capCondition: row.capCondition,
    category: row.category,
    error: row.error,
    scoring: row.scoring,
    waitedRobotsTxt: row.waited.robotsTxt,
    cameBack: row.waited.cameBack,
    ...Object.fromEntries(Object.entries(row.checks as Record<string, string>).map(([id, value]) => [`check_${column(id)}`, value])),
    ...Object.fromEntries(Object.entries(row.agents as Record<string, string>).map(([id, value]) => [`agent_${column(id)}`, value])),
    ...Object.fromEntries(Object.entries(row.causes as Record<string, string | null>).map(([id, value]) => [`agent_${column(id)}_cause`, value])),
    ...Object.fromEntries(
      Object.entries(row.capabilities as Record<string, { value: string; platform: string | null }>).flatMap(([id, cell]) => [
        [`capability_${column(id)}`, cell.value],
        [`capability_${column(id)}_platform`, cell.platform],
      ]),
    ),
  };
}

/** A value DuckDB read, as plain JSON: integers as numbers, timestamps as ISO strings (UTC). */
function plainValue(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'object' && value !== null && 'micros' in value) return new Date(Number((value as { micros: bigint }).micros / 1000n)).toISOString();
  if (typeof value === 'object' && value !== null && 'millis' in value) return new Date(Number((value as { millis: bigint }).millis)).toISOString();
  return String(value);
}
