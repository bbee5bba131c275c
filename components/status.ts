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
