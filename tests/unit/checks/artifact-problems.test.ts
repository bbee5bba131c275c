// What checks are never handed: a gatherer's `input` turns an artifact that could not be measured into the check's
// result (gather/problem.ts), once for every check that needs it. Each rule here is tested on hand-built artifacts.
import { describe, expect, it } from 'vitest';
import type { FetchFailure } from '../../../engine/fetch/types.js';
import { agentAccessGatherer } from '../../../engine/gather/agent-access.js';
import { canonicalGatherer } from '../../../engine/gather/canonical.js';
import type { InputOf } from '../../../engine/gather/context.js';
import { commerceGatherer } from '../../../engine/gather/commerce.js';
import { httpProbesGatherer, type HttpProbesArtifact } from '../../../engine/gather/http-probes.js';
import { markdownGatherer } from '../../../engine/gather/markdown.js';
import { mcpGatherer, type McpArtifact } from '../../../engine/gather/mcp.js';
import { oauthServerGatherer } from '../../../engine/gather/oauth.js';
import { htmlGatherer } from '../../../engine/gather/page.js';
import { ArtifactProblem } from '../../../engine/gather/problem.js';
import { robotsGatherer } from '../../../engine/gather/robots.js';
import { NO_UCP, ORIGIN, START, absentDocument, failed, failure, fetched, jsonDocument, page, robots } from '../../helpers/engine/build.js';

/** "status code: message" of the problem an input gives, or "measured". */
function verdict<A, I>(input: InputOf<A, I> | undefined, artifact: A): string {
  const value = input!(artifact);
  return value instanceof ArtifactProblem ? `${value.status} ${value.finding.code}: ${value.finding.message}` : 'measured';
}

const timeout = (url: string): FetchFailure => failure(url, 'timeout');

