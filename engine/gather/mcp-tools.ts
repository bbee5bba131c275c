// What an MCP endpoint lists, read from the wire as it came (the JSON-RPC result of tools/list, resources/list,
// prompts/list), so a tool the SDK's own schema would refuse (no inputSchema) is judged and named rather than
// turning the whole listing into an error. Every inputSchema is compiled here (parse/json-schema.ts); the
// mcp-server check judges the result.
import { SURFACE_PROBE_LIMITS } from '../config.js';
import { errorLine } from '../errors.js';
import type { FetchRequest, FetchResult } from '../fetch/types.js';
import { isObject } from '../parse/json-values.js';
import { parseStrictJson } from '../parse/strict-json.js';
import { schemaProblem } from '../parse/json-schema.js';

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
  /** Tools listed in all (the judged ones are at most SURFACE_PROBE_LIMITS.mcpTools). */
  total: number;
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

async function listedTool(value: unknown): Promise<McpListedTool> {
  const tool = isObject(value) ? value : {};
  const hasInputSchema = tool.inputSchema !== undefined;
  let problem: string | null = null;
  if (!hasInputSchema) problem = 'it has no inputSchema';
  else if (!isObject(tool.inputSchema) || tool.inputSchema.type !== 'object') problem = 'its inputSchema is not an object schema ("type": "object")';
  else problem = await schemaProblem(tool.inputSchema);
  return {
    name: tool.name,
    description: typeof tool.description === 'string' ? tool.description : null,
    hasInputSchema,
    schemaProblem: problem,
    annotations: isObject(tool.annotations) ? tool.annotations : null,
  };
}

/** The tools as listed on the wire (first page), each schema compiled. Null when the wire held no tools array. */
export async function listedTools(exchanges: readonly McpExchange[]): Promise<{ tools: McpListedTool[]; total: number } | null> {
  const result = wireResult(exchanges, 'tools/list');
  if (!result || !Array.isArray(result.tools)) return null;
  const tools: McpListedTool[] = [];
  for (const tool of result.tools.slice(0, SURFACE_PROBE_LIMITS.mcpTools)) tools.push(await listedTool(tool));
  return { tools, total: result.tools.length };
}

/** Reads a list the server declares (resources/list, prompts/list); a failure is the finding, not an error. */
export async function optionalList(list: () => Promise<unknown[]>): Promise<McpOptionalList> {
  try {
    const items = await list();
    return { ok: true, count: items.length, error: null };
  } catch (error) {
    return { ok: false, count: 0, error: errorLine(error) };
  }
}
