// Documented rate-limit defaults; each can be changed by an environment variable.
import { JOURNEY_RUNS } from '@/lib/rate-limit/journey-run-limits';
import { positiveIntegerEnv } from '@/lib/settings/settings';

export const PUBLIC_SCAN_LIMITS = {
  perCaller: { env: 'AGENTGAUGE_PUBLIC_SCAN_PER_CALLER', default: 5, windowSeconds: 60, label: 'per minute per caller IP address' },
  perTarget: { env: 'AGENTGAUGE_PUBLIC_SCAN_PER_TARGET', default: 10, windowSeconds: 3600, label: 'per hour per target host' },
} as const;

/** Reads of the public index (issue 48 point 2: GET /api/v1/index…), per caller: cheap to answer, but each reads
 *  the database, so one caller cannot take the service's reads. The badge and the pages are not counted. */
export const INDEX_READ_LIMIT = { env: 'AGENTGAUGE_INDEX_READS_PER_CALLER', default: 120, windowSeconds: 60, label: 'per minute per caller IP address' } as const;

export function indexReadLimit(): { points: number; windowSeconds: number } {
  return { points: positiveIntegerEnv(INDEX_READ_LIMIT.env, INDEX_READ_LIMIT.default), windowSeconds: INDEX_READ_LIMIT.windowSeconds };
}

export type PublicScanLimitName = keyof typeof PUBLIC_SCAN_LIMITS;

export function publicScanLimit(name: PublicScanLimitName): { points: number; windowSeconds: number } {
  const limit = PUBLIC_SCAN_LIMITS[name];
  return { points: positiveIntegerEnv(limit.env, limit.default), windowSeconds: limit.windowSeconds };
}

export function describePublicScanLimits(): string {
  return Object.values(PUBLIC_SCAN_LIMITS)
    .map((limit) => `${limit.default} ${limit.label} (environment variable ${limit.env})`)
    .join('; ');
}

/** Paid scan quotas (seed-api.md Limits), shared by the remote engine and every other scan surface. */
export const SCAN_QUOTAS = {
  perOrganization: { env: 'AGENTGAUGE_SCANS_PER_ORGANIZATION', default: 10, windowSeconds: 3600, label: 'per hour per organization' },
  perTarget: { env: 'AGENTGAUGE_SCANS_PER_TARGET', default: 5, windowSeconds: 3600, label: 'per hour per target host' },
  /**
   * Site scans of one of the organization's own sites (a site it added), per organization and site host, instead of
   * the shared per-target limit: a fix-and-rescan session (fix, scan, compare, every few minutes) must not stop at the
   * fifth scan of the hour. As high as the organization's own hourly limit, which still bounds the traffic; the scans
   * count towards the host's shared counter too, so other surfaces see them.
   */
  perOwnSite: { env: 'AGENTGAUGE_SCANS_PER_OWN_SITE', default: 10, windowSeconds: 3600, label: 'per hour per site of the organization' },
} as const;

export function scanQuota(name: keyof typeof SCAN_QUOTAS): { points: number; windowSeconds: number } {
  const quota = SCAN_QUOTAS[name];
  return { points: positiveIntegerEnv(quota.env, quota.default), windowSeconds: quota.windowSeconds };
}

/** Agent runs (built-in and model) and Answers passes, per organization; per target they take a unit of the scan
 *  quota's per-target counter (SCAN_QUOTAS.perTarget), so no mix of surfaces aims more traffic at one host. */
export const WORK_QUOTAS = {
  agentRuns: { env: 'AGENTGAUGE_AGENT_RUNS_PER_ORGANIZATION', default: 10, windowSeconds: 3600, label: 'per hour per organization' },
  answersPasses: { env: 'AGENTGAUGE_ANSWERS_PASSES_PER_ORGANIZATION', default: 5, windowSeconds: 3600, label: 'per hour per organization' },
} as const;

export type WorkKind = keyof typeof WORK_QUOTAS;

