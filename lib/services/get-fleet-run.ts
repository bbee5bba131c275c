// GET /api/v1/me/fleets/{id}/runs/{runId}: one run's state and progress, counted from its rows.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { findOwnedRun } from '@/lib/fleets/find-owned';
import { runProgress } from '@/lib/fleets/run-view';
import { ApiError } from '@/lib/errors/api-errors';
import type { FleetRun } from '@/lib/schemas/me/fleets';

/** GET /api/v1/me/fleet-runs/{runId}: the same, found by the run's id alone (the CLI's `fleet summary <runId>`). */
export async function findFleetRun(actor: Actor, runId: string): Promise<z.input<typeof FleetRun>> {
  authorize(actor, 'organization:read');
  const db = await getDb();
  const run = await db.fleetRun.findFirst({ where: { id: runId, organizationId: actor.organizationId } });
  if (!run) throw new ApiError('not-found', `No fleet run with id ${runId} exists in this organization.`);
  return runProgress(db, run);
}

export async function getFleetRun(actor: Actor, fleetId: string, runId: string): Promise<z.input<typeof FleetRun>> {
  authorize(actor, 'organization:read');
  const run = await findOwnedRun(actor.organizationId, fleetId, runId);
  return runProgress(await getDb(), run);
}
