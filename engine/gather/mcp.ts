// MCP: server cards from every listed location, then a live Streamable HTTP probe of the endpoint
// (initialize, notifications/initialized, tools/list) with the official SDK client speaking through our fetcher.
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';
import type { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { FetchFailure, FetchRequest, FetchResult, FetchedResponse } from '../fetch/types.js';
import { looksLikeHtml } from '../parse/content-type.js';
import { isObject } from '../parse/json-values.js';
import { MCP_CARD_TYPE, validateServerCard } from '../parse/mcp-server-card.js';
import { validateProtectedResourceMetadata } from '../parse/oauth-metadata.js';
import { resolveUrl } from '../parse/urls.js';
import { parseWwwAuthenticate } from '../parse/www-authenticate.js';
import { ENGINE_NAME, ENGINE_VERSION } from '../version.js';
import {
  AI_CATALOG_PATH,
  MCP_DEFAULT_ENDPOINT_PATH,
  MCP_LEGACY_CARD_PATHS,
  MCP_SERVER_CARD_SUFFIX,
} from '../well-known.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { fetchJsonDocument, type JsonDocument } from './json-document.js';
import { ArtifactProblem } from './problem.js';

/** `ai-catalog`: an AI Catalog entry; `endpoint`: `<endpoint>/server-card`; `legacy`: the older well-known paths. */
export type McpCardVia = 'ai-catalog' | 'endpoint' | 'legacy';

export interface McpCardSource {
  via: McpCardVia;
  url: string;
  document: JsonDocument;
}

export type McpProbe =
  | {
      kind: 'live';
      url: string;
      status: number;
      serverName: string | null;
      serverVersion: string | null;
      protocolVersion: string | null;
      toolNames: string[];
    }
  /** 401 with a challenge; `metadata` is the protected-resource document it points at (null when none is named). */
  | {
      kind: 'auth-required';
      url: string;
      status: number;
      challenge: string | null;
      metadataUrl: string | null;
      metadata: JsonDocument | null;
      metadataUsable: boolean;
      metadataProblems: string[];
    }
  /** Nothing MCP there: 404/405/410, or HTML. */
  | { kind: 'absent'; url: string; status: number; soft404: boolean }
  /** Something answered but the MCP exchange failed. */
  | { kind: 'broken'; url: string; status: number | null; step: 'initialize' | 'tools/list'; message: string }
  | { kind: 'error'; url: string; failure: FetchFailure };

export interface McpArtifact {
  catalog: JsonDocument;
  cards: McpCardSource[];
  endpoint: { url: string; from: 'card' | 'default'; cardUrl: string | null };
  probe: McpProbe;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    mcp: McpArtifact;
  }
}

const MAX_CATALOG_CARDS = 3;

function catalogCardUrls(catalog: JsonDocument): string[] {
  if (catalog.kind !== 'ok' || !isObject(catalog.value) || !Array.isArray(catalog.value.entries)) return [];
  const urls: string[] = [];
  for (const entry of catalog.value.entries) {
    if (!isObject(entry) || entry.type !== MCP_CARD_TYPE || typeof entry.url !== 'string') continue;
    const url = resolveUrl(entry.url, catalog.url);
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls.slice(0, MAX_CATALOG_CARDS);
}

async function gatherCards(ctx: GatherContext, catalog: JsonDocument): Promise<McpCardSource[]> {
  const wanted: Array<{ via: McpCardVia; url: string }> = [
    ...catalogCardUrls(catalog).map((url) => ({ via: 'ai-catalog' as const, url })),
    { via: 'endpoint', url: `${ctx.origin}${MCP_DEFAULT_ENDPOINT_PATH}${MCP_SERVER_CARD_SUFFIX}` },
    ...MCP_LEGACY_CARD_PATHS.map((path) => ({ via: 'legacy' as const, url: `${ctx.origin}${path}` })),
  ];
  const unique = wanted.filter((item, index) => wanted.findIndex((other) => other.url === item.url) === index);
  return Promise.all(unique.map(async ({ via, url }) => ({ via, url, document: await fetchJsonDocument(ctx, url) })));
}

function chooseEndpoint(origin: string, cards: McpCardSource[]): McpArtifact['endpoint'] {
  for (const card of cards) {
    if (card.document.kind !== 'ok') continue;
    const remote = validateServerCard(card.document.value, card.url).remoteUrls[0];
    if (remote) return { url: remote, from: 'card', cardUrl: card.url };
  }
  return { url: `${origin}${MCP_DEFAULT_ENDPOINT_PATH}`, from: 'default', cardUrl: null };
}

interface Exchange {
  request: FetchRequest;
  result: FetchResult;
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
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const request: FetchRequest = {
      url,
      method: 'POST',
      headers,
      body: typeof init?.body === 'string' ? init.body : '',
      cap: 'json',
      ...(init?.redirect === 'manual' ? { maxRedirects: 0 } : {}),
    };
    const result = await ctx.fetch(request);
    exchanges.push({ request, result });
    if (!result.ok) throw new TypeError(result.error.message);
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

// The MCP SDK (with zod and the protocol's schemas it builds on load) is imported only when an endpoint is probed:
// most audits probe none, and a one-page CLI audit would otherwise spend a good part of its start-up loading it.
// Made once per process (and again only if the import failed), like the tokenizer.
let loadingSdk: Promise<McpSdk> | null = null;
type McpSdk = Awaited<ReturnType<typeof importSdk>>;
const importSdk = async () => {
  const [{ Client }, { StreamableHTTPClientTransport }, { AjvJsonSchemaValidator }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/validation/ajv'),
  ]);
  return { Client, StreamableHTTPClientTransport, AjvJsonSchemaValidator };
};
const loadSdk = () =>
  (loadingSdk ??= importSdk().catch((error: unknown) => {
    loadingSdk = null;
    throw error;
  }));

/**
 * The SDK's default validator, built only when a listed tool has an output schema to compile: by default every
 * Client builds its own Ajv with formats (~6 ms of CPU), and most endpoints probed list no such tool, or none at all.
 */
function validatorOnFirstSchema(sdk: McpSdk): jsonSchemaValidator {
  let validator: AjvJsonSchemaValidator | null = null;
  return {
    getValidator(schema) {
      validator ??= new sdk.AjvJsonSchemaValidator();
      return validator.getValidator(schema);
    },
  };
}

async function probeEndpoint(ctx: GatherContext, url: string): Promise<McpProbe> {
  const sdk = await loadSdk();
  const { Client, StreamableHTTPClientTransport } = sdk;
  const exchanges: Exchange[] = [];
  const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: fetchThroughAudit(ctx, exchanges) });
  const client = new Client(
    { name: ENGINE_NAME, version: ENGINE_VERSION },
    { jsonSchemaValidator: validatorOnFirstSchema(sdk) },
  );
  const timeout = ctx.options.timeout * (ctx.options.retries + 1) + 1000;
  let step: 'initialize' | 'tools/list' = 'initialize';
  try {
    await client.connect(transport, { timeout });
    step = 'tools/list';
    const tools = await client.listTools(undefined, { timeout });
    const server = client.getServerVersion();
    const last = exchanges.at(-1);
    return {
      kind: 'live',
      url,
      status: last?.result.ok ? last.result.response.status : 200,
      serverName: server?.name ?? null,
      serverVersion: server?.version ?? null,
      protocolVersion: transport.protocolVersion ?? null,
      toolNames: tools.tools.map((tool) => tool.name),
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
  step: 'initialize' | 'tools/list',
  exchanges: Exchange[],
  error: unknown,
): Promise<McpProbe> {
  const message = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 300) : String(error);
  const last = exchanges.at(-1);
  if (!last) return { kind: 'broken', url, status: null, step, message };
  if (!last.result.ok) return { kind: 'error', url, failure: last.result.error };
  const response = last.result.response;
  if (response.status === 401) return authRequired(ctx, url, response);
  if (step === 'initialize' && [404, 405, 410].includes(response.status)) {
    return { kind: 'absent', url, status: response.status, soft404: false };
  }
  if (step === 'initialize' && response.status === 200 && looksLikeHtml(response)) {
    return { kind: 'absent', url, status: response.status, soft404: true };
  }
  return { kind: 'broken', url, status: response.status, step, message };
}

