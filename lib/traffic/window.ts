// The days a read of the figures covers: `to` (today by default) and `from` (DEFAULT_WINDOW_DAYS back by default),
// both UTC days and included, at most a year apart.
import { ApiError } from '@/lib/errors/api-errors';
import { DEFAULT_WINDOW_DAYS } from './settings';

const DAY_MS = 86_400_000;
const LONGEST_DAYS = 366;

export function trafficWindow(query: { from?: string; to?: string }, now = new Date()): { from: string; to: string } {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_WINDOW_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (span < 0) throw new ApiError('invalid-parameter', `"from" (${from}) is after "to" (${to}).`);
  if (span >= LONGEST_DAYS) throw new ApiError('invalid-parameter', `"from" and "to" are more than ${LONGEST_DAYS} days apart; ask for a year at most.`);
  return { from, to };
}
