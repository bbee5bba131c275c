// POST /api/v1/me/fleets/{id}/runs: queues a run of every target of the fleet, in one transaction: the run, one row
// per target (the unique key of a run and a target is the row's primary key, and each row names its batch job) and a
// unit of the organization's daily run allowance; the batch jobs go on the fleets' queues once that has committed
// (lib/fleets/queue.ts says why not inside it, how the sweep queues a run whose jobs never got there, and why the
// hosts whose audits were long before get a queue of their own). A run is one unit of that allowance however many
// targets it holds, and never counts against the organization's interactive scan quota; each target counts once
// against its shared per-target quota when it is audited (lib/fleets/audit-batch.ts). One active run per fleet: the
// partial unique index fleet_runs_one_active_per_fleet turns the second of two concurrent starts into 409.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ENGINE_ID, SCORECARD_VERSION } from '@/engine/light';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb, isUniqueViolation, Prisma } from '@/lib/db';
import { DAY_SECONDS, QuotaExceeded, takeQuotas } from '@/lib/db/usage';
import { findOwnedFleet } from '@/lib/fleets/find-owned';
import { FLEET_LONG_QUEUE, FLEET_QUEUE, prepareFleetQueues, sendFleetJobsOrLeaveToSweep } from '@/lib/fleets/queue';
import { scannerUserAgent } from '@/lib/identity/scanner';
import { DEFAULT_RENDER_SAMPLE, LONG_AUDIT_MS, fleetRunsPerDay, fleetTargetLimit, fleetWorkSettings } from '@/lib/fleets/settings';
import { ApiError } from '@/lib/errors/api-errors';
import { getQueue } from '@/lib/jobs/queue';
import { quotaRefusal } from '@/lib/rate-limit/refusal';
import type { StartedFleetRun } from '@/lib/schemas/me/fleets';
import { count } from '@/lib/format/numbers';

export const FLEET_RUNS_SCOPE = 'fleet-run:organization';
const START_TRANSACTION = { maxWait: 15_000, timeout: 120_000 };
/** LONG_AUDIT_MS as a literal, as the partial index fleet_results_long_audits states it: a bound parameter could not use it. */
const LONG_AUDIT_MS_LITERAL = Prisma.raw(String(LONG_AUDIT_MS));

