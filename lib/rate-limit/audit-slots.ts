// A bounded number of remote engine audits at once in this server process (AGENTGAUGE_ENGINE_CONCURRENCY, default 4):
// audits are slow and fetch from the network, so past the bound a caller is told to come back (503 + Retry-After)
// rather than queued behind others until its client times out. In-memory on purpose: the bound protects this process.
import { ApiError } from '@/lib/http/errors';
import { positiveIntegerEnv } from '@/lib/server/settings';

const STATE = Symbol.for('agentgauge.audit-slots');
type State = { running: number };
const globalState = globalThis as typeof globalThis & { [STATE]?: State };
// On globalThis: Next can load this module twice in one process, and the bound is per process.
const state: State = (globalState[STATE] ??= { running: 0 });

export function auditConcurrencyLimit(): number {
  return positiveIntegerEnv('AGENTGAUGE_ENGINE_CONCURRENCY', 4);
}

/** Seconds a refused caller should wait: about one short audit (AGENTGAUGE_ENGINE_BUSY_RETRY_AFTER, default 5). */
function busyRetryAfter(): number {
  return positiveIntegerEnv('AGENTGAUGE_ENGINE_BUSY_RETRY_AFTER', 5);
}

/** Runs work in one of the slots, or throws 503 at once when all are taken. */
export async function withAuditSlot<T>(work: () => Promise<T>): Promise<T> {
  const limit = auditConcurrencyLimit();
  if (state.running >= limit) {
    throw new ApiError('service-unavailable', `All ${limit} remote audit slots of this server are busy; retry after Retry-After seconds.`, {
      retryAfter: busyRetryAfter(),
    });
  }
  state.running += 1;
  try {
    return await work();
  } finally {
    state.running -= 1;
  }
}
