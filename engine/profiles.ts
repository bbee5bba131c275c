// Which checks apply: the profile asked for, or (auto) the profiles the gathered artifacts show.
import { catalogEntry } from './catalog.js';
import type { GatherContext } from './gather/context.js';
import { PROFILE_DETECTORS } from './profile-detectors.js';
import { PROFILE_NAMES, type DetectableProfile, type RequestedProfile, type ResolvedProfile } from './types.js';

export interface ActiveProfiles {
  resolved: ResolvedProfile[];
  /** null = every check applies (profile "all"). */
  profiles: ReadonlySet<DetectableProfile> | null;
}

/** A check applies when its meta lists 'base' or one of the active profiles (the catalog shows the same list). */
export function isApplicable(checkId: string, active: ActiveProfiles): boolean {
  if (active.profiles === null) return true;
  const { profiles } = active;
  return catalogEntry(checkId)?.profiles.some((profile) => profile === 'base' || profiles.has(profile)) ?? false;
}

export async function resolveProfiles(requested: RequestedProfile, ctx: GatherContext): Promise<ActiveProfiles> {
  const base: ResolvedProfile = { profile: 'base', evidence: ['Base checks apply to every site.'] };
  if (requested === 'all') {
    return {
      resolved: [base, ...PROFILE_NAMES.map((profile) => ({ profile, evidence: ['Requested with profile "all".'] }))],
      profiles: null,
    };
  }
  if (requested !== 'auto') {
    return {
      resolved: [base, { profile: requested, evidence: [`Requested with profile "${requested}".`] }],
      profiles: new Set([requested]),
    };
  }
  const detected = await Promise.all(
    PROFILE_NAMES.map(async (profile) => ({ profile, evidence: await detectSafely(profile, ctx) })),
  );
  const found = detected.filter((entry) => entry.evidence.length > 0);
  return { resolved: [base, ...found], profiles: new Set(found.map((entry) => entry.profile)) };
}

async function detectSafely(profile: DetectableProfile, ctx: GatherContext): Promise<string[]> {
  try {
    return await PROFILE_DETECTORS[profile](ctx);
  } catch {
    // A detector whose artifacts failed detects nothing; the checks that need those artifacts report the error.
    return [];
  }
}
