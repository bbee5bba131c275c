// Capabilities in a population (issue 53; checks.md 2026-12c): a fleet run over a generated web of the capability
// sites (tests/fixtures/capability-sites.ts) and one plain site, on the real built server with its in-process worker,
// then published as an index edition with the CLI. Each row carries every capability as the engine judged it (evidence
// level, could not ask with its reason, the platform that supplied it); the run's summary and the edition's figures
// count them with could not ask as its own share (never in a rate's denominator), the catch-all host's files apart
// (its canary answers 200 to any path: present only where the canary proves a file real), and each adoption rate
// split into platform-supplied and owner-built. The llms-txt check on the site whose robots.txt disallows the scanner
// /llms.txt is a check outcome of its own, could-not-ask (issue 53 point 3): in the row, the export, the summary's and
// the edition's check tallies (its count and share, never in the pass rate), the run page, the /index page and the CLI.
import * as cheerio from 'cheerio';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, runCli } from '../../helpers/cli/run-cli';
import { catalogEntry } from '../../../engine/index';
import { seedOrganization } from '../../helpers/api-fixtures';
import { sessionCookie } from '../../helpers/session-cookie';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { startServer, type TestServer } from '../../helpers/server';
import { startGeneratedWeb, type GeneratedWeb, type SiteKind } from '../../fixtures/generated-web';
import { currentEditionBecomes, publicGet, runFleet } from '../../helpers/index-editions/helpers';
import { allRows } from '../../helpers/fleets/fleet-api';

const SECRET = 'capabilities-test-secret-0123456789abcdef';
const KINDS: SiteKind[] = ['ucp-shop', 'dead-card', 'catch-all', 'robots-scanner-file', 'platform-files', 'plain'];

