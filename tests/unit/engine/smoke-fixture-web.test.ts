// Smoke tests: a start-page audit of every site of the fixture web through the public entry point, checked
// against the report contract and against what checks.md says each realistic site must score.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, CHECK_CATALOG, WEIGHTS, type AuditReport, type CheckResult } from '../../../engine/index.js';
import { startFixtureWeb, type FixtureSites, type FixtureWeb } from '../../fixtures/web/index.js';

type SiteName = Exclude<keyof FixtureSites, 'hostile'>;
const SITE_NAMES: SiteName[] = ['docs', 'api', 'mcp', 'shop', 'spa', 'blog'];

let web: FixtureWeb;
const reports = {} as Record<SiteName, AuditReport>;

beforeAll(async () => {
  web = await startFixtureWeb();
  await Promise.all(
    SITE_NAMES.map(async (name) => {
      reports[name] = await audit(web.sites[name].url, { allowPrivateTargets: true });
    }),
  );
});

afterAll(async () => {
  await web?.close();
});

function result(report: AuditReport, id: string): CheckResult {
  const found = report.results.find((r) => r.id === id);
  if (!found) throw new Error(`no result for ${id}`);
  return found;
}

/** "id status" pairs, so a failing expectation names every check that differs at once. */
function statuses(report: AuditReport, ids: string[]): string[] {
  return ids.map((id) => `${id} ${result(report, id).status}`);
}

function expectStatuses(report: AuditReport, expected: Record<string, CheckResult['status']>): void {
  const ids = Object.keys(expected);
  expect(statuses(report, ids)).toEqual(ids.map((id) => `${id} ${expected[id]}`));
}

const CATEGORIES = ['Discovery', 'Access', 'Content', 'Actions', 'Commerce'];
const STATUS_FOR_SCORE = (score: number) => (score === 100 ? 'pass' : score === 0 ? 'fail' : 'warn');

describe.each(SITE_NAMES)('the %s fixture site: report contract', (name) => {
  it('has the report shape of the public API', () => {
    const report = reports[name];
    expect(report.url).toBe(web.sites[name].url);
    expect(new Date(report.timestamp).toISOString()).toBe(report.timestamp);
    expect(report.engine).toMatch(/^agentgauge@6\.\d+\.\d+$/);
    expect(Number.isInteger(report.overallScore)).toBe(true);
    expect(report.overallScore).toBeGreaterThanOrEqual(0);
    expect(report.overallScore).toBeLessThanOrEqual(100);
    expect(report.duration).toBeGreaterThanOrEqual(0);
    expect(Object.keys(report.grade).sort()).toEqual(['color', 'label', 'min']);
    expect(report.profile).toBe('auto');
    expect(report.scope).toBe('page');
    expect(report.checksScope).toBe('origin');
    expect(report.pageCount).toBe(1);
    expect(report.pages.map((page) => page.url)).toEqual([report.url]);
  });

  it('has 26 results in catalog order, each complete and consistent with its score', () => {
    const report = reports[name];
    expect(report.results.map((r) => r.id)).toEqual(CHECK_CATALOG.map((entry) => entry.id));
    for (const r of report.results) {
      const entry = CHECK_CATALOG.find((e) => e.id === r.id)!;
      expect(r).toMatchObject({ name: entry.name, description: entry.description, category: entry.category, informational: entry.informational });
      expect(CATEGORIES).toContain(r.category);
      expect(typeof r.applicable).toBe('boolean');
      expect(Number.isInteger(r.score) && r.score >= 0 && r.score <= 100).toBe(true);
      expect(r.duration).toBeGreaterThanOrEqual(0);
      expect(r.weight).toBe(r.applicable && !r.informational ? WEIGHTS[r.id] : 0);
      if (r.status === 'error') expect(`${r.id} ${r.score}`).toBe(`${r.id} 0`);
      else expect(`${r.id} ${r.status}`).toBe(`${r.id} ${STATUS_FOR_SCORE(r.score)}`);
      expect(r.findings.length, `${r.id} has findings`).toBeGreaterThan(0);
      for (const finding of r.findings) {
        expect(['pass', 'warn', 'fail', 'info', 'error']).toContain(finding.status);
        expect(typeof finding.message).toBe('string');
        expect(finding.message.length).toBeGreaterThan(0);
        expect(finding.detail === null || typeof finding.detail === 'string').toBe(true);
        expect(finding.hint === null || typeof finding.hint === 'string').toBe(true);
      }
    }
  });

  it('gives every finding a code its check lists in the catalog, first among its fields (checks.md: {code, status, ...}), and the view it comes from last', () => {
    const report = reports[name];
    const pageResults = report.pages.flatMap((page) => page.results);
    for (const r of [...report.results, ...pageResults]) {
      const listed = CHECK_CATALOG.find((entry) => entry.id === r.id)!.codes.map(({ code }) => code);
      for (const finding of r.findings) {
        expect(listed, `${r.id}: ${finding.message}`).toContain(finding.code);
        expect(Object.keys(finding)).toEqual(['code', ...(finding.subject === undefined ? [] : ['subject']), 'status', 'message', 'detail', 'hint', 'view']);
        expect(finding.view).toBe('raw');
      }
    }
  });

  it('scores overall under scorecard 2026.12.2: Access from the agent views is half, the weighted mean of the other checks the rest, then bonus and cap; graded by band', () => {
    const report = reports[name];
    const weighted = report.results.filter((r) => r.weight > 0);
    const total = weighted.reduce((sum, r) => sum + r.weight * r.score, 0);
    const weights = weighted.reduce((sum, r) => sum + r.weight, 0);
    const scoring = report.scoring!;
    expect(report.scorecard).toBe('2026.12.3');
    expect(scoring.costCoverage).toBe(Math.round(total / weights));
    expect(scoring.access).toBe(report.agents!.access);
    const uncapped = Math.min(100, Math.round(0.5 * scoring.access! + 0.5 * scoring.costCoverage!) + scoring.bonus);
    expect(scoring.uncapped).toBe(uncapped);
    expect(report.overallScore).toBe(scoring.cap ? Math.min(scoring.cap.limit, uncapped) : uncapped);
    // A cap is applied only where it lowers the score.
    if (scoring.cap) expect(report.overallScore).toBeLessThan(uncapped);
    // Gates count in Access, emerging standards only as a bonus: neither weighs in the other half.
    expect(result(report, 'agent-access').weight).toBe(0);
    expect(result(report, 'server-rendered-content').weight).toBe(0);
    expect(result(report, 'a2a-agent-card').weight).toBe(0);
    const band = report.overallScore >= 90 ? 'A' : report.overallScore >= 75 ? 'B' : report.overallScore >= 60 ? 'C' : report.overallScore >= 40 ? 'D' : 'F';
    expect(report.grade.label).toBe(band);
    expect(result(report, 'web-bot-auth').weight).toBe(0);
    expect(result(report, 'webmcp').weight).toBe(0);
  });
});

