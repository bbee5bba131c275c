// A run's look-ahead (issue 64 point 3): each worker that works a run's batches also reads, ahead of them, the
// robots.txt of the run's targets whose batch has not started, so that a slow or rate-limited host is found at the
// run's start rather than where the batches reach it. Such a host's audit takes ~80 s however it is scheduled (54
// requests at 3 s an answer and 2 in flight); found ahead, it moves to the long audits' queue (queue.ts) and runs
// beside the run instead of making its tail (bench/README.md, 2026-11-27 16:33: a first run's slow hosts started
// 1–190 s into it, the last done 75–80 s after the rest).
// Nothing is asked twice: the answer is kept on the row and handed to the target's audit (AuditOptions.answeredAhead;
// RFC 9309 §2.4 lets a crawler use a robots.txt it fetched earlier), which sends the rest. The request is the audit's
// own (the scanner's User-Agent, the shared gate, every hop SSRF-checked), counted in the row before it is sent; a
// target on the operator's opt-out list is not asked; a 429 or 503 with Retry-After pauses the host for every request
// of ours through the shared gate, as the audit's would.
// Rows are taken by marking them (ahead_at), so two workers never ask for the same one; a batch marks its own rows in
// the statement that reads them (audit-batch.ts), and a known long audit's row is marked when the run starts
// (start-fleet-run.ts), so the look-ahead does not take a row whose audit has begun.
import { randomUUID } from 'node:crypto';
import { fetchRobotsAhead, hostPauseMs, type RequestGate } from '@/engine/index';
import { getDb } from '@/lib/db';
import { getQueue } from '@/lib/jobs/queue';
import { errorMessage, logger } from '@/lib/observability/logger';
import { scannerGate } from '@/lib/rate-limit/politeness';
import { privateTargetsAllowed } from '@/lib/settings/settings';
import { SCANNER_TOKEN } from '@/lib/identity/scanner';
import { countingGate } from './count-requests';
import { optedOutBy } from './opt-out';
import { FLEET_LONG_QUEUE, sendFleetJobsOrLeaveToSweep } from './queue';
import { fleetWorkSettings } from './settings';
import { fleetYielding } from './yield';

/** Rows a look-ahead takes at a time. */
const TAKEN_AT_ONCE = 16;
/**
 * A host whose robots.txt took this long to answer (from its place at the gate to the answer read) is a long audit: a
 * one-page audit asks it ~54 times, 2 at a time, so at 1 s an answer it takes ~27 s (LONG_AUDIT_MS is 15 s). An
 * ordinary host answers in milliseconds even on a saturated machine; one taken for slow only starts early.
 */
export const SLOW_ANSWER_MS = 1000;

const DEFINITIVE_FAILURES = new Set(['dns', 'connect', 'tls', 'refused', 'too-many-redirects']);

interface AheadRow {
  target_id: string;
  job_id: string;
  host: string;
  registrable_domain: string | null;
  start_url: string;
}

const running = new Map<string, Promise<void>>();
let stopping = new AbortController();

/** Starts this worker's look-ahead of the run unless one is running; it ends when no row of the run is left to read. */
export function lookAheadOf(runId: string, userAgent: string): void {
  const inFlight = fleetWorkSettings().lookAhead;
  if (inFlight === 0 || running.has(runId) || stopping.signal.aborted) return;
  const work = lookAhead(runId, userAgent, inFlight, stopping.signal)
    .catch((error: unknown) => logger.warn({ err: error, runId }, `The look-ahead of fleet run ${runId} stopped (${errorMessage(error)}); its batches read robots.txt themselves`))
    .finally(() => running.delete(runId));
  running.set(runId, work);
}

/** The worker is stopping: every look-ahead ends after its requests in flight (their rows keep what was read). */
export async function stopLookAheads(): Promise<void> {
  stopping.abort();
  await Promise.all(running.values());
  stopping = new AbortController();
}

