// The paid scan quotas (seed-api.md Limits), one pair of counters shared by every scan surface: remote engine
// audits and site scans count per organization and per target; public scans, agent runs and Answers passes of a
// target count per target too (agent runs and Answers passes have their own per-organization limits).
// Both counters are taken all-or-nothing (lib/db/usage.ts), so a request refused by one limit spends no unit of the
// other, and concurrent requests cannot both take the last unit.
import { getDb } from '@/lib/db';
import { QuotaExceeded, consumeQuotas, takeQuotas, type QuotaRequest, type QuotaTransaction } from '@/lib/db/usage';
import { ApiError } from '@/lib/http/errors';
import { SCAN_QUOTAS, WORK_QUOTAS, scanQuota, workQuota, type WorkKind } from './policy';

const ORGANIZATION_SCOPE = 'scan:organization';
const TARGET_SCOPE = 'scan:target';
const OWN_SITE_SCOPE = 'scan:own-site';

/** Counts one paid scan (remote engine audit, site scan, ...) against the organization's and the target's quota. */
export async function enforceScanQuota(organizationId: string, host: string): Promise<void> {
  const decision = await consumeQuotas(await getDb(), scanQuotaRequests(organizationId, host));
  if (!decision.allowed) throw quotaError(decision.scope, host, decision.retryAfterSeconds);
}

/**
 * A site scan of one of the organization's own sites, inside the caller's transaction (it counts only if its row and
 * job commit): the organization's limit, and the per-site limit of its own sites (policy.ts, perOwnSite) instead of
 * the shared per-target one; the host's shared counter still counts it.
 */
export async function takeScanQuota(tx: QuotaTransaction, organizationId: string, host: string): Promise<void> {
  const perOrganization = scanQuota('perOrganization');
  const perOwnSite = scanQuota('perOwnSite');
  try {
    await takeQuotas(tx, [
      { scope: ORGANIZATION_SCOPE, subject: organizationId, limit: perOrganization.points, windowSeconds: perOrganization.windowSeconds },
      { scope: OWN_SITE_SCOPE, subject: `${organizationId} ${host}`, limit: perOwnSite.points, windowSeconds: perOwnSite.windowSeconds },
      countedOnTarget(host),
    ]);
  } catch (error) {
    if (error instanceof QuotaExceeded) throw quotaError(error.decision.scope, host, error.decision.retryAfterSeconds);
    throw error;
  }
}

/** A public scan of a target uses up the target's paid quota too; public scans keep their own limits (policy.ts). */
export async function countPublicScanOfTarget(host: string): Promise<void> {
  await consumeQuotas(await getDb(), [countedOnTarget(host)]);
}

/** A unit of the shared per-target quota that is counted, never refused (the work has its own limits). */
function countedOnTarget(host: string) {
  return { scope: TARGET_SCOPE, subject: host, limit: Number.MAX_SAFE_INTEGER, windowSeconds: scanQuota('perTarget').windowSeconds };
}

const WORK_SCOPES: Record<WorkKind, string> = { agentRuns: 'agent-run:organization', answersPasses: 'answers-pass:organization' };
const WORK_NAMES: Record<WorkKind, string> = { agentRuns: 'Agent runs', answersPasses: 'Answers passes' };

/**
 * Counts one agent run or Answers pass against the organization's own limit for that kind of work and against the
 * target's scan counter (shared with scans), inside the caller's transaction: work that is not queued spends nothing.
 */
export async function takeWorkQuota(tx: QuotaTransaction, kind: WorkKind, organizationId: string, host: string): Promise<void> {
  const perOrganization = workQuota(kind);
  const perTarget = scanQuota('perTarget');
  try {
    await takeQuotas(tx, [
      { scope: WORK_SCOPES[kind], subject: organizationId, limit: perOrganization.points, windowSeconds: perOrganization.windowSeconds },
      { scope: TARGET_SCOPE, subject: host, limit: perTarget.points, windowSeconds: perTarget.windowSeconds },
    ]);
  } catch (error) {
    if (!(error instanceof QuotaExceeded)) throw error;
    const message =
      error.decision.scope === TARGET_SCOPE
        ? `Scans, agent runs and Answers passes of ${host} together are limited to ${perTarget.points} ${SCAN_QUOTAS.perTarget.label}.`
        : `${WORK_NAMES[kind]} are limited to ${perOrganization.points} ${WORK_QUOTAS[kind].label}.`;
    throw new ApiError('rate-limited', message, { retryAfter: error.decision.retryAfterSeconds });
  }
}

function scanQuotaRequests(organizationId: string, host: string): QuotaRequest[] {
  const perOrganization = scanQuota('perOrganization');
  const perTarget = scanQuota('perTarget');
  return [
    { scope: ORGANIZATION_SCOPE, subject: organizationId, limit: perOrganization.points, windowSeconds: perOrganization.windowSeconds },
    { scope: TARGET_SCOPE, subject: host, limit: perTarget.points, windowSeconds: perTarget.windowSeconds },
  ];
}

function quotaError(scope: string, host: string, retryAfter: number): ApiError {
  const message =
    scope === ORGANIZATION_SCOPE
      ? `Scans are limited to ${scanQuota('perOrganization').points} ${SCAN_QUOTAS.perOrganization.label}.`
      : scope === OWN_SITE_SCOPE
        ? `Scans of ${host} are limited to ${scanQuota('perOwnSite').points} ${SCAN_QUOTAS.perOwnSite.label}.`
        : `Scans of ${host} are limited to ${scanQuota('perTarget').points} ${SCAN_QUOTAS.perTarget.label}.`;
  return new ApiError('rate-limited', message, { retryAfter });
}
