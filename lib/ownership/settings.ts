// How often the worker re-checks a proven host (issue 52 point 3): AGENTGAUGE_OWNERSHIP_RECHECK_SECONDS, default one
// day, as search consoles re-check their verifications periodically. A failed re-check loses the proof.
import { positiveIntegerEnv } from '@/lib/settings/settings';

export const DEFAULT_OWNERSHIP_RECHECK_SECONDS = 86_400;

export function ownershipRecheckSeconds(): number {
  return positiveIntegerEnv('AGENTGAUGE_OWNERSHIP_RECHECK_SECONDS', DEFAULT_OWNERSHIP_RECHECK_SECONDS);
}

/** Each proof's check: the DNS question and each fetch (connect, headers, body, redirects). */
export const OWNERSHIP_CHECK_TIMEOUT_MS = 10_000;
