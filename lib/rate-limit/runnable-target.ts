// The gate in front of every quota: only audits that actually run may spend a unit. A target the SSRF rules refuse,
// by its URL or by the addresses its name resolves to, is refused here (400), and a name that does not resolve is
// unreachable (422), before any counter is touched.
//
// The answer says how the target stands: a target the SSRF rules would refuse but the operator named as allowed
// (AGENTGAUGE_ALLOW_PRIVATE_TARGETS=host:port,...) is no third party's site, so the per-target quotas leave it alone.
import { AuditError, vetTarget, type PrivateTargets } from '@/engine/index';
import { privateTargetsAllowed } from '@/lib/server/settings';
import type { TargetStanding } from './scan-quota';

export async function assertRunnableTarget(url: string | URL): Promise<TargetStanding> {
  return vet(url, 'refuse');
}

/**
 * The same for work that runs later (site scans, agent runs, Answers passes): refused targets are refused, but a name
 * that does not resolve now is queued, as a DNS outage is usually over by the time the job runs (which vets again).
 */
export async function assertQueueableTarget(url: string | URL): Promise<TargetStanding> {
  return vet(url, 'queue');
}

const PUBLIC_TARGET: TargetStanding = { operatorAllowedPrivate: false };

async function vet(url: string | URL, unresolved: 'refuse' | 'queue'): Promise<TargetStanding> {
  const allowed = privateTargetsAllowed();
  const vetting = await vetTarget(url, { allowPrivateTargets: allowed });
  if (vetting.ok) return { operatorAllowedPrivate: await refusedWithoutAllowance(url, allowed) };
  if (vetting.rule === 'dns' && unresolved === 'queue') return PUBLIC_TARGET;
  if (vetting.rule === 'dns') throw new AuditError('target-unreachable', `The start page could not be reached: ${vetting.message}`);
  if (vetting.rule === 'invalid-url') throw new AuditError('invalid-url', vetting.message);
  throw new AuditError('target-refused', vetting.message, { rule: vetting.rule });
}

/**
 * Whether the operator named this target's origin (the `host:port` list form of AGENTGAUGE_ALLOW_PRIVATE_TARGETS) and
 * the rules alone would refuse it for its address or port. The blanket `1` (tests, intranet installs that audit
 * anything) lifts the SSRF rules but names no target: those targets keep their per-target quota.
 */
export async function refusedWithoutAllowance(url: string | URL, allowed: PrivateTargets): Promise<boolean> {
  if (!Array.isArray(allowed) || allowed.length === 0) return false;
  const strict = await vetTarget(url, { allowPrivateTargets: false });
  return !strict.ok && strict.rule !== 'dns' && strict.rule !== 'invalid-url';
}
