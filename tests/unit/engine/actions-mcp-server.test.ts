import { describe, expect, it } from 'vitest';
import { hangUp, html, json } from '../../helpers/site.js';
import { generateArtifact, type GeneratedArtifact } from '../../../lib/artifacts/generate.js';
import { ARTIFACT_PATHS } from '../../../lib/artifacts/kinds.js';
import { mcpEraRoute, mcpRoute, type McpEraOptions } from '../../fixtures/mcp-server.js';
import { buildReport } from '../../helpers/me-fixtures.js';
import { messages, useCheckAudit } from '../../helpers/check-audit.js';
import { oauthEndpointRoutes, oauthMetadata } from '../../fixtures/oauth-endpoints.js';

const { measure } = useCheckAudit('mcp-server', { timeout: 3000 });

const page = html('<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>');
const SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
const card = (origin: string, extra: Record<string, unknown> = {}) => ({
  $schema: SCHEMA,
  // The fixture servers' serverInfo is fixture-mcp 1.2.3: the card agrees with the live server (issue 62 point 3).
  name: 'io.example/fixture-mcp',
  version: '1.2.3',
  description: 'A fixture MCP server.',
  remotes: [{ type: 'streamable-http', url: `${origin}/mcp` }],
  ...extra,
});

/** An AI Catalog as the ARD draft shapes it (specVersion, host, entries). */
const catalog = (entries: unknown[]) => ({ specVersion: '1.0', host: { displayName: 'Example' }, entries });

