// The index (issue 48) end to end on the real built server, its in-process worker and PostgreSQL: a fleet
// run over a generated web of known mixture is published as edition 1 with the CLI, the public API answers its
// planted counts and the percentiles its own scores give, only opted-in hosts are ever named (a walk of every public
// answer and page of two editions finds no other), reports carry their benchmark, an owner re-scans a row and
// reports a verdict, and edition 2 keeps edition 1 readable and shows movement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IDS, gradeFor, SCORECARD_VERSION } from '../../../engine/index';
import type { PrismaClient } from '../../../lib/db';
import { finishRunIfDone } from '../../../lib/fleets/finish-run';
import { buildCli, runCli } from '../../helpers/cli/run-cli';
import { seedFleetRun, type PlantedRow } from '../../helpers/fleets/seed-run';
import { seedOrganization, seedProvenHost } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { clearOfWindowEnd } from '../../helpers/quota';
import { buildReport, seedScan } from '../../helpers/me-fixtures';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { startServer, withDatabase, type TestServer } from '../../helpers/server';
import { plantMixture, startGeneratedWeb, type GeneratedWeb, type SiteKind } from '../../fixtures/generated-web';
import { currentEditionBecomes, expectedPercentile, expectedRank, publicGet, runFleet, waitForScan } from '../../helpers/index-editions/helpers';

const MIXTURE: Partial<Record<SiteKind, number>> = {
  plain: 4,
  bare: 3,
  'ai-disallowed': 2,
  'agents-403': 3,
  'agents-challenge': 2,
  'js-only': 2,
  'scanner-403': 2,
  'robots-opt-out': 2,
  unreachable: 2,
};
const READS_PER_CALLER = 5;
/** The read limit's test counts its reads per minute up to the 429: 0.1 s on a 2-core machine. */
const READS_TEST_NEEDS_MS = 15_000;