async function lookAhead(runId: string, userAgent: string, inFlight: number, signal: AbortSignal): Promise<void> {
  const db = await getDb();
  const taken: AheadRow[] = [];
  let more = true;
  // One taking query at a time, shared by the readers that find nothing left to read.
  let refilling: Promise<void> | null = null;
  const refill = async () => {
    // Read in the list's order; rows another worker took, or whose batch has started, are marked and skipped.
    const rows = await db.$queryRaw<AheadRow[]>`
      UPDATE fleet_results r SET ahead_at = now()
      FROM (
        SELECT target_id FROM fleet_results
        WHERE run_id = ${runId}::uuid AND ahead_at IS NULL AND status = 'pending' AND attempts = 0
        ORDER BY position LIMIT ${TAKEN_AT_ONCE} FOR UPDATE SKIP LOCKED
      ) t, fleet_runs f
      WHERE r.run_id = ${runId}::uuid AND r.target_id = t.target_id AND f.id = r.run_id AND f.status IN ('queued', 'running')
      RETURNING r.target_id::text, r.job_id::text, r.host, r.registrable_domain, r.start_url`;
    if (rows.length === 0) more = false;
    taken.push(...rows);
  };
  const next = async (): Promise<AheadRow | null> => {
    while (taken.length === 0 && more && !signal.aborted) {
      refilling ??= refill().finally(() => (refilling = null));
      await refilling;
    }
    return taken.shift() ?? null;
  };
  const reader = async () => {
    for (let row = await next(); row; row = await next()) await readAhead(runId, row, userAgent, signal);
  };
  await Promise.all(Array.from({ length: inFlight }, reader));
}

async function readAhead(runId: string, row: AheadRow, userAgent: string, signal: AbortSignal): Promise<void> {
  if (optedOutBy(row.host, row.registrable_domain)) return;
  const ref = { runId, targetId: row.target_id, jobId: row.job_id };
  const counting = countingGate(fleetYielding().hold(scannerGate()), ref);
  const timed = timedGate(counting.gate);
  const { jitterMs } = fleetWorkSettings();
  let ahead;
  try {
    ahead = await fetchRobotsAhead(row.start_url, {
      allowPrivateTargets: privateTargetsAllowed(),
      signal,
      userAgent,
      bulk: { robotsToken: SCANNER_TOKEN, deferOnRetryAfter: true, maxInFlight: 1, jitterMs },
      gate: timed.gate,
    });
  } catch {
    return; // Refused options or a stopping worker: the audit reads robots.txt itself.
  }
  await counting.settle(ahead.requests);
  const { result } = ahead.answered;
  // An answer, or a host that cannot be reached (no name, no connection, no TLS, refused by our rules), is handed on;
  // a request cut short (a timeout, a reset) is the audit's to try again.
  if (!result.ok && !DEFINITIVE_FAILURES.has(result.error.code)) return;
  const askedToWait = result.ok && hostPauseMs(result.response.status, result.response.headers['retry-after']) !== null;
  const long = timed.heldMs() >= SLOW_ANSWER_MS || askedToWait;
  const longJob = long ? randomUUID() : null;
  const db = await getDb();
  // Only while the batch has not started it (its audit then reads robots.txt itself, and the answer is left unused).
  const kept = await db.$executeRaw`
    UPDATE fleet_results SET robots_ahead = ${JSON.stringify(ahead.answered)}::jsonb, job_id = coalesce(${longJob}::uuid, job_id)
    WHERE run_id = ${runId}::uuid AND target_id = ${row.target_id}::uuid AND job_id = ${row.job_id}::uuid AND status = 'pending' AND attempts = 0`;
  if (kept > 0 && longJob) await sendFleetJobsOrLeaveToSweep(await getQueue(), [{ id: longJob, runId }], FLEET_LONG_QUEUE);
}

/** The gate, and how long the host held its place: the longest of the request's hops (ms). */
function timedGate(gate: RequestGate): { gate: RequestGate; heldMs(): number } {
  let longest = 0;
  return {
    gate: {
      pause: (host, until) => gate.pause(host, until),
      async acquire(request, signal) {
        const release = await gate.acquire(request, signal);
        const placed = performance.now();
        return (sent?: boolean) => {
          if (sent !== false) longest = Math.max(longest, performance.now() - placed);
          release(sent);
        };
      },
    },
    heldMs: () => longest,
  };
}
