// A last line for answers Next gives without a usable body: an error status with no body at all (its 400 for
// OPTIONS on a page or for raw non-UTF-8 bytes in a path, its automatic 405 of a route handler) or its bare
// "500 Internal Server Error" text. The front replaces the body with the service's own error answer (JSON
// {"error","message"} on API paths, an HTML page elsewhere), keeping the status Next chose.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { frontError } from './error-page';
import { API_ERRORS, type ApiErrorCode } from '@/lib/errors/api-errors';

const CODES: Record<number, ApiErrorCode> = {
  400: 'bad-request',
  404: 'not-found',
  405: 'method-not-allowed',
  413: 'body-too-large',
  500: 'internal-error',
  503: 'service-unavailable',
};

export function replaceBareErrorBodies(request: IncomingMessage, response: ServerResponse, path: string): void {
  if (request.method === 'HEAD') return;
  const method = request.method ?? 'GET';
  let replacement: Buffer | null = null;

  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const passed = rest.find((argument) => typeof argument === 'object' && argument !== null && !Array.isArray(argument)) as
      | OutgoingHttpHeaders
      | undefined;
    const type = String(passed?.['content-type'] ?? this.getHeader('content-type') ?? '');
    const bare = type === '' || (statusCode >= 500 && type.startsWith('text/plain'));
    const code = bare ? CODES[statusCode] : undefined;
    if (!code) return writeHead.call(this, statusCode, ...(rest as []));
    const allow = String(passed?.allow ?? this.getHeader('allow') ?? '');
    const message = code === 'method-not-allowed' && allow ? `${method} is not allowed on this path; use ${allow}.` : API_ERRORS[code].message;
    const answer = frontError(path, code, message);
    replacement = Buffer.from(answer.body);
    for (const name of ['content-encoding', 'content-length', 'etag', 'transfer-encoding']) this.removeHeader(name);
    for (const [name, value] of Object.entries(answer.headers)) this.setHeader(name, value);
    this.setHeader('content-length', replacement.length);
    const headers: OutgoingHttpHeaders | undefined = passed ? { ...passed, ...answer.headers, 'content-length': replacement.length } : undefined;
    for (const name of ['content-encoding', 'etag', 'transfer-encoding']) if (headers) delete headers[name];
    return headers ? writeHead.call(this, statusCode, headers) : writeHead.call(this, statusCode);
  } as ServerResponse['writeHead'];

  // Node sends the head with the first write or end; decide it first, so Next's own body never goes out with it.
  const write = response.write;
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent && this.statusCode >= 400) this.writeHead(this.statusCode);
    if (!replacement) return (write as (...a: unknown[]) => boolean).apply(this, args);
    const callback = args.find((argument) => typeof argument === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];
  const end = response.end;
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent && this.statusCode >= 400) this.writeHead(this.statusCode);
    if (!replacement) return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    const callback = args.find((argument) => typeof argument === 'function') as (() => void) | undefined;
    return (end as (...a: unknown[]) => ServerResponse).call(this, replacement, ...(callback ? [callback] : []));
  } as ServerResponse['end'];
}
