// The edge-case sites of the fixture web (tests/fixtures/web/edge-sites.ts): shapes real websites publish, audited
// through the public entry point with the default `auto` profile (issue 11, points 3, 4 and 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, type AuditReport, type CheckResult } from '../../../engine/index.js';
import { DOCS_GENERATOR_SITES, startEdgeSites, type EdgeSites } from '../../fixtures/web/edge-sites.js';

let edge: EdgeSites;
const reports: Record<string, AuditReport> = {};

beforeAll(async () => {
  edge = await startEdgeSites();
  // One after another: the machine is shared, and each audit is a few dozen milliseconds.
  for (const [name, site] of Object.entries(edge.sites)) reports[name] = await audit(site.url, { allowPrivateTargets: true });
});

afterAll(async () => {
  await edge?.close();
});

function result(site: string, id: string): CheckResult {
  const found = reports[site]!.results.find((r) => r.id === id);
  if (!found) throw new Error(`no result for ${id}`);
  return found;
}

const codes = (site: string, id: string) => result(site, id).findings.map((f) => `${f.status} ${f.code}${f.subject ? ` ${f.subject}` : ''}`);
const origin = (site: string) => edge.sites[site]!.origin;

describe('auto detects documentation sites by their generator (checks.md, Profiles, 2026)', () => {
  it.each([...DOCS_GENERATOR_SITES.map((key) => `docs-${key}`), 'docs-mkdocs-redirect', 'llms-pair'])('%s resolves to docs', (site) => {
    const profiles = reports[site]!.resolvedProfiles;
    expect(profiles.map((p) => p.profile)).toEqual(['base', 'docs']);
  });

  it('names each generator in the evidence, the one behind the MkDocs redirect root, and an llms.txt with a large llms-full.txt', () => {
    const evidence = (site: string) => reports[site]!.resolvedProfiles.find((p) => p.profile === 'docs')!.evidence.join(' | ');
    expect(evidence('docs-quarto')).toBe('Documentation generator Quarto: <meta name="generator" content="quarto-1.5.57">');
    expect(evidence('docs-nbdev')).toMatch(/^Documentation generator Quarto: .* \| Documentation generator nbdev: page markup matches /);
    expect(evidence('docs-sphinx')).toBe('Documentation generator Sphinx: <meta name="generator" content="Docutils 0.20.1: https://docutils.sourceforge.io/">');
    expect(evidence('docs-mintlify')).toMatch(/^Documentation generator Mintlify: asset https:\/\/mintlify\.s3/);
    expect(evidence('docs-starlight')).toBe('Documentation generator Starlight: <meta name="generator" content="Starlight v0.27.1">');
    expect(evidence('docs-mkdocs-redirect')).toBe(
      `Documentation generator MkDocs behind the redirect page at / (${origin('docs-mkdocs-redirect')}/latest/): <meta name="generator" content="mkdocs-1.6.1, mkdocs-material-9.5.34">`,
    );
    expect(evidence('llms-pair')).toMatch(/^llms\.txt at http:\/\/127\.0\.0\.1:\d+\/llms\.txt with an llms-full\.txt of [\d,]+ characters$/);
    // Sites without any of these stay base.
    expect(reports['managed-signals']!.resolvedProfiles.map((p) => p.profile)).toEqual(['base']);
  });

  it("judges mike's redirect root as a redirect with a <noscript> fallback, not an empty page", () => {
    expect(result('docs-mkdocs-redirect', 'server-rendered-content')).toMatchObject({ status: 'warn', score: 30 });
    expect(codes('docs-mkdocs-redirect', 'server-rendered-content')).toEqual(['warn server-rendered-content.redirect-with-fallback', 'info server-rendered-content.rendered-not-measured']);
  });
});

describe("Cloudflare's managed robots.txt and AIPREF preferences (content-signals)", () => {
  it('accepts use=reference, names ai-input as the missing key, and reports Content-Usage rules and header unscored', () => {
    const signals = result('managed-signals', 'content-signals');
    expect(signals).toMatchObject({ status: 'warn', score: 70 });
    expect(codes('managed-signals', 'content-signals')).toEqual([
      'warn content-signals.line-incomplete Content-Signal: search=yes,ai-train=no,use=reference',
      'info content-signals.usage-rule Content-Usage: / train-ai=n, search=y',
      'info content-signals.usage-rule Content-Usage: /blog/ train-ai=y',
      'info content-signals.usage-header',
      'info content-signals.usage-start-page',
    ]);
    expect(signals.findings[0]!.message).toBe('This Content-Signal line does not state ai-input.');
  });
});

