// Stored reads under /api/v1/me/sites/{id}: report, history, compare, fixes, fix guides, generated files and
// verification records, plus adding and deleting sites; every success body checked against the OpenAPI document,
// every error status, pagination to the end, other organizations' sites as 404. PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization, type SeededOrganization } from '../../helpers/api-fixtures';
import { request, type HttpAnswer } from '../../helpers/http';
import { buildReport, codedFinding, finding, seedScan } from '../../helpers/me-fixtures';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { DATABASE_KINDS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { ARTIFACT_KINDS } from '@/lib/schemas/vocabulary/artifacts';

const LINE3 = finding('warn', 'Line 3 does not parse.', 'line 3: "Disalow /x"', 'Write "Disallow: /x".');
const LINE5 = finding('warn', 'Line 5 does not parse.', 'line 5: "Alow /"', 'Write "Allow: /".');
const NO_LLMS = finding('fail', 'No /llms.txt was found.', 'GET /llms.txt → 404', 'Publish /llms.txt.');
const NO_FALLBACK = finding('fail', 'No fallback llms.txt either.', 'GET /docs/llms.txt → 404', null);
const NO_OG = finding('warn', 'The page has no og:title.', null, 'Add <meta property="og:title">.');
const SHORT_TITLE = finding('fail', 'The title is 5 characters long (10–70 expected).', '5 characters: "Alpha"', 'Write a longer title.');
const NO_DESCRIPTION = finding('fail', 'The page has no meta description.', null, 'Add a meta description.');

const ALPHA = 'https://alpha.example/';

/** What the latest scan of alpha.example offers: its sitemap passes, and it showed no API and no agent surface. */
const NOT_OFFERED: Record<string, string> = {
  'sitemap-xml': "sitemap already passes in the last scan: the site's own file works, and a generated one would replace it",
  'api-catalog':
    'the last scan found no API description (OpenAPI) on the site, and an API catalog lists APIs: publish the description first (the openapi check), then the catalog is generated from it',
  'ai-catalog':
    'the last scan saw no agent surface answer that describes itself (an API description, an MCP server card with a live endpoint, an A2A agent card whose interface answers, an agent skill matching its digest): an AI catalog lists only surfaces that work',
};
const OFFERED = ARTIFACT_KINDS.filter((kind) => !(kind in NOT_OFFERED));

// Reports with finding codes (issue 11, point 9): compared by code and subject, whatever the messages say.
const GAMMA = 'https://gamma.example/';
const UNPARSED_BEFORE = codedFinding('robots-txt.unparsed-lines', 'warn', '1 line of robots.txt does not parse.', 'line 3: Disalow /x');
const UNPARSED_AFTER = codedFinding('robots-txt.unparsed-lines', 'warn', 'A line of robots.txt is not a record.', 'line 4: Disalow /x');
const blocked = (token: string) => codedFinding('ai-crawler-rules.token-blocked', 'warn', `${token} (search) is blocked from /.`, `${token}: blocked`, token);
const SUMMARY_BEFORE = finding('warn', 'llms.txt has no blockquote summary after its H1.', 'https://gamma.example/llms.txt', null);
const SUMMARY_AFTER = codedFinding('llms-txt.missing-summary', 'warn', 'llms.txt has no blockquote summary after its H1.', 'https://gamma.example/llms.txt');

function gammaScan(at: string, findings: { robots: ReturnType<typeof finding>; tokens: string[]; llms: ReturnType<typeof finding> }) {
  return buildReport({
    url: GAMMA,
    at: new Date(at),
    overallScore: 70,
    checks: [
      { id: 'robots-txt', score: 80, weight: 8, findings: [findings.robots] },
      { id: 'ai-crawler-rules', score: 60, weight: 8, findings: findings.tokens.map(blocked) },
      { id: 'llms-txt', score: 85, weight: 8, findings: [findings.llms] },
    ],
  });
}

function scanOne() {
  return buildReport({
    url: ALPHA,
    at: new Date('2026-03-01T10:00:00Z'),
    overallScore: 40,
    otherPages: ['https://alpha.example/docs'],
    checks: [
      { id: 'robots-txt', score: 40, weight: 8, findings: [LINE3] },
      { id: 'llms-txt', score: 0, weight: 8, findings: [NO_LLMS] },
      { id: 'page-metadata', score: 80, weight: 5, findings: [NO_OG] },
      { id: 'web-bot-auth', score: 0, informational: true },
      { id: 'api-catalog', score: 0, applicable: false },
      { id: 'openapi', score: 0, applicable: false },
    ],
  });
}

function scanTwo() {
  return buildReport({
    url: ALPHA,
    at: new Date('2026-03-02T10:00:00Z'),
    overallScore: 55,
    otherPages: ['https://alpha.example/docs'],
    checks: [
      { id: 'robots-txt', score: 70, weight: 8, findings: [LINE5] },
      { id: 'llms-txt', score: 0, weight: 8, findings: [NO_LLMS, NO_FALLBACK] },
      {
        id: 'page-metadata',
        score: 50,
        siteScore: 60,
        weight: 5,
        findings: [NO_OG, SHORT_TITLE],
        pages: { 'https://alpha.example/docs': { score: 70, findings: [NO_DESCRIPTION] } },
      },
      { id: 'web-bot-auth', score: 0, informational: true },
      { id: 'api-catalog', score: 0, applicable: false },
      { id: 'sitemap', score: 100, weight: 6 },
    ],
  });
}

function scanThree() {
  return buildReport({
    url: ALPHA,
    at: new Date('2026-03-03T10:00:00Z'),
    engine: 'agentgauge@6.2.0',
    overallScore: 60,
    otherPages: ['https://alpha.example/docs', 'https://alpha.example/pricing'],
    checks: [
      { id: 'robots-txt', score: 70, weight: 8, findings: [LINE5] },
      { id: 'llms-txt', score: 0, weight: 8, findings: [NO_LLMS, NO_FALLBACK] },
      {
        id: 'page-metadata',
        score: 50,
        siteScore: 60,
        weight: 5,
        findings: [NO_OG, SHORT_TITLE],
        pages: { 'https://alpha.example/docs': { score: 70, findings: [NO_DESCRIPTION] }, 'https://alpha.example/pricing': { score: 60, findings: [NO_DESCRIPTION] } },
      },
      { id: 'web-bot-auth', score: 0, informational: true },
      { id: 'api-catalog', score: 0, weight: 5 },
      { id: 'sitemap', score: 100, weight: 6 },
    ],
    siteFacts: {
      siteName: 'Alpha Example',
      pages: [
        { url: ALPHA, httpStatus: 200, title: 'Alpha home', description: 'Everything about Alpha.', lang: 'en', h1: 'Alpha' },
        { url: 'https://alpha.example/docs', httpStatus: 200, title: 'Alpha docs', description: 'How to use Alpha.', lang: 'en', h1: 'Docs' },
        { url: 'https://alpha.example/pricing', httpStatus: 200, title: null, description: null, lang: 'en', h1: 'Pricing' },
      ],
      robotsKind: 'ok',
      robotsTxt: 'User-agent: *\nDisallow: /admin\n',
      sitemaps: [],
    },
  });
}

describe.each(DATABASE_KINDS)('/me site reads on %s', (database) => {
  let server: InProcessService;
  let conformance: Conformance;
  let alpha: SeededOrganization;
  let beta: SeededOrganization;
  let unpaidKey: string;
  let gamma: SeededOrganization;
  const scans = {} as { one: string; two: string; three: string; failed: string; single: string; beta: string };
  let siteA: string;
  let siteB: string;
  let siteC: string;
  let betaSite: string;

  beforeAll(async () => {
    server = await startInProcessService({
      database,
      seed: async (db) => {
        alpha = await seedOrganization(db, { name: 'Alpha', subscription: 'active', hosts: ['alpha.example', 'one.alpha.example', 'empty.alpha.example'] });
        beta = await seedOrganization(db, { name: 'Beta', subscription: 'active', hosts: ['beta.example'] });
        unpaidKey = (await seedOrganization(db, { name: 'Free', subscription: 'none' })).key;
        gamma = await seedOrganization(db, { name: 'Gamma', subscription: 'active', hosts: ['gamma.example'] });
        await seedScan(db, gamma.sites[0]!, gamma.id, gammaScan('2026-04-01T10:00:00Z', { robots: UNPARSED_BEFORE, tokens: ['PerplexityBot', 'Amazonbot'], llms: SUMMARY_BEFORE }));
        await seedScan(db, gamma.sites[0]!, gamma.id, gammaScan('2026-04-02T10:00:00Z', { robots: UNPARSED_AFTER, tokens: ['Amazonbot', 'OAI-SearchBot'], llms: SUMMARY_AFTER }));
        [siteA, siteB, siteC] = alpha.sites.map((site) => site.id) as [string, string, string];
        betaSite = beta.sites[0]!.id;
        const a = alpha.sites[0]!;
        scans.one = await seedScan(db, a, alpha.id, scanOne(), { trigger: 'dashboard' });
        scans.two = await seedScan(db, a, alpha.id, scanTwo());
        scans.three = await seedScan(db, a, alpha.id, scanThree(), { trigger: 'schedule' });
        scans.failed = await seedScan(db, a, alpha.id, buildReport({ url: ALPHA, at: new Date('2026-03-04T10:00:00Z'), overallScore: 0, checks: [] }), { status: 'failed' });
        scans.single = await seedScan(db, alpha.sites[1]!, alpha.id, buildReport({ url: 'https://one.alpha.example/', at: new Date('2026-03-01T09:00:00Z'), overallScore: 90, checks: [{ id: 'robots-txt', score: 100, weight: 8 }] }));
        scans.beta = await seedScan(db, beta.sites[0]!, beta.id, scanOne());
        // 101 more finished scans on Beta's site: the unpaged history stops at 100.
        const small = buildReport({ url: 'https://beta.example/', at: new Date('2026-01-01T00:00:00Z'), overallScore: 50, checks: [] });
        await db.scan.createMany({
          data: Array.from({ length: 101 }, (_, index) => ({
            organizationId: beta.id,
            siteId: beta.sites[0]!.id,
            status: 'succeeded' as const,
            trigger: 'schedule',
            engine: small.engine,
            score: 50,
            originScore: 50,
            pageCount: 1,
            report: { ...small, timestamp: new Date(Date.UTC(2026, 0, 1, index)).toISOString() } as never,
            startedAt: new Date(Date.UTC(2026, 0, 1, index)),
            finishedAt: new Date(Date.UTC(2026, 0, 1, index, 0, 5)),
          })),
        });
        for (const [index, status] of (['verified', 'expired', 'pending'] as const).entries()) {
          await db.verificationRecord.create({
            data: {
              organizationId: alpha.id,
              siteId: siteB,
              checkId: ['robots-txt', 'sitemap', 'llms-txt'][index]!,
              status,
              source: 'fix-guide',
              baselineScore: 10,
              advisedScanId: scans.single,
              // Recent advice: the server's scheduled expiry would expire an open record older than 30 days.
              advisedAt: new Date(Date.now() - (3 - index) * 3_600_000),
            },
          });
        }
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string, key = alpha.key) => request(server.baseUrl, path, { key });
  const site = (id: string, rest = '') => `/api/v1/me/sites/${id}${rest}`;

  function ok(answer: HttpAnswer, template: string, method = 'GET', status = 200): void {
    expect(answer.status, answer.text).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    conformance.assertResponse(method, template, status, answer.body);
  }

  function refused(answer: HttpAnswer, template: string, status: number, body: { error: string; message: string }, method = 'GET'): void {
    expect(answer.status, answer.text).toBe(status);
    expect(answer.body).toEqual(body);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    conformance.assertResponse(method, template, status, answer.body);
  }

  describe('report', () => {
    it('serves the latest finished scan with its pages and report-level facts', async () => {
      const answer = await get(site(siteA, '/report'));
      ok(answer, '/api/v1/me/sites/{id}/report');
      expect(answer.body).toMatchObject({ siteId: siteA, host: 'alpha.example', scanId: scans.three, score: 60, scannedAt: '2026-03-03T10:00:00.000Z', scope: 'site', checksScope: 'origin', pageCount: 3, discoveredUrls: 5 });
      expect(answer.body.pages.map((page: { url: string }) => page.url)).toEqual([ALPHA, 'https://alpha.example/docs', 'https://alpha.example/pricing']);
      expect(answer.body.results.find((result: { id: string }) => result.id === 'web-bot-auth')).toMatchObject({ informational: true, weight: 0 });
      expect(answer.body).not.toHaveProperty('siteFacts');
    });

    it('is 404 without a finished scan', async () => {
      refused(await get(site(siteC, '/report')), '/api/v1/me/sites/{id}/report', 404, { error: 'not-found', message: 'Site empty.alpha.example has no finished scan yet.' });
    });
  });

  describe('history', () => {
    it('lists finished scans newest first, 100 per page by default', async () => {
      const answer = await get(site(siteA, '/history'));
      ok(answer, '/api/v1/me/sites/{id}/history');
      expect(answer.body.scans.map((scan: { id: string }) => scan.id)).toEqual([scans.three, scans.two, scans.one]);
      expect(answer.body.scans[0]).toEqual({
        id: scans.three,
        score: 60,
        originScore: 60,
        pageCount: 3,
        engine: 'agentgauge@6.2.0',
        // A report stored before scorecards was scored under 2026.11 (the hand-set weighted mean).
        scorecard: '2026.11',
        scannedAt: '2026-03-03T10:00:00.000Z',
        trigger: 'schedule',
        finishedAt: '2026-03-03T10:00:05.000Z',
        // A scan that ran no journeys (issue 33) has no pass counts.
        journeys: null,
        // The start page it measured; the scan before it measured the same origin (issue 46).
        url: ALPHA,
        addressChangedFrom: null,
      });
      expect(answer.body.nextOffset).toBeNull();
    });

    it('stops the unpaged history at 100 scans and continues from nextOffset', async () => {
      const first = await get(site(betaSite, '/history'), beta.key);
      ok(first, '/api/v1/me/sites/{id}/history');
      expect(first.body.scans).toHaveLength(100);
      expect(first.body.nextOffset).toBe(100);
      expect(first.body.scans[0].id).toBe(scans.beta);
      const rest = await get(site(betaSite, `/history?limit=50&offset=${first.body.nextOffset}`), beta.key);
      ok(rest, '/api/v1/me/sites/{id}/history');
      expect(rest.body.scans.map((scan: { scannedAt: string }) => scan.scannedAt)).toEqual(['2026-01-01T01:00:00.000Z', '2026-01-01T00:00:00.000Z']);
      expect(rest.body.nextOffset).toBeNull();
    });

    it('pages with limit until nextOffset is null', async () => {
      const seen: string[] = [];
      let offset: number | null = 0;
      let pages = 0;
      while (offset !== null) {
        const answer = await get(site(siteA, `/history?limit=2&offset=${offset}`));
        ok(answer, '/api/v1/me/sites/{id}/history');
        seen.push(...answer.body.scans.map((scan: { id: string }) => scan.id));
        offset = answer.body.nextOffset;
        pages += 1;
      }
      expect(pages).toBe(2);
      expect(seen).toEqual([scans.three, scans.two, scans.one]);
    });

    it.each([
      ['?limit=0', 'The query parameter "limit" must be an integer from 1 to 50.'],
      ['?limit=100', 'The query parameter "limit" must be an integer from 1 to 50.'],
      ['?offset=-1', 'The query parameter "offset" must be an integer from 0 to 10000.'],
      ['?page=2', 'Unknown query parameter "page".'],
    ])('answers 400 for %s', async (query, message) => {
      refused(await get(site(siteA, `/history${query}`)), '/api/v1/me/sites/{id}/history', 400, { error: 'invalid-parameter', message });
    });
  });

  describe('compare', () => {
    it('compares the latest two finished scans by default and warns about every difference', async () => {
      const answer = await get(site(siteA, '/compare'));
      ok(answer, '/api/v1/me/sites/{id}/compare');
      expect(answer.body.before).toEqual({ id: scans.two, score: 55, originScore: 55, pageCount: 2, engine: 'agentgauge@6.0.0', scannedAt: '2026-03-02T10:00:00.000Z', trigger: 'api' });
      expect(answer.body.after.id).toBe(scans.three);
      expect(answer.body.scoreDelta).toBe(5);
      expect(answer.body.comparable).toBe(false);
      expect(answer.body.warnings).toEqual([
        'The engine changed from agentgauge@6.0.0 to agentgauge@6.2.0: part of the score change may come from how checks measure, not from the site.',
        'The measured pages changed from 2 to 3: page-check means cover different pages.',
        'The check api-catalog went from not applicable to applicable: the overall score weighs a different set of checks.',
      ]);
      expect(answer.body.checksScope).toBe('origin');
      const changes = Object.fromEntries(answer.body.changes.map((change: { checkId: string; change: string }) => [change.checkId, change.change]));
      expect(changes).toEqual({ 'robots-txt': 'unchanged', 'llms-txt': 'unchanged', 'page-metadata': 'unchanged', 'web-bot-auth': 'unchanged', 'api-catalog': 'applicability_changed', sitemap: 'unchanged' });
    });

    it('classifies every change between two chosen scans', async () => {
      const answer = await get(site(siteA, `/compare?before_scan_id=${scans.one}&after_scan_id=${scans.two}`));
      ok(answer, '/api/v1/me/sites/{id}/compare');
      expect(answer.body.comparable).toBe(true);
      expect(answer.body.warnings).toEqual([]);
      expect(answer.body.scoreDelta).toBe(15);
      const byId = Object.fromEntries(answer.body.changes.map((change: { checkId: string }) => [change.checkId, change]));
      expect(byId['robots-txt']).toEqual({
        checkId: 'robots-txt',
        name: 'robots-txt check',
        before: { score: 40, applicable: true, openFindings: [LINE3] },
        after: { score: 70, applicable: true, openFindings: [LINE5] },
        scoreDelta: 30,
        change: 'improved',
        resolved: false,
        resolvedFindings: [LINE3],
        newFindings: [LINE5],
      });
      expect(byId['llms-txt']).toMatchObject({ change: 'findings_changed', scoreDelta: 0, resolvedFindings: [], newFindings: [NO_FALLBACK] });
      expect(byId['page-metadata']).toMatchObject({ change: 'regressed', scoreDelta: -30, newFindings: [SHORT_TITLE] });
      expect(byId['web-bot-auth']).toMatchObject({ change: 'unchanged', scoreDelta: 0 });
      expect(byId.openapi).toMatchObject({ change: 'removed', after: null, scoreDelta: null });
      expect(byId.sitemap).toMatchObject({ change: 'added', before: null, scoreDelta: null, resolved: false });
      expect(answer.body.resolvedChecks).toEqual([]);
      expect(answer.body.regressedChecks).toEqual(['page-metadata']);
      expect(answer.body.nextStep).toBe(`Open GET /api/v1/me/sites/${siteA}/fixes/page-metadata to see what broke in page-metadata check.`);
    });

    it('matches findings by code and subject, so a reworded message is neither resolved nor new (the old key for reports without codes)', async () => {
      const answer = await get(site(gamma.sites[0]!.id, '/compare'), gamma.key);
      ok(answer, '/api/v1/me/sites/{id}/compare');
      const byId = Object.fromEntries(answer.body.changes.map((change: { checkId: string }) => [change.checkId, change]));
      const closed = ({ status, message, detail, hint }: ReturnType<typeof finding>) => ({ status, message, detail, hint });
      expect(byId['robots-txt']).toMatchObject({ change: 'unchanged', resolvedFindings: [], newFindings: [] });
      expect(byId['robots-txt'].after.openFindings).toEqual([closed(UNPARSED_AFTER)]);
      expect(byId['ai-crawler-rules']).toMatchObject({
        change: 'findings_changed',
        resolvedFindings: [closed(blocked('PerplexityBot'))],
        newFindings: [closed(blocked('OAI-SearchBot'))],
      });
      // Stored before codes existed on one side: both sides are keyed by status, message and detail.
      expect(byId['llms-txt']).toMatchObject({ change: 'unchanged', resolvedFindings: [], newFindings: [] });
      // Fix details carry the codes (and subjects) the comparison leaves out.
      const fix = await get(site(gamma.sites[0]!.id, '/fixes/ai-crawler-rules'), gamma.key);
      ok(fix, '/api/v1/me/sites/{id}/fixes/{checkId}');
      expect(fix.body.findings).toEqual([blocked('Amazonbot'), blocked('OAI-SearchBot')]);
    });

    it('answers 400 for one id alone, a reversed order or an invalid id', async () => {
      const template = '/api/v1/me/sites/{id}/compare';
      const both = { error: 'invalid-parameter', message: 'Send both before_scan_id and after_scan_id, or neither to compare the latest two finished scans.' };
      refused(await get(site(siteA, `/compare?before_scan_id=${scans.one}`)), template, 400, both);
      refused(await get(site(siteA, `/compare?after_scan_id=${scans.two}`)), template, 400, both);
      refused(await get(site(siteA, `/compare?before_scan_id=${scans.two}&after_scan_id=${scans.one}`)), template, 400, {
        error: 'invalid-parameter',
        message: 'before_scan_id must name the older scan and after_scan_id the newer one.',
      });
      refused(await get(site(siteA, `/compare?before_scan_id=nope&after_scan_id=${scans.two}`)), template, 400, {
        error: 'invalid-parameter',
        message: 'The query parameter "before_scan_id" must be a UUID.',
      });
    });

    it('answers 404 unless there are two distinct finished scans of the site', async () => {
      const template = '/api/v1/me/sites/{id}/compare';
      refused(await get(site(siteB, '/compare')), template, 404, { error: 'not-found', message: 'A comparison needs two finished scans of this site; it has fewer.' });
      refused(await get(site(siteA, `/compare?before_scan_id=${scans.one}&after_scan_id=${scans.one}`)), template, 404, {
        error: 'not-found',
        message: 'A comparison needs two distinct finished scans; both ids name the same scan.',
      });
      for (const foreign of [scans.failed, scans.beta, scans.single, randomUUID()]) {
        refused(await get(site(siteA, `/compare?before_scan_id=${scans.one}&after_scan_id=${foreign}`)), template, 404, {
          error: 'not-found',
          message: `No finished scan with id ${foreign} exists for this site.`,
        });
      }
    });
  });

  describe('fixes', () => {
    it('lists open work by the points each fix returns (weight × (100 − score) ÷ total weight)', async () => {
      const answer = await get(site(siteA, '/fixes'));
      ok(answer, '/api/v1/me/sites/{id}/fixes');
      expect(answer.body.scanId).toBe(scans.three);
      expect(answer.body.fixes.map((fix: { checkId: string; gain: number }) => [fix.checkId, fix.gain])).toEqual([
        ['llms-txt', 25],
        ['api-catalog', 15.6],
        ['robots-txt', 7.5],
        ['page-metadata', 6.3],
      ]);
      expect(answer.body.fixes[3]).toEqual({
        checkId: 'page-metadata',
        name: 'page-metadata check',
        category: 'Discovery',
        gain: 6.3,
        headline: 'Complete the page metadata: title, description, lang, canonical, Open Graph and charset.',
        status: 'warn',
        score: 60,
        applicable: true,
        findingCount: 4,
        guideUrl: `/api/v1/me/sites/${siteA}/fixes/page-metadata`,
        artifactKinds: [],
        // What the fix changes for agents (gate, cost or coverage); page-metadata is grade 0.
        kind: 'coverage',
      });
      expect(answer.body.nextStep).toBe(`Open /api/v1/me/sites/${siteA}/fixes/llms-txt for the whole fix of llms-txt, which returns 25 points.`);
      // The files on offer: none in place of the passing sitemap, no catalog of an API or agent surfaces never seen.
      expect(answer.body.artifacts).toEqual(OFFERED.map((kind) => expect.objectContaining({ kind })));
      expect(answer.body.artifacts[0]).toEqual({ kind: 'llms-txt', checkId: 'llms-txt', path: '/llms.txt', alsoServeAt: [] });
      expect(answer.body.fixes.find((fix: { checkId: string }) => fix.checkId === 'api-catalog').artifactKinds).toEqual([]);
      expect(answer.body.fixes.find((fix: { checkId: string }) => fix.checkId === 'robots-txt').artifactKinds).toEqual(['robots-txt']);
    });

    it('is empty before the first scan', async () => {
      const answer = await get(site(siteC, '/fixes'));
      ok(answer, '/api/v1/me/sites/{id}/fixes');
      expect(answer.body).toMatchObject({ scanId: null, fixes: [] });
    });

    it('gives every finding behind a page check (origin and per page), a guide and the whole fix', async () => {
      const answer = await get(site(siteA, '/fixes/page-metadata'));
      ok(answer, '/api/v1/me/sites/{id}/fixes/{checkId}');
      expect(answer.body).toMatchObject({ checkId: 'page-metadata', gain: 6.3, score: 60, scanId: scans.three, findings: [NO_OG, SHORT_TITLE] });
      expect(answer.body.pageFindings).toEqual([
        { url: ALPHA, score: 50, status: 'warn', findings: [NO_OG, SHORT_TITLE] },
        { url: 'https://alpha.example/docs', score: 70, status: 'warn', findings: [NO_DESCRIPTION] },
        { url: 'https://alpha.example/pricing', score: 60, status: 'warn', findings: [NO_DESCRIPTION] },
      ]);
      expect(answer.body.guide).toContain('## page-metadata check (page-metadata)');
      // The site's text is text in the Markdown guide: its URLs form no autolink.
      expect(answer.body.guide).toContain('FAIL: The page has no meta description. (on 2 pages: https\\://alpha.example/docs, https\\://alpha.example/pricing) Change: Add a meta description.');
      expect(answer.body.fix).toContain('page-metadata check (page-metadata) scores 60/100 on alpha.example (warn)');
      expect(answer.body.fix).toContain('returns 6.3 points of the overall score');
      expect(answer.body.fix).toContain('Evidence: 5 characters: "Alpha". Change: Write a longer title.');
      expect(answer.body.fix).not.toContain('\n');
      expect(answer.body.verification).toMatchObject({ checkId: 'page-metadata', status: 'pending', source: 'fix-guide', baselineScore: 60, advisedScanId: scans.three });
    });

    it('opens no verification record for a check that already scores 100', async () => {
      const answer = await get(site(siteA, '/fixes/sitemap'));
      ok(answer, '/api/v1/me/sites/{id}/fixes/{checkId}');
      expect(answer.body).toMatchObject({ checkId: 'sitemap', status: 'pass', score: 100, gain: 0, verification: null });
      expect(answer.body.fix).toContain('The last scan left no open finding for this check.');
      // A check without open work says there is nothing to do, never what bringing it to 100 would return (issue 45.3).
      expect(answer.body.fix).toContain('It scores 100 with no open finding: there is nothing to do.');
      expect(answer.body.fix).not.toContain('returns 0');
      expect(answer.body.fix).toContain('To fix it: (1) Nothing to change for this check.');
    });

    it('records advice only for an applicable, scored check that does not pass, once per check and scan (issue 25.4)', async () => {
      const informational = await get(site(siteA, '/fixes/web-bot-auth'));
      ok(informational, '/api/v1/me/sites/{id}/fixes/{checkId}');
      expect(informational.body).toMatchObject({ checkId: 'web-bot-auth', verification: null });
      const first = await get(site(siteA, '/fixes/robots-txt'));
      const again = await get(site(siteA, '/fixes/robots-txt'));
      expect(first.body.verification).toMatchObject({ checkId: 'robots-txt', status: 'pending', baselineScore: 70, advisedScanId: scans.three });
      expect(again.body.verification.id).toBe(first.body.verification.id);
      expect((await get(site(siteA, '/artifacts/robots-txt'))).status).toBe(200);
      const records = (await get(site(siteA, '/verifications'))).body.verifications as Array<{ checkId: string; id: string }>;
      expect(records.filter((record) => record.checkId === 'robots-txt').map((record) => record.id)).toEqual([first.body.verification.id]);
      expect(records.some((record) => record.checkId === 'web-bot-auth' || record.checkId === 'sitemap')).toBe(false);
    });

    it('answers 404 naming an unknown check id, and 400 for a malformed one', async () => {
      const answer = await get(site(siteA, '/fixes/made-up-check'));
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('not-found');
      expect(answer.body.message).toMatch(/^Unknown check id "made-up-check"; the check ids are robots-txt, .*commerce-protocols\.$/);
      conformance.assertResponse('GET', '/api/v1/me/sites/{id}/fixes/{checkId}', 404, answer.body);
      refused(await get(site(siteA, '/fixes/Robots_TXT')), '/api/v1/me/sites/{id}/fixes/{checkId}', 400, {
        error: 'invalid-parameter',
        message: 'The path parameter "checkId" must be a check id such as robots-txt.',
      });
      refused(await get(site(siteC, '/fixes/llms-txt')), '/api/v1/me/sites/{id}/fixes/{checkId}', 404, { error: 'not-found', message: 'Site empty.alpha.example has no finished scan yet.' });
    });
  });

  describe('artifacts', () => {
    it.each(OFFERED)('generates %s from the latest scan', async (kind) => {
      const answer = await get(site(siteA, `/artifacts/${kind}`));
      ok(answer, '/api/v1/me/sites/{id}/artifacts/{kind}');
      expect(answer.body).toMatchObject({ kind, siteId: siteA, generatedFrom: scans.three, alsoServeAt: [] });
      expect(answer.body.headers['content-type']).toBe(answer.body.contentType);
      expect(answer.body.body.length).toBeGreaterThan(20);
    });

    // Issue 22 point 2: a kind that exists but is not offered to this site says why.
    it.each(Object.entries(NOT_OFFERED))('answers 404 artifact-not-applicable for %s, saying why', async (kind, reason) => {
      refused(await get(site(siteA, `/artifacts/${kind}`)), '/api/v1/me/sites/{id}/artifacts/{kind}', 404, {
        error: 'artifact-not-applicable',
        message: `The ${kind} file is not offered for alpha.example: ${reason}.`,
      });
    });

    it('keeps the site\'s robots.txt rules and adds what agents miss', async () => {
      const answer = await get(site(siteA, '/artifacts/robots-txt'));
      expect(answer.body.body).toBe(
        [
          // One group per user-agent (issue 35 point 4): the Content-Signal line joins the site's own "*" group.
          'User-agent: *',
          'Content-Signal: search=yes, ai-input=yes, ai-train=no',
          'Disallow: /admin',
          '',
          '# AI search and user-triggered agents, allowed by name; they keep the rules of the "*" group.',
          'User-agent: OAI-SearchBot',
          'User-agent: Claude-SearchBot',
          'User-agent: PerplexityBot',
          'User-agent: Amazonbot',
          'User-agent: ChatGPT-User',
          'User-agent: Claude-User',
          'User-agent: Perplexity-User',
          'User-agent: Meta-ExternalFetcher',
          'User-agent: ModelContextProtocol',
          'Disallow: /admin',
          'Allow: /',
          '',
          'Sitemap: https://alpha.example/sitemap.xml',
          '',
        ].join('\n'),
      );
      expect(answer.body).toMatchObject({ path: '/robots.txt', filename: 'robots.txt', contentType: 'text/plain; charset=utf-8' });
    });

    it('builds llms.txt from the stored page titles and URLs', async () => {
      const llms = (await get(site(siteA, '/artifacts/llms-txt'))).body.body;
      expect(llms).toBe(
        [
          '# Alpha Example',
          '',
          '> Everything about Alpha.',
          '',
          '## Pages',
          '',
          '- [Alpha home](https://alpha.example/): Everything about Alpha.',
          '- [Alpha docs](https://alpha.example/docs): How to use Alpha.',
          '- [Pricing](https://alpha.example/pricing)',
          '',
        ].join('\n'),
      );
    });

    it('answers 404 naming the valid kinds for an unknown kind', async () => {
      refused(await get(site(siteA, '/artifacts/humans-txt')), '/api/v1/me/sites/{id}/artifacts/{kind}', 404, {
        error: 'not-found',
        message: `Unknown artifact kind "humans-txt"; the kinds are ${ARTIFACT_KINDS.join(', ')}.`,
      });
      refused(await get(site(siteC, '/artifacts/llms-txt')), '/api/v1/me/sites/{id}/artifacts/{kind}', 404, { error: 'not-found', message: 'Site empty.alpha.example has no finished scan yet.' });
    });
  });

  describe('verifications', () => {
    it('pages the records, newest advice first, until nextOffset is null', async () => {
      const first = await get(site(siteB, '/verifications?limit=2'));
      ok(first, '/api/v1/me/sites/{id}/verifications');
      expect(first.body.verifications.map((record: { checkId: string; status: string }) => [record.checkId, record.status])).toEqual([
        ['llms-txt', 'pending'],
        ['sitemap', 'expired'],
      ]);
      expect(first.body.nextOffset).toBe(2);
      expect(first.body.nextStep).toBe(`Apply the advised fixes for llms-txt, then start a scan with POST /api/v1/me/sites/${siteB}/scan to verify them.`);
      const second = await get(site(siteB, '/verifications?limit=2&offset=2'));
      ok(second, '/api/v1/me/sites/{id}/verifications');
      expect(second.body.verifications.map((record: { checkId: string }) => record.checkId)).toEqual(['robots-txt']);
      expect(second.body.nextOffset).toBeNull();
      const empty = await get(site(siteC, '/verifications'));
      ok(empty, '/api/v1/me/sites/{id}/verifications');
      expect(empty.body).toMatchObject({ verifications: [], nextOffset: null });
      refused(await get(site(siteB, '/verifications?limit=51')), '/api/v1/me/sites/{id}/verifications', 400, {
        error: 'invalid-parameter',
        message: 'The query parameter "limit" must be an integer from 1 to 50.',
      });
    });
  });

  describe('sites', () => {
    const sites = '/api/v1/me/sites';

    it('adds a site (201), refuses targets by the SSRF rules without fetching them, and 409s a known host', async () => {
      const created = await request(server.baseUrl, sites, { key: alpha.key, json: { url: 'Example.ORG' } });
      ok(created, sites, 'POST', 201);
      expect(created.body).toMatchObject({ host: 'example.org', url: 'https://example.org/', latestScore: null, previousScore: null, latestScannedAt: null });
      refused(await request(server.baseUrl, sites, { key: alpha.key, json: { url: 'https://example.org/other?x=1' } }), sites, 409, { error: 'site-exists', message: 'The organization already has a site on example.org.' }, 'POST');
      // Another organization may add the same host.
      expect((await request(server.baseUrl, sites, { key: beta.key, json: { url: 'example.org' } })).status).toBe(201);
      const listed = await get(sites);
      ok(listed, sites);
      expect(listed.body.sites.map((entry: { host: string }) => entry.host)).toEqual(['alpha.example', 'one.alpha.example', 'empty.alpha.example', 'example.org']);
    });

    it.each([
      [{ url: 'http://127.0.0.1/' }, 'target-refused', 'The address 127.0.0.1 is in the loopback range; only public addresses can be audited. (rule: private-address) To measure a site on this machine or a private network, the operator starts the service with AGENTGAUGE_ALLOW_PRIVATE_TARGETS set to its host:port (for example AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4000 npm start).'],
      [{ url: 'http://localhost/' }, 'target-refused', 'localhost is a loopback name; only public hosts can be audited. (rule: private-address) To measure a site on this machine or a private network, the operator starts the service with AGENTGAUGE_ALLOW_PRIVATE_TARGETS set to its host:port (for example AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4000 npm start).'],
      [{ url: 'https://10.1.2.3/' }, 'target-refused', 'The address 10.1.2.3 is in the private range; only public addresses can be audited. (rule: private-address) To measure a site on this machine or a private network, the operator starts the service with AGENTGAUGE_ALLOW_PRIVATE_TARGETS set to its host:port (for example AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4000 npm start).'],
      [{ url: 'https://user:pw@example.com/' }, 'target-refused', 'URLs with a user name or password are refused. (rule: credentials)'],
      [{ url: 'https://example.com:8443/' }, 'target-refused', 'Only ports 80 and 443 can be fetched, not port 8443. (rule: port) To measure a site on this machine or a private network, the operator starts the service with AGENTGAUGE_ALLOW_PRIVATE_TARGETS set to its host:port (for example AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4000 npm start).'],
      [{ url: 'ftp://example.com/' }, 'target-refused', 'Only http: and https: URLs can be fetched, not ftp:. (rule: scheme)'],
      [{ url: 'https://exa mple.com/' }, 'invalid-body', 'Field "url": The address contains a space; write a space in a path as %20.'],
      [{}, 'invalid-body', 'Field "url" is required.'],
      [{ url: 'example.com', name: 'x' }, 'invalid-body', 'Unknown field "name" in the request body.'],
    ])('answers 400 for %j', async (json, error, message) => {
      refused(await request(server.baseUrl, sites, { key: alpha.key, json }), sites, 400, { error, message }, 'POST');
    });

    it('reads one site exactly as the list shows it (issue 25.13); another organization\'s or a missing site is 404', async () => {
      const listed = await get(sites);
      const one = await get(site(siteA));
      ok(one, '/api/v1/me/sites/{id}');
      expect(one.body).toEqual(listed.body.sites.find((entry: { id: string }) => entry.id === siteA));
      expect(one.body).toMatchObject({ id: siteA, host: 'alpha.example', latestScore: 60, previousScore: 55, latestScannedAt: '2026-03-03T10:00:05.000Z' });
      refused(await get(site(betaSite)), '/api/v1/me/sites/{id}', 404, { error: 'not-found', message: `No site with id ${betaSite} exists in this organization.` });
      refused(await get(site('not-a-uuid')), '/api/v1/me/sites/{id}', 400, { error: 'invalid-parameter', message: 'The path parameter "id" must be a UUID.' });
    });

    it('deletes a site (204) with its scans; another organization\'s site is 404', async () => {
      const created = await request(server.baseUrl, sites, { key: alpha.key, json: { url: 'https://doomed.example/' } });
      const deleted = await request(server.baseUrl, site(created.body.id), { key: alpha.key, method: 'DELETE' });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect(deleted.headers.get('cache-control')).toBe('no-store');
      refused(await request(server.baseUrl, site(betaSite), { key: alpha.key, method: 'DELETE' }), '/api/v1/me/sites/{id}', 404, { error: 'not-found', message: `No site with id ${betaSite} exists in this organization.` }, 'DELETE');
      refused(await request(server.baseUrl, site('not-a-uuid'), { key: alpha.key, method: 'DELETE' }), '/api/v1/me/sites/{id}', 400, { error: 'invalid-parameter', message: 'The path parameter "id" must be a UUID.' }, 'DELETE');
      expect((await get(site(betaSite, '/report'), beta.key)).status).toBe(200);
    });

    it('answers 401 without a key and 403 without a paid plan on the new routes', async () => {
      expect((await request(server.baseUrl, sites, { json: { url: 'example.net' } })).status).toBe(401);
      expect((await request(server.baseUrl, site(siteA), { method: 'DELETE' })).status).toBe(401);
      const forbidden = { error: 'subscription-required', message: 'This API key\'s organization has no active paid subscription.' };
      refused(await request(server.baseUrl, sites, { key: unpaidKey, json: { url: 'example.net' } }), sites, 403, forbidden, 'POST');
      refused(await request(server.baseUrl, site(siteA), { key: unpaidKey, method: 'DELETE' }), '/api/v1/me/sites/{id}', 403, forbidden, 'DELETE');
      refused(await get(site(siteA, '/fixes'), unpaidKey), '/api/v1/me/sites/{id}/fixes', 403, forbidden);
    });
  });

  describe('organization scoping', () => {
    const paths = ['/report', '/history', '/compare', '/fixes', '/fixes/robots-txt', '/artifacts/llms-txt', '/verifications'];

    it.each(paths)('reports another organization\'s site exactly like a missing one on %s', async (path) => {
      const missing = randomUUID();
      const foreign = await get(site(betaSite, path));
      const absent = await get(site(missing, path));
      expect(foreign.status).toBe(404);
      expect(absent.status).toBe(404);
      expect(foreign.body).toEqual({ error: 'not-found', message: `No site with id ${betaSite} exists in this organization.` });
      expect(absent.body).toEqual({ error: 'not-found', message: `No site with id ${missing} exists in this organization.` });
      expect(foreign.headers.get('cache-control')).toBe('no-store');
    });
  });
});
