import type { z } from 'zod';
import type { Actor } from '@/lib/auth/authorize';
import type { EngineReportRequest } from '@/lib/schemas/engine';
import type { EngineReport } from '@/lib/schemas/report';
import { engineReportOf } from '@/lib/views/report-view';
import { auditOnService } from './run-engine-audit';

/**
 * The same audit as POST /api/v1/engine/audit, its report in full (issue 51: the remote audit is the same audit): what
 * `agentgauge audit` prints locally, with the journeys asked for. Returned, never stored.
 */
export async function runEngineReport(actor: Actor, request: z.output<typeof EngineReportRequest>): Promise<z.input<typeof EngineReport>> {
  return engineReportOf(await auditOnService(actor, request));
}
