// MCP test clients: the official SDK client (v2, dual-era) over Streamable HTTP against the running server, and a
// raw JSON-RPC POST for what a client library hides (HTTP status, headers).
import { Client, StreamableHTTPClientTransport, type CallToolResult, type VersionNegotiationMode } from '@modelcontextprotocol/client';

export const MODERN = '2026-07-28';
export const LEGACY = '2025-11-25';

export type Era = 'modern' | 'legacy';

export interface ConnectOptions {
  era?: Era;
  /** Sent as "Authorization: Bearer <key>". */
  key?: string;
}

const NEGOTIATION: Record<Era, VersionNegotiationMode> = { modern: { pin: MODERN }, legacy: 'legacy' };

export async function connect(baseUrl: string, options: ConnectOptions = {}): Promise<Client> {
  const client = new Client(
    { name: 'agentgauge-tests', version: '1.0.0' },
    { versionNegotiation: { mode: NEGOTIATION[options.era ?? 'modern'] } },
  );
  const headers: Record<string, string> = options.key ? { authorization: `Bearer ${options.key}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }));
  return client;
}

/** A tool result's JSON: structuredContent for a success, the error body for a tool error. */
export function resultJson(result: CallToolResult): any {
  if (!result.isError) return result.structuredContent;
  const text = result.content.find((block) => block.type === 'text');
  return text && text.type === 'text' ? JSON.parse(text.text) : undefined;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** One JSON-RPC request on the 2026-07-28 wire (per-request _meta and the standard headers), answered raw. */
export async function rawModernRequest(
  baseUrl: string,
  method: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const name = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : undefined;
  const response = await fetch(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
      'mcp-method': method,
      ...(name === undefined ? {} : { 'mcp-name': name }),
      ...headers,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method,
      params: {
        ...params,
        _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} },
      },
    }),
  });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body, text };
}
