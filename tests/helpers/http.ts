// Tiny HTTP client for API tests: one call, the parsed answer.
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
}

export async function request(baseUrl: string, path: string, options: RequestOptions = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed, text };
}