describe('the index, from a fleet run over a generated web', () => {
  let web: GeneratedWeb;
  let server: TestServer;
  let conformance: Conformance;
  let key: string;
  let organizationId: string;
  let fleetId: string;
  let runId: string;
  /** Sites of the organization on hosts of the web, by the kind of their host; named ones opted in. */
  const sites: Record<string, { id: string; host: string }> = {};
  const rows: any[] = [];
  let edition1: any;

  const hostOf = (kind: SiteKind, index = 0) => `${web.of(kind)[index]!.host}:${web.port}`;
  const count = (...kinds: SiteKind[]) => kinds.reduce((sum, kind) => sum + web.of(kind).length, 0);
  /** The hosts a public answer may name: those whose site opted in (index opt-in, or a public report). */
  const named = () => [sites.plain!.host, sites.agents!.host, sites.jsOnly!.host];
  const cli = (...args: string[]) => runCli(['admin', 'index', ...args], server.databaseEnv);

  beforeAll(async () => {
    buildCli();
    web = await startGeneratedWeb(plantMixture(MIXTURE, 48));
    // PostgreSQL, as an installation that publishes an index of thousands of sites runs.
    server = await startServer({
      database: 'postgres',
      env: {
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        // The generated web's names resolve to 127.0.0.1: a test bed's index names them only with this (issue 52).
        AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
        AGENTGAUGE_DNS_SERVERS: web.dns.address,
        AGENTGAUGE_PUBLIC_URL: 'http://gauge.test',
        AGENTGAUGE_FLEET_JITTER_MS: '5',
        AGENTGAUGE_FLEET_RETRY_SECONDS: '1',
        AGENTGAUGE_FLEET_BATCH: '6',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
        AGENTGAUGE_INDEX_READS_PER_CALLER: String(READS_PER_CALLER),
      },
      seed: async (db) => {
        const owner = await seedOrganization(db, { name: 'Owners', subscription: 'active' });
        key = owner.key;
        organizationId = owner.id;
        const add = async (name: string, kind: SiteKind, index: number, fields: { indexOptIn?: boolean; publicReport?: boolean }) => {
          const host = `${web.of(kind)[index]!.host}:${web.port}`;
          const site = await db.site.create({ data: { organizationId: owner.id, host, url: `http://${host}/`, ...fields } });
          // The owners proved their hosts (issue 52 point 3): their switches are what names them here.
          await seedProvenHost(db, owner.id, host);
          sites[name] = { id: site.id, host };
        };
        // Named: two by the index opt-in, one by its public report; then a blocked site that opted in, and one that did not.
        await add('plain', 'plain', 0, { indexOptIn: true });
        await add('agents', 'agents-403', 0, { indexOptIn: true });
        await add('jsOnly', 'js-only', 0, { publicReport: true });
        await add('blocked', 'scanner-403', 0, { indexOptIn: true });
        await add('private', 'plain', 1, {});
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await web?.close();
  });

  it('answers 404 with the usual error body before anything is published', async () => {
    const answer = await publicGet(server.baseUrl, '/api/v1/index');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'not-found', message: 'No edition of the index has been published yet.' });
    expect((await publicGet(server.baseUrl, '/api/v1/index/editions')).body).toEqual({ editions: [], nextOffset: null });
  });

  it('runs the fleet to the end', async () => {
    ({ fleetId, runId } = await runFleet(server.baseUrl, key, web.sites.map((site) => site.url), 150_000));
    for (let offset: number | null = 0; offset !== null; ) {
      const page = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/targets?limit=50&offset=${offset}`, { key });
      rows.push(...page.body.targets);
      offset = page.body.nextOffset;
    }
    expect(rows).toHaveLength(web.sites.length);
  }, 160_000);

  it('publishes the run as edition 1 with the CLI, once', async () => {
    const published = await cli('publish', '--run', runId, '--title', 'Generated web, November 2026', '--list', 'The generated web of tests/fixtures (seed 48)', '--json');
    expect({ code: published.code, stderr: published.stderr }).toEqual({ code: 0, stderr: '' });
    const body = JSON.parse(published.stdout);
    const scanned = count('plain', 'bare', 'ai-disallowed', 'agents-403', 'agents-challenge', 'js-only');
    expect(body).toMatchObject({ edition: 1, runId, title: 'Generated web, November 2026', populationSize: scanned, targets: web.sites.length });
    // Scanned, blocked and unreachable targets are rows; opted-out ones are counted only.
    expect(body.entries).toBe(web.sites.length - count('robots-opt-out'));

    const again = await cli('publish', '--run', runId, '--title', 'Again', '--list', 'x');
    expect(again).toMatchObject({ code: 5, stdout: '' });
    expect(again.stderr).toBe(`agentgauge: run ${runId} is already edition 1\n`);
    const notAnId = await cli('publish', '--run', 'last-week', '--title', 'x', '--list', 'x');
    expect(notAnId).toMatchObject({ code: 2, stderr: 'agentgauge: --run "last-week" is not a run id (a UUID)\n' });
    // Published by another process: the service, which answered 404 a moment ago, says so within its 10 seconds.
    await currentEditionBecomes(server.baseUrl, 1);
  }, 60_000);

  it('states the method and the planted counts of the run at GET /api/v1/index, cacheable', async () => {
    const answer = await publicGet(server.baseUrl, '/api/v1/index');
    expect(answer.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/index', 200, answer.body);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    edition1 = answer.body;
    expect(Object.keys(edition1)).toEqual(['edition', 'title', 'publishedAt', 'scannedFrom', 'scannedTo', 'scorecard', 'engine', 'method', 'population']);
    expect(edition1).toMatchObject({ edition: 1, title: 'Generated web, November 2026', scorecard: SCORECARD_VERSION, engine: expect.stringMatching(/^agentgauge@/) });
    expect(edition1.population.targets).toEqual({
      total: web.sites.length,
      scanned: count('plain', 'bare', 'ai-disallowed', 'agents-403', 'agents-challenge', 'js-only'),
      blocked: count('scanner-403'),
      unreachable: count('unreachable'),
      optedOut: count('robots-opt-out'),
      cancelled: 0,
      error: 0,
    });
    // Every generated host is an origin of its own on the one registrable domain fleet.test: deduplicated by origin.
    expect(edition1.method).toMatchObject({ list: 'The generated web of tests/fixtures (seed 48)', dedupe: 'origin', origins: web.sites.length, registrableDomains: 1 });
    expect(edition1.method.renderSample).toEqual({ fraction: 0, rendered: 0, jsOnly: 0, share: null, ci95: null });
    expect(new Date(edition1.scannedFrom).getTime()).toBeLessThanOrEqual(new Date(edition1.scannedTo).getTime());
    // The population is the run's summary, without the run's identity.
    const summary = (await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/summary`, { key })).body;
    const { runId: _run, fleetId: _fleet, status: _status, scorecard: _scorecard, engine: _engine, startedAt: _started, finishedAt: _finished, ...figures } = summary;
    expect(edition1.population).toEqual(figures);
    // The agents that name themselves get a 403 or a challenge on those sites; unknown is out of every rate.
    const claude = edition1.population.agents.find((agent: any) => agent.profile === 'claude-code');
    expect(claude.blocked).toBeGreaterThanOrEqual(count('agents-403', 'agents-challenge'));
    expect(claude.readRate).toBe(claude.reads / (claude.reads + claude.partial + claude.blocked));

    const etag = answer.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await publicGet(server.baseUrl, '/api/v1/index', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect((await publicGet(server.baseUrl, '/api/v1/index/editions/1')).body).toEqual(edition1);
  });

  it('ranks the opted-in scanned sites only, with the percentiles the run\'s own scores give', async () => {
    const answer = await publicGet(server.baseUrl, '/api/v1/index/sites?limit=50');
    expect(answer.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/index/sites', 200, answer.body);
    const scores = rows.filter((row) => row.status === 'scanned').map((row) => row.score as number);
    const scoreOf = (host: string) => rows.find((row) => row.origin === `http://${host}`)!.score as number;
    const expected = named()
      .map((host) => ({ host, score: scoreOf(host) }))
      .sort((a, b) => b.score - a.score || a.host.localeCompare(b.host))
      .map(({ host, score }) => ({
        host,
        category: 'other',
        score,
        grade: rows.find((row) => row.origin === `http://${host}`)!.grade,
        rank: expectedRank(score, scores),
        categoryRank: expectedRank(score, scores),
        percentile: expectedPercentile(score, scores),
        categoryPercentile: expectedPercentile(score, scores),
        scannedAt: rows.find((row) => row.origin === `http://${host}`)!.scannedAt,
        previousScore: null,
      }));
    // The blocked site opted in too, and is never ranked nor shown as 0; the private one is never named.
    expect(answer.body).toEqual({ edition: 1, category: null, sites: expected, nextOffset: null });
    const paged = await publicGet(server.baseUrl, '/api/v1/index/sites?limit=2');
    expect(paged.body).toMatchObject({ sites: expected.slice(0, 2), nextOffset: 2 });
    expect((await publicGet(server.baseUrl, '/api/v1/index/sites?limit=2&offset=2')).body).toMatchObject({ sites: expected.slice(2), nextOffset: null });
    expect((await publicGet(server.baseUrl, '/api/v1/index/sites?category=docs')).body).toEqual({ edition: 1, category: 'docs', sites: [], nextOffset: null });
    const badCategory = await publicGet(server.baseUrl, '/api/v1/index/sites?category=blogs');
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.error).toBe('invalid-parameter');
  });

  it('benchmarks the reports of the service against the edition\'s stored figures', async () => {
    const scores = rows.filter((row) => row.status === 'scanned').map((row) => row.score as number);
    const at = new Date();
    await withDatabase(server.databaseEnv, async (db) => {
      const report = buildReport({ url: `http://${sites.private!.host}/`, at, overallScore: 61, checks: [{ id: 'robots-txt', score: 100 }] });
      await seedScan(db, sites.private!, organizationId, { ...report, scorecard: SCORECARD_VERSION });
    });
    const report = await request(server.baseUrl, `/api/v1/me/sites/${sites.private!.id}/report`, { key });
    expect(report.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/report', 200, report.body);
    expect(report.body.benchmark).toMatchObject({
      edition: 1,
      title: 'Generated web, November 2026',
      category: 'other',
      percentile: expectedPercentile(61, scores),
      categoryPercentile: expectedPercentile(61, scores),
      populationSize: scores.length,
      categorySize: scores.length,
      scorecard: SCORECARD_VERSION,
      note: null,
    });
    // Every scanned site of the web is in `other`: its pass shares are the scanned sites' own.
    expect(report.body.benchmark.checks).toHaveLength(CHECK_IDS.length);
    const scanned = rows.filter((row) => row.status === 'scanned');
    const outcomes = (outcome: string) => scanned.filter((row) => row.checks['robots-txt'] === outcome).length;
    expect(report.body.benchmark.checks.find((check: any) => check.checkId === 'robots-txt')).toEqual({
      checkId: 'robots-txt',
      pass: outcomes('pass'),
      measured: outcomes('pass') + outcomes('warn') + outcomes('fail'),
      passRate: outcomes('pass') / (outcomes('pass') + outcomes('warn') + outcomes('fail')),
    });
    const direct = await publicGet(server.baseUrl, `/api/v1/index/benchmark?score=61&category=other&scorecard=${SCORECARD_VERSION}`);
    expect(direct.body).toEqual(report.body.benchmark);
    const fixes = await request(server.baseUrl, `/api/v1/me/sites/${sites.private!.id}/fixes`, { key });
    expect(fixes.body.benchmark).toEqual(report.body.benchmark);

    // Scored under another scorecard: no percentile, and the note says why.
    const other = await publicGet(server.baseUrl, '/api/v1/index/benchmark?score=61&category=other&scorecard=2026.11');
    expect(other.body).toMatchObject({ percentile: null, categoryPercentile: null, populationSize: scores.length });
    expect(other.body.note).toBe(`Scored under scorecard 2026.11; edition 1 was scored under ${SCORECARD_VERSION}, so the two numbers are not on one scale and no percentile is given. Scan again to compare.`);
  });

  it('gives the CLI\'s audits their benchmark from the service\'s index (--index, or AGENTGAUGE_URL)', async () => {
    const target = web.of('plain')[2]!.url;
    const local = ['audit', target, '--local', '--allow-private-targets', '--dns-server', web.dns.address];
    const json = await runCli([...local, '--format', 'json', '--index', server.baseUrl]);
    expect({ code: json.code, stderr: json.stderr }).toEqual({ code: 0, stderr: '' });
    const report = JSON.parse(json.stdout);
    const category = report.resolvedProfiles.find((entry: any) => entry.profile !== 'base')?.profile ?? 'other';
    const expected = await publicGet(server.baseUrl, `/api/v1/index/benchmark?score=${Math.round(report.overallScore)}&category=${category}&scorecard=${report.scorecard}`);
    expect(report.benchmark).toEqual(expected.body);
    expect(report.benchmark.percentile).toBe(expectedPercentile(Math.round(report.overallScore), rows.filter((row) => row.status === 'scanned').map((row) => row.score)));

    const text = await runCli(local, { AGENTGAUGE_URL: server.baseUrl });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Index  Scores higher than ${report.benchmark.percentile}% of the ${report.benchmark.populationSize} sites in edition 1 of the index`);
    const robots = report.benchmark.checks.find((check: any) => check.checkId === 'robots-txt');
    expect(text.stdout).toContain(`${Math.round(robots.passRate * 100)}% of other sites pass this`);
    // No index named: no request for one, and the report as it always was.
    const plain = await runCli([...local, '--format', 'json']);
    expect(JSON.parse(plain.stdout).benchmark).toBeUndefined();
  }, 60_000);

  it('lets the owner of a listed site re-scan its row, leaving the edition\'s figures as they were', async () => {
    const refused = await request(server.baseUrl, `/api/v1/me/sites/${sites.private!.id}/index/rescan`, { key, method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'index-opt-in-required', message: `${sites.private!.host} is not named in the index: opt it in (indexOptIn or publicReport) before re-scanning its row.` });
    const started = await request(server.baseUrl, `/api/v1/me/sites/${sites.plain!.id}/index/rescan`, { key, method: 'POST' });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ scanId: expect.any(String), siteId: sites.plain!.id, edition: 1, status: 'queued', pollUrl: `/api/v1/me/scans/${started.body.scanId}` });
    const scan = await waitForScan(server.baseUrl, key, started.body.scanId, 60_000);
    expect(scan.status).toBe('succeeded');
    // The scan result's report carries its benchmark too.
    conformance.assertResponse('GET', '/api/v1/me/scans/{id}', 200, scan);
    expect(scan.report.benchmark).toMatchObject({ edition: 1, populationSize: edition1.population.targets.scanned });
    const listed = (await publicGet(server.baseUrl, '/api/v1/index/sites?limit=50')).body.sites.find((site: any) => site.host === sites.plain!.host);
    expect(listed.score).toBe(Math.round(scan.report.originScore));
    expect(listed.scannedAt).toBe(new Date(listed.scannedAt).toISOString());
    expect(new Date(listed.scannedAt).getTime()).toBeGreaterThan(new Date(edition1.scannedTo).getTime());
    expect((await publicGet(server.baseUrl, '/api/v1/index')).body).toEqual(edition1);
    const standing = await request(server.baseUrl, `/api/v1/me/sites/${sites.plain!.id}/index`, { key });
    expect(standing.body).toMatchObject({ optedIn: true, edition: 1, entry: { status: 'scanned', rescanned: true, rescanScanId: started.body.scanId, score: listed.score } });
  }, 90_000);

  it('stores a verdict report with the run\'s report and lists it for the operators', async () => {
    const reported = await request(server.baseUrl, `/api/v1/me/sites/${sites.agents!.id}/index/verdict-reports`, {
      key,
      json: { profile: 'claude-code', explanation: 'Claude-User is allowed since Tuesday.' },
    });
    expect(reported.status).toBe(201);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/index/verdict-reports', 201, reported.body);
    const verdict = rows.find((row) => row.origin === `http://${sites.agents!.host}`)!.agents['claude-code'];
    expect(reported.body).toEqual({
      id: expect.any(String),
      edition: 1,
      host: sites.agents!.host,
      checkId: null,
      profile: 'claude-code',
      verdict,
      explanation: 'Claude-User is allowed since Tuesday.',
      reportKept: true,
      createdAt: expect.any(String),
    });
    const both = await request(server.baseUrl, `/api/v1/me/sites/${sites.agents!.id}/index/verdict-reports`, { key, json: { checkId: 'llms-txt', profile: 'claude-code', explanation: 'x' } });
    expect(both.status).toBe(400);
    const listed = await cli('reports', '--json');
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout).reports).toEqual([expect.objectContaining({ id: reported.body.id, edition: 1, host: sites.agents!.host, subject: 'agent', about: 'claude-code', verdict, reportKept: true })]);
    const resolved = await cli('resolve', '--report', reported.body.id);
    expect(resolved).toMatchObject({ code: 0, stdout: `Resolved verdict report ${reported.body.id}.\n` });
    expect((await cli('reports')).stdout).toBe('No open verdict report.\n');
  });

  it('publishes edition 2, keeps edition 1 readable and shows each named row\'s movement', async () => {
    const planted: PlantedRow[] = [
      { status: 'scanned', score: 88, host: sites.plain!.host, category: 'docs', checks: { 'llms-txt': 'pass' } },
      { status: 'scanned', score: 35, host: sites.agents!.host, category: 'docs', checks: { 'llms-txt': 'fail' } },
      { status: 'scanned', score: 70, host: sites.jsOnly!.host, category: 'api' },
      { status: 'blocked', host: sites.blocked!.host },
      { status: 'scanned', score: 10, host: sites.private!.host, category: 'docs', checks: { 'llms-txt': 'fail' } },
      { status: 'scanned', score: 55, host: 'anonymous-docs.fleet.test', category: 'docs', checks: { 'llms-txt': 'warn' } },
      { status: 'scanned', score: 35, host: 'anonymous-tie.fleet.test', category: 'docs', checks: { 'llms-txt': 'pass' } },
      { status: 'unreachable', host: 'anonymous-down.fleet.test' },
    ];
    const secondRun = await withDatabase(server.databaseEnv, async (db: PrismaClient) => {
      const id = await seedFleetRun(db, planted, { organizationId, fleetId });
      await db.$executeRaw`UPDATE fleet_results SET scanned_at = now() WHERE run_id = ${id}::uuid AND status = 'scanned'`;
      await finishRunIfDone(id);
      return id;
    });
    const published = await cli('publish', '--run', secondRun, '--title', 'Second', '--list', 'Planted rows', '--json');
    expect(published.code).toBe(0);
    expect(JSON.parse(published.stdout)).toMatchObject({ edition: 2, populationSize: 6 });

    expect(await currentEditionBecomes(server.baseUrl, 2)).toMatchObject({ edition: 2, title: 'Second' });
    expect((await publicGet(server.baseUrl, '/api/v1/index/editions/1')).body).toEqual(edition1);
    const editions = await publicGet(server.baseUrl, '/api/v1/index/editions?limit=1');
    conformance.assertResponse('GET', '/api/v1/index/editions', 200, editions.body);
    expect(editions.body).toMatchObject({ editions: [{ edition: 2, title: 'Second', list: 'Planted rows', populationSize: 6, targets: 8 }], nextOffset: 1 });
    expect((await publicGet(server.baseUrl, '/api/v1/index/editions?limit=1&offset=1')).body).toMatchObject({ editions: [{ edition: 1 }], nextOffset: null });

    // Planted scores 88, 70, 55, 35, 35, 10 (docs: 88, 55, 35, 35, 10): known percentiles and ranks, ties sharing one.
    const docs = await publicGet(server.baseUrl, '/api/v1/index/sites?category=docs');
    const previous = (host: string) => rows.find((row) => row.origin === `http://${host}`)!.score;
    expect(docs.body.sites).toEqual([
      { host: sites.plain!.host, category: 'docs', score: 88, grade: gradeFor(88).label, rank: 1, categoryRank: 1, percentile: 83, categoryPercentile: 80, scannedAt: expect.any(String), previousScore: previous(sites.plain!.host) },
      { host: sites.agents!.host, category: 'docs', score: 35, grade: gradeFor(35).label, rank: 4, categoryRank: 3, percentile: 16, categoryPercentile: 20, scannedAt: expect.any(String), previousScore: previous(sites.agents!.host) },
    ]);
    const llms = await publicGet(server.baseUrl, '/api/v1/index/checks/llms-txt');
    conformance.assertResponse('GET', '/api/v1/index/checks/{checkId}', 200, llms.body);
    expect(llms.body.series.map((point: any) => point.edition)).toEqual([1, 2]);
    expect(llms.body.series[1].categories.find((entry: any) => entry.category === 'docs')).toEqual({ category: 'docs', pass: 2, warn: 1, fail: 2, notApplicable: 0, unknown: 0, couldNotAsk: 0, passRate: 0.4, couldNotAskShare: 0 });
    const unknownCheck = await publicGet(server.baseUrl, '/api/v1/index/checks/llms-text');
    expect(unknownCheck.status).toBe(400);
    const agents = await publicGet(server.baseUrl, '/api/v1/index/agents');
    conformance.assertResponse('GET', '/api/v1/index/agents', 200, agents.body);
    const claude = agents.body.profiles.find((profile: any) => profile.profile === 'claude-code');
    const first = edition1.population.agents.find((agent: any) => agent.profile === 'claude-code');
    expect(claude.series[0]).toMatchObject({ edition: 1, reads: first.reads, blocked: first.blocked, readRate: first.readRate, blockedRate: first.blocked / (first.reads + first.partial + first.blocked) });
    // The planted rows measured no agent: unknown everywhere, so no rate at all (never 0).
    expect(claude.series[1]).toMatchObject({ edition: 2, reads: 0, blocked: 0, unknown: 8, readRate: null, blockedRate: null });
  });

  it('names no host that did not opt in, in any public answer or page of either edition', async () => {
    const allowed = new Set(named().map((host) => host.split('.')[0]!));
    const hidden = [...web.sites.map((site) => site.host.split('.')[0]!), 'anonymous-docs', 'anonymous-tie', 'anonymous-down'].filter((label) => !allowed.has(label));
    const paths = [
      '/api/v1/index',
      '/api/v1/index/editions',
      '/api/v1/index/editions/1',
      '/api/v1/index/editions/2',
      '/api/v1/index/agents',
      `/api/v1/index/benchmark?score=50&category=docs&scorecard=${SCORECARD_VERSION}`,
      ...CHECK_IDS.map((id) => `/api/v1/index/checks/${id}`),
      ...[1, 2].flatMap((edition) => ['', ...['docs', 'api', 'mcp', 'agent', 'commerce', 'other'].map((category) => `&category=${category}`)].map((query) => `/api/v1/index/sites?limit=50&edition=${edition}${query}`)),
      '/index',
      '/index?edition=1',
      ...['docs', 'api', 'other'].map((category) => `/index?category=${category}`),
      '/index?edition=1&category=other',
      '/sitemap.xml',
      '/llms.txt',
    ];
    for (const path of paths) {
      const answer = await publicGet(server.baseUrl, path);
      expect(answer.status, path).toBe(200);
      for (const label of hidden) expect(answer.text.includes(label), `${path} names ${label}`).toBe(false);
    }
    const leaderboard = (await publicGet(server.baseUrl, '/index')).text;
    for (const host of [sites.plain!.host, sites.agents!.host, sites.jsOnly!.host]) expect(leaderboard).toContain(host);

    // The index badge: a named host's standing; any other host the answer of an unknown host.
    const badge = await publicGet(server.baseUrl, `/badge/${encodeURIComponent(sites.plain!.host)}/index.svg`);
    expect(badge.status).toBe(200);
    expect(badge.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(badge.text).toContain('>top 20% of docs sites</text>');
    expect(badge.text).toContain(`<title>Agent Gauge index, edition 2: ${sites.plain!.host} is in the top 20% of documentation sites (score 88, grade ${gradeFor(88).label})</title>`);
    const unknown = await publicGet(server.baseUrl, '/badge/never-seen.example/index.svg');
    // "not listed" (issue 54), true of a host the index measured without listing it and of one it never measured.
    expect(unknown.text).toContain('>not listed</text>');
    expect(unknown.text).toContain('<title>Agent Gauge index: never-seen.example is not listed in the current edition</title>');
    for (const host of [hostOf('plain', 1), hostOf('bare'), sites.blocked!.host, 'anonymous-docs.fleet.test']) {
      const other = await publicGet(server.baseUrl, `/badge/${encodeURIComponent(host)}/index.svg`);
      expect(other.status, host).toBe(404);
      expect(other.text, host).toBe(unknown.text.replaceAll('never-seen.example', host));
    }
  }, 60_000);

  it('takes a host out of every edition at once when its owner opts out', async () => {
    const off = await request(server.baseUrl, `/api/v1/me/sites/${sites.agents!.id}`, { key, method: 'PATCH', json: { indexOptIn: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ indexOptIn: false, publicReport: false });
    for (const edition of [1, 2]) {
      const listed = (await publicGet(server.baseUrl, `/api/v1/index/sites?limit=50&edition=${edition}`)).body.sites.map((site: any) => site.host);
      expect(listed, `edition ${edition}`).not.toContain(sites.agents!.host);
    }
    expect((await publicGet(server.baseUrl, `/badge/${encodeURIComponent(sites.agents!.host)}/index.svg`)).status).toBe(404);
  });

  it('limits the reads of each caller, with Retry-After', async () => {
    const caller = '127.0.0.254';
    await clearOfWindowEnd(READS_TEST_NEEDS_MS, 60);
    for (let read = 0; read < READS_PER_CALLER; read += 1) expect((await request(server.baseUrl, '/api/v1/index', { localAddress: caller })).status).toBe(200);
    const refused = await request(server.baseUrl, '/api/v1/index/agents', { localAddress: caller });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.error).toBe('rate-limited');
    expect(refused.body.message).toMatch(/^Reads of the index from your address are limited to 5 per minute per caller IP address, and the limit is reached: it frees at \d\d:\d\d UTC\. The operator raises it with the setting AGENTGAUGE_INDEX_READS_PER_CALLER\.$/);
  }, 30_000 + READS_TEST_NEEDS_MS);
});
