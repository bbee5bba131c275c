// MCP: server cards from every listed location, then a live Streamable HTTP probe of the endpoint: 2026-07-28
// server/discover first, the 2025 initialize handshake as the dual-era fallback, then tools/list, with the official
// client speaking through our fetcher.
import type { jsonSchemaValidator } from '@modelcontextprotocol/client';
import { MCP_LIST_PAGES } from '../config.js';
import { errorLine } from '../errors.js';
import { CAPS, type FetchFailure, type FetchRequest, type FetchedResponse } from '../fetch/types.js';
import { isOwnLimit } from '../measured.js';
import { looksLikeHtml } from '../parse/content-type.js';
import { isObject } from '../parse/json-values.js';
import { MCP_CARD_TYPE, validateServerCard, type ServerCardValidation } from '../parse/mcp-server-card.js';
import { expectedResourcesFor, pathScopedResource, protectedResourceMetadataUrl, validateProtectedResourceMetadata } from '../parse/oauth-metadata.js';
import { resolveUrl } from '../parse/urls.js';
import { parseWwwAuthenticate } from '../parse/www-authenticate.js';
import { ENGINE_NAME, ENGINE_VERSION } from '../version.js';
import {
  MCP_DEFAULT_ENDPOINT_PATH,
  MCP_LEGACY_CARD_PATHS,
  MCP_SERVER_CARD_SUFFIX,
} from '../well-known.js';
import { catalogEntriesOfType, type CatalogEntryRef } from './ai-catalogs.js';
import { linkedCards, onSameSite } from './mcp-discovery.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { fetchJsonDocument, type JsonDocument } from './json-document.js';
import { listMeta, type McpListMeta } from './mcp-list-meta.js';
import { HEADER_MISMATCH_CODE, invokesTool, withStandardHeaders } from './mcp-requests.js';
import { listedTools, messagesOf, optionalList, readListPages, type McpExchange, type McpListing } from './mcp-tools.js';
import { schemaSessionOf } from './schema-session.js';
import { ArtifactProblem } from './problem.js';

/**
 * `ai-catalog`: an AI Catalog entry; `endpoint`: `<endpoint>/server-card`; `legacy`: the older well-known paths;
 * `link`: a `mcp-server-card` link relation on the start page (a Link header or an HTML `<link>`).
 */
export type McpCardVia = 'ai-catalog' | 'endpoint' | 'legacy' | 'link';

/** An MCP transport a UCP business profile lists (checks.md 2026-12c: platforms put their MCP servers there). */
export interface McpUcpEntry {
  /** The UCP service it serves (`dev.ucp.shopping`). */
  service: string;
  endpoint: string;
  /** On the audited site (the same host, or one a subdomain of the other): only such an endpoint is probed. */
  sameSite: boolean;
}

export interface McpCardSource {
  via: McpCardVia;
  url: string;
  document: JsonDocument;
  /** The card judged against the server-card schema once, here, for every reader (null when it did not load). */
  validation: ServerCardValidation | null;
}

/** `discover`: the 2026-07-28 probe; `initialize`: the 2025 handshake the client fell back to. */
export type McpProbeStep = 'discover' | 'initialize' | 'tools/list';

