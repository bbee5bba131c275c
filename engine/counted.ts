// What a check counts in the overall score, and the one way to say it. A page check's `score` and `status` are the
// start page's; in a site audit the score counted is `siteScore`, the mean over the measured pages. The dashboard,
// the public report, the Markdown report and the CLI all show the counted score with the status of that score, and
// name the start page's score beside it in the same words.
import type { CheckStatus } from './types.js';

export interface CountableResult {
  score: number;
  siteScore?: number | null;
  status?: CheckStatus;
}

/** The status a score alone gives: 100 passes, 0 fails, anything between warns. */
export function statusOfScore(score: number): CheckStatus {
  if (score >= 100) return 'pass';
  return score > 0 ? 'warn' : 'fail';
}

/** The score the overall score counts: the mean over pages for a page check of a site audit, else the score. */
export function countedScoreOf(result: CountableResult): number {
  return result.siteScore ?? result.score;
}

/** The status of the counted score. The check's own status stands when the counted score is its own score; an error
 *  stays an error (the check could not measure). */
export function countedStatusOf(result: CountableResult): CheckStatus {
  const status = result.status ?? statusOfScore(result.score);
  const counted = countedScoreOf(result);
  return counted === result.score || status === 'error' ? status : statusOfScore(counted);
}

/** "mean over 3 pages; start page 100" for a page check measured on several pages, else null. */
export function pageMeanNote(result: CountableResult, pageCount: number): string | null {
  if (result.siteScore === null || result.siteScore === undefined || pageCount < 2) return null;
  return `mean over ${pageCount} pages; start page ${Math.round(result.score)}`;
}
