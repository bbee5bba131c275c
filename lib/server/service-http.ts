// The front of every HTTP server the service runs (`npm start`'s, and a worker's operator port). It sees every
// request before Next does and the end of every response after Next is done with it (pages, route handlers, static
// files, redirects and 404s alike), so route metrics and request logs live here, once, instead of in the route
// wrappers (which see API routes only) or the proxy (which skips the report read and never sees the final status).
// Per request it: gives the request an id (X-Request-Id), sets the security headers (lib/http/security-headers.ts),
// answers /healthz, /readyz and /metrics, refuses what Next would answer with a bare 500 (lib/http/request-guard.ts),
// turns a page's 500 caused by a database outage into 503 + Retry-After (lib/observability/request-outcome.ts), gives Next's bodiless
// error answers a proper body (lib/http/bare-errors.ts), counts and times the
// response, and logs a line when it ends (at debug; at warn when it failed with a 5xx); a connection answered before its
// body was read closes lingering (lib/server/lingering-close.ts). drain() is the HTTP half
// of a SIGTERM: no new connections, new requests on open ones refused with 503, and those in flight given time.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Duplex } from 'node:stream';
import { frontError } from '@/lib/http/error-page';
import { ApiError } from '@/lib/errors/api-errors';
import { CLIENT_IP_HEADER, callerAddress, proxyTrusted } from '@/lib/net/client-ip';
import { replaceBareErrorBodies } from '@/lib/http/bare-errors';
import { refuseRequest } from '@/lib/http/request-guard';
import { REQUEST_TARGET_HEADER } from '@/lib/auth/request-target';
import { errorResponse } from '@/lib/http/respond';
import { applySecurityHeaders } from '@/lib/http/security-headers';
import { startDraining } from '@/lib/observability/draining';
import { logger, requestLogger, withRequestContext } from '@/lib/observability/logger';
import { httpDuration, httpInFlight, httpRequests } from '@/lib/observability/metrics';
import { lingerOnUnreadBody } from './lingering-close';
import { answerOperatorRequest, isOperatorPath, NOT_READY_RETRY_AFTER_SECONDS } from './operator-endpoints';
import { REQUEST_ID_HEADER, requestIdFor } from '@/lib/observability/request-id';
import { answerOutagesAs503, withRequestOutcome } from '@/lib/observability/request-outcome';
import type { RouteLabeler } from '@/lib/observability/route-labels';

export interface ServiceHttpOptions {
  /** The `route` label of a path. */
  routeOf: RouteLabeler;
  /** Answers every other request (Next's handler); without it they get a JSON 404. */
  next?: (request: IncomingMessage, response: ServerResponse) => void;
}

export interface ServiceHttp {
  listener: RequestListener;
  /** For the server's 'clientError' event: a request Node's parser refused (see answerClientError). */
  clientError: (error: Error, socket: Duplex) => void;
  /** Stops taking requests and waits up to timeoutMs for those in flight; resolves with how many were cut off. */
  drain(server: Server, timeoutMs: number): Promise<number>;
}

const netServerClose = NetServer.prototype.close;

