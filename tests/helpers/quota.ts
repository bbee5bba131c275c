// The body of a quota refusal as every surface answers it (issue 35 point 3): what was counted and its limit, when
// it frees (the end of its fixed window, found from the answer's Retry-After) and the operator's setting that raises it.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, vi } from 'vitest';
import type { PrismaClient } from '../../lib/db';
import { windowEndOf } from '../../lib/db/usage';
import { inProcessServiceRunning } from './in-process/service';

export interface ExpectedRefusal {
  /** The sentence up to the comma: "Agent runs of the organization are limited to 10 per hour per organization". */
  limited: string;
  env: string;
  /** The counting window: an hour unless said (the per-caller public scan limit counts per minute). */
  windowSeconds?: number;
  /** The per-target limits add that an operator-listed private host:port is exempt. */
  perTarget?: boolean;
}

export const PRIVATE_EXEMPT_NOTE = '; a private host:port listed in AGENTGAUGE_ALLOW_PRIVATE_TARGETS is not limited per target';

/** "HH:MM UTC" of the window's end: now plus Retry-After, down to the window's boundary (windows start on its multiples). */
export function freesAt(retryAfterSeconds: number, windowSeconds: number, now = Date.now()): string {
  const windowMs = windowSeconds * 1000;
  return `${new Date(Math.floor((now + retryAfterSeconds * 1000) / windowMs) * windowMs).toISOString().slice(11, 16)} UTC`;
}

/**
 * When less than `neededMs` is left of the current fixed window (lib/db/usage.ts windowEndOf), waits for the next
 * one to start: tests that count several uses within one window must not straddle its end.
 * (tests/integration/api/target-quotas.test.ts once ran 15:59:56–16:00:27 UTC: its fourth scan of a host, due a 429, opened
 * 16:00's count and got 200.)
 */
export async function clearOfWindowEnd(neededMs: number, windowSeconds = 3600): Promise<void> {
  const now = new Date();
  const end = windowEndOf(now, windowSeconds).getTime();
  const left = end - now.getTime();
  if (left >= neededMs) return;
  // The service runs in this process (the integration tier): its clock and the test's are one, and moving it to the
  // next window's start is what waiting for it would do, without the wait. A real server's clock is its own: wait.
  if (inProcessServiceRunning()) {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(end + 1000);
    return;
  }
  await sleep(left + 1000);
}

export function refusalMessage(expected: ExpectedRefusal, retryAfter: string | number | null | undefined): string {
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`a quota refusal without Retry-After (${retryAfter})`);
  return (
    `${expected.limited}, and the limit is reached: it frees at ${freesAt(seconds, expected.windowSeconds ?? 3600)}. ` +
    `The operator raises it with the setting ${expected.env}${expected.perTarget ? PRIVATE_EXEMPT_NOTE : ''}.`
  );
}

/** The whole 429 body for an answer of tests/helpers/http.ts. */
export function refusalBody(expected: ExpectedRefusal, answer: { headers: Headers }): { error: 'rate-limited'; message: string } {
  return { error: 'rate-limited', message: refusalMessage(expected, answer.headers.get('retry-after')) };
}

export const TARGET_COUNTED = (host: string) => `Remote audits, site scans, agent runs and Answers passes of ${host} (all organizations together)`;

/**
 * Makes the next use counted under `scope` refused whatever the clock does, instead of waiting for a fresh window
 * before the uses: the `counted` uses so far (asserted from the counter rows) fall in one window or, if it turned
 * between them, two; the next use lands in the window of the last of them or, if it turned since, the one after. Both
 * are set to `limit`. In the usual case the real uses filled the first already and it is left as they filled it.
 * Without `subject`, the subject is the one the latest use counted for (a caller's address).
 */
export async function fillWindowsFromLastUse(
  db: PrismaClient,
  counter: { scope: string; subject?: string; counted: number; limit: number; windowSeconds: number },
): Promise<void> {
  // Ordered by window, then by use: the last row is the one the latest use counted in.
  const rows = await db.usageCounter.findMany({
    where: { scope: counter.scope, ...(counter.subject === undefined ? {} : { subject: counter.subject }) },
    orderBy: [{ windowStart: 'asc' }, { updatedAt: 'asc' }],
  });
  expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(counter.counted);
  const { subject, windowStart: last } = rows.at(-1)!;
  const where = { scope: counter.scope, subject };
  for (const windowStart of [last, new Date(last.getTime() + counter.windowSeconds * 1000)]) {
    await db.usageCounter.upsert({
      where: { scope_subject_windowStart: { ...where, windowStart } },
      create: { ...where, windowStart, count: counter.limit },
      update: { count: counter.limit },
    });
  }
}
