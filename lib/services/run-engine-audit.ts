import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { ApiError } from '@/lib/http/errors';
import { hostKeyOf, parseStartUrl } from '@/lib/http/host';
import { assertRunnableTarget } from '@/lib/rate-limit/runnable-target';
import { withAuditSlot } from '@/lib/rate-limit/audit-slots';
import { enforceScanQuota } from '@/lib/rate-limit/scan-quota';
import type { EngineAuditRequest } from '@/lib/schemas/engine';
import type { AuditReport } from '@/lib/schemas/report';
import { auditInPool } from '@/lib/server/audit-pool';
import { privateTargetsAllowed } from '@/lib/server/settings';
import { auditReportOf } from '@/lib/views/report-view';

/** Runs an audit for the command-line client; the report is returned and never stored. */
export async function runEngineAudit(
  actor: Actor,
  request: z.output<typeof EngineAuditRequest>,
): Promise<z.input<typeof AuditReport>> {
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
  const report = await withAuditSlot(async () => {
    await enforceScanQuota(organizationId, hostKeyOf(new URL(request.url)), target);
    return auditInPool(request.url, {
      checks: request.checks,
      profile: request.profile,
      timeout: request.timeout,
      retries: request.retries,
      allowPrivateTargets: privateTargetsAllowed(),
      tenant: organizationId,
    }, 'engine-audit');
  });
  return auditReportOf(report);
}