export type McpProbe =
  | {
      kind: 'live';
      url: string;
      status: number;
      serverName: string | null;
      serverVersion: string | null;
      protocolVersion: string | null;
      /** `modern`: 2026-07-28 or later (server/discover); `legacy`: the 2025-era initialize handshake. */
      era: 'modern' | 'legacy';
      toolNames: string[];
      /** The tools, resources and prompts as listed, each tool's schema compiled (gather/mcp-tools.ts). */
      listing: McpListing;
      /** What the list results say beside their items: caching hints, paid tools (gather/mcp-list-meta.ts). */
      meta: McpListMeta;
    }
  /** 401 with a challenge; `metadata` is the protected-resource document it points at (null when none is named). */
  | {
      kind: 'auth-required';
      url: string;
      status: number;
      challenge: string | null;
      /** Whether the challenge named the metadata (`resource_metadata`) or it was found at a well-known URL. */
      metadataNamed: boolean;
      metadataUrl: string | null;
      metadata: JsonDocument | null;
      metadataUsable: boolean;
      metadataProblems: string[];
      /** The issuers the usable metadata lists (RFC 9728 authorization_servers): where the OAuth chain starts. */
      authorizationServers: string[];
    }
  /** Nothing MCP there: 404/405/410, or HTML. */
  | { kind: 'absent'; url: string; status: number; soft404: boolean }
  /**
   * Something answered but the MCP exchange failed (`step`: where). `headerMismatch`: the server refused a request on
   * the 2026-07-28 standard-header validation (400, JSON-RPC -32020), with its message: it speaks that revision.
   */
  | { kind: 'broken'; url: string; status: number | null; step: McpProbeStep; message: string; headerMismatch?: string }
  | { kind: 'error'; url: string; failure: FetchFailure };

export interface McpArtifact {
  /** The document at /.well-known/ai-catalog.json, as the aiCatalogs gatherer fetched it. */
  catalog: JsonDocument;
  /** Server-card entries of every AI catalog, as api-catalog judged them (usable or not): the one reading of the catalogs. */
  catalogEntries: CatalogEntryRef[];
  cards: McpCardSource[];
  /** The UCP business profile (the ucp gatherer's, fetched once for every reader) and the MCP transports it lists. */
  ucp: { profile: JsonDocument; entries: McpUcpEntry[] };
  /**
   * The endpoint probed: named by a card's remotes, else by the UCP profile (its first MCP transport on the site), else
   * /mcp. `start-url`: no endpoint at /mcp, but the start URL answers 401 with a Bearer `resource_metadata` challenge.
   * `cardUrl` and `profileUrl` name the document that declared it.
   */
  endpoint: { url: string; from: 'card' | 'ucp' | 'default' | 'start-url'; cardUrl: string | null; profileUrl?: string | null };
  /** Endpoints valid cards name on another site than the audited one: declared, never called (chooseEndpoint). */
  cardRemotesElsewhere: Array<{ endpoint: string; cardUrl: string }>;
  probe: McpProbe;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    mcp: McpArtifact;
  }
}

const MAX_CATALOG_CARDS = 3;

/**
 * The catalogs' server card entries that api-catalog judged usable: fetched from `url`, or read inline from `data`
 * (docs/discovery.md). An unusable entry (both `url` and `data`, or neither) is no card source: the check names
 * api-catalog's finding instead (issue 34, one reading of each document).
 */
async function catalogCards(ctx: GatherContext, entries: readonly CatalogEntryRef[]): Promise<McpCardSource[]> {
  const sources: McpCardSource[] = [];
  for (const entry of entries.filter((item) => item.usable).slice(0, MAX_CATALOG_CARDS)) {
    if (entry.url !== null) {
      if (sources.some((source) => source.url === entry.url)) continue;
      sources.push(mcpCardSource('ai-catalog', entry.url, await fetchJsonDocument(ctx, entry.url, { accept: MCP_CARD_ACCEPT })));
    } else if (entry.document.kind === 'ok') {
      // An inline card is judged as a document of its own, with the catalog's response as its evidence.
      const url = `${entry.catalogUrl}#${encodeURIComponent(entry.identifier ?? entry.where)}`;
      sources.push(mcpCardSource('ai-catalog', url, { ...entry.document, url, value: entry.data }));
    }
  }
  return sources;
}

/** A card location and what it answered, its card validated once for every reader. */
export function mcpCardSource(via: McpCardVia, url: string, document: JsonDocument): McpCardSource {
  return { via, url, document, validation: document.kind === 'ok' ? validateServerCard(document.value, url) : null };
}

/** docs/discovery.md §Hosted Server Card Location: a client SHOULD ask for the server card media type. */
const MCP_CARD_ACCEPT = `${MCP_CARD_TYPE}, application/json;q=0.9, */*;q=0.5`;

