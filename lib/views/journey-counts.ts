// Pass counts of a scan's journeys (issue 33 point 3), shown beside the score and over the history: one cell per
// journey and agent profile. Journeys are not part of the score; a result the scan's own limits stopped
// (engine/measured.ts) is counted apart, never as not found.
import { isMeasuredJourney } from '@/engine/light';
import type { StoredJourneyResult } from '@/lib/schemas/report';

export interface JourneyTally {
  /** Cells (journey × profile) where the agent found the answer. */
  found: number;
  /** Every cell the scan ran. */
  of: number;
  /** Cells the scan's own limits stopped: neither found nor not found. */
  notMeasured: number;
  /** Cells where the site asked the agent to pay (journey.pay, checks.md 2026-12d): the owner's choice, counted apart. */
  pay: number;
}

export interface JourneyCounts extends JourneyTally {
  journeys: number;
  /** Per agent profile, in the order the scan ran them. */
  profiles: Array<JourneyTally & { profile: string }>;
}

function tally(results: ReadonlyArray<{ found: boolean; code: string | null }>): JourneyTally {
  return {
    found: results.filter((result) => result.found).length,
    of: results.length,
    notMeasured: results.filter((result) => !isMeasuredJourney(result)).length,
    pay: results.filter((result) => result.code === 'journey.pay').length,
  };
}

/** The counts of a report's journeys; null when the scan ran none. */
export function journeyCounts(journeys: readonly StoredJourneyResult[] | undefined): JourneyCounts | null {
  if (!journeys || journeys.length === 0) return null;
  const cells = journeys.flatMap((journey) => journey.results);
  const profiles = [...new Set(cells.map((result) => result.profile))];
  return {
    ...tally(cells),
    journeys: journeys.length,
    profiles: profiles.map((profile) => ({ profile, ...tally(cells.filter((result) => result.profile === profile)) })),
  };
}

/** "14/24 found" (with "2 asked to pay" and "2 not measured" where some were). */
export function describeJourneyTally(counts: JourneyTally): string {
  return `${counts.found}/${counts.of} found${counts.pay > 0 ? `, ${counts.pay} asked to pay` : ''}${counts.notMeasured > 0 ? `, ${counts.notMeasured} not measured` : ''}`;
}
