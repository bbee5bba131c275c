// Every write of a target's row as a worker moves it (the rows are the truth; lib/fleets/queue.ts). Each write is
// conditional on what the writer holds, so the queue's at-least-once delivery never stores a second result:
// - claim: only the job that owns the row (job_id) claims it, only while the row is pending (or auditing: the job's
//   earlier attempt died during its audit) and its run is active; the claim draws a fresh token.
// - settle, defer, fall back: only with the claim's token. An attempt that lost its claim (its job was given to another
//   worker after its lease ran out) writes nothing.
// - hand off (a target that has not started in this attempt goes back in line): only the owning job, only while pending
//   (or auditing, as for the claim).
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AgentProfileId, AnsweredAhead, AuditReport, CheckId } from '@/engine/index';
import { getDb, Prisma } from '@/lib/db';
import { QuotaExceeded } from '@/lib/db/usage';
import { getQueue } from '@/lib/jobs/queue';
import { takeFleetTargetQuota, type TargetStanding } from '@/lib/rate-limit/scan-quota';
import { agentColumn, causeColumn, checkColumn, column } from './columns';
import type { RowFigures } from './classify-report';
import { sendFleetJobsOrLeaveToSweep } from './queue';

const gzipAsync = promisify(gzip);
const WRITE_TRANSACTION = { maxWait: 15_000, timeout: 30_000 };

export interface TargetRef {
  runId: string;
  targetId: string;
  jobId: string;
}

export type Claim = { kind: 'claimed'; token: string; robotsAhead: AnsweredAhead | null } | { kind: 'gone' } | { kind: 'quota'; retryAfterSeconds: number };

/** Claims the target for this attempt, taking its unit of the per-target quota once per run (in the same transaction). */
export async function claimTarget(target: TargetRef, token: string, quota: { host: string; standing: TargetStanding }): Promise<Claim> {
  const db = await getDb();
  try {
    return await db.$transaction(async (tx) => {
      // The robots.txt answer read ahead (look-ahead.ts) goes to this attempt alone: one that comes back later asks again.
      const claimed = await tx.$queryRaw<Array<{ quota_taken: boolean; robots_ahead: AnsweredAhead | null }>>`
        UPDATE fleet_results r SET status = 'auditing', claim_token = ${token}::uuid, claimed_at = now(), attempts = r.attempts + 1, robots_ahead = NULL
        FROM fleet_runs f, (SELECT robots_ahead FROM fleet_results WHERE run_id = ${target.runId}::uuid AND target_id = ${target.targetId}::uuid) ahead
        WHERE r.run_id = ${target.runId}::uuid AND r.target_id = ${target.targetId}::uuid AND r.job_id = ${target.jobId}::uuid
          AND r.status IN ('pending', 'auditing') AND f.id = r.run_id AND f.status IN ('queued', 'running')
        RETURNING r.quota_taken, ahead.robots_ahead`;
      if (claimed.length === 0) return { kind: 'gone' } as const;
      const robotsAhead = claimed[0]!.robots_ahead;
      if (!claimed[0]!.quota_taken) {
        await takeFleetTargetQuota(tx, quota.host, quota.standing);
        await tx.$executeRaw`UPDATE fleet_results SET quota_taken = true WHERE run_id = ${target.runId}::uuid AND target_id = ${target.targetId}::uuid`;
      }
      return { kind: 'claimed', token, robotsAhead } as const;
    }, WRITE_TRANSACTION);
  } catch (error) {
    if (error instanceof QuotaExceeded) return { kind: 'quota', retryAfterSeconds: error.decision.retryAfterSeconds };
    throw error;
  }
}

export interface Settlement {
  figures: RowFigures | null;
  /** The final status when there are no figures (opted-out, unreachable, error, blocked without a report). */
  status?: 'opted-out' | 'unreachable' | 'error' | 'blocked';
  error: string | null;
  report: AuditReport | null;
  durationMs: number | null;
}

/** The target's one result, with the claim's token (false: the claim was lost, nothing written). */
export async function settleTarget(target: TargetRef, token: string, settlement: Settlement): Promise<boolean> {
  const db = await getDb();
  const body = settlement.report ? await gzipAsync(Buffer.from(JSON.stringify(settlement.report))) : null;
  const sets = settlementColumns(settlement);
  return db.$transaction(async (tx) => {
    const settled = await tx.$executeRaw`
      UPDATE fleet_results SET ${Prisma.join(sets)}, claim_token = NULL, settled_at = now(), requests = coalesce(requests, 0)
      WHERE run_id = ${target.runId}::uuid AND target_id = ${target.targetId}::uuid AND claim_token = ${token}::uuid AND status = 'auditing'`;
    if (settled === 0) return false;
    if (body) {
      await tx.$executeRaw`
        INSERT INTO fleet_reports (run_id, target_id, body) VALUES (${target.runId}::uuid, ${target.targetId}::uuid, ${body})
        ON CONFLICT (run_id, target_id) DO UPDATE SET body = EXCLUDED.body`;
    }
    return true;
  }, WRITE_TRANSACTION);
}