async function gatherCards(ctx: GatherContext, entries: readonly CatalogEntryRef[]): Promise<McpCardSource[]> {
  const wanted: Array<{ via: McpCardVia; url: string }> = [
    ...(await linkedCards(ctx)).map((url) => ({ via: 'link' as const, url })),
    { via: 'endpoint' as const, url: `${ctx.origin}${MCP_DEFAULT_ENDPOINT_PATH}${MCP_SERVER_CARD_SUFFIX}` },
    ...MCP_LEGACY_CARD_PATHS.map((path) => ({ via: 'legacy' as const, url: `${ctx.origin}${path}` })),
  ].filter((item, index, all) => all.findIndex((other) => other.url === item.url) === index);
  const fromCatalog = await catalogCards(ctx, entries);
  const unique = wanted.filter((item) => !fromCatalog.some((source) => source.url === item.url));
  const fetched = await Promise.all(
    unique.map(async ({ via, url }) => mcpCardSource(via, url, await fetchJsonDocument(ctx, url, via === 'legacy' ? {} : { accept: MCP_CARD_ACCEPT }))),
  );
  return [...fromCatalog, ...fetched];
}

/**
 * A card's first remote on the audited site, else the UCP profile's, else /mcp. A card's remote on another site is
 * declared, never called or credited to the audited site, as a UCP profile's is (issue 84 point 8: anyone may publish a
 * card naming another site's endpoint).
 */
function chooseEndpoint(origin: string, cards: McpCardSource[], ucp: McpArtifact['ucp']): McpArtifact['endpoint'] {
  for (const card of cards) {
    const remote = card.validation?.remoteUrls.find((url) => onSameSite(url, origin));
    if (remote) return { url: remote, from: 'card', cardUrl: card.url };
  }
  const listed = ucp.entries.find((entry) => entry.sameSite);
  if (listed) return { url: listed.endpoint, from: 'ucp', cardUrl: null, profileUrl: ucp.profile.url };
  return { url: `${origin}${MCP_DEFAULT_ENDPOINT_PATH}`, from: 'default', cardUrl: null };
}

type Exchange = McpExchange;

/** The revision without the initialize handshake (2026-07-28 basic/versioning §Protocol Version Negotiation). */
export const MODERN_MCP_REVISION = '2026-07-28';
const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';

/**
 * The first request, written by hand so an audit loads no MCP client where no MCP server answers (most sites): a
 * 2026-07-28 `server/discover` with its per-request `_meta` and `MCP-Protocol-Version` header (2026-07-28
 * server/discover; basic/transports/streamable-http §Protocol Version Header). Only an answer that can come from an
 * MCP server (JSON or an event stream, or a 4xx a 2025-era server gives a modern request) loads the official client,
 * which then negotiates the era itself.
 */
function discoverRequest(url: string): FetchRequest {
  return {
    url,
    method: 'POST',
    headers: {
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
      'mcp-protocol-version': MODERN_MCP_REVISION,
      // 2026-07-28 basic/transports/streamable-http §Standard Request Headers: REQUIRED on every request.
      'mcp-method': 'server/discover',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 0,
      method: 'server/discover',
      params: {
        _meta: {
          [PROTOCOL_VERSION_META_KEY]: MODERN_MCP_REVISION,
          [CLIENT_INFO_META_KEY]: { name: ENGINE_NAME, version: ENGINE_VERSION },
          [CLIENT_CAPABILITIES_META_KEY]: {},
        },
      },
    }),
    cap: 'json',
  };
}

/** Whether an answer to the discover probe could come from an MCP server of either era (then the client is loaded). */
function answersLikeMcp(response: FetchedResponse): boolean {
  const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const jsonOrStream = type === 'application/json' || type.endsWith('+json') || type === 'text/event-stream';
  if (response.status >= 200 && response.status < 300) return jsonOrStream;
  // 2026-07-28 basic/versioning §Backward Compatibility: a legacy server answers a modern request with a 4xx, whose
  // body need not be JSON-RPC; the client then falls back to initialize.
  return response.status >= 400 && response.status < 500;
}

