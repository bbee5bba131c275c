// GET /api/v1/me/fleets/{id}/runs/{runId}/targets: one row per target, in the list's order, filtered by final status,
// by a check's outcome (check + result) or by an agent profile's verdict (agent + verdict). Paged as every list.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb, Prisma } from '@/lib/db';
import { agentColumn, checkColumn, column } from '@/lib/fleets/columns';
import { findOwnedRun } from '@/lib/fleets/find-owned';
import { purgedRunError } from '@/lib/fleets/retention';
import { ROW_COLUMNS, rowView, type RowRecord } from '@/lib/fleets/row-view';
import { ApiError } from '@/lib/errors/api-errors';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { FleetTargets, FleetTargetsQuery } from '@/lib/schemas/me/fleets';

export async function listFleetTargets(actor: Actor, fleetId: string, runId: string, query: z.output<typeof FleetTargetsQuery>): Promise<z.input<typeof FleetTargets>> {
  authorize(actor, 'organization:read');
  if ((query.check === undefined) !== (query.result === undefined)) throw new ApiError('invalid-parameter', 'Query parameters "check" and "result" go together: name a check id and the outcome it must have.');
  if ((query.agent === undefined) !== (query.verdict === undefined)) throw new ApiError('invalid-parameter', 'Query parameters "agent" and "verdict" go together: name an agent profile and the verdict it must have.');
  const run = await findOwnedRun(actor.organizationId, fleetId, runId);
  if (run.purgedAt) throw purgedRunError(runId, run.purgedAt);
  const limit = query.limit ?? PAGE_LIMIT.default;
  const offset = query.offset ?? 0;
  const conditions = [Prisma.sql`run_id = ${runId}::uuid`];
  if (query.status) conditions.push(Prisma.sql`status = ${query.status}::fleet_target_status`);
  if (query.check && query.result) conditions.push(Prisma.sql`${column(checkColumn(query.check))} = ${query.result}::fleet_check_result`);
  if (query.agent && query.verdict) conditions.push(Prisma.sql`${column(agentColumn(query.agent))} = ${query.verdict}::fleet_agent_read`);
  const db = await getDb();
  const rows = await db.$queryRaw<RowRecord[]>`
    SELECT ${ROW_COLUMNS} FROM fleet_results WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY position LIMIT ${limit + 1} OFFSET ${offset}`;
  return { targets: rows.slice(0, limit).map(rowView), nextOffset: rows.length > limit ? offset + limit : null };
}
