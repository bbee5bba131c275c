// The gate in front of every quota: only audits that actually run may spend a unit. A target the SSRF rules refuse,
// by its URL or by the addresses its name resolves to, is refused here (400), and a name that does not resolve is
// unreachable (422), before any counter is touched.
//
// The answer says how the target stands: a target the SSRF rules would refuse but the operator named as allowed
// (AGENTGAUGE_ALLOW_PRIVATE_TARGETS=host:port,...) is no third party's site, so the per-target quotas leave it alone.
//
// That allow-list is for an organization's own sites (authenticated work: site scans, remote audits, agent runs,
// Answers passes). Anonymous public scans are vetted without it (assertPublicScanTarget), and the public report and
// badge never publish a private origin (isPublishableHost), unless a test bed set
// AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS=1 (lib/settings/settings.ts).
//
// Names are resolved as the audit will resolve them: by AGENTGAUGE_DNS_SERVERS where the operator set it, else by the
// system's resolver, so the address vetted here is the one the audit's fetcher is given.
import { AuditError, environmentResolver, vetTarget, type PrivateTargets } from '@/engine/index';
import { privateTargetsAllowed, publicScanPrivateTargets } from '@/lib/settings/settings';
import type { TargetStanding } from './scan-quota';

/** The rule an anonymous scan of an origin only the organizations' allow-list admits is refused by. */
export const PUBLIC_SCAN_PRIVATE_RULE = 'public-scan-private-target';

export async function assertRunnableTarget(url: string | URL): Promise<TargetStanding> {
  return vet(url, 'refuse', privateTargetsAllowed());
}

/**
 * The same for work that runs later (site scans, agent runs, Answers passes): refused targets are refused, but a name
 * that does not resolve now is queued, as a DNS outage is usually over by the time the job runs (which vets again).
 */
export async function assertQueueableTarget(url: string | URL): Promise<TargetStanding> {
  return vet(url, 'queue', privateTargetsAllowed());
}

/**
 * An anonymous public scan's target: a private origin is refused even when AGENTGAUGE_ALLOW_PRIVATE_TARGETS lists it
 * (rule `public-scan-private-target`, which says so), unless the test-bed setting lets public scans use the list.
 */
export async function assertPublicScanTarget(url: string | URL): Promise<TargetStanding> {
  const allowed = publicScanPrivateTargets();
  try {
    return await vet(url, 'refuse', allowed);
  } catch (error) {
    if (!(error instanceof AuditError) || error.code !== 'target-refused' || allowed !== false) throw error;
    if (!(await vetTarget(url, { allowPrivateTargets: privateTargetsAllowed() }, environmentResolver())).ok) throw error;
    throw new AuditError(
      'target-refused',
      `${error.message} Anonymous scans never reach a private origin, even one the operator allows with AGENTGAUGE_ALLOW_PRIVATE_TARGETS: ` +
        "that setting is for an organization's own sites, scanned signed in.",
      { rule: PUBLIC_SCAN_PRIVATE_RULE },
    );
  }
}

/** How long a host's verdict is kept (a public report is read far more often than a name moves), and for how many hosts. */
const PUBLISHABLE_TTL_MS = 60_000;
const PUBLISHABLE_ENTRIES = 1_000;
const PUBLISHABLE = Symbol.for('agentgauge.publishable-hosts');
const globalVerdicts = globalThis as typeof globalThis & { [PUBLISHABLE]?: Map<string, { publishable: boolean; until: number }> };

/**
 * Whether the public report and badge may show a host's measurements: not when the host (`host[:port]`, as stored)
 * is private by the SSRF rules without the allow-list, now (a name may have moved to a private address since). A
 * name that does not resolve now was public when it was measured, and stays shown. Kept a minute per host.
 */
export async function isPublishableHost(host: string): Promise<boolean> {
  const allowed = publicScanPrivateTargets();
  if (allowed === true) return true;
  const verdicts = (globalVerdicts[PUBLISHABLE] ??= new Map());
  const key = `${host} ${Array.isArray(allowed) ? allowed.join(',') : allowed}`;
  const kept = verdicts.get(key);
  if (kept && kept.until > Date.now()) return kept.publishable;
  let publishable = false;
  try {
    const vetting = await vetTarget(new URL(`http://${host}/`), { allowPrivateTargets: allowed }, environmentResolver());
    publishable = vetting.ok || vetting.rule === 'dns';
  } catch {
    // Not a host a URL can hold: nothing to publish.
  }
  verdicts.delete(key);
  if (verdicts.size >= PUBLISHABLE_ENTRIES) verdicts.delete(verdicts.keys().next().value!);
  verdicts.set(key, { publishable, until: Date.now() + PUBLISHABLE_TTL_MS });
  return publishable;
}

const PUBLIC_TARGET: TargetStanding = { operatorAllowedPrivate: false };

async function vet(url: string | URL, unresolved: 'refuse' | 'queue', allowed: PrivateTargets): Promise<TargetStanding> {
  const vetting = await vetTarget(url, { allowPrivateTargets: allowed }, environmentResolver());
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
  const strict = await vetTarget(url, { allowPrivateTargets: false }, environmentResolver());
  return !strict.ok && strict.rule !== 'dns' && strict.rule !== 'invalid-url';
}