describe('capabilities in a fleet run and an index edition', () => {
  let web: GeneratedWeb;
  let server: TestServer;
  let conformance: Conformance;
  let key: string;
  let fleetId: string;
  let runId: string;
  let summary: any;
  let cookie: string;
  let rows: any[];
  const rowOf: Record<string, any> = {};

  beforeAll(async () => {
    buildCli();
    web = await startGeneratedWeb(KINDS, { domain: 'capabilities.test' });
    server = await startServer({
      env: {
        NEXTAUTH_SECRET: SECRET,
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        AGENTGAUGE_DNS_SERVERS: web.dns.address,
        AGENTGAUGE_PUBLIC_URL: 'http://gauge.test',
        AGENTGAUGE_FLEET_JITTER_MS: '5',
        AGENTGAUGE_FLEET_RETRY_SECONDS: '1',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Census', subscription: 'active' });
        key = organization.key;
        const user = await db.user.create({ data: { email: 'owner@capabilities.test' } });
        await db.membership.create({ data: { organizationId: organization.id, userId: user.id, role: 'owner' } });
        cookie = await sessionCookie(db, user, SECRET);
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
    ({ fleetId, runId } = await runFleet(server.baseUrl, key, web.sites.map((site) => site.url), 240_000));
    rows = await allRows(server.baseUrl, key, fleetId, runId);
    for (const row of rows) {
      const site = web.sites.find((candidate) => candidate.host === new URL(row.origin).hostname)!;
      rowOf[site.kind] = row;
    }
    const answer = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/summary`, { key });
    expect(answer.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/fleets/{id}/runs/{runId}/summary', 200, answer.body);
    summary = answer.body;
  }, 360_000);

  afterAll(async () => {
    await server?.stop();
    await web?.close();
  });

  const cell = (kind: SiteKind, capability: string) => rowOf[kind].capabilities[capability];
  const figure = (capability: string) => summary.capabilities.find((entry: { capability: string }) => entry.capability === capability);

  it('scans every site, and each row carries its capabilities as the report judged them', async () => {
    expect(KINDS.map((kind) => [kind, rowOf[kind].status])).toEqual(KINDS.map((kind) => [kind, 'scanned']));
    // The shop's only agent surface: its UCP profile's MCP binding, live (initialize + tools/list), Shopify's.
    expect(cell('ucp-shop', 'mcp')).toEqual({ value: 'exercised', reason: null, platform: 'shopify' });
    expect(cell('ucp-shop', 'commerce')).toEqual({ value: 'probed', reason: null, platform: 'shopify' });
    // A card whose endpoint is dead: a claim.
    expect(cell('dead-card', 'mcp')).toEqual({ value: 'declared', reason: null, platform: null });
    // The catch-all host answers 200 (Markdown) to every path: its files prove nothing.
    expect(cell('catch-all', 'llms-txt')).toEqual({ value: 'unproven', reason: null, platform: null });
    expect(cell('catch-all', 'markdown')).toEqual({ value: 'unproven', reason: null, platform: null });
    // The scanner obeys its robots.txt group on every path: llms.txt could not be asked.
    expect(cell('robots-scanner-file', 'llms-txt')).toEqual({ value: 'could-not-ask', reason: 'robots', platform: null });
    // And the llms-txt check itself: could not ask, its own outcome (never fail, never unknown).
    expect(rowOf['robots-scanner-file'].checks['llms-txt']).toBe('could-not-ask');
    expect(KINDS.filter((kind) => rowOf[kind].checks['llms-txt'] === 'could-not-ask')).toEqual(['robots-scanner-file']);
    // A docs platform's llms.txt and a CDN's Markdown; the plain site's own llms.txt.
    expect(cell('platform-files', 'llms-txt')).toEqual({ value: 'probed', reason: null, platform: 'mintlify' });
    expect(cell('platform-files', 'markdown')).toEqual({ value: 'exercised', reason: null, platform: 'cloudflare' });
    expect(cell('plain', 'llms-txt')).toEqual({ value: 'probed', reason: null, platform: null });
    expect(cell('plain', 'mcp')).toEqual({ value: 'no', reason: null, platform: null });
  });

  it('keeps the report behind each row, with the same judgement', async () => {
    const origin = rowOf['ucp-shop'].origin as string;
    const answer = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/targets/${encodeURIComponent(origin)}/report`, { key });
    expect(answer.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/fleets/{id}/runs/{runId}/targets/{origin}/report', 200, answer.body);
    const mcp = answer.body.results.find((result: { id: string }) => result.id === 'mcp-server');
    expect(mcp.capability).toMatchObject({ state: 'yes', evidence: 'exercised', proof: 'exchange', url: `${origin}/api/ucp/mcp`, platform: { id: 'shopify' } });
    expect(answer.body.platforms).toEqual([expect.objectContaining({ id: 'shopify' })]);
    expect(answer.body.canary).toMatchObject({ status: 404, answersAnyPath: false });
  });

  it('counts each capability by evidence level, could not ask as its own share, and adoption split by who supplied it', () => {
    // llms.txt: present on the plain site (owner-built) and the docs site (Mintlify); no on the shop and the dead-card
    // site; unproven on the catch-all host; could not ask on the site whose robots.txt disallows the scanner /llms.txt.
    expect(figure('llms-txt')).toEqual({
      capability: 'llms-txt',
      checkId: 'llms-txt',
      exercised: 0,
      probed: 2,
      declared: 0,
      present: 2,
      no: 2,
      unproven: 1,
      couldNotAsk: 1,
      couldNotAskBy: { robots: 1, 'fetch-error': 0, budget: 0, auth: 0 },
      unknown: 0,
      rate: 2 / 5,
      couldNotAskShare: 1 / 6,
      platformSupplied: 1,
      ownerBuilt: 1,
      platformRate: 1 / 5,
      ownerRate: 1 / 5,
      platforms: [{ platform: 'mintlify', count: 1 }],
    });
    expect(figure('mcp')).toMatchObject({ exercised: 1, probed: 0, declared: 1, present: 2, no: 4, unproven: 0, couldNotAsk: 0, rate: 2 / 6, platformSupplied: 1, ownerBuilt: 1, platforms: [{ platform: 'shopify', count: 1 }] });
    expect(figure('markdown')).toMatchObject({ exercised: 1, present: 1, unproven: 1, no: 4, platformSupplied: 1, ownerBuilt: 0, platforms: [{ platform: 'cloudflare', count: 1 }] });
    expect(figure('commerce')).toMatchObject({ probed: 1, present: 1, unproven: 1, no: 4, platformSupplied: 1 });
    expect(summary.capabilities.map((entry: { capability: string }) => entry.capability)).toEqual(['llms-txt', 'web-bot-auth', 'markdown', 'openapi', 'mcp', 'a2a', 'agent-skills', 'oauth-metadata', 'commerce']);
  });

  /** The llms-txt check's tally as the rows give it: could not ask apart, never in the pass rate (checks.md 2026-12c). */
  const expectedLlmsTally = () => {
    const tally = (outcome: string) => rows.filter((row) => row.checks['llms-txt'] === outcome).length;
    const [pass, warn, fail, couldNotAsk] = [tally('pass'), tally('warn'), tally('fail'), tally('could-not-ask')];
    return {
      checkId: 'llms-txt',
      pass,
      warn,
      fail,
      notApplicable: tally('not-applicable'),
      unknown: tally('unknown'),
      couldNotAsk,
      passRate: pass / (pass + warn + fail),
      couldNotAskShare: couldNotAsk / (pass + warn + fail + couldNotAsk),
    };
  };
  const share = (value: number) => `${Math.round(value * 1000) / 10}%`;

  it('counts the check that could not be asked as its own figure: the summary, the export, the run page and the CLI', async () => {
    const llms = summary.checks.find((check: { checkId: string }) => check.checkId === 'llms-txt');
    const expected = expectedLlmsTally();
    expect(llms).toEqual(expected);
    // Could not ask on the site whose robots.txt disallows the scanner /llms.txt (the rows say which, above); asked on
    // the others, and none of those counted in the share's place.
    expect(expected.couldNotAsk).toBeGreaterThanOrEqual(1);
    expect(expected.pass + expected.warn + expected.fail + expected.couldNotAsk).toBe(KINDS.length);
    const words = `could not ask: ${expected.couldNotAsk} (${share(expected.couldNotAskShare)})`;

    const csv = await fetch(`${server.baseUrl}/api/v1/me/fleets/${fleetId}/runs/${runId}/export?format=csv`, { headers: { authorization: `Bearer ${key}` } });
    expect(csv.status).toBe(200);
    const records = parseCsv(await csv.text(), { columns: true }) as Array<Record<string, string>>;
    expect(records.find((record) => record.origin === rowOf['robots-scanner-file'].origin)).toMatchObject({ check_llms_txt: 'could-not-ask', capability_llms_txt: 'could-not-ask' });
    const filtered = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/targets?check=llms-txt&result=could-not-ask`, { key });
    expect(filtered.status).toBe(200);
    expect(filtered.body.targets.map((row: { origin: string }) => row.origin)).toEqual([rowOf['robots-scanner-file'].origin]);

    const page = await request(server.baseUrl, `/fleets/${fleetId}/runs/${runId}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const $ = cheerio.load(page.text);
    // (Other checks may join it on a loaded machine: a fetch of ours that timed out is could not ask too.)
    expect($('[data-testid="could-not-ask"] li').map((_, item) => $(item).text()).get()).toContain(`${catalogEntry('llms-txt')!.name}: ${words}`);

    const printed = await runCli(['fleet', 'summary', runId], { AGENTGAUGE_URL: server.baseUrl, AGENTGAUGE_API_KEY: key });
    expect({ code: printed.code, stderr: printed.stderr }).toEqual({ code: 0, stderr: '' });
    const line = printed.stdout.split('\n').find((entry) => entry.startsWith('llms-txt '))!;
    expect(line.trim().split(/\s{2,}/)).toEqual(['llms-txt', String(expected.pass), String(expected.warn), String(expected.fail), String(expected.notApplicable), String(expected.unknown), `${expected.couldNotAsk} (${share(expected.couldNotAskShare)})`, share(expected.passRate)]);
  });

  it('publishes the run as an edition whose figures and method carry the same capability figures', async () => {
    const published = await runCli(['admin', 'index', 'publish', '--run', runId, '--title', 'Capabilities', '--list', 'The capability sites of tests/fixtures', '--json'], server.databaseEnv);
    expect({ code: published.code, stderr: published.stderr }).toEqual({ code: 0, stderr: '' });
    const edition = await currentEditionBecomes(server.baseUrl, 1);
    conformance.assertResponse('GET', '/api/v1/index', 200, edition);
    expect(edition.population.capabilities).toEqual(summary.capabilities);
    // The check that could not be asked, in the edition's population and in its category's tally.
    expect(edition.population.checks).toEqual(summary.checks);
    const series = await publicGet(server.baseUrl, '/api/v1/index/checks/llms-txt');
    conformance.assertResponse('GET', '/api/v1/index/checks/{checkId}', 200, series.body);
    expect(series.body.series[0].overall).toEqual((({ checkId: _id, ...counts }) => counts)(expectedLlmsTally()));
    const categories = series.body.series[0].categories as Array<{ pass: number; warn: number; fail: number; couldNotAsk: number; couldNotAskShare: number | null }>;
    expect(categories.reduce((sum, category) => sum + category.couldNotAsk, 0)).toBe(expectedLlmsTally().couldNotAsk);
    for (const category of categories.filter((entry) => entry.couldNotAsk > 0)) {
      expect(category.couldNotAskShare).toBe(category.couldNotAsk / (category.pass + category.warn + category.fail + category.couldNotAsk));
    }
    expect(edition.method.capabilities).toMatch(/^A capability is present when the site has it: declared .* owner-built\.$/);
    // The index page shows them: the share, the platform-supplied and owner-built parts, catch-all answers apart and
    // could not ask as its own share with its count.
    const page = await publicGet(server.baseUrl, '/index');
    expect(page.status).toBe(200);
    const row = /<tr data-capability="llms-txt">([\s\S]*?)<\/tr>/.exec(page.text)?.[1] ?? '';
    const cells = [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '').replace(/\s+/g, ' ').trim());
    expect(cells).toEqual(['40% (2)', '20%Mintlify 1', '20%', '0 · 2 · 0', '2', '1', '17% (1)']);
    const $ = cheerio.load(page.text);
    const notAskedWords = $('[data-testid="check-could-not-ask"]').text().replace(/\s+/g, ' ').trim();
    expect(notAskedWords).toMatch(/^Never a fail and never in a pass rate \(robots\.txt disallows the scanner that path, a failure or timeout of ours, a spent budget, authentication required\): .*\.$/);
    const llms = expectedLlmsTally();
    expect(notAskedWords).toContain(`llms-txt could not ask: ${llms.couldNotAsk} (${share(llms.couldNotAskShare)})`);
  });
});
