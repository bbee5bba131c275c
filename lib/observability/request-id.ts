// Every request gets an id, echoed in the X-Request-Id response header and carried by every log line written while
// it is handled, so that a caller's report ("request 5f0c… failed") leads to the lines that explain it.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from a proxy may look like: short, printable, nothing a log reader could mistake for structure. */
const SANE_ID = /^[\w.:@/+=-]{1,128}$/;

/** The incoming id when a trusted proxy (AGENTGAUGE_TRUST_PROXY=1) sent a sane one, else a new one. */
export function requestIdFor(incoming: string | string[] | undefined, trustProxy: boolean): string {
  if (trustProxy && typeof incoming === 'string' && SANE_ID.test(incoming)) return incoming;
  return randomUUID();
}
