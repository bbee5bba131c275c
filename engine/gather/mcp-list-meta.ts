// What an MCP endpoint's list results say beside their items, read from the wire as they came:
// - caching hints (MCP 2026-07-28 server/utilities/caching §Cacheable Results: `ttlMs` and `cacheScope` on
//   server/discover, tools/list, prompts/list, resources/list, resources/templates/list and resources/read results);
// - tools that declare payments (SEP-2007, the draft payment extension, §1.2: a `payment` array of
//   `{protocol, paymentRequired}` on the tool definition; §1.1: an optional `payment` capability listing protocols;
//   §1.3: a paid call is answered with the JSON-RPC error -32402). The audit never calls them (gather/mcp-requests.ts).
import { isObject } from '../parse/json-values.js';
import { PAYMENT_REQUIRED_CODE } from './mcp-requests.js';
import { messagesOf, wireResult, type McpExchange } from './mcp-tools.js';

/** The list methods whose caching hints are read (the first page of each, when the endpoint was asked for it). */
export const CACHEABLE_LIST_METHODS = ['tools/list', 'resources/list', 'prompts/list'] as const;

export interface ListCaching {
  method: (typeof CACHEABLE_LIST_METHODS)[number];
  /** As sent (any JSON value), or undefined when absent. */
  ttlMs: unknown;
  cacheScope: unknown;
}

export interface PaidTool {
  /** As listed. */
  name: string;
  /** The `protocol` of each payment option (e.g. "x402"); empty when the options name none. */
  protocols: string[];
  /** Whether `payment` is an array of objects each with a string `protocol` (SEP-2007 §1.2). */
  wellFormed: boolean;
}

export interface McpListMeta {
  caching: ListCaching[];
  paidTools: PaidTool[];
  /** The protocols of the server's `payment` capability (SEP-2007 §1.1), or null when it declares none. */
  paymentCapability: string[] | null;
  /** Methods the endpoint answered with the payment challenge -32402. */
  paymentRequired: string[];
}

function protocolsOf(options: unknown): { protocols: string[]; wellFormed: boolean } {
  if (!Array.isArray(options)) return { protocols: [], wellFormed: false };
  const protocols = options.flatMap((option) => (isObject(option) && typeof option.protocol === 'string' ? [option.protocol] : []));
  return { protocols: [...new Set(protocols)], wellFormed: options.length > 0 && protocols.length === options.length };
}

function capabilityProtocols(exchanges: readonly McpExchange[]): string[] | null {
  const hello = wireResult(exchanges, 'server/discover') ?? wireResult(exchanges, 'initialize');
  const payment = isObject(hello) && isObject(hello.capabilities) ? hello.capabilities.payment : undefined;
  if (payment === undefined) return null;
  return isObject(payment) && Array.isArray(payment.protocols) ? payment.protocols.filter((item): item is string => typeof item === 'string') : [];
}

/** The methods whose answer was the JSON-RPC error -32402. */
function paymentChallenges(exchanges: readonly McpExchange[]): string[] {
  const methods = new Set<string>();
  for (const exchange of exchanges) {
    const charged = messagesOf(exchange.result).some((message) => isObject(message) && isObject(message.error) && message.error.code === PAYMENT_REQUIRED_CODE);
    const method = /"method"\s*:\s*"([^"]{1,64})"/.exec(exchange.request.body ?? '')?.[1];
    if (charged && method) methods.add(method);
  }
  return [...methods];
}

export function listMeta(exchanges: readonly McpExchange[]): McpListMeta {
  const caching = CACHEABLE_LIST_METHODS.flatMap((method) => {
    const result = wireResult(exchanges, method);
    return result ? [{ method, ttlMs: result.ttlMs, cacheScope: result.cacheScope }] : [];
  });
  const tools = wireResult(exchanges, 'tools/list')?.tools;
  const paidTools = (Array.isArray(tools) ? tools : []).flatMap((tool) =>
    isObject(tool) && tool.payment !== undefined ? [{ name: typeof tool.name === 'string' ? tool.name : JSON.stringify(tool.name) ?? 'undefined', ...protocolsOf(tool.payment) }] : [],
  );
  return { caching, paidTools, paymentCapability: capabilityProtocols(exchanges), paymentRequired: paymentChallenges(exchanges) };
}
