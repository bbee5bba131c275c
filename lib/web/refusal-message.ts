// What a page says when the service refuses a request: the service's sentence, and for a limit (429) or an outage
// (503) when to try again, from the Retry-After the service computed ("Try again in 14 min."). A page says the wait,
// not the UTC clock time the API names (the reader is in some time zone, and the wait needs no converting).
import { ApiError } from '@/lib/errors/api-errors';
import { PRIVATE_TARGETS_HINT } from '@/lib/net/target-refusal';
import { FREES_AT_CLAUSE } from '@/lib/rate-limit/refusal';

export function refusalMessage(error: Error): string {
  if (error instanceof ApiError && error.code === 'target-refused' && PRIVATE_RULE.test(error.message)) return `${error.message} ${PRIVATE_TARGETS_HINT}`;
  if (!(error instanceof ApiError) || error.retryAfter === undefined) return error.message;
  return `${error.message.replace(FREES_AT_CLAUSE, '.')} Try again in ${waitWording(error.retryAfter)}.`;
}

/**
 * The rules AGENTGAUGE_ALLOW_PRIVATE_TARGETS lifts, as a target-refused message names them ("… (rule: port)") where the
 * service did not name the setting itself (a site whose name now resolves to a private address, refused at scan time).
 */
const PRIVATE_RULE = /\(rule: (?:private-address|port)\)$/;


/** Seconds as a person reads a wait: "40 s", "14 min" (rounded up: never too early), "2 h 5 min". */
export function waitWording(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}
