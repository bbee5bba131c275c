// Population figures name causes (issue 51 point 5 and the second test of point 7; checks.md 2026-12c, "Population
// causes"): a fleet run over a generated web with a cause planted per agent (a 403, a challenge or a sign-in page to
// the agents that name themselves, robots.txt rules for every token or for Claude-User alone, application shells with
// no browser, connections closed on the named agents, a scanner refused, a start page that keeps answering 429, an
// unresolvable name, an opted-out host). Every figure's label, share and count is asserted exactly against the planted
// kinds: in the rows and the summary of the API, on the run's page, in the CLI's summary, and in an index edition (its
// API and its page). A summary stored before causes were recorded answers every agent as not measured, never a cause.
// The real built server with its in-process worker, on PostgreSQL (startServer's default; the embedded database has files of its own).
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PROFILES, SCORE_CAPS, type AgentProfileId } from '../../../engine/index';
import { createKey, seedOrganization } from '../../helpers/api-fixtures';
import { buildCli, runCli } from '../../helpers/cli/run-cli';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { startServer, withDatabase, type TestServer } from '../../helpers/server';
import { sessionCookie } from '../../helpers/session-cookie';
import { plantMixture, startGeneratedWeb, type GeneratedWeb, type SiteKind } from '../../fixtures/generated-web';
import { allRows, startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';

const SECRET = 'population-causes-test-secret-0123456789';
const MIXTURE: Partial<Record<SiteKind, number>> = {
  plain: 2,
  'agents-403': 2,
  'agents-challenge': 1,
  'agents-sign-in': 1,
  'all-disallowed': 1,
  'claude-user-disallowed': 1,
  'js-only': 2,
  'agents-dropped': 1,
  // Issue 62: HTTP 402 with crawler-price to the agents that name themselves: asked to pay, its own cause and count.
  'agents-priced': 1,
  'scanner-403': 1,
  'always-429': 1,
  unreachable: 1,
  'robots-opt-out': 1,
};

type Outcome = 'reads' | 'partial' | 'pay' | 'refused' | 'disallowed' | 'javascript' | 'other' | 'unreachable' | 'not-measured';
/** Shares in the order every surface lists them, with the label each surface gives (one per cause, no narrower). */
const SHARES: ReadonlyArray<{ key: Exclude<Outcome, 'not-measured'>; label: string }> = [
  { key: 'reads', label: 'Reads' },
  { key: 'partial', label: 'Partly reads' },
  { key: 'pay', label: 'Asked to pay' },
  { key: 'refused', label: 'Refused or challenged' },
  { key: 'disallowed', label: 'Disallowed by robots.txt' },
  { key: 'javascript', label: 'Needs JavaScript' },
  { key: 'other', label: 'Blocked otherwise' },
  { key: 'unreachable', label: 'Unreachable' },
];
const NAMED = new Set(AGENT_PROFILES.filter((profile) => profile.namesItselfAsAgent).map((profile) => profile.id));
/** The kinds the scanner reached (scanned or blocked); the others are counted as targets only. */
const REACHED: readonly SiteKind[] = ['plain', 'agents-403', 'agents-challenge', 'agents-sign-in', 'all-disallowed', 'claude-user-disallowed', 'js-only', 'agents-dropped', 'agents-priced', 'scanner-403', 'always-429'];
const BLOCKED: readonly SiteKind[] = ['scanner-403', 'always-429'];

/** What the planted site does to each profile (no browser: the browsing agent is never measured). */
function planted(kind: SiteKind, profile: AgentProfileId): Outcome {
  if (profile === 'browser' || kind === 'always-429') return 'not-measured';
  const named = NAMED.has(profile);
  switch (kind) {
    case 'agents-403':
    case 'agents-challenge':
    case 'agents-sign-in':
      return named ? 'refused' : 'reads';
    case 'agents-dropped':
      return named ? 'unreachable' : 'reads';
    case 'agents-priced':
      return named ? 'pay' : 'reads';
    case 'all-disallowed':
      return profile === 'claude-code' || profile === 'mcp-fetch' ? 'disallowed' : 'reads';
    case 'claude-user-disallowed':
      return profile === 'claude-code' ? 'disallowed' : 'reads';
    case 'js-only':
      return 'javascript';
    default:
      return 'reads';
  }
}

/** The engine's cause in the row, for each planted outcome (refused: a 403 or a sign-in page; challenged: a challenge). */
function plantedCause(kind: SiteKind, profile: AgentProfileId): string | null {
  if (kind === 'always-429') return null;
  const outcome = planted(kind, profile);
  if (outcome === 'refused') return kind === 'agents-challenge' ? 'challenged' : 'refused';
  return { reads: 'ok', pay: 'priced', disallowed: 'disallowed', javascript: 'javascript', unreachable: 'unreachable', 'not-measured': 'not-measured' }[outcome as 'reads']!;
}

const pct = (part: number, whole: number) => `${Math.round((part / whole) * 1000) / 10}%`;

describe('population figures name causes', () => {
  let web: GeneratedWeb;
  let server: TestServer;
  let conformance: Conformance;
  let key: string;
  let organizationId: string;
  let cookie: string;
  let fleetId: string;
  let runId: string;
  let rows: any[];
  let summary: any;

  const count = (...wanted: SiteKind[]) => web.sites.filter((site) => wanted.includes(site.kind)).length;
  const reached = () => count(...REACHED);
  const scanned = () => reached() - count(...BLOCKED);
  /** Each profile's planted outcomes over the reached targets. */
  const expectedOutcomes = (profile: AgentProfileId) => {
    const tally = (outcome: Outcome) => web.sites.filter((site) => REACHED.includes(site.kind) && planted(site.kind, profile) === outcome).length;
    const notMeasured = tally('not-measured');
    const measured = reached() - notMeasured;
    return {
      targets: reached(),
      measured,
      notMeasured,
      ...Object.fromEntries(SHARES.map(({ key }) => [key, { count: tally(key), share: measured === 0 ? null : tally(key) / measured }])),
    };
  };
  /** The cell a table gives an outcome: "33.3% (4)", or "n/a" when the profile was measured nowhere. */
  const cell = (profile: AgentProfileId, outcome: Exclude<Outcome, 'not-measured'>) => {
    const expected = expectedOutcomes(profile) as any;
    return expected.measured === 0 ? 'n/a' : `${pct(expected[outcome].count, expected.measured)} (${expected[outcome].count})`;
  };
  /** The columns shown: `other` only where some profile got it (none here). */
  const shown = SHARES.filter(({ key }) => key !== 'other');
  /** The table's rows, cells joined: every profile, its sample, each share with its count, and not measured apart. */
  const expectedTable = () =>
    AGENT_PROFILES.map((profile) => {
      const expected = expectedOutcomes(profile.id);
      return [profile.name, `${expected.measured} of ${expected.targets}`, ...shown.map(({ key }) => cell(profile.id, key)), String(expected.notMeasured)].join(' | ');
    });
  /** The sentences of the gates, from the planted kinds. */
  const gateLines = (noun: string, lowered: Record<string, number>) => {
    const refusing = count('agents-403', 'agents-challenge', 'agents-sign-in', 'agents-dropped');
    const shells = count('js-only');
    const total = scanned();
    return [
      `Needs JavaScript: ${pct(shells, total)} of ${total} scanned ${noun} (${shells}), where some agent that runs no JavaScript gets no main content without it (an application shell), rendered in a browser or not.`,
      `Cap agents-refused (at most ${SCORE_CAPS['agents-refused'].limit}: every agent that names itself in its user agent is refused, challenged, disallowed by robots.txt or gets no answer): condition met on ${pct(refusing, total)} of ${total} scanned ${noun} (${refusing}); it lowered ${lowered['agents-refused'] ?? 0} of their scores.`,
      `Cap javascript-only (at most ${SCORE_CAPS['javascript-only'].limit}: every agent that runs no JavaScript and is not refused gets none or part of the main content without it (a page that also refuses every named agent counts under agents-refused)): condition met on ${pct(shells, total)} of ${total} scanned ${noun} (${shells}); it lowered ${lowered['javascript-only'] ?? 0} of their scores.`,
    ];
  };
  const loweredByRows = () => {
    const lowered: Record<string, number> = {};
    for (const row of rows) if (row.cap) lowered[row.cap] = (lowered[row.cap] ?? 0) + 1;
    return lowered;
  };

  beforeAll(async () => {
    buildCli();
    web = await startGeneratedWeb(plantMixture(MIXTURE, 51));
    server = await startServer({
      env: {
        NEXTAUTH_SECRET: SECRET,
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        AGENTGAUGE_DNS_SERVERS: web.dns.address,
        AGENTGAUGE_PUBLIC_URL: 'http://gauge.test',
        AGENTGAUGE_FLEET_JITTER_MS: '5',
        AGENTGAUGE_FLEET_RETRY_SECONDS: '1',
        AGENTGAUGE_FLEET_BATCH: '4',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Causes', subscription: 'active' });
        organizationId = organization.id;
        key = await createKey(db, organization.id);
        const user = await db.user.create({ data: { email: 'owner@causes.test' } });
        await db.membership.create({ data: { organizationId: organization.id, userId: user.id, role: 'owner' } });
        cookie = await sessionCookie(db, user, SECRET);
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await web?.close();
  });

  it('runs the planted web to the end', async () => {
    const created = await uploadFleet(server.baseUrl, key, `${web.sites.map((site) => site.url).join('\n')}\n`, { name: 'Planted causes' });
    expect(created.status).toBe(201);
    fleetId = created.body.id;
    const started = await startRun(server.baseUrl, key, fleetId, { renderSample: 0 });
    expect(started.status).toBe(202);
    runId = started.body.runId;
    const run = await waitForRun(server.baseUrl, key, fleetId, runId, 150_000);
    expect(run.status).toBe('succeeded');
    rows = await allRows(server.baseUrl, key, fleetId, runId);
    expect(rows).toHaveLength(web.sites.length);
  }, 160_000);

  it('keeps each agent\'s verdict with the engine\'s cause in every row, and the cap whose condition holds', async () => {
    const page = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/targets?limit=50`, { key });
    conformance.assertResponse('GET', '/api/v1/me/fleets/{id}/runs/{runId}/targets', 200, page.body);
    for (const site of web.sites) {
      const row = rows.find((entry) => new URL(entry.origin).hostname === site.host)!;
      const reachedKind = REACHED.includes(site.kind);
      for (const profile of AGENT_PROFILES) {
        expect(row.causes[profile.id], `${site.kind} ${profile.id}`).toBe(reachedKind ? plantedCause(site.kind, profile.id) : null);
      }
      const condition = !reachedKind || BLOCKED.includes(site.kind)
        ? null
        : ['agents-403', 'agents-challenge', 'agents-sign-in', 'agents-dropped'].includes(site.kind)
          ? 'agents-refused'
          : site.kind === 'js-only'
            ? 'javascript-only'
            : 'none';
      expect(row.capCondition, site.kind).toBe(condition);
      // No render sample: every scanned row says it was scored without a browser (issue 63 point 5).
      expect(row.scoring, site.kind).toBe(row.status === 'scanned' ? 'not-rendered' : null);
      // A cap that lowered the score is one whose condition holds.
      if (row.cap !== null) expect(row.cap, site.kind).toBe(condition);
    }
  });

  it('gives every agent each cause as its own share of the targets it was measured on, with its count', async () => {
    const answer = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/summary`, { key });
    expect(answer.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/fleets/{id}/runs/{runId}/summary', 200, answer.body);
    summary = answer.body;
    expect(summary.targets).toEqual({ total: web.sites.length, scanned: scanned(), blocked: count(...BLOCKED), unreachable: count('unreachable'), optedOut: count('robots-opt-out'), cancelled: 0, error: 0 });
    for (const profile of AGENT_PROFILES) {
      const agent = summary.agents.find((entry: any) => entry.profile === profile.id);
      expect(agent.outcomes, profile.id).toEqual(expectedOutcomes(profile.id));
    }
    // Claude Code: 403s, challenges and sign-in pages are refusals; robots.txt rules and application shells are not; a
    // 402 with crawler-price asks it to pay, its own outcome, never a refusal (issue 62).
    expect(summary.agents.find((entry: any) => entry.profile === 'claude-code').outcomes).toMatchObject({
      measured: 13,
      notMeasured: 1,
      pay: { count: 1, share: 1 / 13 },
      refused: { count: 4, share: 4 / 13 },
      disallowed: { count: 2, share: 2 / 13 },
      javascript: { count: 2, share: 2 / 13 },
      unreachable: { count: 1, share: 1 / 13 },
    });
    // The verdict tally keeps pay apart from blocked, and the read rate leaves it out as Access does.
    const claudeTally = summary.agents.find((entry: any) => entry.profile === 'claude-code');
    expect(claudeTally.pay).toBe(1);
    expect(claudeTally.readRate).toBe(claudeTally.reads / (claudeTally.reads + claudeTally.partial + claudeTally.blocked));
    // Cursor names no agent: nothing refuses or charges it; the application shells keep it out.
    expect(summary.agents.find((entry: any) => entry.profile === 'cursor').outcomes).toMatchObject({ pay: { count: 0, share: 0 }, refused: { count: 0, share: 0 }, javascript: { count: 2, share: 2 / 13 } });
    // No browser: never measured, so no share at all (not applicable, never 0%).
    expect(summary.agents.find((entry: any) => entry.profile === 'browser').outcomes).toMatchObject({ measured: 0, notMeasured: reached(), reads: { count: 0, share: null } });
    // Every application shell counts, rendered or not; each cap's condition is counted whether or not it lowered a score.
    const lowered = loweredByRows();
    expect(summary.needsJavaScript).toEqual({ targets: scanned(), count: count('js-only'), share: count('js-only') / scanned(), notRecorded: 0 });
    expect(summary.capConditions).toEqual({
      targets: scanned(),
      notRecorded: 0,
      caps: {
        'agents-refused': { met: 5, share: 5 / scanned(), lowered: lowered['agents-refused'] ?? 0 },
        'javascript-only': { met: 2, share: 2 / scanned(), lowered: lowered['javascript-only'] ?? 0 },
      },
    });
    expect(summary.caps).toEqual(lowered);
    expect(summary.render).toEqual({ sampled: 0, jsOnly: 0, share: null, ci95: null });
  });

  it('says the same on the run\'s page, with the sample size of every share and exact range words', async () => {
    const answer = await request(server.baseUrl, `/fleets/${fleetId}/runs/${runId}`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    const $ = cheerio.load(answer.text);
    const { score } = summary;
    expect($('main').text()).toContain(`${scanned()} scanned targets. Median ${score.median}; half of the scanned targets score between ${score.p25} and ${score.p75}, eight in ten between ${score.p10} and ${score.p90}.`);
    expect($('main').text()).not.toContain('nine in ten');
    expect($('[data-testid="gates"] li').map((_, item) => $(item).text()).get()).toEqual([
      ...gateLines('targets', loweredByRows()),
      'Render sample: no start page was rendered in a browser, so what a browsing agent reads was not measured.',
      // Issue 63 point 5: which scoring the rows got, counted.
      `Scoring: 0 of ${scanned()} scanned targets were scored with their start page rendered in a browser (the render sample), ${scanned()} without; a JavaScript-only page a browser reads scores at least 20 only where it was rendered, so compare such rows by their Scoring.`,
    ]);
    expect(outcomeTable($, 'targets')).toEqual(expectedTable());
    expect($('[data-testid="agent-outcomes-not-applicable"]').text()).toBe(`Not applicable, measured on none of the targets: ${agentName('browser')} (not measured on ${reached()}).`);
    const chart = $('[data-testid="agent-outcomes"]').attr('aria-label')!;
    expect(chart).toContain(`${agentName('claude-code')}, of 13 targets measured: reads 23.1% (3), partly reads 0% (0), asked to pay 7.7% (1), refused or challenged 30.8% (4), disallowed by robots.txt 15.4% (2), needs JavaScript 15.4% (2), unreachable 7.7% (1); not measured on 1 more`);
    expect(chart).toContain(`${agentName('browser')}: not applicable, measured on none of the ${reached()} targets (not measured on ${reached()})`);
  });

  it('says the same in the CLI\'s fleet summary', async () => {
    const printed = await runCli(['fleet', 'summary', runId], { AGENTGAUGE_URL: server.baseUrl, AGENTGAUGE_API_KEY: key });
    expect({ code: printed.code, stderr: printed.stderr }).toEqual({ code: 0, stderr: '' });
    for (const line of gateLines('targets', loweredByRows())) expect(printed.stdout).toContain(line);
    const claude = printed.stdout.split('\n').find((line) => line.startsWith('claude-code '))!;
    expect(claude.trim().split(/\s{2,}/)).toEqual(['claude-code', '13 of 14', '23.1% (3)', '0% (0)', '7.7% (1)', '30.8% (4)', '15.4% (2)', '15.4% (2)', '0% (0)', '7.7% (1)', '1']);
    expect(printed.stdout.split('\n').find((line) => line.startsWith('browser '))!.trim().split(/\s{2,}/)).toEqual(['browser', '0 of 14', ...Array(8).fill('n/a'), '14']);
  });

  it('publishes an edition whose API and page name the same causes, with the same counts', async () => {
    const published = await runCli(['admin', 'index', 'publish', '--run', runId, '--title', 'Planted causes', '--list', 'The generated web (seed 51)', '--json'], server.databaseEnv);
    expect({ code: published.code, stderr: published.stderr }).toEqual({ code: 0, stderr: '' });
    const edition = await request(server.baseUrl, '/api/v1/index/editions/1');
    expect(edition.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/index/editions/{edition}', 200, edition.body);
    const { runId: _run, fleetId: _fleet, status: _status, scorecard: _scorecard, engine: _engine, startedAt: _started, finishedAt: _finished, ...figures } = summary;
    expect(edition.body.population).toEqual(figures);

    const series = await request(server.baseUrl, '/api/v1/index/agents');
    conformance.assertResponse('GET', '/api/v1/index/agents', 200, series.body);
    for (const profile of series.body.profiles) expect(profile.series[0].outcomes, profile.profile).toEqual(expectedOutcomes(profile.profile));

    const page = await request(server.baseUrl, '/index?edition=1');
    expect(page.status).toBe(200);
    const $ = cheerio.load(page.text);
    expect(outcomeTable($, 'sites')).toEqual(expectedTable());
    expect($('[data-testid="gates"] li').map((_, item) => $(item).text()).get()).toEqual(gateLines('sites', loweredByRows()));
    expect($('[data-testid="agent-outcomes-not-applicable"]').text()).toBe(`Not applicable, measured on none of the sites: ${agentName('browser')} (not measured on ${reached()}).`);
    const text = $('main').text();
    expect(text).toContain(`Median ${summary.score.median}; half of the scanned sites score between ${summary.score.p25} and ${summary.score.p75}, eight in ten between ${summary.score.p10} and ${summary.score.p90}.`);
    // The old caption said every blocked view was a 401, 403, 429 or a challenge.
    expect(text).not.toContain('refuse or challenge it (a 401, 403 or 429');
  });

  it('answers a summary stored before causes were recorded with every agent not measured, never a cause', async () => {
    const oldRunId = await withDatabase(server.databaseEnv, async (db) => {
      const stored = (await db.fleetRun.findUniqueOrThrow({ where: { id: runId } })).summary as any;
      const old = { ...stored, agents: stored.agents.map(({ outcomes: _outcomes, ...agent }: any) => agent) };
      delete old.needsJavaScript;
      delete old.capConditions;
      const run = await db.fleetRun.create({
        data: { fleetId, organizationId, status: 'succeeded', total: stored.targets.total, renderSample: 0, scorecard: '2026.12.1', engine: 'agentgauge@6.3.0', summary: old, finishedAt: new Date() },
      });
      return run.id;
    });
    const answer = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${oldRunId}/summary`, { key });
    expect(answer.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/fleets/{id}/runs/{runId}/summary', 200, answer.body);
    const none = { count: 0, share: null };
    for (const agent of answer.body.agents) {
      expect(agent.outcomes, agent.profile).toEqual({ targets: reached(), measured: 0, notMeasured: reached(), reads: none, partial: none, pay: null, refused: none, disallowed: none, javascript: none, other: none, unreachable: none });
    }
    // The verdict counts it stored stay as they were.
    expect(answer.body.agents.map((agent: any) => agent.blocked)).toEqual(summary.agents.map((agent: any) => agent.blocked));
    expect(answer.body.needsJavaScript).toEqual({ targets: 0, count: 0, share: null, notRecorded: scanned() });
    expect(answer.body.capConditions.targets).toBe(0);
    const page = await request(server.baseUrl, `/fleets/${fleetId}/runs/${oldRunId}`, { headers: { cookie } });
    const $ = cheerio.load(page.text);
    expect($('[data-testid="gates"] li').first().text()).toBe(`Needs JavaScript: not applicable (no scanned targets with recorded causes). ${scanned()} more scanned before causes were recorded are not counted.`);
    expect($('[data-testid="agent-outcomes"]').length).toBe(0);
  });

  /** The rows of the "What each agent gets" table, cells joined. */
  function outcomeTable($: cheerio.CheerioAPI, noun: string): string[] {
    const table = $('table').filter((_, element) => $(element).find('caption').text() === `What each agent profile gets: each share of the ${noun} it was measured on, with its count`);
    expect(table.length).toBe(1);
    expect(table.find('thead th').map((_, th) => $(th).text()).get()).toEqual(['Agent', 'Measured on', ...shown.map(({ label }) => label), 'Not measured']);
    return table.find('tbody tr').map((_, tr) => $(tr).find('td').map((__, td) => $(td).text()).get().join(' | ')).get();
  }

  function agentName(profile: AgentProfileId): string {
    return AGENT_PROFILES.find((entry) => entry.id === profile)!.name;
  }
});
