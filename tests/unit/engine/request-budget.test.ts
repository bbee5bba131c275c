// The requests one audit of an ordinary site sends (issue 64 point 3), counted where they arrive: a plain site of the
// generated web on 127.0.0.1 (robots.txt allowing all, llms.txt, a page every agent reads), audited as a fleet
// worker audits a target (lib/fleets/audit-batch.ts: one page, bulk, the scanner's User-Agent, no rendered view).
// Every request checks.md asks of such a site is sent once and only once: each agent profile as its own request
// (its User-Agent and Accept: checks.md "Agent views", "Requests with identical headers are sent once"), every file
// probe its rule names; what an earlier answer settles (the HEAD of an API catalog that is not there, the link home
// that the start page answered) is not asked again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PROFILES, audit, type AuditOptions, type AuditReport } from '../../../engine/index';
import { AGENT_USER_AGENTS, BROWSER_USER_AGENT } from '../../../engine/gather/agent-access';
import { BROWSER_ACCEPT } from '../../../engine/gather/page';
import { startGeneratedWeb, type GeneratedWeb, type LoggedRequest } from '../../fixtures/generated-web';

const SCANNER = 'AgentGauge/7 (+http://gauge.test/scanner)';

/** `METHOD path who`: who is `scanner` or the User-Agent sent; the start page's requests also name their Accept. */
function keyOf(request: LoggedRequest): string {
  if (request.method === 'TLS') return 'TLS ClientHello';
  const who = request.userAgent === SCANNER ? 'scanner' : request.userAgent;
  const path = request.path.replace(/^\/agentgauge-missing-[0-9a-f-]{36}/, '/agentgauge-missing-<uuid>');
  return `${request.method} ${path} ${who}${path === '/' ? ` [${request.accept}]` : ''}`;
}

const scanner = (method: string, paths: readonly string[]) => paths.map((path) => `${method} ${path} scanner`);
const startPage = (who: string, accept: string) => `GET / ${who} [${accept}]`;

/** What a plain site must still receive, by the check that asks for it (checks.md, Catalog). */
const EXPECTED = [
  // robots-txt, sitemap (no Sitemap: line, so the four usual paths), llms-txt (its link to /docs sampled; the link
  // home is the start page's own answer) and llms-full-txt.
  ...scanner('GET', ['/robots.txt', '/sitemap.xml', '/sitemap_index.xml', '/sitemap-index.xml', '/sitemap.xml.gz', '/llms.txt', '/llms-full.txt']),
  ...scanner('HEAD', ['/docs']),
  // The page itself with a browser Accept; markdown-negotiation's two Accepts and, with no markdown, the two twins.
  startPage('scanner', BROWSER_ACCEPT),
  startPage('scanner', 'text/markdown'),
  startPage('scanner', 'text/markdown, text/html;q=0.9'),
  ...scanner('GET', ['/index.md', '/index.html.md']),
  // api-catalog: the RFC 9727 catalog (absent: its HEAD is not asked) and both AI catalog paths.
  ...scanner('GET', ['/.well-known/api-catalog', '/.well-known/ai-catalog.json', '/.well-known/ard.json']),
  // openapi: nothing advertises a description, so every probe path in order.
  ...scanner('GET', ['/.well-known/openapi.json', '/openapi.json', '/openapi.yaml', '/swagger.json', '/api/openapi.json', '/docs/openapi.json', '/v3/api-docs']),
  // mcp-server: the card beside the default endpoint, both legacy cards, and the endpoint itself.
  ...scanner('GET', ['/mcp/server-card', '/.well-known/mcp/server-card.json', '/.well-known/mcp.json']),
  ...scanner('POST', ['/mcp']),
  // a2a-agent-card, agent-skills, oauth-discovery (with auth.md), oauth-protected-resource, web-bot-auth, commerce-protocols.
  ...scanner('GET', ['/.well-known/agent-card.json', '/.well-known/agent.json', '/.well-known/agent-skills/index.json', '/.well-known/skills/index.json']),
  ...scanner('GET', ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration', '/auth.md', '/.well-known/oauth-protected-resource']),
  ...scanner('GET', ['/.well-known/http-message-signatures-directory', '/.well-known/ucp', '/.well-known/acp.json', '/.well-known/x402']),
  // http-semantics: two paths that cannot exist, and HTTPS on the same port (the fixture resets the handshake, a
  // network error, which is tried once more).
  ...scanner('GET', ['/agentgauge-missing-<uuid>', '/agentgauge-missing-<uuid>/page.html']),
  'TLS ClientHello',
  'TLS ClientHello',
  // The agent views: each profile that fetches without a browser, with its own User-Agent and Accept.
  ...AGENT_PROFILES.filter((profile) => profile.runsJavaScript.value !== true).map((profile) => startPage(profile.userAgents[0]!.userAgent, profile.accept.value as string)),
  // agent-access: a browser and the agents' published User-Agents; ChatGPT-User's is the chatgpt view's own request.
  startPage(BROWSER_USER_AGENT, BROWSER_ACCEPT),
  ...Object.entries(AGENT_USER_AGENTS)
    .filter(([agent]) => agent !== 'ChatGPT-User')
    .map(([, userAgent]) => startPage(userAgent, BROWSER_ACCEPT)),
].sort();

describe('the requests one audit of a plain site sends (issue 64 point 3)', () => {
  let web: GeneratedWeb;
  let report: AuditReport;
  let received: string[];
  beforeAll(async () => {
    web = await startGeneratedWeb(['plain'], { domain: 'budget.test', logRequests: true });
    const options: AuditOptions = {
      maxPages: 1,
      dnsServers: [web.dns.address],
      allowPrivateTargets: true,
      render: null,
      userAgent: SCANNER,
      bulk: { robotsToken: 'AgentGauge', deferOnRetryAfter: true, maxInFlight: 2, jitterMs: 0 },
    };
    const site = web.sites[0]!;
    report = await audit(site.url, options);
    received = (web.stats.requestLog.get(site.host) ?? []).map(keyOf);
  }, 60_000);
  afterAll(() => web?.close());

  it('sends exactly the requests its checks ask for, each once: 54 (56 before the cuts)', () => {
    expect([...received].sort()).toEqual(EXPECTED);
    expect(received).toHaveLength(54);
    // What the report counts is what the site received (the fleet row's figure).
    expect(report.requests).toBe(received.length);
  });

  it('asks again for nothing an earlier answer settled', () => {
    // RFC 9727 §2: HEAD on a catalog answers its Link header; there is no catalog here to ask about.
    expect(received).not.toContain('HEAD /.well-known/api-catalog scanner');
    // llms.txt links home: the start page's own 200 answers "does this link answer?".
    expect(received.filter((key) => key.startsWith('HEAD / '))).toEqual([]);
    // An identical request (method, path, User-Agent, Accept) is never sent twice.
    const http = received.filter((key) => key !== 'TLS ClientHello');
    expect(new Set(http).size).toBe(http.length);
  });

  it('keeps the verdicts those answers give', () => {
    const result = (id: string) => report.results.find((check) => check.id === id)!;
    expect(result('llms-txt').findings.map((finding) => finding.message)).toContain('2 of 2 sampled links in llms.txt answer 2xx.');
    expect(result('llms-txt').status).toBe('pass');
    expect(result('api-catalog').findings[0]).toMatchObject({ code: 'api-catalog.file-absent', message: 'The API catalog was not found (HTTP 404).' });
    expect(result('api-catalog').score).toBe(0);
  });
});
