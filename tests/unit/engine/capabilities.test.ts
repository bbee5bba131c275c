// Capabilities as agents meet them (issue 53; checks.md 2026-12c "Claims, probes, exercises", "Three states", "Who
// supplied it"), audited through the engine's entry against fixture sites on 127.0.0.1: a shop whose only agent
// surface is a UCP profile listing an MCP endpoint, a server card whose endpoint is dead, a catch-all host, a robots.txt
// that disallows the scanner one file's path, and a site whose llms.txt a docs platform wrote and whose Markdown a CDN
// converts. Each report's check results carry the capability: yes / no / could not ask, declared / probed /
// exercised, how far its presence is proven, and who supplied it.
import { afterEach, describe, expect, it } from 'vitest';
import { audit, WEIGHTS, type AuditOptions, type AuditReport, type CheckId, type CheckResult } from '../../../engine/index.js';
import { serveSite, text, html, json, type FixtureSite } from '../../helpers/site.js';
import { capabilitySiteFallback, capabilitySiteRoutes, ucpProfile, LLMS_TXT, type CapabilitySiteKind } from '../../fixtures/capability-sites.js';

/** The current server card schema (capability-sites.ts names the same). */
const MCP_SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
const SCANNER = 'AgentGauge/6 (+http://gauge.test/scanner)';
const BULK: AuditOptions = { userAgent: SCANNER, bulk: { robotsToken: 'AgentGauge', deferOnRetryAfter: true, maxInFlight: 4, jitterMs: 0 } };

const open: FixtureSite[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((site) => site.close()));
});

async function serveKind(kind: CapabilitySiteKind): Promise<FixtureSite> {
  const site = await serveSite((origin) => capabilitySiteRoutes(kind, origin), capabilitySiteFallback(kind));
  open.push(site);
  return site;
}

/** A whole audit (every check, profile all): the canary runs, as in a fleet. */
const auditAll = (site: FixtureSite, options: AuditOptions = {}) => audit(site.url, { profile: 'all', allowPrivateTargets: true, retries: 0, timeout: 4000, ...options });
const resultOf = (report: AuditReport, id: CheckId): CheckResult => report.results.find((result) => result.id === id)!;
const codes = (result: CheckResult) => result.findings.map((finding) => `${finding.status} ${finding.code}`);

describe('a shop whose only agent surface is a UCP profile listing an MCP endpoint', () => {
  // UCP 2026-04-08 schemas/service.json `$defs.base`: a service's bindings, each with `transport` ("rest", "mcp",
  // "a2a", "embedded") and `endpoint`; `business_schema` requires `endpoint` on an mcp binding. MCP 2025-11-25
  // basic/lifecycle (initialize) and server/tools §Listing Tools (tools/list): live only when both answer.
  it('finds the MCP server through /.well-known/ucp, exercises it, and attributes it to the platform', async () => {
    const site = await serveKind('ucp-shop');
    const report = await auditAll(site);
    const mcp = resultOf(report, 'mcp-server');
    expect(mcp.capability).toEqual({
      capability: 'mcp',
      state: 'yes',
      evidence: 'exercised',
      reason: null,
      url: `${site.origin}/api/ucp/mcp`,
      detail: `${site.origin}/api/ucp/mcp (found through the UCP profile) answered initialize and tools/list (2 tool(s)).`,
      proof: 'exchange',
      platform: {
        id: 'shopify',
        name: 'Shopify',
        evidence: "Shopify's storefront MCP path /api/mcp; the x-shopid header, powered-by: Shopify on the start page",
      },
    });
    // No card: the profile takes the card's place for discovery (35 of 50), the live endpoint its 50.
    expect([mcp.status, mcp.score]).toEqual(['warn', 85]);
    expect(codes(mcp)).toEqual(['warn mcp-server.ucp-listed', 'pass mcp-server.live', 'pass mcp-server.tools-valid']);
    expect(mcp.findings[0]!.message).toBe(
      `No MCP server card, but the UCP profile ${site.origin}/.well-known/ucp lists the MCP endpoint ${site.origin}/api/ucp/mcp (service dev.ucp.shopping): commerce agents find it there; MCP registries and clients that read server cards do not.`,
    );
    // The profile is fetched once, for mcp-server and commerce-protocols alike; tools are listed, never called.
    expect(site.requests.filter((request) => request === 'GET /.well-known/ucp')).toHaveLength(1);
    const commerce = resultOf(report, 'commerce-protocols');
    expect(commerce.capability).toMatchObject({ capability: 'commerce', state: 'yes', evidence: 'probed', proof: 'canary', url: `${site.origin}/.well-known/ucp`, platform: { id: 'shopify' } });
    expect(report.platforms).toEqual([{ id: 'shopify', name: 'Shopify', kind: 'commerce', evidence: 'the x-shopid header, powered-by: Shopify on the start page' }]);
    expect(report.canary).toMatchObject({ status: 404, answersAnyPath: false });
  });

  it('reports an MCP endpoint the profile lists on another site as declared, without calling it', async () => {
    const site = await serveSite((origin) => ({ '/': html('<!doctype html><title>Shop</title><h1>Shop</h1>'), '/.well-known/ucp': json(ucpProfile(origin, 'https://mcp.platform.test/shops/widget/mcp')) }));
    open.push(site);
    const report = await auditAll(site);
    const mcp = resultOf(report, 'mcp-server');
    expect(mcp.capability).toMatchObject({ state: 'yes', evidence: 'declared', url: 'https://mcp.platform.test/shops/widget/mcp', proof: 'canary' });
    expect(mcp.capability!.detail).toBe(`the UCP profile ${site.origin}/.well-known/ucp names the MCP endpoint https://mcp.platform.test/shops/widget/mcp on another site, not called.`);
    expect(mcp.findings.find((finding) => finding.code === 'mcp-server.ucp-not-probed')).toMatchObject({ status: 'info', subject: 'https://mcp.platform.test/shops/widget/mcp' });
    expect(mcp.score).toBeLessThanOrEqual(40);
  });
});