describe('artifacts checks are not handed', () => {
  it('robots.txt: no answer is an error, but a server that is down is "unreachable" for the check to judge (RFC 9309)', () => {
    const withFailure = (code: FetchFailure['code']) => ({ ...robots('', { status: 503 }), failure: failure(`${ORIGIN}/robots.txt`, code) });
    expect(verdict(robotsGatherer.input, withFailure('timeout'))).toBe('error fetch-failed: Could not fetch robots.txt: no answer within 5000 ms');
    for (const code of ['dns', 'connect', 'too-many-redirects'] as const) expect(verdict(robotsGatherer.input, withFailure(code))).toBe('measured');
    expect(verdict(robotsGatherer.input, robots('User-agent: *\n'))).toBe('measured');
  });

  it('the HTML page: not fetched is an error; not 2xx, over the cap or not HTML fails the check', () => {
    const html = (init: Parameters<typeof page>[1]) => verdict(htmlGatherer.input, page(START, init));
    expect(html({ body: '<html><body>ok</body></html>' })).toBe('measured');
    expect(html({ status: 404, body: '<html></html>' })).toBe('fail page-http-status: The page answered HTTP 404, so there is no content to measure.');
    expect(html({ body: '<html></html>', overCap: true })).toBe('fail page-over-cap: The page is larger than the 5 MiB cap for HTML.');
    expect(html({ type: 'application/json', body: '{}' })).toBe('fail page-not-html: The page did not answer HTML to a browser Accept header.');
    // Over the structure caps (lean-dom.ts): 513 open elements, or 400,001 elements at any depth.
    expect(html({ body: `<html><body>\n${'<div>'.repeat(513)}</body></html>` })).toBe(
      'fail page-structure-over-cap: The page nests elements more than 512 levels deep, so it was not judged.',
    );
    expect(html({ body: `<html><body>\n${'<div>'.repeat(510)}</body></html>` })).toBe('measured');
    expect(html({ body: `<html><body>${'<i></i>'.repeat(400_000)}</body></html>` })).toBe(
      'fail page-structure-over-cap: The page has more than 400,000 elements, so it was not judged.',
    );
    const unfetched = { ...page(START), result: failed(START), response: null, isHtml: false, html: null, $: null, structureOverCap: null };
    expect(verdict(htmlGatherer.input, unfetched)).toMatch(/^error fetch-failed: Could not fetch the page: /);
  });

  it('http-semantics: the start page first, then each unknown path', () => {
    const probes = (start: HttpProbesArtifact['start'], second: HttpProbesArtifact['start']): HttpProbesArtifact => ({
      start,
      https: null,
      http: null,
      unknownPaths: [
        { url: `${ORIGIN}/missing`, result: fetched(`${ORIGIN}/missing`, { status: 404 }) },
        { url: `${ORIGIN}/missing/page.html`, result: second },
      ],
    });
    expect(verdict(httpProbesGatherer.input, probes(failed(START), failed(ORIGIN)))).toMatch(/^error fetch-failed: Could not fetch the start page: /);
    expect(verdict(httpProbesGatherer.input, probes(fetched(START), failed(ORIGIN)))).toMatch(/^error fetch-failed: Could not fetch an unknown path \(to test for 404\): /);
    expect(verdict(httpProbesGatherer.input, probes(fetched(START), fetched(ORIGIN, { status: 404 })))).toBe('measured');
  });

  it('agent-access, markdown negotiation and the canonical URL: their own fetch must have answered', () => {
    const access = { url: START, browser: { agent: 'browser', userAgent: 'Mozilla/5.0', result: failed(START) }, agents: [] };
    expect(verdict(agentAccessGatherer.input, access)).toMatch(/^error fetch-failed: Could not fetch the start page with a browser User-Agent: /);
    const markdown = { markdownOnly: fetched(START), markdownPreferred: failed(START), twin: null, twinCandidates: [] };
    expect(verdict(markdownGatherer.input, markdown)).toMatch(/^error fetch-failed: Could not fetch the page as markdown: /);
    const canonical = { href: `${START}c`, count: 1, result: failed(`${START}c`), method: 'HEAD' as const };
    expect(verdict(canonicalGatherer.input, canonical)).toMatch(/^error fetch-failed: Could not fetch the canonical URL: /);
    expect(verdict(canonicalGatherer.input, { href: null, count: 0, result: null, method: null })).toBe('measured');
  });

  it('documents with several locations: an error only when nothing usable was found and a location did not answer', () => {
    const rfc8414 = { kind: 'oauth-authorization-server' as const, expectedIssuer: ORIGIN, document: absentDocument(`${ORIGIN}/.well-known/oauth-authorization-server`) };
    const oidcUrl = `${ORIGIN}/.well-known/openid-configuration`;
    const oidcDown = { kind: 'openid-configuration' as const, expectedIssuer: ORIGIN, document: { kind: 'error' as const, url: oidcUrl, file: null as never, failure: timeout(oidcUrl) } };
    expect(verdict(oauthServerGatherer.input, { documents: [rfc8414, oidcDown], fromResource: [] })).toMatch(/^error fetch-failed: Could not fetch OpenID Connect discovery document: /);
    const valid = {
      ...rfc8414,
      document: jsonDocument(rfc8414.document.url, {
        issuer: ORIGIN,
        authorization_endpoint: `${ORIGIN}/a`,
        token_endpoint: `${ORIGIN}/t`,
        response_types_supported: ['code'],
      }),
    };
    expect(verdict(oauthServerGatherer.input, { documents: [valid, oidcDown], fromResource: [] })).toBe('measured');

    const ucpUrl = `${ORIGIN}/.well-known/ucp`;
    const commerce = { ucp: { kind: 'error' as const, url: ucpUrl, file: null as never, failure: timeout(ucpUrl) }, acp: absentDocument(`${ORIGIN}/.well-known/acp.json`), x402Manifest: absentDocument(`${ORIGIN}/.well-known/x402`), challenges: [], ap2Extensions: [], a2aCardUrl: null, fetchedAt: Date.UTC(2026, 11, 1) };
    expect(verdict(commerceGatherer.input, commerce)).toMatch(/^error fetch-failed: Could not fetch the commerce discovery document https:\/\/site\.test\/\.well-known\/ucp: /);
    expect(verdict(commerceGatherer.input, { ...commerce, ap2Extensions: [{ uri: 'https://ap2.example/' }] })).toBe('measured');
  });

  it('MCP: the endpoint must answer; a card location that did not answer matters only when nothing else showed a server', () => {
    const cardUrl = `${ORIGIN}/mcp/server-card`;
    const mcp = (probe: McpArtifact['probe']): McpArtifact => ({
      catalog: absentDocument(`${ORIGIN}/.well-known/ai-catalog.json`),
      catalogEntries: [],
      cardRemotesElsewhere: [],
      cards: [{ via: 'endpoint', url: cardUrl, document: { kind: 'error', url: cardUrl, file: null as never, failure: timeout(cardUrl) }, validation: null }],
      ucp: NO_UCP,
      endpoint: { url: `${ORIGIN}/mcp`, from: 'default', cardUrl: null },
      probe,
    });
    expect(verdict(mcpGatherer.input, mcp({ kind: 'error', url: `${ORIGIN}/mcp`, failure: timeout(`${ORIGIN}/mcp`) }))).toMatch(/^error fetch-failed: Could not fetch the MCP endpoint /);
    expect(verdict(mcpGatherer.input, mcp({ kind: 'absent', url: `${ORIGIN}/mcp`, status: 404, soft404: false }))).toMatch(/^error fetch-failed: Could not fetch the MCP server card /);
    const live = { kind: 'live' as const, url: `${ORIGIN}/mcp`, status: 200, serverName: null, serverVersion: null, protocolVersion: null, era: 'modern' as const, toolNames: [], listing: { tools: [], total: 0, morePages: false, sdkError: null, resources: null, prompts: null }, meta: { caching: [], paidTools: [], paymentCapability: null, paymentRequired: [] } };
    expect(verdict(mcpGatherer.input, mcp(live))).toBe('measured');
  });
});
