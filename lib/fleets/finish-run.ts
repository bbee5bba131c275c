// A run ends when no target is pending or being audited: it becomes `succeeded`, or `failed` when every target ended
// in error (nothing was measured: the reason is the first target's), or stays `cancelled`; its end time is set and
// its population's figures are stored. One conditional UPDATE does it, so whichever worker (or cancel, or sweep) gets
// there first ends it, once.
import { getDb, type Prisma } from '@/lib/db';
import { populationFigures } from './summary';

export async function finishRunIfDone(runId: string): Promise<boolean> {
  const db = await getDb();
  const [open] = await db.$queryRaw<Array<{ open: boolean }>>`
    SELECT EXISTS (SELECT 1 FROM fleet_results WHERE run_id = ${runId}::uuid AND status IN ('pending', 'auditing')) AS open`;
  if (open?.open) return false;
  const figures = await populationFigures(db, runId);
  const failed = figures.targets.total > 0 && figures.targets.error === figures.targets.total;
  const reason = failed ? (await db.fleetResult.findFirst({ where: { runId, status: 'error' }, orderBy: { position: 'asc' }, select: { error: true } }))?.error ?? null : null;
  const ended = await db.$executeRaw`
    UPDATE fleet_runs SET
      status = CASE WHEN status IN ('queued', 'running') THEN ${failed ? 'failed' : 'succeeded'}::fleet_run_status ELSE status END,
      error = CASE WHEN status IN ('queued', 'running') AND ${failed} THEN ${reason === null ? null : `Every target ended in error; the first: ${reason}`} ELSE error END,
      finished_at = coalesce(finished_at, now()),
      summary = ${JSON.stringify(figures)}::jsonb
    WHERE id = ${runId}::uuid AND summary IS NULL
      AND NOT EXISTS (SELECT 1 FROM fleet_results WHERE run_id = ${runId}::uuid AND status IN ('pending', 'auditing'))`;
  return ended > 0;
}

/** Marks a queued run running at its first target (the first worker to get there sets startedAt). */
export async function markRunStarted(tx: Prisma.TransactionClient | Awaited<ReturnType<typeof getDb>>, runId: string): Promise<void> {
  await tx.$executeRaw`UPDATE fleet_runs SET status = 'running', started_at = now() WHERE id = ${runId}::uuid AND status = 'queued'`;
}
