// The contract of the one fetcher every gatherer uses.
import type { OriginHeaders } from './origin-headers.js';
import type { RequestGate } from './politeness.js';

/** Byte caps, counted after decompression. */
export const CAPS = {
  robots: 500 * 1024,
  json: 256 * 1024,
  /** An OpenAPI description (checks.md, 2026-11: real APIs publish multi-megabyte descriptions; OpenAI's is 3.4 MB). */
  openapi: 16 * 1024 * 1024,
  /** AI catalogs (ARD, AI Catalog core): real catalogs list hundreds of entries. */
  aiCatalog: 1024 * 1024,
  /** RSL license documents (XML), read before any parsing. */
  rsl: 256 * 1024,
  /** One MCP message: servers with many tools list several hundred KiB of schemas in one tools/list page. */
  mcp: 1024 * 1024,
  llms: 5 * 1024 * 1024,
  html: 5 * 1024 * 1024,
  sitemap: 50 * 1024 * 1024,
  /** A vendor's published crawler address ranges (the service's `admin traffic ranges update`): the largest is about 100 KB. */
  ipRanges: 8 * 1024 * 1024,
} as const;
export type CapName = keyof typeof CAPS;

export interface FetchRequest {
  url: string;
  method?: 'GET' | 'HEAD' | 'POST';
  /** Extra request headers. `user-agent` here replaces the identifying one (only for checks that deliberately send agent user agents). */
  headers?: Record<string, string>;
  body?: string;
  /** Which byte cap applies to the body. */
  cap: CapName;
  /** Redirects followed by hand, each hop re-vetted. Default 5; 0 returns the 3xx itself. */
  maxRedirects?: number;
  /**
   * The https URL may not speak TLS at all (the https twin of an http:// site on that site's own port): its first
   * connection learns whether it does before Node's root store is read (engine/fetch/pools.ts). Redirect hops never.
   */
  mayLackTls?: boolean;
}

export interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

export interface FetchedResponse {
  /** The URL asked for. */
  url: string;
  /** The URL that produced this response after redirects. */
  finalUrl: string;
  status: number;
  /** Lower-case names; repeated headers joined with ", " (set-cookie with "\n"). */
  headers: Record<string, string>;
  redirects: RedirectHop[];
  /** Raw body after decompression, at most the cap. Empty for HEAD. */
  body: Buffer;
  /** Body decoded safely as text (charset from Content-Type, UTF-8 otherwise; invalid bytes replaced, NUL removed). */
  text: string;
  /** True when the body was longer than the cap; `body` then holds the first cap bytes. */
  overCap: boolean;
  /** The cap that applied, in bytes. */
  capBytes: number;
  /** Media type without parameters, lower-case ('' when absent). */
  contentType: string;
  durationMs: number;
}

export type FetchErrorCode =
  | 'refused' // SSRF rules: nothing was sent
  | 'dns'
  | 'connect'
  | 'tls'
  | 'timeout'
  | 'too-many-redirects'
  | 'network'
  | 'aborted';

export interface FetchFailure {
  code: FetchErrorCode;
  /** For `refused`: the rule that refused the target, e.g. 'private-address', 'port', 'credentials', 'scheme'. */
  rule?: string;
  /** One sentence, safe to show a site owner. */
  message: string;
  url: string;
  /** Redirects followed before the failure. */
  redirects: RedirectHop[];
}

export type FetchResult = { ok: true; response: FetchedResponse } | { ok: false; error: FetchFailure };
export type FetchSuccess = Extract<FetchResult, { ok: true }>;

export interface Fetcher {
  fetch(request: FetchRequest): Promise<FetchResult>;
  /** Requests sent so far (each attempt and redirect hop); createFetcher's fetchers count them. */
  requestsSent?(): number;
  /** Milliseconds during which at least one request waited for a place of ours (engine/fetch/queue-clock.ts). */
  queuedMs?(): number;
  /** Releases sockets. */
  close(): Promise<void>;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** DNS resolution, injectable so tests control it. Must return every address of the name. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface FetcherOptions {
  /** Overall deadline per request in ms (connect, headers, body, redirects and retries together). */
  timeout: number;
  retries: number;
  /** true, or the `host:port` origins for which the address and port rules are lifted (see ssrf.ts). */
  allowPrivateTargets: boolean | readonly string[];
  userAgent: string;
  resolver?: Resolver;
  /** Simultaneous requests per origin. */
  perOriginConcurrency?: number;
  /** Simultaneous requests over every origin (a bulk audit's politeness); unset: no bound beyond the per-origin one. */
  maxInFlight?: number;
  /** Longest random wait before each request is sent, in ms (a bulk audit's jitter); unset or 0: none. */
  jitterMs?: number;
  /** false: a 429 or 5xx with Retry-After is returned as it is, never waited for and retried (a bulk audit comes back later). */
  waitForRetryAfter?: boolean;
  /** Aborts every request in flight (the audit's overall deadline). */
  signal?: AbortSignal;
  /**
   * Requests this fetcher may send in all (every attempt and every redirect hop counts): beyond it a fetch fails as
   * `refused` with rule `request-budget`, sending nothing. Unset: no budget.
   */
  maxRequests?: number;
  /**
   * Headers sent with every request to one origin (an audit's `headers` option, to the audited origin): added on each
   * hop whose URL is of that origin, so a redirect, a link or a declared surface on any other origin never gets them.
   */
  originHeaders?: OriginHeaders;
  /**
   * Asked before every request is sent (each attempt, each redirect hop), and given back once its answer is read: the
   * scanner's politeness per host and per address (politeness.ts), shared by every audit of the host that injects it.
   * Unset: no bound beyond this fetcher's own.
   */
  gate?: RequestGate;
}
