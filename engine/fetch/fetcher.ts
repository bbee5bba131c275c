// The one SSRF-safe fetcher: every byte the engine sends goes through createFetcher().fetch().
import { setMaxListeners } from 'node:events';
import { DEFAULTS } from '../config.js';
import { readCappedBody } from './body.js';
import { mediaTypeOf } from './decode.js';
import { RequestDeadline } from './deadline.js';
import { classifyAbort, classifyError, isConnectionClosed } from './failures.js';
import { createOriginLimiter } from './limiter.js';
import { hostPauseMs } from './politeness.js';
import { createBodyDecoder } from './shared-bodies.js';
import { QueueClock } from './queue-clock.js';
import { headersFor } from './origin-headers.js';
import { leasePool, type PoolLease } from './pools.js';
import { backoffMs, isRetryableStatus, retryAfterMs, sleep } from './retry.js';
import { bareHostname, privateAllowedFor, resolveAndVet, systemResolver, vetUrl, type ResolutionVetting } from './ssrf.js';
import {
  CAPS,
  type FetchErrorCode,
  type FetchRequest,
  type FetchResult,
  type Fetcher,
  type FetcherOptions,
  type RedirectHop,
  type ResolvedAddress,
} from './types.js';

export const DEFAULT_MAX_REDIRECTS = 5;
export const ACCEPT_ENCODING = 'gzip, deflate, br';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** A retry is only worth it when at least this much of the deadline would remain for the attempt itself. */
const MIN_ATTEMPT_MS = 100;
/** Headers that must not follow a redirect to another origin. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

type Method = NonNullable<FetchRequest['method']>;

interface Hop {
  method: Method;
  headers: Record<string, string>;
  body: string | undefined;
  /** FetchRequest.mayLackTls, on the first hop only. */
  mayLackTls?: boolean;
}

interface Exchanged {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  overCap: boolean;
}

type Vetted = { ok: true; url: URL; pinned: ResolvedAddress | null } | { ok: false; code: FetchErrorCode; rule?: string; message: string };

/** Thrown before a request the fetcher's budget (FetcherOptions.maxRequests) has no room for: nothing is sent. */
class RequestBudgetSpent extends Error {
  constructor(readonly budget: number) {
    super(`Not sent: the audit's budget of ${budget} request${budget === 1 ? '' : 's'} is spent.`);
  }
}

/** Requests sent again on finding kept-alive connections closed (each one found closed is dropped from the pool). */
const MAX_STALE_RETRIES = 16;

/** A request written on a kept-alive connection that turned out closed, before any answer (classified as its cause). */
class ReusedConnectionClosed extends Error {
  /** `idle`: the pool's idle connections when the request was sent, any of which the site may have closed while idle. */
  constructor(
    override readonly cause: unknown,
    readonly idle: number,
  ) {
    super('A kept-alive connection was closed before the response.', { cause });
  }
}

/** Lower-case names; repeated headers joined with ", ", set-cookie with "\n" (cookies may contain commas). */
export function normalizeHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const joined = Array.isArray(value) ? value.join(key === 'set-cookie' ? '\n' : ', ') : value;
    headers[key] = key in headers ? `${headers[key]}${key === 'set-cookie' ? '\n' : ', '}${joined}` : joined;
  }
  return headers;
}

