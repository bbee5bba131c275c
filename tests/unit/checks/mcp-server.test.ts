// mcp-server (checks.md, check 19): run on hand-built server cards and endpoint probes.
import { describe, expect, it } from 'vitest';
import { mcpServer } from '../../../engine/checks/mcp-server.js';
import { catalogEntriesOfType, type AiCatalogsArtifact } from '../../../engine/gather/ai-catalogs.js';
import { mcpCardSource, type McpArtifact, type McpCardSource, type McpProbe } from '../../../engine/gather/mcp.js';
import type { McpListMeta } from '../../../engine/gather/mcp-list-meta.js';
import type { McpListedTool, McpListing } from '../../../engine/gather/mcp-tools.js';
import type { McpAuthorizationArtifact } from '../../../engine/gather/mcp-authorization.js';
import type { OAuthChain } from '../../../engine/gather/oauth-chain.js';
import { judgeAiCatalog } from '../../../engine/parse/ai-catalog-rules.js';
import { NO_UCP, ORIGIN, absentDocument, jsonDocument, runCheck, verdicts } from '../../helpers/engine/build.js';

const ENDPOINT = `${ORIGIN}/mcp`;
const CARD_URL = `${ENDPOINT}/server-card`;
const LEGACY_URL = `${ORIGIN}/.well-known/mcp/server-card.json`;
const CARD = {
  $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
  name: 'test/site',
  version: '1.0.0',
  description: 'Tools of the site.',
  remotes: [{ type: 'streamable-http', url: ENDPOINT }],
};
const tool = (name: unknown, overrides: Partial<McpListedTool> = {}): McpListedTool => ({
  name,
  description: 'Searches the site and returns the ten best matching pages.',
  hasInputSchema: true,
  schemaProblem: null,
  schemaNotCompiled: null,
  annotations: null,
  ...overrides,
});
const listing = (tools: McpListedTool[], more: Partial<McpListing> = {}): McpListing => ({ tools, total: tools.length, morePages: false, sdkError: null, resources: null, prompts: null, ...more });
const NO_META: McpListMeta = { caching: [], paidTools: [], paymentCapability: null, paymentRequired: [] };
const LIVE: McpProbe = { kind: 'live', url: ENDPOINT, status: 200, serverName: 'site', serverVersion: '1.0.0', protocolVersion: '2025-06-18', era: 'legacy', toolNames: ['search'], listing: listing([tool('search')]), meta: NO_META };

function artifact(cards: McpCardSource[], probe: McpProbe): McpArtifact {
  return { catalog: absentDocument(`${ORIGIN}/.well-known/ai-catalog.json`), catalogEntries: [], cards, ucp: NO_UCP, endpoint: { url: ENDPOINT, from: 'card', cardUrl: CARD_URL }, cardRemotesElsewhere: [], probe };
}

const card = (url: string, via: McpCardSource['via'], value: unknown): McpCardSource => mcpCardSource(via, url, jsonDocument(url, value));
const absent = (url: string, via: McpCardSource['via']): McpCardSource => mcpCardSource(via, url, absentDocument(url));

/** The AI catalogs as the aiCatalogs gatherer leaves them for one catalog at /.well-known/ai-catalog.json: judged once, by api-catalog's rules. */
function aiCatalogs(url: string, value: unknown): AiCatalogsArtifact {
  const document = jsonDocument(url, value);
  return {
    roots: [{ url, via: ['ai-catalog-path'], depth: 0, parent: null, document, judgement: judgeAiCatalog(value, url, 2000) }],
    notFetched: [], agentmaps: [], nested: [], nestedRefused: [], entryCalls: [], signatures: [], entriesBeyondBudget: 0, wellKnown: document,
  };
}
/** No 401 with usable metadata: nothing to walk. */
const NOT_CHALLENGED: McpAuthorizationArtifact = { chain: null };
const run = (value: McpArtifact, mcpAuthorization: McpAuthorizationArtifact = NOT_CHALLENGED) => runCheck(mcpServer, { origin: { mcp: value, mcpAuthorization } });

