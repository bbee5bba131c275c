// What every MCP request the audit sends carries, and what it never sends.
//
// MCP 2026-07-28 basic/transports/streamable-http §Standard Request Headers: every request carries `Mcp-Method` (the
// body's `method`), and `tools/call`, `resources/read` and `prompts/get` carry `Mcp-Name` (`params.name` or
// `params.uri`); the headers are REQUIRED, a server rejects a request without them (§Server Validation: 400 and the
// JSON-RPC error -32020 HeaderMismatch), and a value that is not plain header-safe ASCII is sent as
// `=?base64?…?=` (§Value Encoding). They are added here to any modern request that lacks them, so no server that
// requires them refuses the audit, whatever the client library does.
import { isObject } from '../parse/json-values.js';
import { parseStrictJson } from '../parse/strict-json.js';

/** The protocol-version member of a modern request's `_meta` (2026-07-28 basic/versioning). */
const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
/** The methods whose `Mcp-Name` mirrors `params.name` or `params.uri`. */
const NAMED_METHODS: Readonly<Record<string, 'name' | 'uri'>> = { 'tools/call': 'name', 'resources/read': 'uri', 'prompts/get': 'name' };
/** §Server Validation: HeaderMismatch. */
export const HEADER_MISMATCH_CODE = -32020;
/** SEP-2007 (draft payment extension) §1.3: the payment challenge a paid tool answers. */
export const PAYMENT_REQUIRED_CODE = -32402;

function request(body: string | undefined): Record<string, unknown> | null {
  if (!body) return null;
  const json = parseStrictJson(body);
  return json.ok && isObject(json.value) && typeof json.value.method === 'string' ? json.value : null;
}

/** §Value Encoding: visible ASCII and inner spaces as they are; anything else, or a value that looks encoded, in Base64. */
export function encodeHeaderValue(value: string): string {
  const plain = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value) && !(value.startsWith('=?base64?') && value.endsWith('?='));
  return plain ? value : `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/**
 * The request's headers with `Mcp-Method` and, where the method names something, `Mcp-Name` added when the body is a
 * modern (2026-07-28 or later) request: a 2025-era request carries no `_meta` protocol version and gets no 2026 header.
 */
export function withStandardHeaders(headers: Record<string, string>, body: string | undefined): Record<string, string> {
  const sent = request(body);
  const params = sent && isObject(sent.params) ? sent.params : null;
  const meta = params && isObject(params._meta) ? params._meta : null;
  if (!sent || typeof meta?.[PROTOCOL_VERSION_META_KEY] !== 'string') return headers;
  const lower = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const added: Record<string, string> = {};
  if (!lower.has('mcp-method')) added['mcp-method'] = sent.method as string;
  const source = NAMED_METHODS[sent.method as string];
  const named = source && params ? params[source] : undefined;
  if (!lower.has('mcp-name') && typeof named === 'string') added['mcp-name'] = encodeHeaderValue(named);
  return { ...headers, ...added };
}

/**
 * Whether a body would invoke a tool. The audit never calls a tool (checks.md "Declared surfaces are called … without
 * side effects"): tools change things, and a paid one (SEP-2007) would charge. A request that would is not sent.
 */
export function invokesTool(body: string | undefined): boolean {
  const sent = request(body);
  return sent?.method === 'tools/call';
}