describe('mcp-server', () => {
  it('passes with a valid card and a live Streamable HTTP endpoint that lists tools', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      '/mcp/server-card': json(card(origin)),
      '/mcp': mcpRoute({ tools: ['search', 'fetch'] }),
    }));
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(messages(result)).toEqual([
      `pass: A valid MCP server card (${SCHEMA}) is published at <endpoint>/server-card.`,
      `pass: The MCP endpoint ${s.origin}/mcp (named by the card ${s.origin}/mcp/server-card) speaks the 2025-era MCP revision 2025-11-25 (initialize handshake; it does not answer the 2026-07-28 server/discover) over Streamable HTTP and lists 2 tool(s).`,
      'pass: All 2 listed tools have valid unique names, descriptions, input schemas that compile, and annotations where they change things.',
    ]);
    expect(result.findings[1]!.detail).toContain('server fixture-mcp 1.2.3');
    expect(result.findings[1]!.detail).toContain('tools: search, fetch');
    // The hand-written server/discover probe, the client's own server/discover (refused by the 2025-era server with a
    // 4xx), then initialize, notifications/initialized and tools/list.
    expect(s.requests.filter((request) => request.startsWith('POST /mcp'))).toHaveLength(5);
  });

  // MCP 2026-07-28 basic/versioning §Backward Compatibility: a dual-era client probes server/discover first and falls
  // back to initialize when a 2025-era server answers the modern request with a 4xx; the finding names the revision.
  describe('the three protocol eras (2026-07-28 basic/versioning §Compatibility Matrix)', () => {
    it('passes a 2026-07-28-only endpoint through server/discover, stateless (no initialize sent)', async () => {
      const { result, site: s } = await measure((origin) => ({ '/': page, '/mcp/server-card': json(card(origin)), '/mcp': mcpEraRoute('modern', { tools: ['search', 'fetch'] }) }));
      expect(result.score).toBe(100);
      expect(messages(result)[1]).toBe(
        `pass: The MCP endpoint ${s.origin}/mcp (named by the card ${s.origin}/mcp/server-card) speaks MCP 2026-07-28 (answers server/discover, stateless) over Streamable HTTP and lists 2 tool(s).`,
      );
      expect(result.findings[1]!.code).toBe('mcp-server.live');
      expect(result.findings[1]!.detail).toContain('protocol 2026-07-28 (server/discover)');
    });

    it('passes a 2025-era-only endpoint through the initialize fallback and says it does not answer server/discover', async () => {
      const { result } = await measure((origin) => ({ '/': page, '/mcp/server-card': json(card(origin)), '/mcp': mcpRoute({ tools: ['search'] }) }));
      expect(result.score).toBe(100);
      expect(messages(result)[1]).toMatch(
        /^pass: The MCP endpoint .* speaks the 2025-era MCP revision 2025-\d\d-\d\d \(initialize handshake; it does not answer the 2026-07-28 server\/discover\) over Streamable HTTP and lists 1 tool\(s\)\.$/,
      );
      expect(result.findings[1]!.detail).toContain('(initialize handshake)');
    });

    it('takes the modern era on a dual-era endpoint (both answer; discover wins)', async () => {
      const { result } = await measure((origin) => ({ '/': page, '/mcp/server-card': json(card(origin)), '/mcp': mcpEraRoute('dual') }));
      expect(result.score).toBe(100);
      expect(result.findings[1]!.message).toContain('speaks MCP 2026-07-28 (answers server/discover, stateless)');
      expect(result.findings[1]!.detail).toContain('server fixture-mcp 1.2.3');
    });

    // MCP 2026-07-28 basic/transports/streamable-http §Standard Request Headers: "Mcp-Method … All requests"; "These
    // headers are REQUIRED"; §Server Validation: a missing one is refused with 400 and -32020 (HeaderMismatch). A server
    // that requires them is not judged broken: the audit sends them, the hand-written first probe included.
    it('sends Mcp-Method on every 2026-07-28 request, so a server that requires the standard headers passes', async () => {
      const seen: McpEraOptions['seen'] = [];
      const { result, site: s } = await measure((origin) => ({ '/': page, '/mcp/server-card': json(card(origin)), '/mcp': mcpEraRoute('modern', { requireStandardHeaders: true, seen }) }));
      expect([result.status, result.score]).toEqual(['pass', 100]);
      expect(result.findings[1]!.code).toBe('mcp-server.live');
      expect(seen.map((request) => [request.method, request.headers['mcp-method']])).toEqual([
        ['server/discover', 'server/discover'],
        ['server/discover', 'server/discover'],
        ['tools/list', 'tools/list'],
      ]);
      // The same server refuses a request without them, as the revision says (so this test can fail).
      const bare = await fetch(`${s.origin}/mcp`, {
        method: 'POST',
        headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'mcp-protocol-version': '2026-07-28' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' }, 'io.modelcontextprotocol/clientCapabilities': {} } } }),
      });
      expect(bare.status).toBe(400);
      expect(((await bare.json()) as { error: { code: number } }).error.code).toBe(-32020);
    });

    // 2026-07-28 server/utilities/caching §Cacheable Results: tools/list results carry ttlMs (>= 0) and cacheScope; the
    // official v2 server sends ttlMs 0 and cacheScope "private" unless told otherwise.
    it('reports the caching hints of a 2026-07-28 endpoint\'s tools/list, and warns when they are missing', async () => {
      const { result } = await measure((origin) => ({ '/': page, '/mcp/server-card': json(card(origin)), '/mcp': mcpEraRoute('modern') }));
      expect(result.findings.find((finding) => finding.code === 'mcp-server.list-caching')).toMatchObject({
        status: 'info',
        message: 'The list results carry caching hints: tools/list: ttlMs 0 (immediately stale), cacheScope "private".',
      });
      expect(result.score).toBe(100);
      const stripped = await measure((origin) => ({
        '/': page,
        '/mcp/server-card': json(card(origin)),
        '/mcp': mcpEraRoute('modern', { rewrite: (method, { ttlMs: _ttl, cacheScope: _scope, ...rest }) => (method === 'tools/list' ? rest : { ...rest, ttlMs: _ttl, cacheScope: _scope }) }),
      }));
      expect(stripped.result.findings.find((finding) => finding.code === 'mcp-server.list-caching-invalid')).toMatchObject({
        status: 'warn',
        message: 'Some list results lack valid caching hints, which MCP 2026-07-28 requires: tools/list has no ttlMs; tools/list has no cacheScope.',
      });
      expect([stripped.result.status, stripped.result.score]).toEqual(['warn', 95]);
    });

    // SEP-2007 (the draft payment extension) §1.2: "MCP servers that support payments MUST include payment information
    // directly in tool definitions returned by tools/list"; §1.3: a call without payment gets -32402. The audit reads the
    // declaration and calls no tool at all.
    it('recognises tools that declare payments and never calls them', async () => {
      const seen: McpEraOptions['seen'] = [];
      const payment = [{ protocol: 'x402', paymentRequired: { x402Version: 2, accepts: [{ scheme: 'exact', network: 'eip155:84532', amount: '10000' }] } }];
      const { result } = await measure((origin) => ({
        '/': page,
        '/mcp/server-card': json(card(origin)),
        '/mcp': mcpEraRoute('modern', {
          tools: ['search', 'get_premium_weather'],
          seen,
          rewrite: (method, result) =>
            method === 'tools/list' ? { ...result, tools: (result.tools as Array<Record<string, unknown>>).map((tool) => (tool.name === 'get_premium_weather' ? { ...tool, payment } : tool)) } : result,
        }),
      }));
      expect(result.findings.find((finding) => finding.code === 'mcp-server.paid-tools')).toMatchObject({
        status: 'info',
        message: '1 tool(s) declare payments (SEP-2007, the draft payment extension); the audit recognised them and called none.',
        detail: 'get_premium_weather (x402)',
      });
      expect(result.score).toBe(100);
      expect(seen.map((request) => request.method)).not.toContain('tools/call');
    });

    it('does not load the MCP client for a JSON-RPC-less answer: a 200 text/plain answer to server/discover fails as discover-failed', async () => {
      const { result, site: s } = await measure((origin) => ({
        '/': page,
        '/mcp/server-card': json(card(origin)),
        'POST /mcp': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'hello' },
      }));
      expect(result.findings.find((finding) => finding.code === 'mcp-server.discover-failed')).toMatchObject({
        code: 'mcp-server.discover-failed',
        status: 'fail',
        message: `The MCP endpoint ${s.origin}/mcp answered, but not as MCP: server/discover answered HTTP 200 (text/plain), not JSON-RPC.`,
      });
      expect(s.requests.filter((request) => request.startsWith('POST /mcp'))).toHaveLength(1);
    });
  });

  // experimental-ext-server-card (schema.json, docs/discovery.md §AI Catalog) and the ARD draft's catalog document.
  describe('server card and AI Catalog (2026)', () => {
    // checks.md 2026-11: the catalog document is judged by api-catalog alone; mcp-server only finds cards through it.
    it('leaves an AI Catalog that breaks the ARD draft to api-catalog, and names an unusable card entry as information', async () => {
      const { result, site: s } = await measure((origin) => ({
        '/': page,
        '/.well-known/ai-catalog.json': json({
          specVersion: 'draft',
          entries: [
            { identifier: 'urn:air:example.com:mcp:fixture', type: 'application/mcp-server-card+json', url: '/cards/fixture.json' },
            { identifier: 'urn:air:example.com:mcp:other', displayName: 'Other', type: 'application/mcp-server-card+json', url: '/cards/other.json', data: {} },
          ],
        }),
        '/cards/fixture.json': json(card(origin)),
        '/mcp': mcpEraRoute('modern'),
      }));
      expect(result.status).toBe('pass');
      expect(result.score).toBe(100);
      expect(result.findings.find((item) => item.code === 'mcp-server.catalog-invalid')).toBeUndefined();
      // The entry with both url and data is one api-catalog judges unusable: named, never fetched (issue 34).
      expect(result.findings.find((item) => item.code === 'mcp-server.catalog-entry-unusable')).toMatchObject({ status: 'info' });
      expect(s.requests).not.toContain('GET /cards/other.json');
      expect(s.requests.filter((request) => request === 'GET /.well-known/ai-catalog.json')).toHaveLength(1);
      expect(result.findings[0]).toMatchObject({ code: 'mcp-server.card-valid', status: 'pass' });
    });

    it('reads a card given inline as the catalog entry\'s data', async () => {
      const { result } = await measure((origin) => ({
        '/': page,
        '/.well-known/ai-catalog.json': json(catalog([{ identifier: 'urn:air:example.com:mcp:fixture', displayName: 'Fixture', type: 'application/mcp-server-card+json', data: card(origin) }])),
        '/mcp': mcpEraRoute('dual'),
      }));
      expect(result.score).toBe(100);
      expect(messages(result)[0]).toBe(`pass: A valid MCP server card (${SCHEMA}) is published and listed in /.well-known/ai-catalog.json.`);
    });

    it('grades a date-versioned or registry $schema, and a name without a namespace, as an incomplete card (schema.json)', async () => {
      const { result, site: s } = await measure((origin) => ({
        '/': page,
        '/mcp/server-card': json(card(origin, { $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server-card.schema.json', name: 'fixture-mcp' })),
        '/mcp': mcpEraRoute('modern'),
      }));
      expect(result.score).toBe(75);
      expect(messages(result)[0]).toBe(
        `warn: The MCP server card at ${s.origin}/mcp/server-card is incomplete: $schema "https://static.modelcontextprotocol.io/schemas/2025-12-11/server-card.schema.json" is not the current server-card schema ${SCHEMA}; name "fixture-mcp" is not in namespace/name form (reverse DNS, one slash, e.g. com.example/weather).`,
      );
    });

    it('grades our own generated card (GET .../artifacts/mcp-server-card), served where it says, as a card at a current location', async () => {
      let generated: GeneratedArtifact | undefined;
      const { result } = await measure((origin) => {
        generated = generateArtifact('mcp-server-card', {
          siteId: '00000000-0000-4000-8000-000000000001',
          host: new URL(origin).host,
          origin,
          scanId: '00000000-0000-4000-8000-000000000002',
          // The scan that generated it saw the endpoint answer (issue 22: a card names only an endpoint the site has shown).
          report: buildReport({
            url: `${origin}/`,
            at: new Date('2026-11-01T00:00:00Z'),
            overallScore: 50,
            checks: [{ id: 'mcp-server', score: 100, findings: [{ code: 'mcp-server.live', status: 'pass', message: 'Live.', detail: null, hint: null }] }],
            // What the scan recorded of the live server (issue 62 point 3): the card takes its name and version from it.
            siteFacts: {
              siteName: null,
              pages: [],
              robotsKind: 'absent',
              robotsTxt: null,
              sitemaps: [],
              surfaces: { apiDescription: null, mcpServerCard: null, a2aAgentCard: null, agentSkills: [], llmsTxt: null, mcpServer: { url: `${origin}/mcp`, name: 'fixture-mcp', version: '1.2.3', protocolVersion: '2026-07-28' } },
            },
          }),
        });
        const { body, headers } = generated;
        return {
          '/': page,
          [ARTIFACT_PATHS['mcp-server-card']]: (_req, res) => {
            res.writeHead(200, headers);
            res.end(body);
          },
          '/mcp': mcpEraRoute('modern'),
        };
      });
      expect(generated!.path).toBe('/mcp/server-card');
      expect(generated!.contentType).toBe('application/mcp-server-card+json');
      expect(result.score).toBe(100);
      expect(result.findings[0]).toMatchObject({ code: 'mcp-server.card-valid', status: 'pass' });
      // An address stays as it is (no reverse-DNS namespace); the server part is the live server's serverInfo name,
      // and the version its version, so the card agrees with the server it names.
      expect(JSON.parse(generated!.body)).toMatchObject({ name: '127.0.0.1/fixture-mcp', version: '1.2.3' });
      expect(result.findings.some((finding) => finding.code === 'mcp-server.card-disagrees')).toBe(false);
    });
  });

  it('passes over SSE responses with a session id, with the card listed in the AI catalog', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      '/.well-known/ai-catalog.json': json(catalog([{ identifier: 'urn:air:example.com:mcp:fixture', displayName: 'Fixture', type: 'application/mcp-server-card+json', url: '/cards/fixture.json' }])),
      '/cards/fixture.json': json(card(origin, { remotes: [{ type: 'streamable-http', url: `${origin}/rpc` }] })),
      '/rpc': mcpRoute({ sse: true, sessions: true }),
    }));
    expect(result.score).toBe(100);
    expect(messages(result)[0]).toBe(
      `pass: A valid MCP server card (${SCHEMA}) is published and listed in /.well-known/ai-catalog.json.`,
    );
    expect(result.findings[1]!.detail).toContain(`${s.origin}/rpc`);
  });

  // Issue 22 point 2: an endpoint that needs authorization is judged on its challenge and the chain walked from it.
  const behindOAuth = (origin: string, brokenToken = false) => ({
    '/': page,
    '/mcp/server-card': json(card(origin)),
    '/mcp': {
      status: 401,
      headers: {
        'www-authenticate': `Bearer realm="mcp", resource_metadata="${origin}/.well-known/oauth-protected-resource"`,
      },
      body: '',
    },
    '/.well-known/oauth-protected-resource': json({
      resource: origin,
      authorization_servers: [origin],
      scopes_supported: ['mcp'],
    }),
    '/.well-known/oauth-authorization-server': json(oauthMetadata(origin, { jwks_uri: `${origin}/jwks` })),
    ...oauthEndpointRoutes({ brokenToken }),
  });

  it('passes a 401 pointing at valid protected resource metadata whose OAuth chain a client can walk to a token', async () => {
    const { result, site: s } = await measure((origin) => behindOAuth(origin));
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(messages(result).slice(1)).toEqual([
      `pass: The MCP endpoint ${s.origin}/mcp (named by the card ${s.origin}/mcp/server-card) requires OAuth and points at valid protected resource metadata (${s.origin}/.well-known/oauth-protected-resource).`,
      `pass: From the 401 challenge a client walks to a token at ${s.origin}.`,
    ]);
    // The chain is walked once, whichever checks read it; registration is never exercised.
    expect(s.requests.filter((line) => /^(GET \/jwks|GET \/authorize\?|POST \/token)/.test(line))).toHaveLength(3);
  });

  it('warns on a 401 whose OAuth chain breaks at the token endpoint', async () => {
    const { result, site: s } = await measure((origin) => behindOAuth(origin, true));
    expect([result.status, result.score]).toEqual(['warn', 80]);
    expect(result.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual([
      'pass mcp-server.card-valid',
      'pass mcp-server.auth-metadata',
      'warn mcp-server.auth-chain-broken',
    ]);
    expect(result.findings[2]!.detail).toBe(`${s.origin}: token_endpoint ${s.origin}/token: HTTP 404 (text/plain), no RFC 6749 "error" member`);
  });

  it('warns on a 401 whose challenge names no resource metadata', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      '/mcp/server-card': json(card(origin)),
      '/mcp': { status: 401, headers: { 'www-authenticate': 'Bearer realm="mcp"' }, body: '' },
    }));
    // The card's 50 and the 401's 20, but a card whose endpoint does not answer as MCP authorization says is a claim:
    // declared only, at most 40 (checks.md 2026-12c; scorecard 2026.12.2 EVIDENCE_CEILINGS).
    expect(result.status).toBe('warn');
    expect(result.score).toBe(40);
    expect(result.capability).toMatchObject({ state: 'yes', evidence: 'declared' });
    expect(messages(result)[1]).toMatch(/answers 401, but its WWW-Authenticate header names no resource_metadata and no metadata answers at the well-known URLs \(RFC 9728 §3\.1\)\.$/);
  });

  it('warns when the endpoint connects but offers no tools (no tools capability: the client lists none)', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      '/mcp/server-card': json(card(origin)),
      '/mcp': mcpRoute({ tools: [] }),
    }));
    expect(result.status).toBe('warn');
    expect(result.score).toBe(80);
    expect(messages(result)[1]).toMatch(
      new RegExp(
        `^warn: The MCP endpoint ${s.origin}/mcp \\(named by the card .*\\) speaks the 2025-era MCP revision 2025-11-25 .* but tools/list returns no tools\\.$`,
      ),
    );
  });

  // Issue 62 point 3 (experimental-ext-server-card docs/discovery.md, Consistency with Runtime Behavior; SEP-2127): a card
  // whose name and version disagree with the live server's server/discover (or initialize) answer is a finding that
  // names both values, and costs the endpoint's half what a card whose tools disagree does.
  it('names a card whose name, version and transport disagree with the live server', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      '/mcp/server-card': json(card(origin, { name: 'io.example/weather', version: '2.0.0', remotes: [{ type: 'sse', url: `${origin}/mcp` }] })),
      '/mcp': mcpEraRoute('modern'),
    }));
    const disagreement = result.findings.find((finding) => finding.code === 'mcp-server.card-disagrees')!;
    expect(disagreement).toMatchObject({ status: 'warn', subject: `${s.origin}/mcp/server-card` });
    expect(disagreement.message).toBe(
      `The server card ${s.origin}/mcp/server-card and the live server disagree: name: the card says "io.example/weather", the server's server/discover says "fixture-mcp"; version: the card says "2.0.0", the server says "1.2.3"; transport: the card says "sse" for ${s.origin}/mcp, which answered as Streamable HTTP.`,
    );
    expect(result.score).toBe(90);
    // The same card with the server's values agrees: 100.
    await s.close();
    const { result: agreeing } = await measure((origin) => ({ '/': page, '/mcp/server-card': json(card(origin)), '/mcp': mcpEraRoute('modern') }));
    expect(agreeing.score).toBe(100);
    expect(agreeing.findings.some((finding) => finding.code === 'mcp-server.card-disagrees')).toBe(false);
  });

  it('warns with only a live endpoint (no card)', async () => {
    const { result, site: s } = await measure({ '/': page, '/mcp': mcpRoute() });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(50);
    // A card is optional (SEP-2127): with a live endpoint its absence is a warning about discovery, not a failure.
    expect(messages(result)).toContain('warn: No valid MCP server card was found; the endpoint answers, and a card is optional, but clients and registries that discover servers through cards and AI catalogs will not find it.');
    expect(messages(result)).toContain(
      `pass: The MCP endpoint ${s.origin}/mcp (the default path; no card names an endpoint) speaks the 2025-era MCP revision 2025-11-25 (initialize handshake; it does not answer the 2026-07-28 server/discover) over Streamable HTTP and lists 1 tool(s).`,
    );
  });

  // checks.md 2026-12c: a card whose endpoint does not answer is declared only, with the endpoint and what it answered,
  // and scores at most the scorecard's ceiling for declared capabilities (40) instead of the card's 50.
  it('warns with only a card (no endpoint answers): declared only, at most 40', async () => {
    const { result, site: s } = await measure((origin) => ({ '/': page, '/mcp/server-card': json(card(origin)) }));
    expect(result.status).toBe('warn');
    expect(result.score).toBe(40);
    expect(messages(result)[1]).toBe(
      `fail: No MCP endpoint answers at ${s.origin}/mcp (named by the card ${s.origin}/mcp/server-card).`,
    );
    expect(result.capability).toEqual({
      capability: 'mcp',
      state: 'yes',
      evidence: 'declared',
      reason: null,
      url: `${s.origin}/mcp`,
      detail: `the server card ${s.origin}/mcp/server-card names the MCP endpoint ${s.origin}/mcp, which answered HTTP 404.`,
      // The card is a file, and this audit ran mcp-server alone: no canary was asked, so its presence is unproven.
      proof: 'unproven',
      platform: null,
    });
    expect(messages(result).at(-1)).toBe(`info: Declared only, so the check scores at most 40 (it measured 50): the server card ${s.origin}/mcp/server-card names the MCP endpoint ${s.origin}/mcp, which answered HTTP 404.`);
  });

  it('warns for a legacy card path, and for card fields missing', async () => {
    const { result: legacyResult, site: legacy } = await measure((origin) => ({
      '/': page,
      '/.well-known/mcp.json': json(card(origin)),
      '/mcp': mcpRoute(),
    }));
    expect(legacyResult.score).toBe(85);
    expect(messages(legacyResult)[0]).toBe(
      `warn: A valid MCP server card was found only at the legacy path ${legacy.origin}/.well-known/mcp.json.`,
    );
    await legacy.close();

    const { result: incomplete, site } = await measure((origin) => ({
      '/': page,
      '/mcp/server-card': json({ name: 'fixture-mcp', remotes: [{ url: `${origin}/mcp` }] }),
      '/mcp': mcpRoute(),
    }));
    expect(incomplete.status).toBe('warn');
    expect(incomplete.score).toBe(75);
    expect(messages(incomplete)[0]).toBe(
      `warn: The MCP server card at ${site.origin}/mcp/server-card is incomplete: name "fixture-mcp" is not in namespace/name form (reverse DNS, one slash, e.g. com.example/weather); the remote ${site.origin}/mcp has no transport type (type: "streamable-http" or "sse"); "$schema" is missing; "version" is missing; "description" is missing.`,
    );
  });

  it('warns about an invalid second card while the valid one counts', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      '/mcp/server-card': json(card(origin)),
      '/.well-known/mcp.json': json({ name: 'stale' }),
      '/mcp': mcpRoute(),
    }));
    expect(result.score).toBe(100);
    expect(result.status).toBe('pass');
    expect(messages(result)).toContain(
      `warn: Another card location is invalid: The MCP server card at the legacy path ${s.origin}/.well-known/mcp.json is incomplete: name "stale" is not in namespace/name form (reverse DNS, one slash, e.g. com.example/weather); "$schema" is missing; "version" is missing; "description" is missing.`,
    );
  });

  it('fails when there is no card and no endpoint', async () => {
    const { result, site: s } = await measure({ '/': page });
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(messages(result)).toEqual([
      'fail: No valid MCP server card was found.',
      `fail: No MCP endpoint answers at ${s.origin}/mcp (the default path; no card names an endpoint).`,
    ]);
  });

  it('is an error when the endpoint connection breaks', async () => {
    const { result, site: s } = await measure({ '/': page, '/mcp': hangUp });
    expect(result.status).toBe('error');
    expect(result.findings[0]!.message).toMatch(new RegExp(`^Could not fetch the MCP endpoint ${s.origin}/mcp`));
  });

  it('is not applicable under the docs profile', async () => {
    const { result } = await measure((origin) => ({ '/': page, '/mcp/server-card': json(card(origin)), '/mcp': mcpRoute() }), { profile: 'docs' });
    expect(result.applicable).toBe(false);
    expect(result.score).toBe(100);
  });
});
