// A report's capabilities to a fleet row (checks.md 2026-12c): each capability's value as the engine judged it, read
// from the check results' `capability` and never re-derived. Present means a "yes" whose presence is proven (a
// protocol exchange, or a file on a host whose canary answered no 2xx); a "yes" on a catch-all host, or without the
// canary, is `unproven`; could not ask is its own value with its reason; not measured is `unknown`.
import { CAPABILITY_CHECKS, CAPABILITY_IDS, presenceCounts, type AuditReport, type CapabilityId, type CouldNotAskReason, type EvidenceLevel } from '@/engine/index';
import type { CapabilityValue } from '@/lib/schemas/vocabulary/fleets';

export interface CapabilityCell {
  value: CapabilityValue;
  /** With could-not-ask: why. */
  reason: CouldNotAskReason | null;
  /** With a present value: the platform that supplied it (its id in the engine's platform table), else null. */
  platform: string | null;
}

export type CapabilityRow = Record<CapabilityId, CapabilityCell>;

const UNKNOWN: CapabilityCell = { value: 'unknown', reason: null, platform: null };

/** Every capability unknown: a target that was not scanned. */
export function unknownCapabilities(): CapabilityRow {
  return Object.fromEntries(CAPABILITY_IDS.map((id) => [id, UNKNOWN])) as CapabilityRow;
}

/** The row's capabilities from a scanned target's report (a target that was not scanned: every one unknown). */
export function capabilityRow(report: AuditReport, scanned: boolean): CapabilityRow {
  const row = unknownCapabilities();
  if (!scanned) return row;
  for (const id of CAPABILITY_IDS) {
    const capability = report.results.find((result) => result.id === CAPABILITY_CHECKS[id])?.capability;
    if (!capability) continue;
    if (capability.state === 'could-not-ask') row[id] = { value: 'could-not-ask', reason: capability.reason, platform: null };
    else if (capability.state === 'no') row[id] = { value: 'no', reason: null, platform: null };
    else if (!presenceCounts(capability.proof)) row[id] = { value: 'unproven', reason: null, platform: null };
    else row[id] = { value: capability.evidence as EvidenceLevel, reason: null, platform: capability.platform?.id ?? null };
  }
  return row;
}
