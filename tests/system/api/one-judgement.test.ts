// One judgement, every surface (issue 51 point 7, first test; checks.md 2026-12c "One judgement"): every page shape of
// the team's ordinary-page set (tests/fixtures/page-archetypes.ts, with broken navigation links, a sample page that
// answers 403 to agents only, application shells of any framework, a meta refresh, frames, a partly rendered page and
// a JavaScript-only page without a browser) goes through the local CLI, the remote CLI (POST /api/v1/engine/report),
// a site scan (GET /api/v1/me/sites/{id}/report and the dashboard's page), an anonymous public scan (POST
// /api/v1/scan, the public report, its page and the badge) and a fleet row; each surface must say the same score, cap,
// per-profile verdicts and blocker sentence of the start page, and a site scan that measured more pages labels its two
// numbers with their scopes. One built server (on PostgreSQL, no browser: AGENTGAUGE_RENDER=0) serves every
// case; the surfaces run side by side (each CLI audits every shape in one run), then the fleet.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockerOf, type AgentView, type AuditReport } from '../../../engine/index';
import { mapWithConcurrency } from '../../../engine/site/concurrency';
import { ROOT, runCli } from '../../helpers/cli/run-cli';
import { ARCHETYPES, startArchetypeSites, type ArchetypeSites } from '../../fixtures/page-archetypes';
import { startRun, uploadFleet, waitForRun, allRows } from '../../helpers/fleets/fleet-api';
import { seedOrganization } from '../../helpers/api-fixtures';
import { reserveLoopbackUrl } from '../../helpers/free-port';
import { request } from '../../helpers/http';
import { waitForScan } from '../../helpers/scan-sites';
import { startServer, SERVER_START_TIMEOUT_MS, type TestServer } from '../../helpers/server';
import { sessionCookie } from '../../helpers/session-cookie';

const SECRET = 'one-judgement-test-secret-0123456789abcdef';
const MANY = '1000';

interface Surfaces {
  local: { report: AuditReport; text: string };
  remote: { report: AuditReport; text: string; stderr: string };
  site: { report: any; dashboard: string };
  public: { scan: any; report: any; page: string; badge: string };
}

let sites: ArchetypeSites;
let server: TestServer;
let key: string;
let cookie: string;
let output: string;
const siteIds = new Map<string, string>();
const measured = new Map<string, Surfaces>();
const scanned = new Map<string, Pick<Surfaces, 'site'>>();
const published = new Map<string, Surfaces['public']>();
const fleetRows = new Map<string, any>();

/** The start page's verdict per profile, as every surface must give it. */
const verdicts = (views: readonly AgentView[]) => Object.fromEntries(views.map((view) => [view.profile, `${view.verdict} ${view.cause}`]));
/** A fleet row's reading of the same views: a verdict, or unknown where none was measured (lib/fleets/classify-report.ts). */
const fleetReads = (views: readonly AgentView[]) =>
  Object.fromEntries(views.map((view) => [view.profile, view.verdict === null || view.cause === 'unreachable' || view.cause === 'not-measured' ? 'unknown' : view.verdict]));
/** Text of a server-rendered page as a reader sees it: tags out, entities decoded, whitespace collapsed. */
const pageText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/**
 * Every shape's audit by one CLI run (several URLs: one process, the audits in turn, as CI runs it): each report (the
 * JSON output, an array in URL order) and its text report (each opens with "Agent Gauge audit of <url>").
 */
async function cliAll(urls: readonly string[], args: string[], env: Record<string, string> = {}): Promise<{ reports: AuditReport[]; texts: string[]; stderr: string }> {
  const file = path.join(output, `${Math.random().toString(36).slice(2)}.json`);
  const run = await runCli(['audit', ...urls, ...args, '--output', `json:${file}`], env, process.execPath, ROOT, 900_000);
  expect(run.code, run.stderr).toBe(0);
  const reports = JSON.parse(readFileSync(file, 'utf8')) as AuditReport[];
  const texts = run.stdout.split(/(?=^Agent Gauge audit of )/m).map((text) => text.replace(/\s+/g, ' '));
  expect([reports.map((report) => report.url), texts.length]).toEqual([urls, urls.length]);
  return { reports, texts, stderr: run.stderr };
}

