// GET /api/v1/me/fleets/{id}/runs/{runId}/movement: what moved since the fleet's previous run (issue 47 point 7):
// targets scanned in both whose score moved by MOVEMENT_POINTS or more (the MOVEMENT_LISTED largest each way, by SQL over both runs'
// rows), and every check's pass rate in both runs (from their population's figures).
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { findOwnedRun } from '@/lib/fleets/find-owned';
import { populationFigures, type PopulationFigures } from '@/lib/fleets/summary';
import type { FleetMovement } from '@/lib/schemas/me/fleets';
import { MOVEMENT_LISTED, MOVEMENT_POINTS } from '@/lib/schemas/vocabulary/fleets';

export async function getFleetMovement(actor: Actor, fleetId: string, runId: string): Promise<z.input<typeof FleetMovement>> {
  authorize(actor, 'organization:read');
  const run = await findOwnedRun(actor.organizationId, fleetId, runId);
  const db = await getDb();
  const previous = await db.fleetRun.findFirst({
    where: { fleetId, createdAt: { lt: run.createdAt }, purgedAt: null, status: { in: ['succeeded', 'cancelled'] } },
    orderBy: { createdAt: 'desc' },
  });
  const current = (run.summary as PopulationFigures | null) ?? (await populationFigures(db, runId));
  if (!previous) {
    return { runId, previousRunId: null, gained: [], lost: [], checks: current.checks.map((check) => ({ checkId: check.checkId, before: null, after: check.passRate, change: null })) };
  }
  const before = (previous.summary as PopulationFigures | null) ?? (await populationFigures(db, previous.id));
  const moved = (direction: 'gained' | 'lost') => db.$queryRaw<Array<{ target: string; origin: string; before: number; after: number; delta: number }>>`
    SELECT a.target, a.origin, b.score AS before, a.score AS after, (a.score - b.score)::int AS delta
    FROM fleet_results a JOIN fleet_results b ON b.run_id = ${previous.id}::uuid AND b.target_id = a.target_id
    WHERE a.run_id = ${runId}::uuid AND a.status = 'scanned' AND b.status = 'scanned'
      AND ${direction === 'gained' ? 1 : -1} * (a.score - b.score) >= ${MOVEMENT_POINTS}
    ORDER BY ${direction === 'gained' ? 1 : -1} * (a.score - b.score) DESC, a.position
    LIMIT ${MOVEMENT_LISTED}`;
  const [gained, lost] = await Promise.all([moved('gained'), moved('lost')]);
  const beforeRates = new Map(before.checks.map((check) => [check.checkId, check.passRate]));
  return {
    runId,
    previousRunId: previous.id,
    gained,
    lost,
    checks: current.checks.map((check) => {
      const was = beforeRates.get(check.checkId) ?? null;
      return { checkId: check.checkId, before: was, after: check.passRate, change: was === null || check.passRate === null ? null : check.passRate - was };
    }),
  };
}
