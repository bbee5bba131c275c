// The canary (checks.md 2026-12c, "Three states"): http-semantics already asks each host for paths that cannot exist
// (gather/http-probes.ts). A host that answers 2xx there answers 2xx to any path, so a file it answers with proves
// nothing: a capability whose only evidence is such a file counts as present only where the canary answered no 2xx.
import type { HttpProbesArtifact } from '../gather/http-probes.js';
import type { CanaryProbe, CapabilityOutcome } from '../types.js';

/** The canary as the report carries it, from the unknown-path probes; null when they got no answer at all. */
export function canaryOf(probes: HttpProbesArtifact): CanaryProbe | null {
  const answered = probes.unknownPaths.filter((probe) => probe.result.ok);
  const first = probes.unknownPaths[0];
  if (!first) return null;
  if (answered.length === 0) return { url: first.url, status: null, answersAnyPath: null };
  const catchAll = answered.find((probe) => probe.result.ok && probe.result.response.status >= 200 && probe.result.response.status <= 299);
  const shown = catchAll ?? answered[0]!;
  return { url: shown.url, status: shown.result.ok ? shown.result.response.status : null, answersAnyPath: catchAll !== undefined };
}

/** A capability whose evidence is a file, with its presence judged against the canary (exchanges need none). */
export function withPresenceProof(capability: CapabilityOutcome, canary: CanaryProbe | null): CapabilityOutcome {
  if (capability.state !== 'yes' || capability.proof !== 'unproven') return capability;
  const proof = canary?.answersAnyPath === false ? 'canary' : canary?.answersAnyPath === true ? 'catch-all' : 'unproven';
  return proof === 'unproven' ? capability : { ...capability, proof };
}
