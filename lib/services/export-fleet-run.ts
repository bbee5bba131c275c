// GET /api/v1/me/fleets/{id}/runs/{runId}/export?format=csv|parquet: the run's rows as a streamed file.
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { EXPORT_FORMATS, exportFileName, exportStream, type ExportFormat } from '@/lib/fleets/export';
import { findOwnedRun } from '@/lib/fleets/find-owned';
import { purgedRunError } from '@/lib/fleets/retention';

export interface FleetExport {
  stream: ReadableStream<Uint8Array>;
  contentType: string;
  fileName: string;
}

export async function exportFleetRun(actor: Actor, fleetId: string, runId: string, format: ExportFormat): Promise<FleetExport> {
  authorize(actor, 'organization:read');
  const run = await findOwnedRun(actor.organizationId, fleetId, runId);
  if (run.purgedAt) throw purgedRunError(runId, run.purgedAt);
  const fleet = await (await getDb()).fleet.findUniqueOrThrow({ where: { id: fleetId }, select: { name: true } });
  return { stream: exportStream(runId, format), contentType: EXPORT_FORMATS[format].contentType, fileName: exportFileName(fleet.name, run.createdAt, format) };
}