describe('a server card naming another site\'s MCP endpoint (issue 84 point 8)', () => {
  it('declares that endpoint without calling it or crediting it to the audited site, as a UCP profile\'s', async () => {
    // Another site (its own host name, resolved to the loopback here) with a live MCP endpoint at /api/ucp/mcp.
    const other = await serveSite((origin) => capabilitySiteRoutes('ucp-shop', origin), capabilitySiteFallback('ucp-shop'));
    open.push(other);
    const foreign = `http://mcp.other.test:${other.port}/api/ucp/mcp`;
    const site = await serveSite(() => ({
      '/': html('<!doctype html><title>Widget Co</title><h1>Widget Co</h1>'),
      '/mcp/server-card': json({ $schema: MCP_SERVER_CARD_SCHEMA, name: 'co.widget/catalogue', version: '1.0.0', description: 'Widget Co catalogue tools.', remotes: [{ type: 'streamable-http', url: foreign }] }),
    }));
    open.push(site);
    const resolver = async (hostname: string) => {
      if (hostname === 'mcp.other.test') return [{ address: '127.0.0.1', family: 4 as const }];
      throw Object.assign(new Error(`${hostname} is not resolved in this test`), { code: 'ENOTFOUND' });
    };
    const report = await auditAll(site, { resolver });
    const mcp = resultOf(report, 'mcp-server');
    expect(other.requests.filter((request) => request.startsWith('POST '))).toEqual([]);
    expect(mcp.capability).toMatchObject({ state: 'yes', evidence: 'declared', url: foreign });
    expect(mcp.capability!.detail).toBe(`the server card ${site.origin}/mcp/server-card names the MCP endpoint ${foreign} on another site, not called.`);
    expect(mcp.findings.find((finding) => finding.code === 'mcp-server.card-remote-elsewhere')).toMatchObject({
      status: 'info',
      subject: foreign,
      message: `The server card ${site.origin}/mcp/server-card names the MCP endpoint ${foreign}, on another site than 127.0.0.1:${site.port}: not called, and not credited to the audited site (an audit calls only the audited site's surfaces).`,
    });
    expect(mcp.score).toBeLessThanOrEqual(40);
  });
});

describe('claims, probes, exercises: a card whose endpoint is dead', () => {
  it('is declared only, names the endpoint and what it answered, and scores at most 40', async () => {
    const site = await serveKind('dead-card');
    const report = await auditAll(site);
    const mcp = resultOf(report, 'mcp-server');
    expect(mcp.capability).toEqual({
      capability: 'mcp',
      state: 'yes',
      evidence: 'declared',
      reason: null,
      url: `${site.origin}/mcp`,
      detail: `the server card ${site.origin}/mcp/server-card names the MCP endpoint ${site.origin}/mcp, which answered HTTP 404.`,
      // The card is a file, and the host answers 404 to a path that cannot exist: it is really there.
      proof: 'canary',
      platform: null,
    });
    // Scorecard 2026.12.2 EVIDENCE_CEILINGS (Known Good's rubric: claimed < probe-verified): the card's 50 becomes 40.
    expect([mcp.status, mcp.score]).toEqual(['warn', 40]);
    expect(codes(mcp)).toEqual(['pass mcp-server.card-valid', 'fail mcp-server.no-endpoint', 'info mcp-server.declared-only']);
    expect(report.scorecard).toBe('2026.12.3');
  });
});