/** A WHATWG fetch for the SDK that sends every byte through the audit's SSRF-safe fetcher. */
function fetchThroughAudit(ctx: GatherContext, exchanges: Exchange[]) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'POST') {
      // The optional server-push GET stream and the session DELETE add nothing to the measurement; the spec lets
      // servers answer both with 405, which the SDK handles, so answer that here without sending anything.
      return new Response(null, { status: 405, statusText: 'Not sent by the audit' });
    }
    const body = typeof init?.body === 'string' ? init.body : '';
    // No tool is ever called: tools change things, and a paid one would charge (gather/mcp-requests.ts).
    if (invokesTool(body)) return new Response(null, { status: 403, statusText: 'Not sent by the audit' });
    const given: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      given[name] = value;
    });
    const request: FetchRequest = {
      url,
      method: 'POST',
      headers: withStandardHeaders(given, body),
      body,
      cap: 'mcp',
      ...(init?.redirect === 'manual' ? { maxRedirects: 0 } : {}),
    };
    const result = await ctx.fetch(request);
    exchanges.push({ request, result });
    if (!result.ok) throw new TypeError(result.error.message);
    // A cut message would surface as the JSON parser's complaint about its last byte; name the limit instead.
    if (result.response.overCap) throw new TypeError(`the answer is larger than ${CAPS.mcp / 1024} KiB, the most the audit reads of one MCP message`);
    return toWhatwgResponse(result.response);
  };
}

function toWhatwgResponse(response: FetchedResponse): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (name !== 'set-cookie') headers.set(name, value);
  }
  const bodyless = response.status === 204 || response.status === 205 || response.status === 304;
  return new Response(bodyless ? null : new Uint8Array(response.body), { status: response.status, headers });
}

