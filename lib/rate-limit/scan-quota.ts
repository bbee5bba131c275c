// The paid scan quotas (seed-api.md Limits), one pair of counters shared by every scan surface: remote engine
// audits and site scans count per organization and per target; public scans, agent runs and Answers passes of a
// target count per target too (agent runs and Answers passes have their own per-organization limits).
// Both counters are taken all-or-nothing (lib/db/usage.ts), so a request refused by one limit spends no unit of the
// other, and concurrent requests cannot both take the last unit.
import { getDb } from '@/lib/db';
import { QuotaExceeded, consumeQuotas, takeQuotas, type QuotaRequest, type QuotaTransaction } from '@/lib/db/usage';
import { ApiError } from '@/lib/errors/api-errors';
import { SCAN_QUOTAS, WORK_QUOTAS, scanQuota, workQuota, type WorkKind } from './policy';
import { PRIVATE_TARGETS_EXEMPT, quotaRefusal } from './refusal';

/**
 * How a vetted target stands (lib/rate-limit/runnable-target.ts): a host the operator allowed as private
 * (AGENTGAUGE_ALLOW_PRIVATE_TARGETS) is not limited or counted per target, as that limit protects third-party sites.
 */
export interface TargetStanding {
  operatorAllowedPrivate: boolean;
}

const ORGANIZATION_SCOPE = 'scan:organization';
const TARGET_SCOPE = 'scan:target';
const OWN_SITE_SCOPE = 'scan:own-site';

/** Counts one paid scan (remote engine audit, site scan, ...) against the organization's and the target's quota. */
export async function enforceScanQuota(organizationId: string, host: string, target: TargetStanding): Promise<void> {
  const decision = await consumeQuotas(await getDb(), scanQuotaRequests(organizationId, host, target));
  if (!decision.allowed) throw quotaError(decision.scope, host, decision.retryAfterSeconds);
}

/**
 * A site scan of one of the organization's own sites, inside the caller's transaction (it counts only if its row and
 * job commit): the organization's limit, and the per-site limit of its own sites (policy.ts, perOwnSite) instead of
 * the shared per-target one; the host's shared counter still counts it.
 */
export async function takeScanQuota(tx: QuotaTransaction, organizationId: string, host: string, target: TargetStanding): Promise<void> {
  const perOrganization = scanQuota('perOrganization');
  const perOwnSite = scanQuota('perOwnSite');
  try {
    await takeQuotas(tx, [
      { scope: ORGANIZATION_SCOPE, subject: organizationId, limit: perOrganization.points, windowSeconds: perOrganization.windowSeconds },
      ...(target.operatorAllowedPrivate
        ? []
        : [{ scope: OWN_SITE_SCOPE, subject: `${organizationId} ${host}`, limit: perOwnSite.points, windowSeconds: perOwnSite.windowSeconds }, countedOnTarget(host)]),
    ]);
  } catch (error) {
    if (error instanceof QuotaExceeded) throw quotaError(error.decision.scope, host, error.decision.retryAfterSeconds);
    throw error;
  }
}

/** A public scan of a target uses up the target's paid quota too; public scans keep their own limits (policy.ts). */
export async function countPublicScanOfTarget(host: string, target: TargetStanding): Promise<void> {
  if (target.operatorAllowedPrivate) return;
  await consumeQuotas(await getDb(), [countedOnTarget(host)]);
}

/**
 * A fleet audit's one unit of the target's shared quota (seed-api.md: audits per target, shared by every scan
 * surface), inside the caller's transaction: throws QuotaExceeded when the target is at its quota, and the run
 * waits for the window to end (lib/fleets/audit-batch.ts). The organization's own scan quota is not touched: a
 * run is one unit of its fleet-run allowance instead.
 */
export async function takeFleetTargetQuota(tx: QuotaTransaction, host: string, target: TargetStanding): Promise<void> {
  if (target.operatorAllowedPrivate) return;
  const perTarget = scanQuota('perTarget');
  await takeQuotas(tx, [{ scope: TARGET_SCOPE, subject: host, limit: perTarget.points, windowSeconds: perTarget.windowSeconds }]);
}

/** A unit of the shared per-target quota that is counted, never refused (the work has its own limits). */
function countedOnTarget(host: string) {
  return { scope: TARGET_SCOPE, subject: host, limit: Number.MAX_SAFE_INTEGER, windowSeconds: scanQuota('perTarget').windowSeconds };
}

