// The gate in front of every quota: only audits that actually run may spend a unit. A target the SSRF rules refuse,
// by its URL or by the addresses its name resolves to, is refused here (400), and a name that does not resolve is
// unreachable (422), before any counter is touched.
import { AuditError, vetTarget } from '@/engine/index';
import { privateTargetsAllowed } from '@/lib/server/settings';

export async function assertRunnableTarget(url: string | URL): Promise<void> {
  await vet(url, 'refuse');
}

/**
 * The same for work that runs later (site scans, agent runs, Answers passes): refused targets are refused, but a name
 * that does not resolve now is queued, as a DNS outage is usually over by the time the job runs (which vets again).
 */
export async function assertQueueableTarget(url: string | URL): Promise<void> {
  await vet(url, 'queue');
}

async function vet(url: string | URL, unresolved: 'refuse' | 'queue'): Promise<void> {
  const vetting = await vetTarget(url, { allowPrivateTargets: privateTargetsAllowed() });
  if (vetting.ok) return;
  if (vetting.rule === 'dns' && unresolved === 'queue') return;
  if (vetting.rule === 'dns') throw new AuditError('target-unreachable', `The start page could not be reached: ${vetting.message}`);
  if (vetting.rule === 'invalid-url') throw new AuditError('invalid-url', vetting.message);
  throw new AuditError('target-refused', vetting.message, { rule: vetting.rule });
}