describe("a news site's robots.txt (robots-txt, ai-crawler-rules; RFC 9309)", () => {
  it('takes *SemrushBot* for a named group (§2.2.1), so no AI agent is blocked', () => {
    const rules = result('news-robots', 'ai-crawler-rules');
    expect(rules).toMatchObject({ status: 'warn', score: 60 });
    expect(codes('news-robots', 'ai-crawler-rules')).not.toContain('fail ai-crawler-rules.all-blocked');
    expect(codes('news-robots', 'ai-crawler-rules')).toContain('pass ai-crawler-rules.token-allowed ChatGPT-User');
  });

  it('warns about directive typos, a group joined across a Sitemap line (§2.2.4) and a bare URL, each with its line', () => {
    const robots = result('news-robots', 'robots-txt');
    expect(codes('news-robots', 'robots-txt')).toEqual([
      'pass robots-txt.served-as-text',
      'pass robots-txt.groups',
      'warn robots-txt.unparsed-lines',
      'warn robots-txt.likely-typos',
      'warn robots-txt.group-joined-across-record line 10',
      'info robots-txt.other-records',
    ]);
    expect(robots.findings[2]!.detail).toBe('line 15: https://news.example/sitemap-news.xml');
    expect(robots.findings[3]!.detail).toBe('line 6: Disalow: /private (meant: Disallow?); line 7: Useragent: MJ12bot (meant: User-agent?)');
    expect(robots.findings[4]!.message).toBe(
      `Bingbot inherits "Disallow: /" only because "Sitemap: ${origin('news-robots')}/sitemap.xml" sits between two User-agent lines, which does not end a group (RFC 9309 §2.2.4).`,
    );
    expect(robots.score).toBe(60);
  });
});

describe('llms.txt scoped to /docs/ and advertised by rel="describedby" (llmstxt.org, August 2026)', () => {
  it('is the right file for /docs/, not a fallback', () => {
    expect(result('scoped-llms', 'llms-txt')).toMatchObject({ status: 'pass', score: 100 });
    expect(codes('scoped-llms', 'llms-txt')).toEqual([
      'pass llms-txt.found',
      'pass llms-txt.scoped-file',
      'pass llms-txt.starts-with-h1',
      'pass llms-txt.summary',
      'pass llms-txt.sections',
      'pass llms-txt.links-answer',
    ]);
  });

  it('counts the .html.md twin for markdown-negotiation and content-efficiency', () => {
    expect(result('scoped-llms', 'markdown-negotiation')).toMatchObject({ status: 'warn', score: 50 });
    const twin = result('scoped-llms', 'markdown-negotiation').findings.find((f) => f.code === 'markdown-negotiation.twin-only')!;
    expect(twin.message).toBe(`Only the markdown twin URL ${origin('scoped-llms')}/docs/index.html.md serves markdown; the page URL does not negotiate.`);
    expect(codes('scoped-llms', 'content-efficiency')).toContain('pass content-efficiency.markdown-twin');
  });

  it('does not count aria-hidden, hidden and role=presentation links, and says the Organization lacks its url', () => {
    expect(result('scoped-llms', 'semantic-structure')).toMatchObject({ status: 'pass', score: 100 });
    const structured = result('scoped-llms', 'structured-data').findings[0]!;
    expect(structured).toMatchObject({ code: 'structured-data.entity-incomplete', message: 'The JSON-LD declares Organization "Lumen Labs" but without url.' });
  });
});

describe('plain-http sites and members-only sites', () => {
  it('says "No HTTPS answers on this host" for a port that speaks no TLS, never a certificate message', () => {
    const https = result('members-only', 'http-semantics').findings.find((f) => f.code === 'http-semantics.no-https-answer')!;
    expect(https.message).toBe('No HTTPS answers on this host.');
    expect(https.detail).toMatch(/ — tls: 127\.0\.0\.1:\d+ does not speak TLS on this port \(ERR_SSL_WRONG_VERSION_NUMBER\)\.$/);
    const said = result('members-only', 'http-semantics').findings.flatMap((f) => [f.message, f.detail ?? '']);
    expect(said.filter((text) => /certificate/i.test(text))).toEqual([]);
  });

  it('passes agent-access with an info finding when the browser and every agent get the same 401', () => {
    expect(result('members-only', 'agent-access')).toMatchObject({ status: 'pass', score: 100 });
    expect(codes('members-only', 'agent-access')).toEqual(['info agent-access.all-same-login']);
  });
});
