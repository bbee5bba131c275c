// The one wording of a quota refusal (429 rate-limited), which every surface passes on as it is (API body, dashboard,
// CLI, MCP, A2A): what was counted and its limit, when it frees, and the operator's setting that raises it, so an
// operator locked out by their own trial knows what to change and a user knows when to come back.
import { ApiError } from '@/lib/errors/api-errors';

export interface QuotaRefusal {
  /** What was counted, as the subject of "are limited to": "Scans of example.com". */
  counted: string;
  points: number;
  /** The limit's unit: "per hour per target host". */
  label: string;
  /** The environment variable that sets the limit. */
  env: string;
  /** The counting window (fixed windows, aligned on multiples of it since the epoch). */
  windowSeconds: number;
  retryAfterSeconds: number;
  /** Said after the setting: how else the operator can lift it. */
  alsoLiftedBy?: string;
}

/** Targets the operator named as private are not limited per target: the limit protects third-party sites. */
export const PRIVATE_TARGETS_EXEMPT = 'a private host:port listed in AGENTGAUGE_ALLOW_PRIVATE_TARGETS is not limited per target';

/** The clause of a quota refusal that names the UTC clock time the limit frees at (": it frees at 08:00 UTC."): the
 *  dashboard says the wait instead ("Try again in 14 min."), in no time zone the owner must convert. */
export const FREES_AT_CLAUSE = /: it frees at \d\d:\d\d UTC\./;

export function quotaRefusal(refusal: QuotaRefusal, now: number = Date.now()): ApiError {
  const also = refusal.alsoLiftedBy ? `; ${refusal.alsoLiftedBy}` : '';
  return new ApiError(
    'rate-limited',
    `${refusal.counted} are limited to ${refusal.points} ${refusal.label}, and the limit is reached: it frees at ${freeingTime(refusal, now)}. ` +
      `The operator raises it with the setting ${refusal.env}${also}.`,
    { retryAfter: refusal.retryAfterSeconds },
  );
}

/**
 * The end of the counting window, "HH:MM UTC": the same words for every refusal of that window, whichever surface or
 * second it came from (Retry-After says the seconds). Retry-After is rounded up to a whole second and read a moment
 * after it was computed, so the time it points at is floored to the window's own boundary.
 */
function freeingTime(refusal: QuotaRefusal, now: number): string {
  const windowMs = refusal.windowSeconds * 1000;
  const end = new Date(Math.floor((now + refusal.retryAfterSeconds * 1000) / windowMs) * windowMs);
  return `${end.toISOString().slice(11, 16)} UTC`;
}
