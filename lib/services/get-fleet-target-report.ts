// GET /api/v1/me/fleets/{id}/runs/{runId}/targets/{origin}/report: a target's full report (scanned, or blocked:
// what the scanner received), read for the run's retention period. The path names the target by its origin
// (percent-encoded) or by its host when only one origin of the run has it.
import { gunzipSync } from 'node:zlib';
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { findOwnedRun } from '@/lib/fleets/find-owned';
import { purgedRunError } from '@/lib/fleets/retention';
import { canonicalHost } from '@/lib/net/host';
import { ApiError } from '@/lib/errors/api-errors';
import type { FleetTargetReport } from '@/lib/schemas/me/fleets';
import { fullReportOf } from '@/lib/views/report-view';
import { storedReportOf } from '@/lib/scans/stored-report';

export async function getFleetTargetReport(actor: Actor, fleetId: string, runId: string, origin: string): Promise<z.input<typeof FleetTargetReport>> {
  authorize(actor, 'organization:read');
  const run = await findOwnedRun(actor.organizationId, fleetId, runId);
  if (run.purgedAt) throw purgedRunError(runId, run.purgedAt);
  const db = await getDb();
  const named = safeDecode(origin).trim();
  let where: { runId: string; origin?: string; host?: string };
  if (named.includes('://')) {
    let parsed: URL;
    try {
      parsed = new URL(named);
    } catch {
      throw new ApiError('invalid-parameter', `"${named.slice(0, 200)}" is not an origin such as https://example.com.`);
    }
    where = { runId, origin: parsed.origin };
  } else {
    const host = canonicalHost(named);
    if (!host.ok) throw new ApiError('invalid-parameter', `The target must be an origin (https://example.com) or a host: the host ${host.reason}`);
    where = { runId, host: host.host };
  }
  const rows = await db.fleetResult.findMany({ where, select: { targetId: true, target: true, origin: true, status: true }, take: 2 });
  if (rows.length === 0) throw new ApiError('not-found', `No target ${named.slice(0, 200)} in run ${runId}.`);
  if (rows.length > 1) throw new ApiError('invalid-parameter', `Two origins of run ${runId} have the host ${named}: name the origin (${rows.map((row) => row.origin).join(' or ')}).`);
  const row = rows[0]!;
  const stored = await db.fleetReport.findUnique({ where: { runId_targetId: { runId, targetId: row.targetId } } });
  if (!stored || (row.status !== 'scanned' && row.status !== 'blocked')) {
    throw new ApiError('not-found', `${row.origin} has no report in run ${runId}: its status is ${row.status.replace('_', '-')}.`);
  }
  const report = storedReportOf(JSON.parse(gunzipSync(stored.body).toString('utf8')));
  return { ...fullReportOf(report), runId, target: row.target, origin: row.origin, status: row.status };
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