export function workQuota(kind: WorkKind): { points: number; windowSeconds: number } {
  const quota = WORK_QUOTAS[kind];
  return { points: positiveIntegerEnv(quota.env, quota.default), windowSeconds: quota.windowSeconds };
}

/** Fleet uploads (issue 52 point 1: POST /api/v1/me/fleets and the dashboard's upload form), per API key or OAuth
 *  token and per organization: each reads up to 16 MiB and has it parsed, so no key uploads without bound. */
export const FLEET_UPLOAD_LIMITS = {
  perKey: { env: 'AGENTGAUGE_FLEET_UPLOADS_PER_KEY', default: 10, windowSeconds: 3600, label: 'per hour per API key' },
  perOrganization: { env: 'AGENTGAUGE_FLEET_UPLOADS_PER_ORGANIZATION', default: 30, windowSeconds: 3600, label: 'per hour per organization' },
} as const;

/** The upload limits as the OpenAPI description and the docs state them. */
export function describeFleetUploadLimits(): string {
  return describeLimits(Object.values(FLEET_UPLOAD_LIMITS));
}

/**
 * Traffic batches (issue 60 point 3: POST /api/v1/me/sites/{id}/traffic and a drain's POST /api/v1/ingest/traffic/{siteId}):
 * each stores a body and has it parsed, so none arrives without bound. Per minute, so a drain's steady pushes fit and a
 * refused one is retried within the minute; uploads and drain posts share the organization's counter.
 */
export const TRAFFIC_BATCH_LIMITS = {
  uploadsPerKey: { env: 'AGENTGAUGE_TRAFFIC_UPLOADS_PER_KEY', default: 10, windowSeconds: 60, label: 'per minute per API key' },
  drainPostsPerToken: { env: 'AGENTGAUGE_TRAFFIC_DRAIN_POSTS_PER_TOKEN', default: 60, windowSeconds: 60, label: 'per minute per ingest token' },
  perOrganization: { env: 'AGENTGAUGE_TRAFFIC_BATCHES_PER_ORGANIZATION', default: 120, windowSeconds: 60, label: 'per minute per organization (uploads and drain posts together)' },
} as const;

/** Limits as the OpenAPI description and the docs state them: "10 per minute per API key (ENV) and …". */
export function describeLimits(limits: ReadonlyArray<{ env: string; default: number; label: string }>): string {
  return limits.map((limit) => `${limit.default} ${limit.label} (${limit.env})`).join(' and ');
}

/** Ownership checks asked for (issue 60 point 1: POST /api/v1/me/sites/{id}/ownership, the site page's "Check now",
 *  the MCP tool check_site_ownership), per organization and host: each sends a DNS question and up to eight requests to
 *  the host, whoever's it is, so no organization can aim them at a host without bound. The worker's re-checks of proven
 *  hosts are scheduled (one a day by default) and not counted. */
export const OWNERSHIP_CHECK_LIMIT = {
  env: 'AGENTGAUGE_OWNERSHIP_CHECKS_PER_HOST',
  default: 10,
  windowSeconds: 3600,
  label: 'per hour per organization and host',
} as const;

export function ownershipCheckLimit(): { points: number; windowSeconds: number } {
  return { points: positiveIntegerEnv(OWNERSHIP_CHECK_LIMIT.env, OWNERSHIP_CHECK_LIMIT.default), windowSeconds: OWNERSHIP_CHECK_LIMIT.windowSeconds };
}

/** The limit as the OpenAPI description and the docs state it. */
export function describeOwnershipCheckLimit(): string {
  return `${OWNERSHIP_CHECK_LIMIT.default} checks ${OWNERSHIP_CHECK_LIMIT.label} (${OWNERSHIP_CHECK_LIMIT.env})`;
}

/** Sign-in throttling (issue 10 point 9): per client address and per client address + account, never per account
 *  alone, so failures from one client never lock the account for another. Password sign-ins count failures only. */