// The MCP client (@modelcontextprotocol/client 2.x, with zod and the protocol's schemas it builds on load) is imported
// only when an endpoint answers the hand-written discover probe like MCP: most audits meet no MCP server, and a
// one-page CLI audit would otherwise spend a good part of its start-up loading it. Made once per process (and again
// only if the import failed), like the tokenizer.
// Why the v2 client: it speaks both eras (server/discover with the dual-era fallback to initialize, 2026-07-28
// basic/versioning §Backward Compatibility); the v1 @modelcontextprotocol/sdk knows only the initialize handshake.
let loadingSdk: Promise<McpSdk> | null = null;
type McpSdk = Awaited<ReturnType<typeof importSdk>>;
const importSdk = async () => {
  const { Client, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
  return { Client, StreamableHTTPClientTransport };
};
const loadSdk = () =>
  (loadingSdk ??= importSdk().catch((error: unknown) => {
    loadingSdk = null;
    throw error;
  }));

/**
 * The client compiles a tool's outputSchema only to validate what a tools/call returns, and the audit calls no tool;
 * were it asked to, it would compile a site's schema outside the engine's budgets (parse/json-schema.ts), so it
 * refuses. Passing one also keeps every Client from building its default Ajv with formats (~6 ms of CPU).
 */
const NO_OUTPUT_VALIDATION: jsonSchemaValidator = {
  getValidator() {
    throw new Error('The audit calls no tools, so it compiles no output schema.');
  },
};

async function probeEndpoint(ctx: GatherContext, url: string): Promise<McpProbe> {
  const first = await ctx.fetch(discoverRequest(url));
  if (!first.ok) return { kind: 'error', url, failure: first.error };
  const answer = first.response;
  if (answer.status === 401) return authRequired(ctx, url, answer);
  if ([404, 405, 410].includes(answer.status)) return { kind: 'absent', url, status: answer.status, soft404: false };
  if (answer.status === 200 && looksLikeHtml(answer)) return { kind: 'absent', url, status: answer.status, soft404: true };
  if (!answersLikeMcp(answer)) {
    const type = answer.headers['content-type'] ?? 'no Content-Type';
    return { kind: 'broken', url, status: answer.status, step: 'discover', message: `server/discover answered HTTP ${answer.status} (${type}), not JSON-RPC` };
  }
  return probeWithClient(ctx, url);
}

async function probeWithClient(ctx: GatherContext, url: string): Promise<McpProbe> {
  const { Client, StreamableHTTPClientTransport } = await loadSdk();
  const exchanges: Exchange[] = [];
  const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: fetchThroughAudit(ctx, exchanges) });
  const client = new Client(
    { name: ENGINE_NAME, version: ENGINE_VERSION },
    { jsonSchemaValidator: NO_OUTPUT_VALIDATION, versionNegotiation: { mode: 'auto' } },
  );
  const timeout = ctx.options.timeout * (ctx.options.retries + 1) + 1000;
  let step: McpProbeStep = 'discover';
  try {
    await client.connect(transport, { timeout });
    step = 'tools/list';
    const capabilities = client.getServerCapabilities();
    // Each list is read page by page, at most MCP_LIST_PAGES (the client's own walk follows nextCursor up to 64
    // pages). The listing is judged as it came over the wire: a tool the SDK's schema refuses (no inputSchema) is
    // named in a finding, not a reason to call the endpoint broken.
    const readList = (method: 'tools/list' | 'resources/list' | 'prompts/list', maxPages: number) =>
      readListPages(exchanges, method, maxPages, (cursor) => client.request({ method, ...(cursor === undefined ? {} : { params: { cursor } }) }, { timeout }));
    // Without the tools capability the client lists none and sends nothing: an empty listing.
    const toolPages = capabilities?.tools ? await readList('tools/list', MCP_LIST_PAGES.tools) : null;
    const wire = toolPages ? await listedTools(toolPages.results, schemaSessionOf(ctx)) : { tools: [], total: 0 };
    if (!wire) throw toolPages?.error ?? new Error('tools/list answered without a tools array');
    const listing: McpListing = {
      ...wire,
      morePages: toolPages?.morePages ?? false,
      sdkError: toolPages?.error ? errorLine(toolPages.error, 300) : null,
      resources: capabilities?.resources ? optionalList(await readList('resources/list', MCP_LIST_PAGES.other), 'resources') : null,
      prompts: capabilities?.prompts ? optionalList(await readList('prompts/list', MCP_LIST_PAGES.other), 'prompts') : null,
    };
    const server = client.getServerVersion();
    const last = exchanges.find((exchange) => exchange.request.body?.includes('"tools/list"')) ?? exchanges.at(-1);
    return {
      kind: 'live',
      url,
      status: last?.result.ok ? last.result.response.status : 200,
      serverName: server?.name ?? null,
      serverVersion: server?.version ?? null,
      protocolVersion: client.getNegotiatedProtocolVersion() ?? null,
      era: client.getProtocolEra() === 'modern' ? 'modern' : 'legacy',
      toolNames: wire.tools.map((tool) => (typeof tool.name === 'string' ? tool.name : String(tool.name))),
      listing,
      meta: listMeta(exchanges),
    };
  } catch (error) {
    return classifyFailure(ctx, url, step, exchanges, error);
  } finally {
    await client.close().catch(() => undefined);
  }
}

async function classifyFailure(
  ctx: GatherContext,
  url: string,
  step: McpProbeStep,
  exchanges: Exchange[],
  error: unknown,
): Promise<McpProbe> {
  const message = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 300) : String(error);
  const last = exchanges.at(-1);
  if (!last) return { kind: 'broken', url, status: null, step, message };
  if (!last.result.ok) return { kind: 'error', url, failure: last.result.error };
  const response = last.result.response;
  if (response.status === 401) return authRequired(ctx, url, response);
  const mismatch = headerMismatch(exchanges);
  // The client got past discover into the 2025 handshake when it sent initialize.
  const connectStep: McpProbeStep = step === 'discover' && exchanges.some((exchange) => exchange.request.body?.includes('"initialize"')) ? 'initialize' : step;
  return mismatch !== null
    ? { kind: 'broken', url, status: response.status, step: connectStep, message, headerMismatch: mismatch }
    : { kind: 'broken', url, status: response.status, step: connectStep, message };
}