const WORK_SCOPES: Record<WorkKind, string> = { agentRuns: 'agent-run:organization', answersPasses: 'answers-pass:organization' };
const WORK_NAMES: Record<WorkKind, string> = { agentRuns: 'Agent runs', answersPasses: 'Answers passes' };

/**
 * Counts one agent run or Answers pass, or one batch of `runs` agent runs (a journey's k runs), inside the caller's
 * transaction: work that is not queued spends nothing, and a batch is taken whole or not at all.
 * - The organization's own limit for that kind of work counts every run: it bounds what the organization spends
 *   (workers, model calls), and k runs are k of them.
 * - The target's scan counter (shared with scans) counts one use per request, however many runs it holds: that
 *   counter protects the site from traffic, and a batch's traffic is bounded like one audit's (at most 5 runs, each
 *   within the agent's step budget, 12 fetches by default: at most 60 requests, under one site scan's), while counting
 *   k would let one pass^5 batch spend the whole hour's allowance of the host for every organization (policy.ts
 *   WORK_BATCH_COUNTING, the rule as the API documents it).
 */
export async function takeWorkQuota(tx: QuotaTransaction, kind: WorkKind, organizationId: string, host: string, target: TargetStanding, runs = 1): Promise<void> {
  const perOrganization = workQuota(kind);
  const perTarget = scanQuota('perTarget');
  try {
    await takeQuotas(tx, [
      { scope: WORK_SCOPES[kind], subject: organizationId, limit: perOrganization.points, windowSeconds: perOrganization.windowSeconds, units: runs },
      ...(target.operatorAllowedPrivate ? [] : [{ scope: TARGET_SCOPE, subject: host, limit: perTarget.points, windowSeconds: perTarget.windowSeconds }]),
    ]);
  } catch (error) {
    if (!(error instanceof QuotaExceeded)) throw error;
    if (error.decision.scope === TARGET_SCOPE) throw quotaError(TARGET_SCOPE, host, error.decision.retryAfterSeconds);
    const quota = WORK_QUOTAS[kind];
    throw quotaRefusal({
      counted: `${WORK_NAMES[kind]} of the organization`,
      points: perOrganization.points,
      label: quota.label,
      env: quota.env,
      windowSeconds: quota.windowSeconds,
      retryAfterSeconds: error.decision.retryAfterSeconds,
    });
  }
}

function scanQuotaRequests(organizationId: string, host: string, target: TargetStanding): QuotaRequest[] {
  const perOrganization = scanQuota('perOrganization');
  const perTarget = scanQuota('perTarget');
  return [
    { scope: ORGANIZATION_SCOPE, subject: organizationId, limit: perOrganization.points, windowSeconds: perOrganization.windowSeconds },
    ...(target.operatorAllowedPrivate ? [] : [{ scope: TARGET_SCOPE, subject: host, limit: perTarget.points, windowSeconds: perTarget.windowSeconds }]),
  ];
}

function quotaError(scope: string, host: string, retryAfterSeconds: number): ApiError {
  if (scope === ORGANIZATION_SCOPE) {
    const quota = SCAN_QUOTAS.perOrganization;
    return quotaRefusal({ counted: 'Scans and remote audits of the organization', points: scanQuota('perOrganization').points, label: quota.label, env: quota.env, windowSeconds: quota.windowSeconds, retryAfterSeconds });
  }
  if (scope === OWN_SITE_SCOPE) {
    const quota = SCAN_QUOTAS.perOwnSite;
    return quotaRefusal({
      counted: `Scans of your site ${host}`,
      points: scanQuota('perOwnSite').points,
      label: quota.label,
      env: quota.env,
      windowSeconds: quota.windowSeconds,
      retryAfterSeconds,
      alsoLiftedBy: PRIVATE_TARGETS_EXEMPT,
    });
  }
  const quota = SCAN_QUOTAS.perTarget;
  return quotaRefusal({
    counted: `Remote audits, site scans, agent runs and Answers passes of ${host} (all organizations together)`,
    points: scanQuota('perTarget').points,
    label: quota.label,
    env: quota.env,
    windowSeconds: quota.windowSeconds,
    retryAfterSeconds,
    alsoLiftedBy: PRIVATE_TARGETS_EXEMPT,
  });
}
