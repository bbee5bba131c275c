// Every evaluation of site-supplied input has a budget (issue 36 point 4), proven on hostile sites served on
// 127.0.0.1 and audited through the engine's entry point: a site's own catastrophic pattern, inputSchemas and
// response schemas that were expensive to compile, MCP lists that never end, and a site declaring every surface beyond
// every cap. Each audit ends inside its deadline, with its peak RSS sampled from process.memoryUsage() while it runs.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_REQUEST_LIMITS, MCP_LIST_PAGES, SCHEMA_COMPILE_LIMITS, auditDeadlineMs } from '../../../engine/config.js';
import { audit, type AuditOptions, type AuditReport, type CheckResult } from '../../../engine/index.js';
import { NO_DNS, useFixtureSites } from '../../helpers/check-audit.js';
import { html, json } from '../../helpers/site.js';
import { flatSchema, hostileMcpRoute, mcpTool, openApiWith, refHeavySchema, requestGroups, startRequestStormSite } from '../../fixtures/hostile-budgets.js';

const OPTIONS: AuditOptions = { allowPrivateTargets: true, timeout: 5000, retries: 1, resolver: NO_DNS };
const DEADLINE_MS = auditDeadlineMs(5000, 1);
const serve = useFixtureSites();

/** Peak RSS of each audit, for the record (the issue asks for it); printed once the file is done. */
const peaks: Record<string, { elapsedMs: number; peakRssMb: number; rssBeforeMb: number }> = {};
afterAll(() => {
  console.log(`hostile-budgets figures: ${JSON.stringify(peaks)}`);
});

async function measuredAudit(name: string, url: string, options: AuditOptions = OPTIONS): Promise<AuditReport> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    return await audit(url, options);
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    peaks[name] = { elapsedMs: Math.round(performance.now() - started), peakRssMb: Math.round(peak / 2 ** 20), rssBeforeMb: Math.round(before / 2 ** 20) };
  }
}

const check = (report: AuditReport, id: string): CheckResult => report.results.find((result) => result.id === id)!;
/** `status code@path`, the code without its check's prefix. */
const codes = (result: CheckResult) => result.findings.map((finding) => `${finding.status} ${finding.code.slice(result.id.length + 1)}${finding.subject ? `@${new URL(finding.subject).pathname}` : ''}`);
const home = html('<!doctype html><html lang="en"><head><title>Hostile</title></head><body><main><h1>Hostile</h1><p>A site.</p></main></body></html>', {
  link: '</openapi.json>; rel="service-desc"',
});

describe('a site\'s regular expressions run in linear time (JSON Schema 2020-12 Core §6.4; OpenAPI 3.1 §4.8.24)', () => {
  it('validates a body against the site\'s own ^(a+)+$ at once, and says which patterns it could not run', async () => {
    const site = await serve({
      '/': home,
      '/openapi.json': json(
        openApiWith({
          '/v1/code': { type: 'object', properties: { code: { type: 'string', pattern: '^(a+)+$' } } },
          '/v1/lookahead': { type: 'object', properties: { id: { type: 'string', pattern: '^(?=.*\\d)\\w+$' } } },
          '/v1/plain': { type: 'object', properties: { name: { type: 'string', pattern: '^[a-z]+$' } } },
        }),
      ),
      // 36 "a"s and a "b": 33 s on RegExp for 29 of them, past 120 s for 36.
      '/v1/code': json({ code: `${'a'.repeat(36)}b` }),
      '/v1/lookahead': json({ id: 'abc' }),
      '/v1/plain': json({ name: 'abc' }),
    });
    const report = await measuredAudit('redos-openapi', site.url);
    expect(peaks['redos-openapi']!.elapsedMs).toBeLessThan(DEADLINE_MS);
    const openapi = check(report, 'openapi');
    expect(codes(openapi).slice(-3)).toEqual(['fail operation-invalid-body@/v1/code', 'warn operation-body-unchecked@/v1/lookahead', 'pass operation-answers@/v1/plain']);
    const [invalid, unchecked] = openapi.findings.slice(-3);
    expect(invalid!.detail).toBe(`${site.origin}/v1/code — HTTP 200 (application/json): the body does not match the declared schema (/code must match pattern "^(a+)+$")`);
    expect(unchecked!.detail).toBe(
      `${site.origin}/v1/lookahead — HTTP 200 (application/json); the body was not fully validated, patterns not evaluated: /^(?=.*\\d)\\w+$/ (it uses a lookahead, which a linear-time engine (RE2) cannot run)`,
    );
    // A failed operation caps the check (a body that breaks its own schema); a pattern not run costs nothing.
    expect(openapi.score).toBe(60);
  }, 60_000);
});