export async function startFleetRun(actor: Actor, fleetId: string, body: { renderSample?: number }): Promise<z.input<typeof StartedFleetRun>> {
  authorize(actor, 'fleet:run');
  const fleet = await findOwnedFleet(actor.organizationId, fleetId);
  if (scannerUserAgent() === null) throw new ApiError('scanner-unconfigured');
  const { limit, env } = fleetTargetLimit();
  if (fleet.targetCount > limit) {
    throw new ApiError('fleet-too-large', `The fleet holds ${count(fleet.targetCount)} targets; a run may hold ${count(limit)} on this plan (the operator sets it with ${env}).`);
  }
  const renderSample = body.renderSample ?? DEFAULT_RENDER_SAMPLE;
  const sampled = renderSample > 0 ? Math.max(1, Math.round(fleet.targetCount * renderSample)) : 0;
  // Started before the transaction: connecting the queue must not wait inside it.
  const boss = await getQueue();
  await prepareFleetQueues(boss);
  const db = await getDb();
  const longTargets = await longAuditsOfRunsBefore(db, actor.organizationId, fleetId);
  const longJobIds = longTargets.map(() => randomUUID());
  const { batch } = fleetWorkSettings();
  const jobIds = Array.from({ length: Math.max(1, Math.ceil((fleet.targetCount - longTargets.length) / batch)) }, () => randomUUID());
  const runId = randomUUID();
  const perDay = fleetRunsPerDay();
  try {
    await db.$transaction(async (tx) => {
      await takeQuotas(tx, [{ scope: FLEET_RUNS_SCOPE, subject: actor.organizationId, limit: perDay.limit, windowSeconds: DAY_SECONDS }]);
      await tx.fleetRun.create({
        data: { id: runId, fleetId, organizationId: actor.organizationId, total: fleet.targetCount, renderSample, scorecard: SCORECARD_VERSION, engine: ENGINE_ID },
      });
      // Batches are dealt round-robin over the list's order, so neighbours of a sorted list (often one host's sites)
      // land in different jobs; each target whose host's audit was long before is a job of its own on the long queue;
      // the render sample is drawn at random, exactly `sampled` targets. A long audit's row is marked read ahead
      // (ahead_at): its job may start at once, and the run's look-ahead must not ask its host beside it.
      await tx.$executeRaw`
        INSERT INTO fleet_results (run_id, target_id, position, target, origin, host, registrable_domain, start_url, bare, render_sampled, job_id, ahead_at)
        SELECT ${runId}::uuid, t.id, t.position, t.target, t.origin, t.host, t.registrable_domain, t.start_url, t.bare,
          o.draw <= ${sampled}, coalesce(o.long_job, (${jobIds}::uuid[])[((o.n - 1) % ${jobIds.length}) + 1]),
          CASE WHEN o.long_job IS NOT NULL THEN now() END
        FROM (
          SELECT f.id, l.job_id AS long_job, row_number() OVER (PARTITION BY l.job_id IS NULL ORDER BY f.position) AS n,
            row_number() OVER (ORDER BY random()) AS draw
          FROM fleet_targets f
          LEFT JOIN unnest(${longTargets}::uuid[], ${longJobIds}::uuid[]) AS l(target_id, job_id) ON l.target_id = f.id
          WHERE f.fleet_id = ${fleetId}::uuid
        ) o JOIN fleet_targets t ON t.id = o.id`;
    }, START_TRANSACTION);
  } catch (error) {
    if (error instanceof QuotaExceeded) {
      throw quotaRefusal({
        counted: 'Fleet runs of the organization',
        points: perDay.limit,
        label: 'per day per organization',
        env: perDay.env,
        windowSeconds: DAY_SECONDS,
        retryAfterSeconds: error.decision.retryAfterSeconds,
      });
    }
    if (isUniqueViolation(error)) throw new ApiError('fleet-run-active', `A run of the fleet "${fleet.name}" is already queued or running; cancel it or wait for it to end.`);
    throw error;
  }
  // The run is stored: it is 202 whatever the queue answers (a run whose jobs were not sent is queued by the sweep).
  await sendFleetJobsOrLeaveToSweep(boss, longJobIds.map((id) => ({ id, runId })), FLEET_LONG_QUEUE);
  await sendFleetJobsOrLeaveToSweep(boss, jobIds.map((id) => ({ id, runId })), FLEET_QUEUE);
  // Thousands of new rows at once: without fresh statistics (autovacuum gets to them later) the planner takes the
  // run's rows for a handful and pages through them (the list, the export) by sorting all that remain, page after
  // page. Sampled, so bounded whatever the table's size; a failure here only leaves that to autovacuum.
  await db.$executeRaw`ANALYZE fleet_results`.catch(() => undefined);
  return { runId, status: 'queued', total: fleet.targetCount };
}

/**
 * The fleet's targets whose host's audit took LONG_AUDIT_MS or more in one of the organization's fleet runs whose rows
 * are kept (any of its fleets: a census run again, or a new list that shares hosts with an earlier one, as a weekly
 * list of top sites does). These are the slow and rate-limited hosts. None for an organization's first run, or once
 * those rows are past retention. Only the organization's own runs are read: which hosts another organization scanned
 * is its own, and when this run's rows start would otherwise show it.
 * Every long audit of a host counts, not only its newest: a host that has since become fast only starts early.
 * The partial index fleet_results_long_audits holds just these rows, so this reads the organization's runs and their
 * long audits, never the runs' other rows.
 */
async function longAuditsOfRunsBefore(db: Awaited<ReturnType<typeof getDb>>, organizationId: string, fleetId: string): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ target_id: string }>>`
    SELECT t.id::text AS target_id FROM fleet_targets t
    WHERE t.fleet_id = ${fleetId}::uuid AND t.host IN (
      SELECT r.host FROM fleet_runs u JOIN fleet_results r ON r.run_id = u.id
      WHERE u.organization_id = ${organizationId}::uuid AND u.purged_at IS NULL AND r.duration_ms >= ${LONG_AUDIT_MS_LITERAL})`;
  return rows.map((row) => row.target_id);
}
