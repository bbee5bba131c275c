// Why an artifact cannot be handed to a check: the resource could not be fetched (the check is `error`), or it is
// not what the check judges at all (a page that is not HTML: the check fails). A gatherer's `input` says so once;
// the runner turns it into the check's result, so no check repeats the test.
import type { FetchFailure } from '../fetch/types.js';
import { fetchFailedFinding, type CodeMeanings, type CodeStatuses, type DraftFinding } from '../findings.js';
import { PAGE_STRUCTURE_CAPS, REPORT_LIMITS } from '../config.js';
import { thousands } from '../thousands.js';

/** Problems the page view ('html') reports: each fails the check that needs an HTML page. */
export type PageProblemCode = 'page-http-status' | 'page-over-cap' | 'page-structure-over-cap' | 'page-not-html';
export type ProblemCode = 'fetch-failed' | PageProblemCode;

export class ArtifactProblem {
  private constructor(
    readonly status: 'error' | 'fail',
    readonly finding: DraftFinding<ProblemCode>,
    /** The failure that left the resource unmeasured (a capability check's could-not-ask reason comes from it). */
    readonly failure: FetchFailure | null = null,
  ) {}

  /** The resource could not be fetched (timeout, refused target, broken response): the check cannot measure. */
  static unmeasured(what: string, failure: FetchFailure): ArtifactProblem {
    return new ArtifactProblem('error', fetchFailedFinding(what, failure), failure);
  }

  /** The resource came back, but not as something the check can judge: the check fails with this finding. */
  static unusable(finding: DraftFinding<PageProblemCode>): ArtifactProblem {
    return new ArtifactProblem('fail', finding);
  }
}

/** Codes the runner itself may give any check (the catalog lists them with each check's own). */
export const RUNNER_CODES = {
  'fetch-failed': 'A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.',
  'gather-failed': 'Gathering what the check needs failed unexpectedly: the check is error.',
  crashed: 'The check itself failed while measuring: the check is error.',
  'scanner-blocked': 'Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.',
  'findings-omitted': `The check reported more findings than a report keeps (${REPORT_LIMITS.findingsPerCheck} per check, fewer where the report would pass ${REPORT_LIMITS.reportBytes / 1_048_576} MB): the first are kept and this finding counts the rest.`,
} as const satisfies CodeMeanings;
/**
 * Codes the runner gives the nine checks that look for a capability (checks.md 2026-12c; engine/capability-ids.ts):
 * the catalog lists them with those checks' own.
 */
export const CAPABILITY_RUNNER_CODES = {
  'could-not-ask': 'Could not ask: robots.txt disallows the scanner that path (in a bulk audit, which obeys it), a fetch of ours failed or timed out, the audit spent its budget, or the resource asks for authentication. Never a failure: the check is error and counts nowhere in the score.',
  'declared-only': 'Declared only: a file, card, profile entry or link says the capability exists, but its endpoint did not answer as its specification says, so the check scores at most the scorecard\'s ceiling for declared capabilities.',
} as const satisfies CodeMeanings;
export const CAPABILITY_RUNNER_STATUSES = {
  'could-not-ask': ['error'],
  'declared-only': ['info'],
} as const satisfies CodeStatuses<keyof typeof CAPABILITY_RUNNER_CODES>;

export const RUNNER_STATUSES = {
  'fetch-failed': ['error'],
  'gather-failed': ['error'],
  crashed: ['error'],
  'scanner-blocked': ['error'],
  'findings-omitted': ['info'],
} as const satisfies CodeStatuses<keyof typeof RUNNER_CODES>;

/** Codes of the HTML page view, for the checks that judge the page's HTML. */
export const PAGE_PROBLEM_CODES = {
  'page-http-status': 'The page answered a status other than 2xx, so there is no content to measure.',
  'page-over-cap': 'The page is larger than the cap for HTML and was not judged.',
  'page-structure-over-cap': `The page nests elements deeper, or holds more elements, than the caps for parsing HTML (${PAGE_STRUCTURE_CAPS.depth} levels, ${thousands(PAGE_STRUCTURE_CAPS.elements)} elements) and was not judged.`,
  'page-not-html': 'The page did not answer HTML to a browser Accept header.',
} as const satisfies CodeMeanings<PageProblemCode>;
