// GET /api/v1/me/fleets/{id}/runs/{runId}: one run's state and progress, counted from its rows.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { findOwnedRun } from '@/lib/fleets/find-owned';
import { runProgress } from '@/lib/fleets/run-view';
import type { FleetRun } from '@/lib/schemas/me/fleets';

export async function getFleetRun(actor: Actor, fleetId: string, runId: string): Promise<z.input<typeof FleetRun>> {
  authorize(actor, 'organization:read');
  const run = await findOwnedRun(actor.organizationId, fleetId, runId);
  return runProgress(await getDb(), run);
}