describe('schemas from sites compile under budgets (SCHEMA_COMPILE_LIMITS)', () => {
  it('lists 40 tools whose 5 KB $ref-heavy inputSchemas compiled for 150 s at 1.1 GB: the audit ends in time, and none over a budget is called invalid', async () => {
    // 40 tools of 5 KB and one of 20 KB: the listing stays under the 256 KiB JSON cap.
    const tools = [
      mcpTool('flat_0', flatSchema(SCHEMA_COMPILE_LIMITS.units / 2 + 1)),
      ...Array.from({ length: 20 }, (_, i) => mcpTool(`same_${i}`, refHeavySchema(150))),
      ...Array.from({ length: 20 }, (_, i) => mcpTool(`salted_${i}`, refHeavySchema(150, ` ${i}`))),
    ];
    const mcp = hostileMcpRoute({ tools: () => tools });
    const site = await serve({ '/': home, '/mcp': mcp });
    const report = await measuredAudit('schema-mcp', site.url);
    expect(peaks['schema-mcp']!.elapsedMs).toBeLessThan(DEADLINE_MS);
    const result = check(report, 'mcp-server');
    // Nothing over a budget is called invalid: the flat schemas (over the units budget) and any the audit's compile
    // time left uncompiled are "not compiled", a warning that costs no points.
    expect(codes(result)).not.toContain('warn tool-schemas-invalid');
    const unchecked = result.findings.find((finding) => finding.code === 'mcp-server.tool-schemas-unchecked')!;
    expect(unchecked.status).toBe('warn');
    expect(unchecked.message).toMatch(/^\d+ of 41 tools have an inputSchema that was not compiled \(over a compile budget\), so whether it compiles is not known\.$/);
    // The first is over the units budget; any other was left when the audit's compile time ran out (how many depends
    // on the machine's speed): each names its budget.
    const reasons = unchecked.detail!.split('; ');
    expect(reasons[0]).toBe('flat_0: compiling it would generate code for more than 1,000 keywords, each $ref target counted once (schemaCompileUnits)');
    for (const reason of reasons.slice(1)) expect(reason).toMatch(/^salted_\d+: the audit's 5 s budget for compiling schemas is spent \(schemaCompileMs\)$/);
    expect(mcp.calls['tools/list']).toBe(1);
  }, 90_000);

  it('validates against OpenAPI response schemas within the same caps (a 19 KB document ran past 120 s at 2.85 GB)', async () => {
    const leaf = { type: 'object', properties: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, { type: 'string', maxLength: 10 }])) };
    const referring = (count: number) => ({ type: 'object', properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`q${i}`, { $ref: '#/components/schemas/Leaf' }])) });
    const description = openApiWith({ '/v1/refs': referring(600), '/v1/wide': flatSchema(SCHEMA_COMPILE_LIMITS.units / 2 + 1) }, { Leaf: leaf });
    expect(JSON.stringify(description).length).toBeGreaterThan(19_000);
    const site = await serve({
      '/': home,
      '/openapi.json': json(description),
      '/v1/refs': json({ q0: { p0: 'a' }, q599: { p29: 'b' } }),
      '/v1/wide': json({ f0: 'a' }),
    });
    const report = await measuredAudit('schema-openapi', site.url);
    expect(peaks['schema-openapi']!.elapsedMs).toBeLessThan(DEADLINE_MS);
    const openapi = check(report, 'openapi');
    expect(codes(openapi).slice(-2)).toEqual(['pass operation-answers@/v1/refs', 'warn operation-body-unchecked@/v1/wide']);
    expect(openapi.findings.at(-1)!.detail).toBe(
      `${site.origin}/v1/wide — HTTP 200 (application/json); the body was not validated: the declared schema was not compiled, compiling it would generate code for more than 1,000 keywords, each $ref target counted once (schemaCompileUnits)`,
    );
    // Not validated is not measured, never a failure: the check keeps its points.
    expect(openapi.score).toBe(100);
  }, 60_000);
});

