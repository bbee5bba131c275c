// GET /api/v1/me/fleets/{id}/runs/{runId}/summary: the population's figures (lib/fleets/summary.ts), from SQL
// aggregates over the run's rows: live while it runs, and as stored when it ended (they no longer change then, and
// they outlive the rows' retention).
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { findOwnedRun } from '@/lib/fleets/find-owned';
import { populationFigures, withCauses, type PopulationFigures } from '@/lib/fleets/summary';
import type { FleetSummary } from '@/lib/schemas/me/fleets';

export async function getFleetRunSummary(actor: Actor, fleetId: string, runId: string): Promise<z.input<typeof FleetSummary>> {
  authorize(actor, 'organization:read');
  const run = await findOwnedRun(actor.organizationId, fleetId, runId);
  const stored = run.summary as PopulationFigures | null;
  const figures = stored ? withCauses(stored) : await populationFigures(await getDb(), runId);
  return {
    runId: run.id,
    fleetId: run.fleetId,
    status: run.status,
    scorecard: run.scorecard,
    engine: run.engine,
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    ...figures,
    // Runs summarised before scorecard 2026.12.2 stored no capability figures.
    capabilities: figures.capabilities ?? null,
  };
}
