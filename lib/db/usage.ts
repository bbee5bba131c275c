// Fixed-window usage counters for rate limits and quotas (usage_counters). The check and the increment happen in
// one transaction: the upsert locks the counter row, so two requests racing for the last unit are serialized and
// only one gets it. Several limits are consumed all-or-nothing (an engine audit counts per organization AND per target).
import type { PrismaClient } from './generated/client';

export interface QuotaRequest {
  /** What is limited, e.g. "engine-audit:org", "scan:target", "public-scan:caller". */
  scope: string;
  /** Who or what it is counted for: an organization id, a host, an IP address. */
  subject: string;
  limit: number;
  windowSeconds: number;
  /** Units taken at once (all or none); 1 when absent. */
  units?: number;
}

export type QuotaDecision =
  | { allowed: true }
  | { allowed: false; scope: string; subject: string; limit: number; retryAfterSeconds: number };

/** Thrown by takeQuotas; rolling back the surrounding transaction undoes the units already counted. */
export class QuotaExceeded extends Error {
  constructor(readonly decision: Extract<QuotaDecision, { allowed: false }>) {
    super('quota exceeded');
  }
}

/** The part of a Prisma client a transaction callback receives (enough to count usage). */
export type QuotaTransaction = Pick<PrismaClient, '$queryRaw'>;

/** The window of the daily limits (fleet runs, the model budget). */
export const DAY_SECONDS = 86_400;

export function windowStartOf(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export function windowEndOf(now: Date, windowSeconds: number): Date {
  return new Date(windowStartOf(now, windowSeconds).getTime() + windowSeconds * 1000);
}

/** Retry-After for a refusal at `now`: the whole seconds to the end of its window, at least 1. */
export function secondsLeftOf(now: Date, windowSeconds: number): number {
  return Math.max(1, Math.ceil((windowEndOf(now, windowSeconds).getTime() - now.getTime()) / 1000));
}

// On the embedded database every transaction waits its turn for the one session: under a burst of requests the
// default 2 s to start one is too short, and a request would fail instead of being counted.
const QUOTA_TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

/** Counts one use against every request, or none of them when any limit is already reached. */
export async function consumeQuotas(db: PrismaClient, requests: QuotaRequest[], now = new Date()): Promise<QuotaDecision> {
  try {
    await db.$transaction((tx) => takeQuotas(tx, requests, now), QUOTA_TRANSACTION);
    return { allowed: true };
  } catch (error) {
    if (error instanceof QuotaExceeded) return error.decision;
    throw error;
  }
}

/**
 * Counts one use against every request inside the caller's transaction (so the quota and the caller's own writes
 * commit or roll back together); throws QuotaExceeded when a limit is reached, which must roll the transaction back.
 */
export async function takeQuotas(tx: QuotaTransaction, requests: QuotaRequest[], now = new Date()): Promise<void> {
  // A stable lock order, so two transactions taking the same counters cannot deadlock.
  const ordered = [...requests].sort((a, b) => `${a.scope}\u0000${a.subject}`.localeCompare(`${b.scope}\u0000${b.subject}`));
  for (const request of ordered) {
    const windowStart = windowStartOf(now, request.windowSeconds);
    const units = request.units ?? 1;
    const rows = await tx.$queryRaw<Array<{ count: number }>>`
      INSERT INTO usage_counters (scope, subject, window_start, count, updated_at)
      VALUES (${request.scope}, ${request.subject}, ${windowStart}, ${units}, ${now})
      ON CONFLICT (scope, subject, window_start)
      DO UPDATE SET count = usage_counters.count + ${units}, updated_at = EXCLUDED.updated_at
      RETURNING count`;
    const count = Number(rows[0]?.count ?? 0);
    if (count > request.limit) {
      throw new QuotaExceeded({
        allowed: false,
        scope: request.scope,
        subject: request.subject,
        limit: request.limit,
        retryAfterSeconds: secondsLeftOf(now, request.windowSeconds),
      });
    }
  }
}

/** Uses counted so far in the current window (for display; decisions go through consumeQuotas). */
export async function currentUsage(db: PrismaClient, request: Omit<QuotaRequest, 'limit'>, now = new Date()): Promise<number> {
  const counter = await db.usageCounter.findUnique({
    where: {
      scope_subject_windowStart: {
        scope: request.scope,
        subject: request.subject,
        windowStart: windowStartOf(now, request.windowSeconds),
      },
    },
  });
  return counter?.count ?? 0;
}

/** Deletes counters of windows that ended before `before`. */
export async function pruneUsage(db: PrismaClient, before: Date): Promise<number> {
  const { count } = await db.usageCounter.deleteMany({ where: { windowStart: { lt: before } } });
  return count;
}

/** Gives back one use of each request in the window that `now` falls in (a counted attempt that turned out fine). */
export async function returnQuotas(db: PrismaClient, requests: Array<Omit<QuotaRequest, 'limit'>>, now = new Date()): Promise<void> {
  for (const request of requests) {
    await db.usageCounter.updateMany({
      where: { scope: request.scope, subject: request.subject, windowStart: windowStartOf(now, request.windowSeconds), count: { gt: 0 } },
      data: { count: { decrement: 1 } },
    });
  }
}