async function siteScan(id: string): Promise<Surfaces['site']> {
  const started = await request(server.baseUrl, `/api/v1/me/sites/${id}/scan`, { method: 'POST', key });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const settled = await waitForScan(server.baseUrl, key, started.body.scanId, ['succeeded', 'failed'], 180_000);
  expect(settled.body.status, JSON.stringify(settled.body)).toBe('succeeded');
  const report = await request(server.baseUrl, `/api/v1/me/sites/${id}/report`, { key });
  expect(report.status).toBe(200);
  const dashboard = await request(server.baseUrl, `/sites/${id}`, { headers: { cookie } });
  expect(dashboard.status).toBe(200);
  return { report: report.body, dashboard: pageText(dashboard.text) };
}

async function publicScan(origin: string): Promise<Surfaces['public']> {
  const host = origin.slice('http://'.length);
  const scan = await request(server.baseUrl, '/api/v1/scan', { json: { domain: origin } });
  expect(scan.status, JSON.stringify(scan.body)).toBe(200);
  const [report, page, badge] = await Promise.all([
    request(server.baseUrl, `/api/v1/report/${host}`),
    request(server.baseUrl, `/report/${host}`),
    request(server.baseUrl, `/badge/${host}.svg`),
  ]);
  expect([report.status, page.status, badge.status]).toEqual([200, 200, 200]);
  return { scan: scan.body, report: report.body, page: pageText(page.text), badge: badge.text };
}