export const SIGN_IN_LIMITS = {
  passwordPerClient: { env: 'AGENTGAUGE_SIGN_IN_FAILURES_PER_CLIENT', default: 20, windowSeconds: 900, label: 'failed password sign-ins per 15 minutes per client address' },
  passwordPerClientAccount: { env: 'AGENTGAUGE_SIGN_IN_FAILURES_PER_ACCOUNT', default: 5, windowSeconds: 900, label: 'failed password sign-ins per 15 minutes per client address and account' },
  linksPerClient: { env: 'AGENTGAUGE_SIGN_IN_LINKS_PER_CLIENT', default: 10, windowSeconds: 900, label: 'sign-in link requests per 15 minutes per client address' },
  linksPerClientAccount: { env: 'AGENTGAUGE_SIGN_IN_LINKS_PER_ACCOUNT', default: 5, windowSeconds: 900, label: 'sign-in link requests per 15 minutes per client address and email' },
} as const;

export function signInLimit(name: keyof typeof SIGN_IN_LIMITS): { points: number; windowSeconds: number } {
  const limit = SIGN_IN_LIMITS[name];
  return { points: positiveIntegerEnv(limit.env, limit.default), windowSeconds: limit.windowSeconds };
}

/** Open dynamic client registration (RFC 7591, lib/oauth) per client address: each one is a stored row. */
export const OAUTH_REGISTRATION_LIMIT = {
  env: 'AGENTGAUGE_OAUTH_REGISTRATIONS_PER_CLIENT',
  default: 20,
  windowSeconds: 3600,
  label: 'OAuth client registrations per hour per client address',
} as const;

export function oauthRegistrationLimit(): { points: number; windowSeconds: number } {
  return { points: positiveIntegerEnv(OAUTH_REGISTRATION_LIMIT.env, OAUTH_REGISTRATION_LIMIT.default), windowSeconds: OAUTH_REGISTRATION_LIMIT.windowSeconds };
}

/** The limits of agent runs or Answers passes, as the OpenAPI description states them. */
export function describeWorkQuota(kind: WorkKind): string {
  const own = WORK_QUOTAS[kind];
  const target = SCAN_QUOTAS.perTarget;
  return (
    `Limits: ${own.default} ${own.label} (${own.env}), and one unit of the target's quota of ${target.default} ${target.label}, ` +
    `shared by remote-engine audits, site scans, agent runs and Answers passes (${target.env}); over a limit gives 429 \`rate-limited\` with Retry-After. ` +
    'The site is vetted first (SSRF rules, including the addresses its name resolves to): a refused target gives 400 `target-refused`, and refused work spends no unit.'
  );
}

/**
 * How a batch of agent runs (a journey's k runs) is counted, as the OpenAPI description and the docs state it; the
 * rule itself is lib/rate-limit/scan-quota.ts takeWorkQuota's.
 */
export function describeWorkBatchCounting(): string {
  return (
    `A batch of k runs takes k units of the organization's agent-run limit (${WORK_QUOTAS.agentRuns.env}) but one unit of the target's quota ` +
    `(${SCAN_QUOTAS.perTarget.env}), as one audit does: its traffic is bounded by the runs' step budget (k at most ${JOURNEY_RUNS.max}, each run at most AGENTGAUGE_AGENT_MAX_STEPS steps, 12 by default). ` +
    'The batch is taken whole or not at all: a refused batch spends nothing.'
  );
}

/** How targets are counted, as the OpenAPI description states it. */
export const TARGET_COUNTING =
  'Only audits that run are counted: the target is vetted (its URL, then the addresses its name resolves to) before any limit is taken, so a refused target (400) or a name that does not resolve (422) spends nothing. ' +
  'Targets are counted by their canonical host (lower case, no trailing dot, IDN as punycode, IPv4-mapped IPv6 as IPv4, ports 80 and 443 dropped).';
