// Tiny HTTP client for API tests: one call, the parsed answer.
import type { Agent } from 'undici';
export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON when the body is JSON, otherwise the text. */
  body: any;
  text: string;
}

export interface RequestOptions {
  method?: string;
  /** Bearer API key. */
  key?: string;
  headers?: Record<string, string>;
  /** Sent as JSON (with Content-Type application/json) unless a string, which is sent as is. */
  json?: unknown;
  body?: string;
  /** Connect from this loopback address (e.g. 127.0.0.2), so the server sees another client address. */
  localAddress?: string;
}

const agents = new Map<string, Agent>();

/** undici's own fetch with a dispatcher bound to the local address (loaded only by the tests that need it). */
async function fetchFrom(localAddress: string, url: string, init: RequestInit): Promise<Response> {
  const undici = await import('undici');
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new undici.Agent({ connect: { localAddress } });
    agents.set(localAddress, agent);
  }
  return (await undici.fetch(url, { ...(init as object), dispatcher: agent })) as unknown as Response;
}

export async function request(baseUrl: string, path: string, options: RequestOptions = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const init: RequestInit = { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' };
  const response = options.localAddress ? await fetchFrom(options.localAddress, `${baseUrl}${path}`, init) : await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed, text };
}
