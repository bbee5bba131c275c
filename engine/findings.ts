// Findings as checks write them, and the small constructors that keep them uniform across the checks.
//
// A check names each finding with a short code from the list in its meta (`missing-summary`); the runner
// publishes it as `<check-id>.<code>` (`llms-txt.missing-summary`), so a check cannot emit a code its meta does
// not declare (see checks/define.ts) and every code is documented in the catalog.
import type { FetchFailure } from './fetch/types.js';
import type { FindingStatus } from './types.js';

export interface DraftFinding<C extends string = string> {
  /** Short code, declared in the check's meta. */
  code: C;
  /** The URL or token the finding is about, where one check reports the same code for several (see `about`). */
  subject?: string;
  status: FindingStatus;
  /** One sentence. */
  message: string;
  /** Evidence: URL, status, header or line number, short excerpt. */
  detail: string | null;
  /** What to change, or null. */
  hint: string | null;
}

/** What a check's pure `run` returns. Status is derived from the score unless the check could not measure. */
export interface CheckOutcome<C extends string = string> {
  score: number;
  findings: Array<DraftFinding<C>>;
  /** Set only when the check could not measure (resource timed out, refused, broke). Score is then 0. */
  error?: boolean;
}

/** Meanings of codes, one line each: the catalog and the API description list them per check. */
export type CodeMeanings<C extends string = string> = Readonly<Record<C, string>>;

function make(status: FindingStatus) {
  return <C extends string>(code: C, message: string, detail: string | null = null, hint: string | null = null): DraftFinding<C> => ({
    code,
    status,
    message,
    detail,
    hint,
  });
}

export const pass = make('pass');
export const warn = make('warn');
export const fail = make('fail');
export const info = make('info');
export const errorFinding = make('error');

/**
 * The finding is about one URL or token among several the check reports with the same code (a probe path, an AI
 * token, a card location). Comparisons match findings by code and subject, never by message.
 */
export function about<C extends string>(subject: string, finding: DraftFinding<C>): DraftFinding<C> {
  const { code, status, message, detail, hint } = finding;
  return { code, subject, status, message, detail, hint };
}

export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.max(0, Math.min(100, Math.round(score)));
}

export function outcome<C extends string>(score: number, findings: Array<DraftFinding<C>>): CheckOutcome<C> {
  return { score: clampScore(score), findings };
}

/** The check could not measure: score 0, status `error`, and a finding that says why. */
export function couldNotMeasure<C extends string>(code: C, message: string, detail: string | null, hint: string | null = null): CheckOutcome<C> {
  return { score: 0, findings: [errorFinding(code, message, detail, hint)], error: true };
}

/** The error finding for a resource that could not be fetched (timeout, refused, broke). */
export function fetchFailedFinding(what: string, failure: FetchFailure): DraftFinding<'fetch-failed'> {
  const rule = failure.rule ? ` (rule: ${failure.rule})` : '';
  return errorFinding(
    'fetch-failed',
    `Could not fetch ${what}: ${failure.message}`,
    `${failure.url} — ${failure.code}${rule}`,
    failure.code === 'timeout' ? 'Make sure the resource answers within the audit timeout.' : null,
  );
}

/** Score from a list of rules, skipping rules with nothing to judge (null). */
export function shareOfRules(rules: ReadonlyArray<{ weight?: number; ok: boolean | null }>): number | null {
  let got = 0;
  let total = 0;
  for (const rule of rules) {
    if (rule.ok === null) continue;
    const weight = rule.weight ?? 1;
    total += weight;
    if (rule.ok) got += weight;
  }
  return total === 0 ? null : (100 * got) / total;
}
