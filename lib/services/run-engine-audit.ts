import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { ApiError } from '@/lib/errors/api-errors';
import { hostKeyOf, parseStartUrl } from '@/lib/net/host';
import { assertRunnableTarget } from '@/lib/rate-limit/runnable-target';
import { withAuditSlot } from '@/lib/rate-limit/audit-slots';
import { enforceScanQuota } from '@/lib/rate-limit/scan-quota';
import type { EngineAuditRequest, EngineReportRequest } from '@/lib/schemas/engine';
import type { AuditReport, StoredAuditReport } from '@/lib/schemas/report';
import { auditInPool } from '@/lib/pools/audit-pool';
import { privateTargetsAllowed } from '@/lib/settings/settings';
import { auditReportOf } from '@/lib/views/report-view';

/**
 * One audit on the service's servers for the command-line client, never stored: the rules of POST
 * /api/v1/engine/audit and POST /api/v1/engine/report alike (one audit, two representations of its report).
 */
export async function auditOnService(actor: Actor, request: z.output<typeof EngineReportRequest>): Promise<StoredAuditReport> {
  // It spends the organization's scan quota: a write (a read-only token is refused before any quota is touched).
  authorize(actor, 'engine:audit');
  const { organizationId } = actor;
  // The one URL rule: the schema took an absolute http(s) URL; its host must be one that can be measured.
  const parsed = parseStartUrl(request.url);
  if (!parsed.ok) throw new ApiError('invalid-body', `Field "url": ${parsed.message}`);
  // A target the SSRF rules refuse, by its URL or at the DNS stage, is refused here so that it spends no quota; the
  // engine's fetcher vets every hop again when it fetches.
  const target = await assertRunnableTarget(request.url);
  // A slot first: a caller turned away because the server is busy has not used up any quota.
  return withAuditSlot(async () => {
    await enforceScanQuota(organizationId, hostKeyOf(new URL(request.url)), target);
    return auditInPool(request.url, {
      checks: request.checks,
      profile: request.profile,
      timeout: request.timeout,
      retries: request.retries,
      ...(request.journeys?.length ? { journeys: request.journeys } : {}),
      allowPrivateTargets: privateTargetsAllowed(),
      tenant: organizationId,
    }, 'engine-audit');
  });
}

/** Runs an audit for the command-line client; the report is returned, as the contract's closed Audit report, and never stored. */
export async function runEngineAudit(
  actor: Actor,
  request: z.output<typeof EngineAuditRequest>,
): Promise<z.input<typeof AuditReport>> {
  return auditReportOf(await auditOnService(actor, request));
}
