// The ranges a process without the service's database uses (the CLI's `traffic analyze`): the operator's directory
// (AGENTGAUGE_AGENT_IP_RANGES_DIR) when set, else the repository's snapshot.
import { BUNDLED_RANGES } from './ip-ranges/bundled';
import { RANGES_DIR_ENV, rangeSetsOf, readRangesDir, type RangeSets, type RangesDocument } from './ip-ranges';

export interface RangesChoice {
  documents: ReadonlyMap<string, RangesDocument>;
  /** Where they come from, as the docs and the admin command say it. */
  origin: string;
}

export function localRangesChoice(): RangesChoice {
  const dir = process.env[RANGES_DIR_ENV]?.trim();
  if (dir) return { documents: readRangesDir(dir), origin: `${RANGES_DIR_ENV}=${dir}` };
  return { documents: BUNDLED_RANGES, origin: 'the snapshot in this release (lib/traffic/ip-ranges)' };
}

export function localRanges(): RangeSets {
  return rangeSetsOf(localRangesChoice().documents);
}