describe('profile auto-detection on the fixture web', () => {
  const resolved = (name: SiteName) => reports[name].resolvedProfiles.map((p) => p.profile);

  it.each([
    ['docs', ['base', 'docs']],
    ['api', ['base', 'api']],
    ['mcp', ['base', 'mcp']],
    ['shop', ['base', 'commerce']],
    ['spa', ['base']],
    ['blog', ['base']],
  ] as Array<[SiteName, string[]]>)('resolves the %s site to %j, with evidence for each', (name, expected) => {
    expect(resolved(name)).toEqual(expected);
    for (const profile of reports[name].resolvedProfiles) expect(profile.evidence.length).toBeGreaterThan(0);
  });

  it('makes exactly the profile checks applicable: docs adds llms-full-txt, content-efficiency, agent-skills only', () => {
    const applicable = reports.docs.results.filter((r) => r.applicable).map((r) => r.id);
    const base = CHECK_CATALOG.filter((e) => e.profiles.includes('base')).map((e) => e.id);
    expect(applicable.sort()).toEqual([...base, 'llms-full-txt', 'content-efficiency', 'agent-skills'].sort());
  });

  it('keeps the measured score of a check that is not applicable (v1 rule) and gives it no weight', () => {
    const catalog = result(reports.spa, 'api-catalog');
    expect(catalog.applicable).toBe(false);
    expect(catalog.weight).toBe(0);
    expect(catalog.status).toBe('fail');
  });
});

