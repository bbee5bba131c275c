import type { Journey } from './journeys/journey.js';
import type { AnsweredAhead } from './gather/answered-ahead.js';
import type { CheckId } from './check-ids.js';
import { DEFAULTS } from './config.js';
import { DNS_TRUST_AD_ENV } from './environment.js';
import { AuditError } from './errors.js';
import { configuredDnsServers, parseDnsServerList, resolverFor, type DnsServer } from './fetch/dns-servers.js';
import type { RequestGate } from './fetch/politeness.js';
import type { Resolver } from './fetch/types.js';
import { REQUESTABLE_PROFILES, type RequestedProfile } from './types.js';

export const OPTION_LIMITS = {
  timeout: { min: 100, max: 10_000 },
  retries: { min: 0, max: 2 },
  maxPages: { min: 1, max: DEFAULTS.maxPagesLimit },
} as const;

export interface AuditProgress {
  /** 'gather' once the plan of a site audit is made (done 0), then 'pages' as each page is measured. */
  phase: 'gather' | 'pages' | 'score';
  /** Pages measured so far, and planned, in a site audit. */
  done: number;
  total: number;
  url?: string;
}

export interface AuditOptions {
  /** Subset of check ids; default all 26. */
  checks?: readonly string[];
  profile?: RequestedProfile;
  /** Milliseconds per request, 100–10000. */
  timeout?: number;
  /** 0–2. */
  retries?: number;
  /** Pages to measure (start page included). 1 = start page only. */
  maxPages?: number;
  /**
   * Lifts the address and port rules (tests and intranet installs): true for every target, or a list of `host:port`
   * origins (`['127.0.0.1:4000']`) for those alone. Off by default. Applies to the fetcher and the browser alike.
   */
  allowPrivateTargets?: boolean | readonly string[];
  /** DNS resolver (tests control resolution with it). */
  resolver?: Resolver;
  /**
   * DNS servers ("host:port") that answer every lookup of the audit: DNS-AID queries and the fetcher's address
   * lookups. Default: AGENTGAUGE_DNS_SERVERS (comma-separated), else the system's.
   */
  dnsServers?: readonly string[];
  /** Honour the AD bit from a resolver that is not on loopback. Default: AGENTGAUGE_DNS_TRUST_AD=1. */
  trustDnsAd?: boolean;
  onProgress?: (progress: AuditProgress) => void;
  /** Called when the audit's deadline is extended by its waits in line, with their total (ms): an audit pool's watchdog follows it. */
  onQueued?: (queuedMs: number) => void;
  /** Cancels the audit. */
  signal?: AbortSignal;
  /** Adds `siteFacts` (titles, descriptions, robots.txt text) to the report, from what was gathered anyway. */
  collectSiteFacts?: boolean;
  /**
   * Renders each page in a local Chromium/Chrome for the rendered view (webmcp, semantic-structure,
   * server-rendered-content): `browser` is the browser's executable path, or the WebSocket endpoint of a pooled
   * browser (`ws://…`). Absent or null: the raw view only, and those checks say the rendered view was not measured.
   */
  render?: RenderOption | null;
  /** Journeys (issue 33) to run for every user-triggered agent profile; their results are in the report's `journeys`. */
  journeys?: readonly Journey[];
  /** The scanner's own User-Agent (default USER_AGENT); the agent profiles' requests send their own. */
  userAgent?: string;
  /** A bulk (fleet) audit's politeness: see BulkOptions. */
  bulk?: BulkOptions;
  /**
   * The gate every request of the audit passes (engine/fetch/politeness.ts): a host's, shared by all the audits it
   * runs. Default: this process's gate, at most 2 requests in flight per host and 4 per address.
   */
  gate?: RequestGate;
  /**
   * Extra request headers (a protected preview's bypass token, basic auth, an access service token), sent with every
   * request to the audited origin (the start URL's) and to no other: not to the origin a redirect, a link or a
   * declared surface leads to. Never in the report. Identity, negotiation and hop-by-hop headers (User-Agent, Accept,
   * Host, Connection, ...) are refused: each agent profile still sends its own User-Agent and Accept. Checked by the
   * audit (engine/fetch/origin-headers.ts), so this module, which the CLI's flag parsing loads, stays without it.
   */
  headers?: Readonly<Record<string, string>>;
  /**
   * Requests of this audit already sent by its caller, with their answers (a census's look-ahead of robots.txt,
   * engine/gather/answered-ahead.ts): the audit reads these instead of sending them, and counts them nowhere (the
   * caller counted them when it sent them). Only the scanner's own requests to the audited origin are taken.
   */
  answeredAhead?: readonly AnsweredAhead[];
}

/**
 * What a bulk scanner of many sites (the service's fleets) adds to an audit, so that it is polite by construction:
 * it reads robots.txt first and obeys its own group, comes back later when asked to, and keeps to a few requests at
 * once with a random wait before each.
 */
export interface BulkOptions {
  /**
   * robots.txt is read before anything else, and a group naming this product token (e.g. `AgentGauge`) that
   * disallows the start page ends the audit with `target-opted-out` (its `rule` is the line): no further request.
   */
  robotsToken: string;
  /**
   * A start page answered 429 or 503 with Retry-After ends the audit with `target-busy` rather than auditing that
   * answer, and no request of the audit waits for a Retry-After itself (the caller comes back later).
   */
  deferOnRetryAfter: boolean;
  /** Requests of this audit in flight at once, over every origin (at least 1). */
  maxInFlight: number;
  /** Longest random wait before each request, in ms (0: none). */
  jitterMs: number;
}