/** Rejects with the signal's reason when it fires before `promise` settles (a resolver may never answer). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createFetcher(options: FetcherOptions): Fetcher {
  const vetOptions = { allowPrivateTargets: options.allowPrivateTargets };
  const resolver = options.resolver ?? systemResolver;
  const concurrency = options.perOriginConcurrency ?? DEFAULTS.perOriginConcurrency;
  const limiter = createOriginLimiter(concurrency);
  // A bulk audit's bound over every origin: one key, so every request shares it.
  const inFlight = options.maxInFlight === undefined ? null : createOriginLimiter(Math.max(1, options.maxInFlight));
  const jitterMs = options.jitterMs ?? 0;
  const resolutions = new Map<string, Promise<ResolutionVetting>>();
  /** Shared connection pools this fetcher holds, by origin and vetted address; given back on close(). */
  const leases = new Map<string, PoolLease>();
  const decodeBody = createBodyDecoder();
  /** How long this fetcher's requests waited for places of ours, which its audit's deadline does not charge. */
  const queue = new QueueClock();
  /** Requests sent so far (each attempt, each redirect hop), against options.maxRequests. */
  let sent = 0;
  // close() cancels whatever is still in flight, as destroying a private agent used to, and so does the caller's
  // signal, forwarded by one listener: every request listens to this signal (see RequestDeadline), and a composite
  // one (AbortSignal.any) re-checks its sources on every listener added.
  const closing = new AbortController();
  const outerSignal = closing.signal;
  const forwardCallerAbort = () => closing.abort(options.signal!.reason);
  if (options.signal?.aborted) closing.abort(options.signal.reason);
  else options.signal?.addEventListener('abort', forwardCallerAbort, { once: true });
  // Each request in flight listens to it; dozens at once are expected, not a leak.
  setMaxListeners(0, outerSignal);
  let closed = false;

  function resolveOnce(hostname: string, privateAllowed: boolean): Promise<ResolutionVetting> {
    const key = `${privateAllowed ? 'private' : 'public'} ${hostname}`;
    let pending = resolutions.get(key);
    if (!pending) {
      pending = resolveAndVet(hostname, resolver, { allowPrivateTargets: privateAllowed }).then((result) => {
        // A failed lookup is not remembered: the next request may find the name.
        if (!result.ok && result.rule === 'dns') resolutions.delete(key);
        return result;
      });
      resolutions.set(key, pending);
    }
    return pending;
  }

  /** Judged at once where nothing is looked up (an IP literal, or a URL refused as written). */
  function vetTarget(target: string, deadline: RequestDeadline): Vetted | Promise<Vetted> {
    const syntactic = vetUrl(target, vetOptions);
    if (!syntactic.ok) return { ok: false, code: 'refused', rule: syntactic.rule, message: syntactic.message };
    if (syntactic.literal !== null) return { ok: true, url: syntactic.url, pinned: null };
    return vetName(syntactic.url, syntactic.privateAllowed, deadline);
  }

  async function vetName(url: URL, privateAllowed: boolean, deadline: RequestDeadline): Promise<Vetted> {
    deadline.start();
    const resolution = await untilAborted(resolveOnce(bareHostname(url), privateAllowed), deadline.signal);
    // Every connection to the name goes to the address vetted here, resolved once per fetcher (no DNS rebinding).
    if (resolution.ok) return { ok: true, url, pinned: resolution.pinned };
    if (resolution.rule === 'dns') return { ok: false, code: 'dns', message: resolution.message };
    return { ok: false, code: 'refused', rule: resolution.rule, message: resolution.message };
  }

  function poolFor(origin: string, pinned: ResolvedAddress | null, mayLackTls: boolean) {
    const key = `${origin} ${pinned?.address ?? ''} ${mayLackTls ? 'may-lack-tls' : ''}`;
    let lease = leases.get(key);
    if (!lease) {
      const allowPrivateTargets = privateAllowedFor(new URL(origin), options.allowPrivateTargets);
      lease = leasePool({ origin, pinned, connectTimeout: options.timeout, allowPrivateTargets, mayLackTls });
      leases.set(key, lease);
    }
    return lease.pool;
  }

  /** One request and (if `keepBody` says so) its capped body, holding an origin slot throughout. */
  async function exchange(
    url: URL,
    pinned: ResolvedAddress | null,
    hop: Hop,
    cap: number,
    deadline: RequestDeadline,
    keepBody: (status: number, headers: Record<string, string>) => boolean,
  ): Promise<Exchanged> {
    // Waiting for our own places (jitter, the origin's slots, the shared gate below) is not the site's time, even when
    // the clock already runs (a name's clock starts at its DNS lookup; a redirect's next hop, a retry); nor the audit's.
    deadline.hold();
    const leaveQueue = queue.enter();
    try {
      return await exchangeInPlace(url, pinned, hop, cap, deadline, keepBody, leaveQueue);
    } finally {
      leaveQueue();
    }
  }

  async function exchangeInPlace(
    url: URL,
    pinned: ResolvedAddress | null,
    hop: Hop,
    cap: number,
    deadline: RequestDeadline,
    keepBody: (status: number, headers: Record<string, string>) => boolean,
    leaveQueue: () => void,
  ): Promise<Exchanged> {
    const { signal } = deadline;
    if (jitterMs > 0) await sleep(Math.floor(Math.random() * (jitterMs + 1)), signal);
    const releaseOrigin = await limiter.acquire(url.origin, signal);
    let releaseAll: (() => void) | null = null;
    try {
      releaseAll = inFlight ? await inFlight.acquire('*', signal) : null;
    } catch (error) {
      releaseOrigin();
      throw error;
    }
    let release = () => {
      releaseAll?.();
      releaseOrigin();
    };
    if (options.maxRequests !== undefined && sent >= options.maxRequests) {
      release();
      throw new RequestBudgetSpent(options.maxRequests);
    }
    // Counted at once (the budget is checked and taken in one step, whatever waits below); given back if never sent.
    sent += 1;
    // Last, after every bound of this fetcher: a place of the shared gate is held only by a request about to go out.
    if (options.gate) {
      let releaseGate: (sent?: boolean) => void;
      try {
        releaseGate = await options.gate.acquire({ host: url.host, address: pinned?.address ?? bareHostname(url) }, signal);
      } catch (error) {
        sent -= 1;
        release();
        throw error;
      }
      // The place came after the request was given up (its audit ended): nothing is sent, and nothing counted.
      if (signal.aborted) {
        sent -= 1;
        releaseGate(false);
        release();
        throw signal.reason;
      }
      const releaseLimits = release;
      release = () => {
        releaseGate();
        releaseLimits();
      };
    }
    leaveQueue();
    deadline.resume();
    deadline.start();
    try {
      const pool = poolFor(url.origin, pinned, hop.mayLackTls === true);
      // undici sends the request on an idle connection it already has, where there is one.
      const idle = pool.stats.free;
      const response = await pool.request({
        path: `${url.pathname}${url.search}`,
        method: hop.method,
        headers: hop.headers,
        body: hop.body,
        signal,
        // undici closes the connection after every HEAD by default; this keeps it when the server says keep-alive
        // (a docs audit sends about nine HEADs, each of which otherwise costs a new connection).
        ...(hop.method === 'HEAD' ? { reset: false } : {}),
        // No per-phase timers of undici's: the request's deadline bounds every phase, and it is not charged for the
        // time the event loop was blocked (deadline.ts), where undici's own timers would fire on an answer that had
        // arrived but was not read yet.
        headersTimeout: 0,
        bodyTimeout: 0,
      }).catch((error: unknown) => {
        throw idle > 0 && isConnectionClosed(error) ? new ReusedConnectionClosed(error, idle) : error;
      });
      const headers = normalizeHeaders(response.headers);
      // A host that asks the scanner to wait (429 or 503 with Retry-After) is paused for every request of ours, whichever
      // audit, organization or process sends it (the shared gate), before this request's place is given to the next one.
      // An agent profile's request (its own User-Agent) is the measurement: a 429 to it is that agent's verdict.
      const pauseMs = hop.headers['user-agent'] === options.userAgent ? hostPauseMs(response.statusCode, headers['retry-after']) : null;
      if (pauseMs !== null && options.gate) await Promise.resolve(options.gate.pause(url.host, Date.now() + pauseMs)).catch(() => undefined);
      if (!keepBody(response.statusCode, headers)) {
        await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
        return { status: response.statusCode, headers, body: Buffer.alloc(0), overCap: false };
      }
      const { body, overCap } = await readCappedBody(response.body, headers['content-encoding'], cap);
      return { status: response.statusCode, headers, body, overCap };
    } finally {
      release();
    }
  }

  /**
   * One hop with its retries: network errors, 5xx and 429 are retried (GET and HEAD only) while the backoff or
   * Retry-After still fits in the deadline; otherwise the last answer or error stands.
   */
  async function exchangeWithRetries(
    url: URL,
    pinned: ResolvedAddress | null,
    hop: Hop,
    cap: number,
    deadline: RequestDeadline,
    isRedirectToFollow: (status: number, headers: Record<string, string>) => boolean,
  ): Promise<Exchanged> {
    const { signal } = deadline;
    const idempotent = hop.method === 'GET' || hop.method === 'HEAD';
    const fits = (delay: number) => delay + MIN_ATTEMPT_MS < deadline.remaining();
    let staleRetries = 0;
    /** Set by the first kept-alive connection found closed: how many idle ones the site may have closed. */
    let staleAllowed: number | null = null;
    for (let attempt = 0; ; attempt += 1) {
      const mayRetry = idempotent && attempt < options.retries;
      const retry = { delay: -1 };
      try {
        const result = await exchange(url, pinned, hop, cap, deadline, (status, headers) => {
          if (isRedirectToFollow(status, headers)) return false;
          if (mayRetry && isRetryableStatus(status)) {
            const asked = retryAfterMs(headers['retry-after']);
            // A bulk audit comes back later itself when asked to wait (options.bulk): the answer stands.
            if (asked !== null && options.waitForRetryAfter === false) return true;
            const delay = asked ?? backoffMs(attempt);
            if (fits(delay)) {
              retry.delay = delay;
              return false;
            }
          }
          return true;
        });
        if (retry.delay < 0) return result;
      } catch (error) {
        // A kept-alive connection the site closed while it sat idle (its close not yet read, as when the audit's event
        // loop was busy) fails the request written on it before any answer: sent again at once, as browsers do for
        // idempotent requests, whatever the retry setting (RFC 9110 §9.2.2). undici drops the closed connection, so
        // the next attempt takes another idle one (closed too, after a long stall) or opens a new one, which ends it.
        // Only as many times as there were idle connections when it first met a closed one (issue 64 point 3): a site
        // that closes every connection a request arrives on (as some bot protections do to agents) otherwise got it
        // 18 times over, on connections the audit's other requests kept handing back to the pool; past them, the close
        // is the site's answer, and the retry setting decides.
        if (error instanceof ReusedConnectionClosed && idempotent && !signal.aborted) {
          staleAllowed ??= Math.min(error.idle, MAX_STALE_RETRIES);
          if (staleRetries < staleAllowed) {
            staleRetries += 1;
            attempt -= 1;
            continue;
          }
        }
        if (error instanceof RequestBudgetSpent || signal.aborted || !mayRetry || !classifyError(error, url.host).retryable) throw error;
        const delay = backoffMs(attempt);
        if (!fits(delay)) throw error;
        retry.delay = delay;
      }
      await sleep(retry.delay, signal);
    }
  }

  function requestHeaders(extra: Record<string, string> | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      'user-agent': options.userAgent,
      'accept-encoding': ACCEPT_ENCODING,
      accept: '*/*',
    };
    for (const [name, value] of Object.entries(extra ?? {})) headers[name.toLowerCase()] = value;
    return headers;
  }

  function redirectLocation(status: number, headers: Record<string, string>, from: URL): URL | null {
    if (!REDIRECT_STATUSES.has(status) || headers.location === undefined) return null;
    try {
      return new URL(headers.location, from);
    } catch {
      return null; // an unusable Location: the 3xx is the final answer, as a browser would show it
    }
  }

  async function fetchOnce(request: FetchRequest): Promise<FetchResult> {
    const started = performance.now();
    const deadline = new RequestDeadline(options.timeout, outerSignal);
    const { signal } = deadline;
    const maxRedirects = request.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const cap = CAPS[request.cap];
    const redirects: RedirectHop[] = [];
    let current = request.url;
    let hop: Hop = { method: request.method ?? 'GET', headers: requestHeaders(request.headers), body: request.body, mayLackTls: request.mayLackTls };

    const fail = (code: FetchErrorCode, message: string, rule?: string): FetchResult => ({
      ok: false,
      error: { code, message, url: request.url, redirects, ...(rule === undefined ? {} : { rule }) },
    });
    const viaRedirect = (message: string) => (redirects.length > 0 ? `The redirect to ${current} was refused: ${message}` : message);

    try {
      for (;;) {
        if (signal.aborted) throw signal.reason;
        const target = await vetTarget(current, deadline);
        if (!target.ok) return fail(target.code, viaRedirect(target.message), target.rule);
        const follows = (status: number, headers: Record<string, string>) =>
          maxRedirects > 0 && redirectLocation(status, headers, target.url) !== null;
        // The caller's extra headers go to their one origin on this hop alone: never carried to the next.
        const sent = { ...hop, headers: headersFor(target.url, hop.headers, options.originHeaders) };
        const result = await exchangeWithRetries(target.url, target.pinned, sent, cap, deadline, follows);
        const location = maxRedirects > 0 ? redirectLocation(result.status, result.headers, target.url) : null;
        if (location === null) {
          const contentType = result.headers['content-type'];
          const { body, text } = decodeBody(result.body, contentType);
          return {
            ok: true,
            response: {
              url: request.url,
              finalUrl: target.url.href,
              status: result.status,
              headers: result.headers,
              redirects,
              body,
              text,
              overCap: result.overCap,
              capBytes: cap,
              contentType: mediaTypeOf(contentType),
              durationMs: Math.round(performance.now() - started),
            },
          };
        }
        if (redirects.length >= maxRedirects) {
          return fail('too-many-redirects', `${request.url} redirects more than ${maxRedirects} times (last to ${location.href}).`);
        }
        redirects.push({ url: target.url.href, status: result.status, location: location.href });
        hop = nextHop(hop, result.status, location.origin !== target.url.origin);
        current = location.href;
      }
    } catch (error) {
      if (error instanceof RequestBudgetSpent) return fail('refused', viaRedirect(error.message), 'request-budget');
      const host = URL.canParse(current) ? new URL(current).host : current;
      const classified = signal.aborted ? classifyAbort(signal.reason, host, options.timeout, options.signal?.aborted === true) : classifyError(error, host);
      return fail(classified.code, classified.message);
    } finally {
      deadline.dispose();
    }
  }

  return {
    requestsSent: () => sent,
    queuedMs: () => queue.now(),
    async fetch(request) {
      if (closed) {
        return { ok: false, error: { code: 'aborted', message: 'The fetcher was closed.', url: request.url, redirects: [] } };
      }
      return fetchOnce(request);
    },
    async close() {
      if (closed) return;
      closed = true;
      options.signal?.removeEventListener('abort', forwardCallerAbort);
      closing.abort(new DOMException('The fetcher was closed.', 'AbortError'));
      for (const lease of leases.values()) lease.release();
      leases.clear();
    },
  };
}

/** 303 (and 301/302 after a POST) turn into GET without a body; credentials never cross origins. */
function nextHop(hop: Hop, status: number, crossOrigin: boolean): Hop {
  const toGet = (status === 303 && hop.method !== 'HEAD') || ((status === 301 || status === 302) && hop.method === 'POST');
  const headers = { ...hop.headers };
  if (crossOrigin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
  if (toGet) {
    delete headers['content-type'];
    delete headers['content-length'];
  }
  return toGet ? { method: 'GET', headers, body: undefined } : { method: hop.method, headers, body: hop.body };
}
