import type { CheckId } from './check-ids.js';
import { DEFAULTS } from './config.js';
import { AuditError } from './errors.js';
import type { Resolver } from './fetch/types.js';
import { REQUESTABLE_PROFILES, type RequestedProfile } from './types.js';

export const OPTION_LIMITS = {
  timeout: { min: 100, max: 10_000 },
  retries: { min: 0, max: 2 },
  maxPages: { min: 1, max: DEFAULTS.maxPagesLimit },
} as const;

export interface AuditProgress {
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
  /** Lifts the address and port rules (tests and intranet installs). Off by default. */
  allowPrivateTargets?: boolean;
  /** DNS resolver (tests control resolution with it). */
  resolver?: Resolver;
  onProgress?: (progress: AuditProgress) => void;
  /** Cancels the audit. */
  signal?: AbortSignal;
  /** Adds `siteFacts` (titles, descriptions, robots.txt text) to the report, from what was gathered anyway. */
  collectSiteFacts?: boolean;
}

export interface ResolvedAuditOptions {
  checks: CheckId[];
  profile: RequestedProfile;
  timeout: number;
  retries: number;
  maxPages: number;
  allowPrivateTargets: boolean;
  resolver: Resolver | undefined;
  onProgress: ((progress: AuditProgress) => void) | undefined;
  signal: AbortSignal | undefined;
  collectSiteFacts: boolean;
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
  return {
    checks,
    profile,
    timeout: integerIn('timeout', options.timeout, DEFAULTS.timeout),
    retries: integerIn('retries', options.retries, DEFAULTS.retries),
    maxPages: integerIn('maxPages', options.maxPages, DEFAULTS.maxPages),
    allowPrivateTargets: options.allowPrivateTargets ?? false,
    resolver: options.resolver,
    onProgress: options.onProgress,
    signal: options.signal,
    collectSiteFacts: options.collectSiteFacts ?? false,
  };
}