/**
 * The message of a 400 HeaderMismatch (-32020) answer, if the exchange got one: 2026-07-28 §Server Validation. The
 * server speaks the modern revision and validates the standard headers; it is not "not MCP".
 */
function headerMismatch(exchanges: readonly Exchange[]): string | null {
  for (const exchange of exchanges) {
    if (!exchange.result.ok || exchange.result.response.status !== 400) continue;
    for (const message of messagesOf(exchange.result)) {
      if (isObject(message) && isObject(message.error) && message.error.code === HEADER_MISMATCH_CODE) {
        return typeof message.error.message === 'string' ? message.error.message.slice(0, 200) : 'HeaderMismatch';
      }
    }
  }
  return null;
}

/**
 * A 401 from the endpoint: its protected resource metadata comes from the challenge's `resource_metadata`, else
 * (MCP 2025-06-18+ basic/authorization §Protected Resource Metadata Discovery; RFC 9728 §3.1) from the well-known URL
 * for the endpoint's path, then the origin's.
 */
async function authRequired(ctx: GatherContext, url: string, response: FetchedResponse): Promise<McpProbe> {
  const challenge = response.headers['www-authenticate'] ?? null;
  const named = challenge
    ? parseWwwAuthenticate(challenge).find((item) => item.params.resource_metadata)?.params.resource_metadata
    : undefined;
  const namedUrl = named ? resolveUrl(named, response.finalUrl) : null;
  const scoped = pathScopedResource(url);
  const candidates = namedUrl ? [namedUrl] : [...(scoped ? [protectedResourceMetadataUrl(scoped)] : []), protectedResourceMetadataUrl(ctx.origin)];
  const base = { kind: 'auth-required' as const, url, status: 401, challenge, metadataNamed: namedUrl !== null };
  if (!challenge) {
    return { ...base, metadataUrl: namedUrl, metadata: null, metadataUsable: false, metadataProblems: [], authorizationServers: [] };
  }
  let last: { metadataUrl: string; metadata: JsonDocument } | null = null;
  for (const metadataUrl of candidates) {
    const metadata = await fetchJsonDocument(ctx, metadataUrl);
    last = { metadataUrl, metadata };
    if (metadata.kind === 'ok') break;
  }
  if (!last || last.metadata.kind !== 'ok') {
    return { ...base, metadataUrl: namedUrl, metadata: namedUrl ? (last?.metadata ?? null) : null, metadataUsable: false, metadataProblems: [], authorizationServers: [] };
  }
  const validation = validateProtectedResourceMetadata(last.metadata.value, expectedResourcesFor(ctx.origin, url));
  const problems = [...validation.problems];
  if (validation.authorizationServers.length === 0)
    problems.push('"authorization_servers" names no authorization server.');
  const usable = problems.length === 0;
  return {
    ...base,
    metadataUrl: last.metadataUrl,
    metadata: last.metadata,
    metadataUsable: usable,
    metadataProblems: problems,
    authorizationServers: usable ? validation.authorizationServers : [],
  };
}

export const mcpGatherer = defineOriginGatherer('mcp', async (ctx) => {
  // The AI catalogs are fetched and judged once, by the aiCatalogs gatherer; only their card entries are used here.
  // The UCP profile likewise, by the ucp gatherer (commerce-protocols judges it): only its MCP transports are used here.
  const [aiCatalogs, ucpArtifact] = await Promise.all([ctx.get('aiCatalogs'), ctx.get('ucp')]);
  const catalog = aiCatalogs.wellKnown;
  const catalogEntries = catalogEntriesOfType(aiCatalogs, MCP_CARD_TYPE);
  const ucp = {
    profile: ucpArtifact.profile,
    entries: ucpArtifact.mcpServices.map((service) => ({ service: service.service, endpoint: service.endpoint, sameSite: onSameSite(service.endpoint, ctx.origin) })),
  };
  const cards = await gatherCards(ctx, catalogEntries);
  const endpoint = chooseEndpoint(ctx.origin, cards, ucp);
  const cardRemotesElsewhere = cards.flatMap((card) => (card.validation?.remoteUrls ?? []).filter((url) => !onSameSite(url, ctx.origin)).map((url) => ({ endpoint: url, cardUrl: card.url })));
  const probe = await probeEndpoint(ctx, endpoint.url);
  if (endpoint.from === 'default' && probe.kind === 'absent' && endpoint.url !== ctx.startUrl && (await startUrlChallenges(ctx))) {
    const atStart = await probeEndpoint(ctx, ctx.startUrl);
    if (atStart.kind === 'auth-required') return { catalog, catalogEntries, cards, ucp, endpoint: { url: ctx.startUrl, from: 'start-url', cardUrl: null }, cardRemotesElsewhere, probe: atStart };
  }
  return { catalog, catalogEntries, cards, ucp, endpoint, cardRemotesElsewhere, probe };
}, measuredMcp);

