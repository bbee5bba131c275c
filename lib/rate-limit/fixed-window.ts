// Fixed-window counters in the database (usage_counters), so limits hold across processes and restarts.
// The check and the increment are one statement: concurrent requests cannot both take the last unit.
import { getDb } from '@/lib/db';
import { secondsLeftOf, windowStartOf } from '@/lib/db/usage';
import { ApiError } from '@/lib/errors/api-errors';

export interface WindowLimit {
  /** What is counted, e.g. "public-scan:caller". */
  scope: string;
  /** Who or what it is counted for (IP address, host, organization id). */
  subject: string;
  points: number;
  windowSeconds: number;
}

/**
 * Counts one use; throws 429 with Retry-After (seconds to the window's end) when the limit is exceeded: the message
 * given, or the error `refuse` makes of the seconds left.
 */
export async function consumeWindow(limit: WindowLimit, refuse: string | ((retryAfterSeconds: number) => ApiError), now = Date.now()): Promise<void> {
  const at = new Date(now);
  const windowStart = windowStartOf(at, limit.windowSeconds);
  const db = await getDb();
  const rows = await db.$queryRaw<Array<{ count: number }>>`
    INSERT INTO usage_counters (scope, subject, window_start, count, updated_at)
    VALUES (${limit.scope}, ${limit.subject}, ${windowStart}, 1, now())
    ON CONFLICT (scope, subject, window_start)
    DO UPDATE SET count = usage_counters.count + 1, updated_at = now()
    RETURNING count`;
  if (Number(rows[0]?.count ?? 0) > limit.points) {
    const retryAfter = secondsLeftOf(at, limit.windowSeconds);
    throw typeof refuse === 'string' ? new ApiError('rate-limited', refuse, { retryAfter }) : refuse(retryAfter);
  }
}