describe('mcp-server', () => {
  it('passes a valid card at a current location and a live endpoint that lists tools', () => {
    const outcome = run(artifact([card(CARD_URL, 'endpoint', CARD), absent(LEGACY_URL, 'legacy')], LIVE));
    expect(verdicts(outcome)).toEqual([`pass card-valid ${CARD_URL}`, 'pass live', 'pass tools-valid']);
    expect(outcome.score).toBe(100);
  });

  it('grades a legacy card, an incomplete one elsewhere, and an endpoint without tools', () => {
    const { description: _description, ...incomplete } = CARD;
    const outcome = run(artifact([card(CARD_URL, 'endpoint', incomplete), card(LEGACY_URL, 'legacy', CARD)], { ...LIVE, toolNames: [], listing: listing([]) }));
    expect(verdicts(outcome)).toEqual([`warn card-legacy-path ${LEGACY_URL}`, `warn card-incomplete ${CARD_URL}`, 'warn no-tools']);
    expect(outcome.findings[1]!.message).toMatch(/^Another card location is invalid: /);
    expect(outcome.score).toBe(35 + 30);
  });

  it('judges an endpoint that asks for OAuth by its protected resource metadata and the chain walked from it', () => {
    const metadataUrl = `${ORIGIN}/.well-known/oauth-protected-resource`;
    const auth: McpProbe = { kind: 'auth-required', url: ENDPOINT, status: 401, challenge: 'Bearer', metadataNamed: false, metadataUrl: null, metadata: null, metadataUsable: false, metadataProblems: [], authorizationServers: [] };
    const outcome = run(artifact([card(CARD_URL, 'endpoint', CARD)], auth));
    expect(verdicts(outcome)).toEqual([`pass card-valid ${CARD_URL}`, 'warn auth-without-metadata']);
    expect(outcome.score).toBe(70);

    const usable: McpProbe = { ...auth, challenge: `Bearer resource_metadata="${metadataUrl}"`, metadataNamed: true, metadataUrl, metadataUsable: true, authorizationServers: [ORIGIN] };
    const step = (path: string, ok: boolean, evidence: string) => ({ url: `${ORIGIN}${path}`, ok, evidence, unreachable: false });
    const chain: OAuthChain = {
      documentUrl: `${ORIGIN}/.well-known/oauth-authorization-server`,
      issuer: ORIGIN,
      pkceS256: true,
      jwks: step('/jwks', true, 'HTTP 200 (application/json), 1 key(s)'),
      authorization: step('/authorize', true, 'HTTP 400 (text/html), a page'),
      token: step('/token', true, 'HTTP 400 (application/json), error "invalid_grant"'),
      registration: { dynamic: null, clientIdMetadataDocuments: true },
    };
    const walked = (only: OAuthChain): McpAuthorizationArtifact => ({ chain: { servers: [{ issuer: ORIGIN, state: 'walked' }], chains: [only], discoveryDocumentUrl: only.documentUrl } });
    const complete = run(artifact([card(CARD_URL, 'endpoint', CARD)], usable), walked(chain));
    expect(verdicts(complete)).toEqual([`pass card-valid ${CARD_URL}`, 'pass auth-metadata', 'pass auth-chain-complete']);
    expect(complete.score).toBe(100);
    const broken = run(artifact([card(CARD_URL, 'endpoint', CARD)], usable), walked({ ...chain, token: step('/token', false, 'HTTP 404 (text/plain), no RFC 6749 "error" member') }));
    expect(verdicts(broken)).toEqual([`pass card-valid ${CARD_URL}`, 'pass auth-metadata', 'warn auth-chain-broken']);
    expect(broken.findings[2]!.detail).toBe(`${ORIGIN}: token_endpoint ${ORIGIN}/token: HTTP 404 (text/plain), no RFC 6749 "error" member`);
    expect(broken.score).toBe(80);
    // An issuer listed by the metadata without usable metadata of its own breaks the chain too.
    const noMetadata = run(artifact([], usable), { chain: { servers: [{ issuer: ORIGIN, state: 'no-metadata' }], chains: [], discoveryDocumentUrl: null } });
    // A card is optional beside an endpoint that answers (SEP-2127): its absence warns (issue 62 point 3).
    expect(verdicts(noMetadata)).toEqual(['warn no-valid-card', 'pass auth-metadata', 'warn auth-chain-broken']);
    expect(noMetadata.score).toBe(30);
  });

  it('fails when there is neither a card nor an endpoint', () => {
    const outcome = run(artifact([absent(CARD_URL, 'endpoint')], { kind: 'absent', url: ENDPOINT, status: 404, soft404: false }));
    expect(verdicts(outcome)).toEqual(['fail no-valid-card', 'fail no-endpoint']);
    expect(outcome.score).toBe(0);
    const broken = run(artifact([], { kind: 'broken', url: ENDPOINT, status: 500, step: 'initialize', message: 'Internal error' }));
    expect(verdicts(broken)).toEqual(['fail no-valid-card', 'fail endpoint-broken']);
  });

  // MCP 2026-07-28 basic/versioning: the finding names the era and revision the endpoint speaks.
  it('names the revision: 2026-07-28 through server/discover, a 2025 revision through initialize', () => {
    const modern = run(artifact([card(CARD_URL, 'endpoint', CARD)], { ...LIVE, protocolVersion: '2026-07-28', era: 'modern' }));
    expect(modern.findings[1]!.message).toContain('speaks MCP 2026-07-28 (answers server/discover, stateless)');
    const legacy = run(artifact([card(CARD_URL, 'endpoint', CARD)], LIVE));
    expect(legacy.findings[1]!.message).toContain('speaks the 2025-era MCP revision 2025-06-18 (initialize handshake; it does not answer the 2026-07-28 server/discover)');
    const notMcp = run(artifact([], { kind: 'broken', url: ENDPOINT, status: 200, step: 'discover', message: 'server/discover answered HTTP 200 (text/plain), not JSON-RPC' }));
    expect(verdicts(notMcp)).toEqual(['fail no-valid-card', 'fail discover-failed']);
  });

  // experimental-ext-server-card schema.json and the AI Catalog (ARD draft) document itself.
  it('grades a card against the current schema, and leaves judging the AI Catalog to api-catalog (checks.md 2026-11)', () => {
    const dated = run(artifact([card(CARD_URL, 'endpoint', { ...CARD, $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server-card.schema.json' })], LIVE));
    expect(verdicts(dated)).toEqual([`warn card-incomplete ${CARD_URL}`, 'pass live', 'pass tools-valid']);
    const unnamespaced = run(artifact([card(CARD_URL, 'endpoint', { ...CARD, name: 'site' })], LIVE));
    expect(unnamespaced.findings[0]!.message).toContain('name "site" is not in namespace/name form');
    const catalogUrl = `${ORIGIN}/.well-known/ai-catalog.json`;
    const entry = { identifier: 'urn:air:site.test:mcp:site', type: 'application/mcp-server-card+json', url: CARD_URL };
    const withCatalog = (value: unknown): McpArtifact => ({
      ...artifact([card(CARD_URL, 'ai-catalog', CARD)], LIVE),
      catalog: jsonDocument(catalogUrl, value),
      catalogEntries: catalogEntriesOfType(aiCatalogs(catalogUrl, value), 'application/mcp-server-card+json'),
    });
    const outcome = run(withCatalog({ specVersion: '1.0', entries: [entry] }));
    expect(verdicts(outcome)).toEqual([`pass card-valid ${CARD_URL}`, 'pass live', 'pass tools-valid']);
    expect(outcome.score).toBe(100);
    // An entry api-catalog judges unusable (neither url nor data) is named, with api-catalog's codes, never read here.
    const { url: _url, ...entryWithoutUrl } = entry;
    const unusable = run(withCatalog({ specVersion: '1.0', entries: [entryWithoutUrl, { ...entry, identifier: 'urn:air:site.test:mcp:other', url: '/other-card' }] }));
    expect(verdicts(unusable)).toEqual([`pass card-valid ${CARD_URL}`, 'info catalog-entry-unusable', 'pass live', 'pass tools-valid']);
    expect(unusable.findings[1]!.message).toBe(
      'An AI catalog lists a server card entry that api-catalog judges unusable, so no server card was taken from it (see api-catalog.ai-catalog-entries-incomplete).',
    );
    expect(unusable.findings[1]!.detail).toBe(`${catalogUrl} entries[0] (urn:air:site.test:mcp:site): lacks one of "url"/"data"`);
    expect(unusable.score).toBe(100);
    const broken = run({ ...artifact([], LIVE), catalog: jsonDocument(catalogUrl, '{"entries": ['), catalogEntries: [] });
    expect(verdicts(broken)).toEqual(['warn no-valid-card', 'info catalog-invalid', 'pass live', 'pass tools-valid']);
  });

  // MCP 2026-07-28 server/utilities/caching §Cacheable Results ("Servers MUST include caching hints … tools/list";
  // "Servers MUST provide a ttlMs value that is >= 0"; cacheScope "public" or "private"), and SEP-2007 (the draft
  // payment extension) §1.2: tools declare payments in tools/list, which the audit reports and never calls.
  it('reports the caching hints of list results, requires them of a 2026-07-28 endpoint, and recognises paid tools', () => {
    const modern = (meta: McpListMeta) => run(artifact([card(CARD_URL, 'endpoint', CARD)], { ...LIVE, protocolVersion: '2026-07-28', era: 'modern', meta }));
    const hinted = modern({ ...NO_META, caching: [{ method: 'tools/list', ttlMs: 300000, cacheScope: 'public' }] });
    expect(verdicts(hinted)).toEqual([`pass card-valid ${CARD_URL}`, 'pass live', 'pass tools-valid', 'info list-caching']);
    expect(hinted.findings[3]!.message).toBe('The list results carry caching hints: tools/list: ttlMs 300000 (5 min), cacheScope "public".');
    expect(hinted.score).toBe(100);
    const missing = modern({ ...NO_META, caching: [{ method: 'tools/list', ttlMs: -1, cacheScope: undefined }] });
    expect(verdicts(missing)).toEqual([`pass card-valid ${CARD_URL}`, 'pass live', 'pass tools-valid', 'info list-caching', 'warn list-caching-invalid']);
    expect(missing.findings[4]!.message).toBe(
      'Some list results lack valid caching hints, which MCP 2026-07-28 requires: tools/list ttlMs -1 is not an integer of at least 0; tools/list has no cacheScope.',
    );
    expect(missing.score).toBe(95);
    // A 2025-era endpoint has no such hints to give: nothing is said.
    const legacy = run(artifact([card(CARD_URL, 'endpoint', CARD)], { ...LIVE, meta: { ...NO_META, caching: [{ method: 'tools/list', ttlMs: undefined, cacheScope: undefined }] } }));
    expect(verdicts(legacy)).toEqual([`pass card-valid ${CARD_URL}`, 'pass live', 'pass tools-valid']);
    const paid = modern({
      ...NO_META,
      caching: [{ method: 'tools/list', ttlMs: 0, cacheScope: 'private' }],
      paidTools: [{ name: 'get_premium_weather', protocols: ['x402'], wellFormed: true }],
      paymentCapability: ['x402'],
    });
    expect(verdicts(paid)).toEqual([`pass card-valid ${CARD_URL}`, 'pass live', 'pass tools-valid', 'info list-caching', 'info paid-tools']);
    expect(paid.findings[4]!.message).toBe('1 tool(s) declare payments (SEP-2007, the draft payment extension); the server declares the payment capability (x402); the audit recognised them and called none.');
    expect(paid.findings[4]!.detail).toBe('get_premium_weather (x402)');
    expect(paid.score).toBe(100);
  });

  // 2026-07-28 basic/transports/streamable-http §Server Validation: a server that validates the standard headers
  // answers 400 with -32020 (HeaderMismatch); it speaks the modern revision and is not judged "not MCP".
  it('judges a refusal on header validation as a 2026-07-28 server, not a broken one', () => {
    const refused = run(artifact([], { kind: 'broken', url: ENDPOINT, status: 400, step: 'discover', message: 'MCP error -32020: Header mismatch', headerMismatch: 'Header mismatch: Mcp-Method header is missing' }));
    expect(verdicts(refused)).toEqual(['fail no-valid-card', 'warn header-mismatch']);
    expect(refused.findings[1]!.message).toBe(
      `The MCP endpoint ${ENDPOINT} (named by the card ${CARD_URL}) speaks MCP 2026-07-28 (it validates the standard request headers), but refused the audit's discover request: Header mismatch: Mcp-Method header is missing.`,
    );
    expect(refused.score).toBe(30);
  });

  // MCP 2025-11-25 server/tools: §Tool names, §Tool (description, inputSchema), §Tool annotations; checks.md
  // "Declared surfaces are called": a listing with problems cannot pass, and the card's tools must agree.
  it('judges the listed tools: names, descriptions, compiled schemas, annotations and the card', () => {
    const tools = [
      tool('search'),
      tool('search'),
      tool('bad name!'),
      tool('lookup', { description: 'Lookup' }),
      tool('get_thing', { hasInputSchema: false, schemaProblem: 'it has no inputSchema' }),
      tool('delete_page'),
      tool('send_mail', { annotations: { readOnlyHint: false, destructiveHint: false } }),
    ];
    const names = ['search', 'bad name!', 'lookup', 'get_thing', 'delete_page', 'send_mail'];
    const cardWithTools = { ...CARD, tools: [{ name: 'search' }, { name: 'book_table' }] };
    const outcome = run(artifact([card(CARD_URL, 'endpoint', cardWithTools)], { ...LIVE, toolNames: names, listing: listing(tools, { prompts: { ok: false, count: 0, error: 'Method not found' } }) }));
    expect(verdicts(outcome)).toEqual([
      `pass card-valid ${CARD_URL}`,
      'pass live',
      'warn tool-names-invalid',
      'warn tool-names-duplicate',
      'warn tools-undescribed',
      'warn tool-schemas-invalid',
      'warn tool-annotations-missing',
      'warn card-tools-disagree',
      'warn list-failed prompts/list',
    ]);
    expect(outcome.findings.find((finding) => finding.code === 'tools-undescribed')!.detail).toBe('lookup');
    expect(outcome.findings.find((finding) => finding.code === 'tool-annotations-missing')!.detail).toBe('delete_page');
    expect(outcome.findings.find((finding) => finding.code === 'card-tools-disagree')!.detail).toBe(
      'only on the card: book_table; only on the endpoint: bad name!, lookup, get_thing, delete_page, send_mail',
    );
    expect(outcome.score).toBe(50 + 10);
    const oneProblem = run(artifact([card(CARD_URL, 'endpoint', CARD)], { ...LIVE, listing: listing([tool('search', { schemaProblem: 'its inputSchema is not an object schema ("type": "object")' })]) }));
    expect(oneProblem.score).toBe(80);
  });
});