async function authRequired(ctx: GatherContext, url: string, response: FetchedResponse): Promise<McpProbe> {
  const challenge = response.headers['www-authenticate'] ?? null;
  const named = challenge
    ? parseWwwAuthenticate(challenge).find((item) => item.params.resource_metadata)?.params.resource_metadata
    : undefined;
  const metadataUrl = named ? resolveUrl(named, response.finalUrl) : null;
  const base = { kind: 'auth-required' as const, url, status: 401, challenge, metadataUrl };
  if (!metadataUrl) return { ...base, metadata: null, metadataUsable: false, metadataProblems: [] };
  const metadata = await fetchJsonDocument(ctx, metadataUrl);
  if (metadata.kind !== 'ok') return { ...base, metadata, metadataUsable: false, metadataProblems: [] };
  const validation = validateProtectedResourceMetadata(metadata.value, [ctx.origin, url]);
  const problems = [...validation.problems];
  if (validation.authorizationServers.length === 0)
    problems.push('"authorization_servers" names no authorization server.');
  return { ...base, metadata, metadataUsable: problems.length === 0, metadataProblems: problems };
}

export const mcpGatherer = defineOriginGatherer('mcp', async (ctx) => {
  const catalog = await fetchJsonDocument(ctx, `${ctx.origin}${AI_CATALOG_PATH}`);
  const cards = await gatherCards(ctx, catalog);
  const endpoint = chooseEndpoint(ctx.origin, cards);
  const probe = await probeEndpoint(ctx, endpoint.url);
  return { catalog, cards, endpoint, probe };
}, measuredMcp);

/**
 * The endpoint could not be fetched; or no card loaded, the endpoint showed no MCP server, and a card location
 * could not be fetched (it may have held the card).
 */
function measuredMcp(artifact: McpArtifact): McpArtifact | ArtifactProblem {
  const { probe, cards } = artifact;
  if (probe.kind === 'error') return ArtifactProblem.unmeasured(`the MCP endpoint ${probe.url}`, probe.failure);
  const failedCard = cards.find((card) => card.document.kind === 'error');
  if (!failedCard || failedCard.document.kind !== 'error' || cards.some((card) => card.document.kind === 'ok')) return artifact;
  const serverFound = probe.kind === 'live' || probe.kind === 'auth-required' || (probe.kind === 'broken' && probe.step === 'tools/list');
  return serverFound ? artifact : ArtifactProblem.unmeasured(`the MCP server card ${failedCard.url}`, failedCard.document.failure);
}

/** Profile auto-detection: an MCP server card that loaded, or an endpoint that answers MCP (or asks for auth). */
export function mcpEvidence(artifact: McpArtifact): string[] {
  const evidence: string[] = [];
  const card = artifact.cards.find((source) => source.document.kind === 'ok' && isObject(source.document.value));
  if (card) evidence.push(`MCP server card at ${card.url}`);
  if (artifact.probe.kind === 'live')
    evidence.push(`MCP endpoint ${artifact.probe.url} lists ${artifact.probe.toolNames.length} tool(s)`);
  if (artifact.probe.kind === 'auth-required') evidence.push(`MCP endpoint ${artifact.probe.url} asks for OAuth (401)`);
  return evidence;
}