describe('lists a site continues stop at documented limits (MCP server/utilities/pagination)', () => {
  it('reads 3 pages of a tools/list that always has a nextCursor, and the first page of resources/list and prompts/list', async () => {
    const mcp = hostileMcpRoute({ tools: (page) => [mcpTool(`search_${page}`, { type: 'object', properties: { q: { type: 'string', description: 'Words to find' } } })], endless: true });
    const site = await serve({ '/': home, '/mcp': mcp });
    const report = await measuredAudit('endless-mcp', site.url);
    // The client's own walk sent up to 64 pages per list (192 extra POSTs).
    expect(mcp.calls).toEqual({ 'server/discover': 2, initialize: 1, 'notifications/initialized': 1, 'tools/list': MCP_LIST_PAGES.tools, 'resources/list': 1, 'prompts/list': 1 });
    const result = check(report, 'mcp-server');
    expect(result.findings.find((finding) => finding.code === 'mcp-server.tools-valid')!.message).toBe(
      'All 3 listed tools have valid unique names, descriptions, input schemas that compile, and annotations where they change things (3 of the 3 on the first 3 pages judged; further pages not read).',
    );
  }, 60_000);
});

describe('the requests one audit sends', () => {
  const readme = readFileSync(new URL('../../../docs/checks-and-scorecard.md', import.meta.url), 'utf8');
  /** docs/checks-and-scorecard.md, "Declared surfaces": what calling the declared surfaces adds at most. */
  const documented = Number(/a site that declares\s+every\s+surface\s+gets\s+at\s+most\s+(\d+)\s/.exec(readme)?.[1]);

  it('stays within the documented bounds at a site declaring every surface beyond every cap', async () => {
    const site = await startRequestStormSite();
    try {
      const report = await measuredAudit('storm', site.url);
      expect(report.results).toHaveLength(26);
      const groups = requestGroups(site.requests);
      // The declared surfaces called (docs/checks-and-scorecard.md): the A2A interfaces, the OpenAPI servers URL
      // and operations, the catalog links, the OAuth chain of each authorization server, the MCP endpoint (handshake
      // and lists) and the AI catalog entries; each at its cap.
      expect(groups).toMatchObject({ a2a: 3, 'openapi-calls': 4, 'catalog-links': 6, 'oauth-chain': 9, mcp: 9, 'catalog-entries': 5 });
      const declared = ['a2a', 'openapi-calls', 'catalog-links', 'oauth-chain', 'mcp', 'catalog-entries'].reduce((sum, group) => sum + groups[group]!, 0);
      expect(declared).toBe(36);
      expect(declared).toBeLessThanOrEqual(documented);
      // The lists each capped: sitemaps (robots-listed, then 10 children of the index), nested catalogs, llms.txt links.
      expect(groups).toMatchObject({ sitemaps: 11, 'nested-catalogs': 10, 'llms-links': 20 });
      expect(site.requests.length).toBeLessThanOrEqual(AUDIT_REQUEST_LIMITS.firstPage);
    } finally {
      await site.close();
    }
  }, 90_000);

  it('sends no more than the audit\'s request budget when every request is redirected five times and retried', async () => {
    const site = await startRequestStormSite({ amplify: true });
    try {
      const report = await measuredAudit('storm-amplified', site.url);
      // Without the budget this audit sent 155 × 7 requests; the budget stops it at 400, and what it could not
      // fetch is not measured (an error verdict), never a failure. One of the 400 is the https twin probe, sent beside
      // the start page (issue 65): this plain-HTTP site refuses its TLS handshake, so it never logs it as a request.
      expect(site.requests).toHaveLength(AUDIT_REQUEST_LIMITS.firstPage - 1);
      expect(report.results).toHaveLength(26);
      const unmeasured = report.results.filter((result) => result.status === 'error');
      expect(unmeasured.length).toBeGreaterThan(0);
      expect(JSON.stringify(unmeasured.map((result) => result.findings))).toContain("the audit's budget of 400 requests is spent");
    } finally {
      await site.close();
    }
  }, 90_000);
});