/**
 * Whether the start page answered 401 with `WWW-Authenticate: Bearer resource_metadata=...`: the MCP authorization
 * challenge (2025-06-18+ basic/authorization; RFC 9728 §5.1), which makes the start URL itself a candidate endpoint.
 */
async function startUrlChallenges(ctx: GatherContext): Promise<boolean> {
  const page = await ctx.getPage('page', ctx.startUrl);
  const response = page.response;
  if (!response || response.status !== 401) return false;
  const header = response.headers['www-authenticate'];
  return header !== undefined && parseWwwAuthenticate(header).some((item) => item.scheme.toLowerCase() === 'bearer' && item.params.resource_metadata !== undefined);
}

/**
 * The endpoint could not be fetched; or no card loaded, the endpoint showed no MCP server, and a card location
 * could not be fetched (it may have held the card).
 */
function measuredMcp(artifact: McpArtifact): McpArtifact | ArtifactProblem {
  const { probe, cards } = artifact;
  // An endpoint call our own limits ended leaves the cards to judge (engine/measured.ts); with no card loaded, nothing
  // of the check was measured.
  const cardLoaded = cards.some((card) => card.document.kind === 'ok');
  if (probe.kind === 'error' && !(isOwnLimit(probe.failure) && cardLoaded)) return ArtifactProblem.unmeasured(`the MCP endpoint ${probe.url}`, probe.failure);
  // A card location, or the UCP profile (which may list the endpoint), that could not be fetched.
  const failedCard = cards.find((card) => card.document.kind === 'error');
  const failed = failedCard?.document.kind === 'error' ? { what: `the MCP server card ${failedCard.url}`, failure: failedCard.document.failure } : artifact.ucp.profile.kind === 'error' ? { what: `the UCP profile ${artifact.ucp.profile.url}`, failure: artifact.ucp.profile.failure } : null;
  if (!failed || cards.some((card) => card.document.kind === 'ok')) return artifact;
  const serverFound = probe.kind === 'live' || probe.kind === 'auth-required' || (probe.kind === 'broken' && probe.step === 'tools/list');
  return serverFound ? artifact : ArtifactProblem.unmeasured(failed.what, failed.failure);
}

/** Profile auto-detection: an MCP server card that loaded, or an endpoint that answers MCP (or asks for auth). */
export function mcpEvidence(artifact: McpArtifact): string[] {
  const evidence: string[] = [];
  const card = artifact.cards.find((source) => source.document.kind === 'ok' && isObject(source.document.value));
  if (card) evidence.push(`MCP server card at ${card.url}`);
  if (artifact.probe.kind === 'live')
    evidence.push(`MCP endpoint ${artifact.probe.url} lists ${artifact.probe.toolNames.length} tool(s)`);
  if (artifact.probe.kind === 'auth-required') evidence.push(`MCP endpoint ${artifact.probe.url} asks for OAuth (401)`);
  if (artifact.ucp.entries.length > 0) evidence.push(`MCP transport listed in the UCP profile ${artifact.ucp.profile.url}: ${artifact.ucp.entries[0]!.endpoint}`);
  return evidence;
}