/** Methods that get their own label; anything else a client invents is counted as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function serviceHttp(options: ServiceHttpOptions): ServiceHttp {
  const trustProxy = proxyTrusted();
  let draining = false;
  /**
   * Responses being produced (the requests in flight), so a drain can count them and mark those whose headers are not
   * out yet Connection: close.
   */
  const answering = new Set<ServerResponse>();
  /** Set by a drain whose connections have all ended while the last responses' 'close' events are still due. */
  let onIdle: (() => void) | null = null;

  function finished(request: IncomingMessage, response: ServerResponse, path: string, requestId: string, caller: string, started: number) {
    httpInFlight.dec();
    const seconds = (performance.now() - started) / 1000;
    const method = METHODS.has(request.method ?? '') ? request.method! : 'OTHER';
    const route = options.routeOf(path);
    // A response the client gave up on before it ended is counted apart from the status it would have had.
    const status = response.writableFinished ? String(response.statusCode) : 'aborted';
    httpRequests.inc({ method, route, status });
    httpDuration.observe({ method, route }, seconds);
    // Every request at debug; at the default level only those the service failed (5xx). A line per request cost
    // more than the rest of this front together (~100 µs of server CPU per request, about 12% of the cached report
    // read, against ~20 µs for the rest), and the metrics count every request anyway.
    const level = response.statusCode >= 500 ? 'warn' : 'debug';
    if (requestLogger.isLevelEnabled(level)) {
      requestLogger[level]({ requestId, method, path, route, status, ms: Math.round(seconds * 10_000) / 10, ip: caller }, 'request');
    }
    if (answering.size === 0) onIdle?.();
  }

  const listener: RequestListener = (request, response) => {
    const started = performance.now();
    const caller = callerAddress(request, trustProxy);
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER], trustProxy);
    request.headers[REQUEST_ID_HEADER] = requestId;
    request.headers[CLIENT_IP_HEADER] = caller;
    request.headers[REQUEST_TARGET_HEADER] = request.url ?? '/';
    response.setHeader('x-request-id', requestId);
    applySecurityHeaders(request, response, trustProxy);
    const path = pathOf(request.url);
    lingerOnUnreadBody(request);
    httpInFlight.inc();
    answering.add(response);
    response.once('close', () => {
      answering.delete(response);
      finished(request, response, path, requestId, caller, started);
    });
    if (draining) response.shouldKeepAlive = false;

    if (isOperatorPath(path)) return void send(response, answerOperatorRequest(path, request, caller, draining));
    if (draining) {
      const error = new ApiError('service-unavailable', 'The server is shutting down; retry in a moment.', { retryAfter: NOT_READY_RETRY_AFTER_SECONDS });
      return void send(response, Promise.resolve(errorResponse(error, { 'cache-control': 'no-store' })));
    }
    // Here, not in Next: what Next would answer with a bare 500 (see request-guard.ts).
    const refusal = refuseRequest(request, path, trustProxy);
    if (refusal) return void send(response, Promise.resolve(refusal));
    if (!options.next) return void send(response, Promise.resolve(errorResponse(new ApiError('not-found'), { 'cache-control': 'no-store' })));
    replaceBareErrorBodies(request, response, path);
    const outcome = { databaseUnavailable: false };
    answerOutagesAs503(response, outcome);
    withRequestContext(requestId, () => withRequestOutcome(outcome, () => options.next!(request, response)));
  };

  return {
    listener,
    clientError: answerClientError,
    drain(server, timeoutMs) {
      return new Promise((resolve) => {
        const finish = (cutOff: number) => {
          clearTimeout(timer);
          resolve(cutOff);
        };
        const timer = setTimeout(() => {
          const cutOff = answering.size;
          server.closeAllConnections();
          finish(cutOff);
        }, timeoutMs);
        draining = true;
        startDraining();
        for (const response of answering) if (!response.headersSent) response.shouldKeepAlive = false;
        // No new connections, but open ones are not cut: a proxy may be sending a request on an idle keep-alive
        // connection at this very moment (http.Server's close() would close idle ones now, and that request would
        // meet a reset). Each connection ends after its next response (Connection: close, see the listener) or
        // when it stays idle for the server's keep-alive timeout; net.Server's close calls back once all have ended.
        // A response's 'close' can come a tick after its socket's: the drain ends once every request is accounted for
        // (counted and logged), so nothing of a request is written after the process says it stopped.
        netServerClose.call(server, () => {
          if (answering.size === 0) finish(0);
          else onIdle = () => finish(0);
        });
      });
    },
  };
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  return query === -1 ? raw : raw.slice(0, query);
}

/** Writes a fetch Response to Node's response; a failure to produce it is a logged 500. */
async function send(response: ServerResponse, answer: Promise<Response>): Promise<void> {
  let result: Response;
  try {
    result = await answer;
  } catch (error) {
    logger.error({ err: error }, 'Operator endpoint failed');
    result = errorResponse(new ApiError('internal-error'), { 'cache-control': 'no-store' });
  }
  const body = Buffer.from(await result.arrayBuffer());
  response.statusCode = result.status;
  result.headers.forEach((value, name) => response.setHeader(name, value));
  response.setHeader('content-length', body.length);
  response.end(body);
}

/**
 * A request Node's HTTP parser refused (a method it does not know, raw bytes in the target, a broken header): Node
 * would answer a bare 400. It gets the service's error answer instead, JSON on API paths (the target is read from the
 * raw request line, when there is one). Oversized headers and timeouts keep Node's own status.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  if (status !== 400) return void socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Request Timeout'}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  const [, method = '', target = '/'] = /^(\S+) (\S+)/.exec(error.rawPacket?.toString('latin1') ?? '') ?? [];
  const answer = frontError(pathOf(target), 'bad-request', 'The request is not valid HTTP/1.1 (RFC 9112).');
  const body = Buffer.from(answer.body);
  const head = Object.entries({ ...answer.headers, 'x-content-type-options': 'nosniff', connection: 'close', 'content-length': String(body.length) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  // RFC 9110 §9.3.2: the answer to HEAD has no content.
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 400 Bad Request\r\n${head}\r\n`), method === 'HEAD' ? Buffer.alloc(0) : body]));
}
