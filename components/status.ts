// One mapping from engine statuses (check and finding) to labels and tones, shared by every component.
import type { BadgeTone } from './badge';

export type ResultStatus = 'pass' | 'warn' | 'fail' | 'info' | 'error';

export const STATUS_LABELS: Record<ResultStatus, string> = {
  pass: 'Pass',
  warn: 'Warning',
  fail: 'Fail',
  info: 'Info',
  error: 'Error',
};

export const STATUS_TONES: Record<ResultStatus, BadgeTone> = {
  pass: 'success',
  warn: 'warning',
  fail: 'danger',
  info: 'info',
  error: 'neutral',
};

export function asResultStatus(value: string): ResultStatus {
  return value in STATUS_LABELS ? (value as ResultStatus) : 'info';
}

/** What a check's mark shows: `applicable` is read first, so a check that does not apply (whose measured score is
 * often 0) is never drawn as a failure. */
export type ShownStatus = ResultStatus | 'not-applicable';

export const NOT_APPLICABLE_LABEL = 'Not applicable';

export function shownStatusOf(result: { status: string; applicable: boolean }): ShownStatus {
  return result.applicable ? asResultStatus(result.status) : 'not-applicable';
}
