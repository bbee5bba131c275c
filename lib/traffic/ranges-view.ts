// The address-ranges files in force as the figures name them: each file, the agents it verifies, where it came from,
// the day it speaks for (when the update command took it, else the vendor's creationTime), its age and whether it is
// stale (older than RANGES_STALE_DAYS: a stale file makes false spoofs, and the Traffic tab warns).
import { NAMED_AGENTS } from './agents';
import type { RangeSets } from './ip-ranges';
import { RANGES_STALE_DAYS } from '@/lib/schemas/vocabulary/traffic';

export interface RangesFileView {
  file: string;
  agents: string[];
  source: string | null;
  creationTime: string;
  fetchedAt: string | null;
  date: string | null;
  /** Whole days from `date` to now; null without a date. */
  ageDays: number | null;
  stale: boolean;
}

const DAY_MS = 86_400_000;

export function rangesView(ranges: RangeSets, now = Date.now()): RangesFileView[] {
  return [...ranges.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((set) => {
      const age = set.date === null ? null : Math.floor((now - Date.parse(`${set.date}T00:00:00Z`)) / DAY_MS);
      return {
        file: set.name,
        agents: NAMED_AGENTS.filter((agent) => agent.ranges.includes(set.name)).map((agent) => agent.agent),
        source: set.source,
        creationTime: set.creationTime,
        fetchedAt: set.fetchedAt,
        date: set.date,
        ageDays: age,
        stale: age === null || age > RANGES_STALE_DAYS,
      };
    });
}