describe('three states and the canary', () => {
  it('a catch-all host: its files answer, but the canary shows it answers 200 to any path, so nothing is proven present', async () => {
    const site = await serveKind('catch-all');
    const report = await auditAll(site);
    expect(report.canary).toEqual({ url: expect.stringMatching(new RegExp(`^${site.origin}/agentgauge-missing-`)), status: 200, answersAnyPath: true });
    expect(resultOf(report, 'llms-txt').capability).toMatchObject({ capability: 'llms-txt', state: 'yes', evidence: 'probed', proof: 'catch-all' });
    expect(resultOf(report, 'markdown-negotiation').capability).toMatchObject({ state: 'yes', evidence: 'probed', proof: 'catch-all', url: `${site.origin}/index.md` });
  });

  it('a bulk audit obeys the scanner\'s robots.txt group on every path: the file it disallows could not be asked, never a failure', async () => {
    const site = await serveKind('robots-scanner-file');
    const bulk = await auditAll(site, BULK);
    const llms = resultOf(bulk, 'llms-txt');
    expect(llms.status).toBe('error');
    expect(llms.capability).toEqual({
      capability: 'llms-txt',
      state: 'could-not-ask',
      evidence: null,
      reason: 'robots',
      url: `${site.origin}/llms.txt`,
      detail: `${site.origin}/llms.txt: ${site.origin}/robots.txt disallows AgentGauge /llms.txt (line 2: Disallow: /llms.txt), so the scanner did not ask.`,
      proof: null,
      platform: null,
    });
    expect(codes(llms)).toEqual(['error llms-txt.fetch-failed', 'error llms-txt.could-not-ask']);
    // Never in the score: cost and coverage is the weighted mean of the other checks, llms-txt left out.
    const counted = bulk.results.filter((result) => result.applicable && !result.informational && WEIGHTS[result.id] > 0 && result.status !== 'error');
    const weights = counted.reduce((sum, result) => sum + WEIGHTS[result.id], 0);
    expect(counted.map((result) => result.id)).not.toContain('llms-txt');
    expect(bulk.scoring!.costCoverage).toBe(Math.round(counted.reduce((sum, result) => sum + WEIGHTS[result.id] * (result.siteScore ?? result.score), 0) / weights));
    // RFC 9309 §2.2.2: the rule matched; no request for the path was sent.
    expect(site.requests).not.toContain('GET /llms.txt');

    // An audit of a site (not a crawl) still reads it: the file is there.
    const owner = await auditAll(site);
    expect(resultOf(owner, 'llms-txt').capability).toMatchObject({ state: 'yes', evidence: 'probed', proof: 'canary' });
    expect(resultOf(owner, 'llms-txt').status).toBe('pass');
  });

  it('a file that asks for authentication could not be asked: error, never a failure, out of the score', async () => {
    const site = await serveSite({ '/': html('<!doctype html><title>Docs</title><h1>Docs</h1>'), '/llms.txt': { status: 401, headers: { 'www-authenticate': 'Basic realm="docs"' }, body: 'Unauthorized' } });
    open.push(site);
    const report = await auditAll(site);
    const llms = resultOf(report, 'llms-txt');
    expect(llms.capability).toMatchObject({ state: 'could-not-ask', reason: 'auth', url: `${site.origin}/llms.txt` });
    expect(llms.status).toBe('error');
    expect(codes(llms)).toEqual(['error llms-txt.could-not-ask']);
    expect(llms.findings[0]!.message).toBe(`Could not ask: ${site.origin}/llms.txt answered HTTP 401: it asks for authentication, so whether it exists could not be asked.`);
  });

  it('no: asked, and not there', async () => {
    const site = await serveSite({ '/': html('<!doctype html><title>Plain</title><h1>Plain</h1>'), '/robots.txt': text('User-agent: *\nAllow: /\n') });
    open.push(site);
    const report = await auditAll(site);
    expect(resultOf(report, 'llms-txt').capability).toMatchObject({ state: 'no', evidence: null, proof: null, platform: null });
    expect(resultOf(report, 'mcp-server').capability).toMatchObject({ state: 'no' });
    expect(resultOf(report, 'llms-txt').status).toBe('fail');
  });
});

describe('who supplied it', () => {
  it('llms.txt from a docs platform (its generator tag), Markdown from a CDN (its marker on the Markdown answer)', async () => {
    const site = await serveKind('platform-files');
    const report = await auditAll(site);
    expect(resultOf(report, 'llms-txt').capability).toMatchObject({
      state: 'yes',
      evidence: 'probed',
      proof: 'canary',
      platform: { id: 'mintlify', name: 'Mintlify', evidence: 'a Mintlify site: the generator tag "Mintlify" on the start page' },
    });
    // Cloudflare's Markdown for Agents answers with x-markdown-tokens and Content-Signal: ai-input=yes.
    expect(resultOf(report, 'markdown-negotiation').capability).toMatchObject({
      state: 'yes',
      evidence: 'exercised',
      proof: 'exchange',
      platform: { id: 'cloudflare', name: 'Cloudflare', evidence: "Markdown for Agents' x-markdown-tokens header on the Markdown answer; the cf-ray header, server: cloudflare on the start page" },
    });
    expect(report.platforms!.map((platform) => platform.id)).toEqual(['mintlify', 'cloudflare']);
  });

  it('the same files served by the owner are owner-built', async () => {
    const site = await serveSite({
      '/': html('<!doctype html><title>Own</title><h1>Own</h1>'),
      '/llms.txt': text(LLMS_TXT, 'text/markdown; charset=utf-8'),
    });
    open.push(site);
    const report = await auditAll(site);
    expect(resultOf(report, 'llms-txt').capability).toMatchObject({ state: 'yes', evidence: 'probed', platform: null });
    expect(report.platforms).toEqual([]);
  });
});