export interface RenderOption {
  browser: string;
  /** Per page: the render budget in ms and the requests a page may make. */
  limits?: { budgetMs?: number; maxRequests?: number };
}

export interface ResolvedAuditOptions {
  checks: CheckId[];
  profile: RequestedProfile;
  timeout: number;
  retries: number;
  maxPages: number;
  allowPrivateTargets: boolean | readonly string[];
  resolver: Resolver | undefined;
  /** The operator's DNS servers, or null for the system's. */
  dnsServers: DnsServer[] | null;
  trustDnsAd: boolean;
  onProgress: ((progress: AuditProgress) => void) | undefined;
  onQueued: ((queuedMs: number) => void) | undefined;
  signal: AbortSignal | undefined;
  collectSiteFacts: boolean;
  render: RenderOption | null;
  journeys: readonly Journey[];
  userAgent: string | null;
  bulk: BulkOptions | null;
  /**
   * The names (lower-case) of the extra headers sent to the audited origin, never their values: the agent views' request
   * records show them redacted (engine/agents/request-record.ts). The headers themselves are checked by the audit.
   */
  extraHeaderNames: readonly string[];
  answeredAhead: readonly AnsweredAhead[];
}

/**
 * The resolver an audit uses when given none: the servers of AGENTGAUGE_DNS_SERVERS, or undefined for the system's.
 * For callers that resolve a target as the audit will (the fleets' politeness keys on the address).
 */
export function environmentResolver(timeout: number = DEFAULTS.timeout): Resolver | undefined {
  const servers = environmentDnsServers();
  return servers.length > 0 ? resolverFor(servers, timeout) : undefined;
}

/** The servers of AGENTGAUGE_DNS_SERVERS, [] where the operator set none (the system's then answer). */
export function environmentDnsServers(): DnsServer[] {
  return configuredDnsServers();
}

function integerIn(field: keyof typeof OPTION_LIMITS, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const { min, max } = OPTION_LIMITS[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new AuditError('invalid-options', `${field} must be an integer from ${min} to ${max}.`, { field });
  }
  return value;
}

export function resolveOptions(options: AuditOptions, knownIds: readonly CheckId[]): ResolvedAuditOptions {
  let checks = [...knownIds];
  if (options.checks !== undefined) {
    if (options.checks.length === 0) {
      throw new AuditError('invalid-options', 'checks must name at least one check id.', { field: 'checks' });
    }
    const unknown = options.checks.filter((id) => !(knownIds as readonly string[]).includes(id));
    if (unknown.length > 0) {
      throw new AuditError(
        'invalid-options',
        `Unknown check id${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Run "agentgauge checks" for the list.`,
        { field: 'checks' },
      );
    }
    const wanted = new Set<string>(options.checks);
    checks = knownIds.filter((id) => wanted.has(id));
  }
  const profile = options.profile ?? 'auto';
  if (!REQUESTABLE_PROFILES.includes(profile)) {
    throw new AuditError('invalid-options', `profile must be one of ${REQUESTABLE_PROFILES.join(', ')}.`, {
      field: 'profile',
    });
  }
  const timeout = integerIn('timeout', options.timeout, DEFAULTS.timeout);
  const dnsServers = options.dnsServers ? parseDnsServerList(options.dnsServers, 'dnsServers') : environmentDnsServers();
  return {
    checks,
    profile,
    timeout,
    retries: integerIn('retries', options.retries, DEFAULTS.retries),
    maxPages: integerIn('maxPages', options.maxPages, DEFAULTS.maxPages),
    allowPrivateTargets: options.allowPrivateTargets ?? false,
    resolver: options.resolver ?? (dnsServers.length > 0 ? resolverFor(dnsServers, timeout) : undefined),
    dnsServers: dnsServers.length > 0 ? dnsServers : null,
    trustDnsAd: options.trustDnsAd ?? process.env[DNS_TRUST_AD_ENV] === '1',
    onProgress: options.onProgress,
    onQueued: options.onQueued,
    signal: options.signal,
    collectSiteFacts: options.collectSiteFacts ?? false,
    render: options.render ?? null,
    journeys: options.journeys ?? [],
    userAgent: options.userAgent ?? null,
    bulk: options.bulk ? resolveBulk(options.bulk) : null,
    extraHeaderNames: options.headers && typeof options.headers === 'object' ? Object.keys(options.headers).map((name) => name.trim().toLowerCase()) : [],
    answeredAhead: options.answeredAhead ?? [],
  };
}

function resolveBulk(bulk: BulkOptions): BulkOptions {
  const { robotsToken, maxInFlight, jitterMs } = bulk;
  if (typeof robotsToken !== 'string' || !/^[A-Za-z_-]+$/.test(robotsToken)) {
    throw new AuditError('invalid-options', 'bulk.robotsToken must be a robots.txt product token (letters, "_" and "-").', { field: 'bulk' });
  }
  if (!Number.isInteger(maxInFlight) || maxInFlight < 1) throw new AuditError('invalid-options', 'bulk.maxInFlight must be an integer of at least 1.', { field: 'bulk' });
  if (!Number.isInteger(jitterMs) || jitterMs < 0) throw new AuditError('invalid-options', 'bulk.jitterMs must be a non-negative integer.', { field: 'bulk' });
  return { robotsToken, deferOnRetryAfter: bulk.deferOnRetryAfter === true, maxInFlight, jitterMs };
}
