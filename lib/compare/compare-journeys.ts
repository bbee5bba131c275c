// Journeys gained and lost between two reports of one site (issue 33 point 3): per journey and agent profile, judged
// only where both reports ran the journey for that profile and both results were measured (engine/measured.ts: a
// result our own limits stopped is never lost or gained). Pure: no database, no clock. Compare, the CLI's --baseline,
// site.regressed and the owners' alert mail all read this.
import { journeyChange } from '@/engine/light';
import type { StoredJourneyResult } from '@/lib/schemas/report';

export interface JourneyProfileChange {
  /** The journey's name (unique on a site). */
  journey: string;
  question: string;
  profile: string;
  /** Why the later scan's agent did not find it (lost), or where it found it (gained). */
  reason: string;
  /** The later scan's finding code where lost; null where gained. */
  code: string | null;
}

export interface JourneyComparison {
  gained: JourneyProfileChange[];
  lost: JourneyProfileChange[];
}

/** The part of a report this reads: its journeys, absent where the scan ran none. */
export interface ComparedJourneys {
  journeys?: readonly StoredJourneyResult[] | undefined;
}

export function compareJourneys(before: ComparedJourneys, after: ComparedJourneys): JourneyComparison {
  const gained: JourneyProfileChange[] = [];
  const lost: JourneyProfileChange[] = [];
  for (const journey of after.journeys ?? []) {
    const earlier = before.journeys?.find((candidate) => candidate.name === journey.name);
    if (!earlier) continue;
    for (const result of journey.results) {
      const was = earlier.results.find((candidate) => candidate.profile === result.profile);
      const change = was ? journeyChange(was, result) : null;
      if (change === null) continue;
      const entry = { journey: journey.name, question: journey.question, profile: result.profile, reason: result.reason, code: result.code };
      (change === 'gained' ? gained : lost).push(entry);
    }
  }
  return { gained, lost };
}

/** "pricing (chatgpt, perplexity)": each journey lost once, with the profiles that lost it. */
export function describeJourneyChanges(changes: readonly JourneyProfileChange[]): string {
  const byJourney = new Map<string, string[]>();
  for (const change of changes) byJourney.set(change.journey, [...(byJourney.get(change.journey) ?? []), change.profile]);
  return [...byJourney].map(([journey, profiles]) => `${journey} (${profiles.join(', ')})`).join('; ');
}
