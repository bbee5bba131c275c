// Tiny HTTP client for API tests: one call, the parsed answer.
import http from 'node:http';
import { endpointAt } from './in-process/transport';
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

/** One request through node:http bound to a local address (fetch offers no way to choose it). */
async function fetchFrom(localAddress: string, url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Response> {
  // An in-process service is reached over its Unix socket for that client address (tests/helpers/in-process/transport.ts).
  const endpoint = endpointAt(new URL(url).origin);
  const connection = endpoint ? { socketPath: await endpoint.socketPathFor(localAddress) } : { localAddress };
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method: init.method, headers: init.headers, ...connection }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
        }
        resolve(new Response(incoming.statusCode === 204 || incoming.statusCode === 304 ? null : Buffer.concat(chunks), { status: incoming.statusCode, headers }));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/** The cookies an answer sets, as a Cookie header value (name=value pairs, attributes dropped). */
export function cookiesSet(answer: Pick<HttpAnswer, 'headers'>): string {
  return answer.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
}

export async function request(baseUrl: string, path: string, options: RequestOptions = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const response = options.localAddress
    ? await fetchFrom(options.localAddress, `${baseUrl}${path}`, { method, headers, body })
    : await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed, text };
}