beforeAll(async () => {
  sites = await startArchetypeSites(ARCHETYPES);
  output = mkdtempSync(path.join(tmpdir(), 'agentgauge-one-judgement-'));
  // The scanner names the service's address in its User-Agent, so a fleet run needs it before the service starts.
  const reserved = await reserveLoopbackUrl();
  server = await startServer({
    env: {
      PORT: reserved.port,
      AGENTGAUGE_PUBLIC_URL: reserved.url,
      NEXTAUTH_SECRET: SECRET,
      // No rendered view on the service's surfaces, as the local CLI (no --browser) has none: with a browser installed
      // (/usr/bin/chromium) the service would render the audits its render slots take, and judge those pages' browser
      // view that the CLI never measures.
      AGENTGAUGE_RENDER: '0',
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
      AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
      AGENTGAUGE_SCANS_PER_ORGANIZATION: MANY,
      AGENTGAUGE_SCANS_PER_TARGET: MANY,
      AGENTGAUGE_SCANS_PER_OWN_SITE: MANY,
      AGENTGAUGE_PUBLIC_SCAN_PER_CALLER: MANY,
      AGENTGAUGE_PUBLIC_SCAN_PER_TARGET: MANY,
      AGENTGAUGE_WORKER_CONCURRENCY: '2',
      AGENTGAUGE_WORKER_ORGANIZATION_CONCURRENCY: '2',
      AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      AGENTGAUGE_FLEET_PER_ADDRESS: '4',
      // A target whose scan was blocked (the members-only 401) is retried once, after this wait.
      AGENTGAUGE_FLEET_RETRY_SECONDS: '1',
      AGENTGAUGE_FLEET_JITTER_MS: '0',
      AGENTGAUGE_FLEET_BATCH: '10',
      AGENTGAUGE_FLEET_TARGETS_PRO: '100',
    },
    seed: async (db) => {
      const organization = await seedOrganization(db, { name: 'Bakeries', subscription: 'active' });
      key = organization.key;
      for (const archetype of ARCHETYPES) {
        const origin = sites.origins[archetype.id]!;
        const site = await db.site.create({ data: { organizationId: organization.id, url: `${origin}/`, host: origin.slice('http://'.length) } });
        siteIds.set(archetype.id, site.id);
      }
      const user = await db.user.create({ data: { email: 'owner@bakeries.test' } });
      await db.membership.create({ data: { organizationId: organization.id, userId: user.id, role: 'owner' } });
      cookie = await sessionCookie(db, user, SECRET);
    },
  });

  const remoteEnv = { AGENTGAUGE_API_KEY: key, AGENTGAUGE_URL: server.baseUrl };
  const urls = ARCHETYPES.map((archetype) => `${sites.origins[archetype.id]}/`);
  const began = Date.now();
  // Every surface at once, each one audit at a time (two for the worker's site scans): the machine's two cores stay
  // busy without starving any audit past its deadline.
  const [local, remote] = await Promise.all([
    cliAll(urls, ['--local', '--allow-private-targets']),
    cliAll(urls, [], remoteEnv),
    mapWithConcurrency(ARCHETYPES, 2, async (archetype) => scanned.set(archetype.id, { site: await siteScan(siteIds.get(archetype.id)!) })),
    mapWithConcurrency(ARCHETYPES, 1, async (archetype) => published.set(archetype.id, await publicScan(sites.origins[archetype.id]!))),
  ]);
  ARCHETYPES.forEach((archetype, index) => {
    measured.set(archetype.id, {
      local: { report: local.reports[index]!, text: local.texts[index]! },
      remote: { report: remote.reports[index]!, text: remote.texts[index]!, stderr: remote.stderr },
      site: scanned.get(archetype.id)!.site,
      public: published.get(archetype.id)!,
    });
  });
  console.log(`one judgement: ${ARCHETYPES.length} shapes through the CLI (local, remote), site scans and public scans in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  // Then the fleet: one run over every shape, on the worker.
  const upload = await uploadFleet(server.baseUrl, key, `${urls.join('\n')}\n`, { name: 'Page shapes' });
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  const started = await startRun(server.baseUrl, key, upload.body.id, { renderSample: 0 });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const run = await waitForRun(server.baseUrl, key, upload.body.id, started.body.runId, 300_000);
  expect(run.status).toBe('succeeded');
  for (const row of await allRows(server.baseUrl, key, upload.body.id, started.body.runId)) fleetRows.set(row.origin, row);
  console.log(`one judgement: and a fleet row each, ${((Date.now() - began) / 1000).toFixed(1)} s in all`);
}, SERVER_START_TIMEOUT_MS + 900_000);

afterAll(async () => {
  await server?.stop();
  await sites?.close();
  if (output) rmSync(output, { recursive: true, force: true });
});

describe(`one judgement on every surface, for ${ARCHETYPES.length} page shapes`, () => {
  it.each(ARCHETYPES.map((archetype) => [archetype.id, archetype.shape]))('%s (%s)', (id) => {
    const { local, remote, site, public: anonymous } = measured.get(id)!;
    const report = local.report;
    const views = report.agents!.pages[0]?.views ?? [];
    const blocker = blockerOf(report)!;
    const cap = report.scoring!.cap?.id ?? null;

    // The remote audit is the same audit (point 6): its report in full, the same numbers, views and sentence, printed the same.
    expect(remote.stderr).toBe('');
    expect(remote.report.scorecard).toBe(report.scorecard);
    expect([remote.report.overallScore, remote.report.scoring!.cap?.id ?? null, verdicts(remote.report.agents!.pages[0]?.views ?? [])]).toEqual([report.overallScore, cap, verdicts(views)]);
    const printed = (text: string) => text.replace(/\d+\.\d s · agentgauge@\S+/, '').replace(/http:\/\/127\.0\.0\.1:\d+/g, 'ORIGIN');
    expect(printed(remote.text)).toBe(printed(local.text));
    expect(local.text).toContain(blocker);
    expect(local.text).toContain(`Score ${report.overallScore}/100`);

    // The anonymous public scan, its stored report, its page and its badge.
    for (const body of [anonymous.scan, anonymous.report]) {
      expect([body.score, body.scoring.cap?.id ?? null, verdicts(body.agents.pages[0]?.views ?? []), blockerOf(body)]).toEqual([report.overallScore, cap, verdicts(views), blocker]);
    }
    expect(anonymous.page).toContain(blocker);
    expect(anonymous.badge).toContain(`scores ${report.overallScore} out of 100, grade ${report.grade.label}`);

    // The site scan: its start page is judged alike; where it measured more pages, each number says its scope.
    const scanned = site.report;
    expect([scanned.originScore, verdicts(scanned.agents.pages[0]?.views ?? [])]).toEqual([report.overallScore, verdicts(views)]);
    expect(site.dashboard).toContain(blockerOf(scanned)!);
    if (scanned.pageCount === 1) {
      expect([scanned.score, scanned.scoring.cap?.id ?? null, scanned.scopeLabel, blockerOf(scanned)]).toEqual([report.overallScore, cap, null, blocker]);
    } else {
      expect(scanned.scopeLabel).toBe(`Start page ${scanned.originScore} · Site ${scanned.score} over ${scanned.pageCount} pages`);
      expect(site.dashboard).toContain(scanned.scopeLabel);
    }

    // The fleet row: the same score, cap and verdicts; or, where its scanner was refused the start page (a members-only
    // 401), no score and the status every surface reports.
    const row = fleetRows.get(sites.origins[id]!)!;
    if (row.status === 'blocked') {
      expect(row.error).toBe(`The start page answered ${report.pages[0]!.httpStatus} to the scanner (${row.error.match(/\((.+)\)\.$/)![1]}).`);
    } else {
      expect([row.status, row.score, row.cap, row.agents]).toEqual(['scanned', report.overallScore, cap, fleetReads(views)]);
    }
  });

  it('a pricing page with five broken navigation links: every agent reads the start page, the links are an http-semantics finding, never refusals, and the site is not scored as refused', () => {
    const { local, site } = measured.get('broken-nav-links')!;
    expect(local.report.overallScore).toBe(site.report.originScore);
    const scanned = site.report;
    expect(scanned.pageCount).toBe(6);
    // checks.md 2026-12c: broken pages get no agent verdict and are left out of Access.
    expect(scanned.agents.pages.slice(1).map((page: any) => [page.access, page.views.length, page.broken])).toEqual(
      Array.from({ length: 4 }, () => [null, 0, { status: 404, browserStatus: 404 }]),
    );
    expect(scanned.scoring.access).toBe(local.report.scoring!.access);
    expect(scanned.agents.sample).toMatchObject({ pages: 1, of: 6 });
    const finding = scanned.results.find((result: any) => result.id === 'http-semantics').findings.find((entry: any) => entry.code === 'http-semantics.broken-linked-pages');
    expect(finding.message).toBe('5 of the 5 measured pages the site links answer 404 to browsers and agents alike: broken links, not agents refused.');
    expect(finding.detail).toContain(`${sites.origins['broken-nav-links']}/features — HTTP 404, found by start page link`);
    expect(site.dashboard).toContain('Broken: HTTP 404 to browsers and agents alike, so no agent verdict (http-semantics lists it).');
  });

  it('a sample page that answers 403 to three agents only: the site number counts it, labelled apart from the start page\'s, and the page says who is refused', () => {
    const { local, site } = measured.get('sample-page-403-to-agents')!;
    const scanned = site.report;
    const team = scanned.agents.pages.find((page: any) => page.url.endsWith('/team'));
    expect(verdicts(team.views)).toEqual({
      'claude-code': 'blocked refused',
      cursor: 'reads ok',
      codex: 'blocked refused',
      chatgpt: 'blocked refused',
      gemini: 'reads ok',
      perplexity: 'blocked refused',
      'mcp-fetch': 'reads ok',
      browser: 'null not-measured',
    });
    expect(scanned.originScore).toBe(local.report.overallScore);
    expect(scanned.score).toBeLessThan(scanned.originScore);
    expect(site.dashboard).toContain('Claude Code, Codex, ChatGPT and Perplexity get HTTP 403; Cursor, Gemini and the MCP fetch server read it; browsing agents were not measured.');
  });
});
