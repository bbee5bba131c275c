import type { z } from 'zod';
import { AuditError, vetUrl } from '@/engine/index';
import { hostKeyOf } from '@/lib/http/host';
import { withAuditSlot } from '@/lib/rate-limit/audit-slots';
import { enforceScanQuota } from '@/lib/rate-limit/scan-quota';
import type { EngineAuditRequest } from '@/lib/schemas/engine';
import type { AuditReport } from '@/lib/schemas/report';
import { auditInPool } from '@/lib/server/audit-pool';
import { privateTargetsAllowed } from '@/lib/server/settings';
import { auditReportOf } from '@/lib/views/report-view';

/** Runs an audit for the command-line client; the report is returned and never stored. */
export async function runEngineAudit(
  organizationId: string,
  request: z.output<typeof EngineAuditRequest>,
): Promise<z.input<typeof AuditReport>> {
  // A target the SSRF rules refuse before any DNS lookup (scheme, credentials, port, private literal) is refused
  // here too, so that it spends no quota; names are vetted again, after resolution, by the engine's fetcher.
  const vetting = vetUrl(request.url, { allowPrivateTargets: privateTargetsAllowed() });
  if (!vetting.ok) throw new AuditError('target-refused', vetting.message, { rule: vetting.rule });
  // A slot first: a caller turned away because the server is busy has not used up any quota.
  const report = await withAuditSlot(async () => {
    await enforceScanQuota(organizationId, hostKeyOf(new URL(request.url)));
    return auditInPool(request.url, {
      checks: request.checks,
      profile: request.profile,
      timeout: request.timeout,
      retries: request.retries,
      allowPrivateTargets: privateTargetsAllowed(),
    }, 'engine-audit');
  });
  return auditReportOf(report);
}