describe('what each fixture site scores, by check id (checks.md)', () => {
  it('docs: an agent-ready documentation site passes discovery, access and content checks', () => {
    expectStatuses(reports.docs, {
      'robots-txt': 'pass',
      sitemap: 'pass',
      'link-headers': 'pass',
      'llms-txt': 'pass',
      'llms-full-txt': 'pass',
      'ai-crawler-rules': 'pass',
      'content-signals': 'pass',
      'agent-access': 'pass',
      'markdown-negotiation': 'pass',
      'server-rendered-content': 'pass',
      'structured-data': 'pass',
      'page-metadata': 'pass',
      'semantic-structure': 'pass',
      'content-efficiency': 'pass',
      'agent-skills': 'fail',
    });
  });

  it('docs: plain http on 127.0.0.1 is judged once, by http-semantics, which does not pass', () => {
    const http = result(reports.docs, 'http-semantics');
    expect(http.status).not.toBe('pass');
    expect(http.findings.some((f) => f.status === 'fail' && /https/i.test(f.message))).toBe(true);
    expect(http.findings.some((f) => f.status === 'pass' && /404/.test(f.message))).toBe(true);
  });

  it('docs: only plain http (http-semantics, grade B) costs cost-and-coverage points, and the MCP fetch server\'s 5,000-character cut costs Access: 90 of 100', () => {
    // Fixtures are served on http://127.0.0.1, and checks.md fails http-semantics without HTTPS. Access: six of the
    // seven measured profiles read the page and the MCP fetch server keeps half of its main content (6.5/7 = 93);
    // cost and coverage 86; round(93/2 + 86/2) = 90 (A). The missing skills index is an emerging standard: no loss.
    const lost = reports.docs.results.filter((r) => r.applicable && r.weight > 0 && r.status !== 'pass').map((r) => r.id);
    expect(lost.sort()).toEqual(['http-semantics']);
    expect(reports.docs.scoring).toMatchObject({ access: 93, costCoverage: 86, bonus: 0, cap: null });
    expect(reports.docs.overallScore).toBe(90);
    expect(reports.docs.grade.label).toBe('A');
  });

  it('api: catalog, OpenAPI and OAuth metadata pass', () => {
    expectStatuses(reports.api, {
      'api-catalog': 'pass',
      openapi: 'pass',
      'oauth-discovery': 'pass',
      'oauth-protected-resource': 'pass',
      'link-headers': 'pass',
      'robots-txt': 'pass',
      sitemap: 'pass',
      'ai-crawler-rules': 'pass',
      'server-rendered-content': 'pass',
      'structured-data': 'pass',
    });
    for (const id of ['api-catalog', 'openapi', 'oauth-discovery', 'oauth-protected-resource']) {
      expect(result(reports.api, id).applicable).toBe(true);
    }
  });

  it('mcp: a live Streamable HTTP server with a card listed in the AI catalog passes mcp-server', () => {
    expectStatuses(reports.mcp, { 'mcp-server': 'pass', 'robots-txt': 'pass', 'server-rendered-content': 'pass' });
    expect(result(reports.mcp, 'mcp-server').applicable).toBe(true);
    // The mcp profile also asks for an API catalog (checks.md 2026-11: its AI catalog counts) and OAuth metadata. The AI
    // catalog lists a usable card entry without representativeQueries, at one well-known path only: a warning.
    expect(result(reports.mcp, 'api-catalog')).toMatchObject({ applicable: true, status: 'warn', score: 90 });
    expect(result(reports.mcp, 'api-catalog').findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual([
      'info api-catalog.file-absent',
      'pass api-catalog.ai-catalog-valid',
      'warn api-catalog.ai-catalog-queries',
      'info api-catalog.ai-catalog-one-path',
      'info api-catalog.dns-aid-ip-literal',
    ]);
  });

  it('shop: complete Product data and a UCP profile pass the commerce checks', () => {
    expectStatuses(reports.shop, {
      'product-data': 'pass',
      'commerce-protocols': 'pass',
      'structured-data': 'pass',
      'robots-txt': 'pass',
      sitemap: 'pass',
      'ai-crawler-rules': 'pass',
      'page-metadata': 'pass',
    });
    expect(result(reports.shop, 'product-data').applicable).toBe(true);
  });

  it('spa: an empty client-rendered shell fails the content and discovery checks', () => {
    expectStatuses(reports.spa, {
      'server-rendered-content': 'fail',
      'robots-txt': 'fail',
      sitemap: 'fail',
      'llms-txt': 'fail',
      'link-headers': 'fail',
      'content-signals': 'fail',
      'structured-data': 'fail',
      'markdown-negotiation': 'fail',
      'ai-crawler-rules': 'warn',
      'agent-access': 'pass',
      // No HTTPS and every unknown path answers 200: both fail conditions of checks.md hold.
      'http-semantics': 'fail',
    });
    expect(reports.spa.grade.label).toBe('F');
  });

  it('blog: blocking every AI search and user agent fails ai-crawler-rules, the rest of the site is fine', () => {
    expectStatuses(reports.blog, {
      'ai-crawler-rules': 'fail',
      'robots-txt': 'pass',
      sitemap: 'pass',
      'content-signals': 'pass',
      'agent-access': 'pass',
      'server-rendered-content': 'pass',
      'structured-data': 'pass',
      'page-metadata': 'pass',
      'semantic-structure': 'pass',
      'llms-txt': 'fail',
    });
    const rules = result(reports.blog, 'ai-crawler-rules');
    for (const token of ['OAI-SearchBot', 'ChatGPT-User', 'PerplexityBot', 'Claude-User']) {
      expect(rules.findings.some((f) => f.message.includes(token) || (f.detail ?? '').includes(token)), token).toBe(true);
    }
  });

  it('orders the sites as their readiness says: docs above api, shop and blog, all above the bare SPA', () => {
    const score = (name: SiteName) => reports[name].overallScore;
    expect(score('docs')).toBeGreaterThan(score('spa'));
    expect(score('docs')).toBeGreaterThan(score('blog'));
    for (const name of ['api', 'mcp', 'shop', 'blog'] as SiteName[]) expect(score(name), name).toBeGreaterThan(score('spa'));
  });
});
