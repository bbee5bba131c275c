// Where a score stands in a population, from the population's score counts alone (how many scanned sites scored 0,
// 1, … 100: the edition stores them, so no site is scanned or read again). One rule for every surface: reports, the
// leaderboard, the badge and the CLI.
//
// percentile: the share of the population scoring strictly lower, in whole percent rounded down ("scores higher
// than 64% of 1,204 sites"); the top share is 100 − percentile, the share scoring the same or higher, so a top share
// is never flattering ("top 18%" means at most 18% score as well). rank: 1 + the sites scoring strictly higher, so
// ties share a rank.

export const SCORE_POINTS = 101;

export interface Standing {
  percentile: number;
  rank: number;
  size: number;
}

/** Counts of a population's scores, index = score (0..100); an empty array or all zeros is an empty population. */
export type ScoreCounts = readonly number[];

export function standingOf(score: number, counts: ScoreCounts): Standing | null {
  const size = counts.reduce((sum, count) => sum + count, 0);
  if (size === 0) return null;
  const at = Math.min(100, Math.max(0, Math.round(score)));
  let below = 0;
  let above = 0;
  counts.forEach((count, value) => {
    if (value < at) below += count;
    else if (value > at) above += count;
  });
  return { percentile: Math.floor((100 * below) / size), rank: above + 1, size };
}

/** "top 18%": the share scoring the same or higher, at least 1%. */
export function topShare(percentile: number): number {
  return Math.max(1, 100 - percentile);
}