/** A result reached without an audit (the operator's list, a refused or unresolvable name): no claim, no request. */
export async function settleUnclaimed(target: TargetRef, status: 'opted-out' | 'unreachable' | 'error', error: string): Promise<boolean> {
  const db = await getDb();
  const settled = await db.$executeRaw`
    UPDATE fleet_results r SET status = ${status}::fleet_target_status, error = ${error}, settled_at = now(), claim_token = NULL,
      requests = coalesce(r.requests, 0), robots_ahead = NULL
    FROM fleet_runs f
    WHERE r.run_id = ${target.runId}::uuid AND r.target_id = ${target.targetId}::uuid AND r.job_id = ${target.jobId}::uuid
      AND r.status IN ('pending', 'auditing') AND f.id = r.run_id AND f.status IN ('queued', 'running')`;
  return settled > 0;
}

export type Counter = 'deferrals' | 'blocked_retries' | null;

/**
 * Back in line after `delaySeconds`: the row goes back to pending under a new job (sent once the row names it).
 * With a token, the claim is given up (and `counter` counts the reason); without, a target that has not started in
 * this attempt is handed on by the job that owns it: pending, or auditing when the job's earlier attempt died during
 * its audit (as claimTarget takes it). Leaving such a row behind ended the job with a target open until the sweep's
 * grace period passed (a fleet run stood at 47 of 48 for minutes after its web process was killed).
 */
export async function sendBackInLine(target: TargetRef, token: string | null, delaySeconds: number, counter: Counter): Promise<boolean> {
  const boss = await getQueue();
  const db = await getDb();
  const jobId = randomUUID();
  const startAfter = new Date(Date.now() + delaySeconds * 1000);
  const count = counter ? Prisma.sql`, ${column(counter)} = ${column(counter)} + 1` : Prisma.empty;
  const held = token ? Prisma.sql`claim_token = ${token}::uuid AND status = 'auditing'` : Prisma.sql`job_id = ${target.jobId}::uuid AND status IN ('pending', 'auditing')`;
  const moved = await db.$executeRaw`
    UPDATE fleet_results SET status = 'pending', claim_token = NULL, job_id = ${jobId}::uuid, not_before = ${startAfter} ${count}
    WHERE run_id = ${target.runId}::uuid AND target_id = ${target.targetId}::uuid AND ${held}`;
  if (moved === 0) return false;
  // Sent once the row names it (queue.ts): a job that is never sent leaves an orphan the sweep hands on.
  await sendFleetJobsOrLeaveToSweep(boss, [{ id: jobId, runId: target.runId, startAfter }]);
  return true;
}

/** A bare target whose https origin could not be reached is measured at http from now on (recorded in its row). */
export async function fallBackToHttp(target: TargetRef, token: string, origin: string, startUrl: string): Promise<boolean> {
  const db = await getDb();
  const moved = await db.$executeRaw`
    UPDATE fleet_results SET origin = ${origin}, start_url = ${startUrl}
    WHERE run_id = ${target.runId}::uuid AND target_id = ${target.targetId}::uuid AND claim_token = ${token}::uuid AND status = 'auditing'`;
  return moved > 0;
}

/** Every job's targets that are still open end `error` (the dead letter of a batch whose every attempt died). */
export async function failOpenTargets(jobId: string, reason: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<Array<{ run_id: string }>>`
    UPDATE fleet_results SET status = 'error', error = ${reason}, claim_token = NULL, settled_at = now(), robots_ahead = NULL
    WHERE job_id = ${jobId}::uuid AND status IN ('pending', 'auditing')
    RETURNING run_id::text`;
  return [...new Set(rows.map((row) => row.run_id))];
}

function settlementColumns(settlement: Settlement): Prisma.Sql[] {
  const figures = settlement.figures;
  if (!figures) {
    return [Prisma.sql`status = ${settlement.status!}::fleet_target_status`, Prisma.sql`error = ${settlement.error}`, Prisma.sql`duration_ms = ${settlement.durationMs}`];
  }
  return [
    Prisma.sql`status = ${figures.status}::fleet_target_status`,
    Prisma.sql`score = ${figures.score}`,
    Prisma.sql`grade = ${figures.grade}`,
    Prisma.sql`scanned_at = now()`,
    Prisma.sql`duration_ms = ${settlement.durationMs}`,
    Prisma.sql`cap = ${figures.cap}`,
    Prisma.sql`cap_condition = ${figures.capCondition}`,
    Prisma.sql`category = ${figures.category}::fleet_category`, // null: not scanned, no category
    Prisma.sql`error = ${settlement.error ?? figures.evidence}`,
    Prisma.sql`rendered = ${figures.rendered}`,
    Prisma.sql`js_only = ${figures.jsOnly}`,
    Prisma.sql`capabilities = ${JSON.stringify(figures.capabilities)}::jsonb`,
    Prisma.sql`robots_waited = ${figures.robotsWaited}`,
    ...Object.entries(figures.checks).map(([id, value]) => Prisma.sql`${column(checkColumn(id as CheckId))} = ${value}::fleet_check_result`),
    ...Object.entries(figures.agents).map(([id, value]) => Prisma.sql`${column(agentColumn(id as AgentProfileId))} = ${value}::fleet_agent_read`),
    ...Object.entries(figures.causes).map(([id, cause]) => Prisma.sql`${column(causeColumn(id as AgentProfileId))} = ${cause}`),
  ];
}
