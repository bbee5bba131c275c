// When to try again: transient statuses, Retry-After, and backoff that never outlives the deadline.

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Retry-After as milliseconds from now (delta seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const BACKOFF_BASE_MS = 200;

/** Exponential backoff with jitter, so parallel audits do not retry in lockstep: ~200 ms, then ~400 ms. */
export function backoffMs(attempt: number): number {
  const base = BACKOFF_BASE_MS * 2 ** attempt;
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

/** Resolves after `ms`, or rejects with the signal's reason when it fires first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
