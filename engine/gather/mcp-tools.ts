// What an MCP endpoint lists, read from the wire as it came (the JSON-RPC result of tools/list, resources/list,
// prompts/list), so a tool the SDK's own schema would refuse (no inputSchema) is judged and named rather than
// turning the whole listing into an error. Every inputSchema is compiled here (parse/json-schema.ts); the
// mcp-server check judges the result.
import { SURFACE_PROBE_LIMITS } from '../config.js';
import { errorLine } from '../errors.js';
import type { FetchRequest, FetchResult } from '../fetch/types.js';
import { isObject } from '../parse/json-values.js';
import { parseStrictJson } from '../parse/strict-json.js';
import { checkDeclaredSchema, type SchemaSession } from '../parse/json-schema.js';

export interface McpExchange {
  request: FetchRequest;
  result: FetchResult;
}

export interface McpListedTool {
  /** As listed (not necessarily a string). */
  name: unknown;
  description: string | null;
  /** Whether the tool has an `inputSchema` member at all. */
  hasInputSchema: boolean;
  /** Why the inputSchema does not compile (or is not an object schema), else null. */
  schemaProblem: string | null;
  /** Why the inputSchema was not compiled: over a compile budget (named), which is not the site's error; else null. */
  schemaNotCompiled: string | null;
  /** The `annotations` object (readOnlyHint, destructiveHint, ...), or null. */
  annotations: Record<string, unknown> | null;
}

/** A list the server declares in its capabilities (resources, prompts): whether it answered, and how many items. */
export interface McpOptionalList {
  ok: boolean;
  count: number;
  error: string | null;
}

export interface McpListing {
  tools: McpListedTool[];
  /** Tools listed in all on the pages read (the judged ones are at most SURFACE_PROBE_LIMITS.mcpTools). */
  total: number;
  /** The server offered more pages (nextCursor) than the audit reads (MCP_LIST_PAGES): `total` counts the pages read. */
  morePages: boolean;
  /** The SDK refused the listing (its message), although the wire carried one. */
  sdkError: string | null;
  resources: McpOptionalList | null;
  prompts: McpOptionalList | null;
}

/** The JSON-RPC messages of a response: one JSON body, or the `data:` events of an SSE stream. */
export function messagesOf(result: FetchResult): unknown[] {
  if (!result.ok) return [];
  const response = result.response;
  if (response.contentType === 'text/event-stream') {
    const messages: unknown[] = [];
    for (const event of response.text.split(/\r?\n\r?\n/)) {
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      const json = data ? parseStrictJson(data) : null;
      if (json?.ok) messages.push(json.value);
    }
    return messages;
  }
  const json = parseStrictJson(response.body);
  return json.ok ? (Array.isArray(json.value) ? json.value : [json.value]) : [];
}

/** The `result` of the last request for `method` in the exchanges, as it came over the wire. */
export function wireResult(exchanges: readonly McpExchange[], method: string): Record<string, unknown> | null {
  for (const exchange of [...exchanges].reverse()) {
    const sent = exchange.request.body ? parseStrictJson(exchange.request.body) : null;
    if (!sent?.ok || !isObject(sent.value) || sent.value.method !== method) continue;
    const reply = messagesOf(exchange.result).find((message) => isObject(message) && message.id === (sent.value as Record<string, unknown>).id && isObject(message.result));
    return reply && isObject(reply) && isObject(reply.result) ? reply.result : null;
  }
  return null;
}

async function listedTool(value: unknown, session: SchemaSession): Promise<McpListedTool> {
  const tool = isObject(value) ? value : {};
  const hasInputSchema = tool.inputSchema !== undefined;
  let problem: string | null = null;
  let notCompiled: string | null = null;
  if (!hasInputSchema) problem = 'it has no inputSchema';
  else if (!isObject(tool.inputSchema) || tool.inputSchema.type !== 'object') problem = 'its inputSchema is not an object schema ("type": "object")';
  else {
    const verdict = await checkDeclaredSchema(tool.inputSchema, session);
    if (verdict.kind === 'invalid') problem = verdict.problem;
    if (verdict.kind === 'not-compiled') notCompiled = verdict.reason;
  }
  return {
    name: tool.name,
    description: typeof tool.description === 'string' ? tool.description : null,
    hasInputSchema,
    schemaProblem: problem,
    schemaNotCompiled: notCompiled,
    annotations: isObject(tool.annotations) ? tool.annotations : null,
  };
}

/**
 * The tools as listed on the wire, page after page (the `results` of tools/list in order), each schema compiled
 * under the audit's compile clock. Null when the first page held no tools array.
 */
export async function listedTools(pages: ReadonlyArray<Record<string, unknown>>, session: SchemaSession): Promise<{ tools: McpListedTool[]; total: number } | null> {
  if (!Array.isArray(pages[0]?.tools)) return null;
  const listed = pages.flatMap((page) => (Array.isArray(page.tools) ? (page.tools as unknown[]) : []));
  const tools: McpListedTool[] = [];
  for (const tool of listed.slice(0, SURFACE_PROBE_LIMITS.mcpTools)) tools.push(await listedTool(tool, session));
  return { tools, total: listed.length };
}

/** A list the server declares (resources/list, prompts/list), from its first page; a failure is the finding, not an error. */
export function optionalList(read: ListPages, key: 'resources' | 'prompts'): McpOptionalList {
  const items = read.results[0]?.[key];
  if (read.error === null && Array.isArray(items)) return { ok: true, count: items.length, error: null };
  return { ok: false, count: 0, error: read.error === null ? `the result holds no ${key} array` : errorLine(read.error) };
}

/** The wire results of the pages read in order, the first error the client raised, and whether more pages were offered. */
export interface ListPages {
  results: Array<Record<string, unknown>>;
  error: unknown;
  morePages: boolean;
}

/**
 * Reads a list page after page through `request` (the client's request for one page; its own error, e.g. a
 * result its schema refuses, does not stop the walk when the wire carried a result), at most `maxPages`.
 */
export async function readListPages(
  exchanges: readonly McpExchange[],
  method: string,
  maxPages: number,
  request: (cursor: string | undefined) => Promise<unknown>,
): Promise<ListPages> {
  const read: ListPages = { results: [], error: null, morePages: false };
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const sent = exchanges.length;
    await request(cursor).catch((error: unknown) => {
      read.error ??= error;
    });
    const result = wireResult(exchanges.slice(sent), method);
    if (!result) return read;
    read.results.push(result);
    cursor = typeof result.nextCursor === 'string' ? result.nextCursor : undefined;
    if (cursor === undefined) return read;
  }
  read.morePages = true;
  return read;
}
