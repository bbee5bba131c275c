// Small constructors that keep findings and outcomes uniform across the 26 checks.
import type { FetchFailure } from '../fetch/types.js';
import type { CheckOutcome, Finding, FindingStatus } from '../types.js';

function make(status: FindingStatus) {
  return (message: string, detail: string | null = null, hint: string | null = null): Finding => ({
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

export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.max(0, Math.min(100, Math.round(score)));
}

export function outcome(score: number, findings: Finding[]): CheckOutcome {
  return { score: clampScore(score), findings };
}

/** The check could not measure: score 0, status `error`, and a finding that says why. */
export function couldNotMeasure(message: string, detail: string | null, hint: string | null = null): CheckOutcome {
  return { score: 0, findings: [errorFinding(message, detail, hint)], error: true };
}

/** Standard error outcome for a failed fetch (timeout, refused, broke). */
export function fetchFailed(what: string, failure: FetchFailure): CheckOutcome {
  const rule = failure.rule ? ` (rule: ${failure.rule})` : '';
  return couldNotMeasure(
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
