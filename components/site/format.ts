// How the dashboard writes scores and times; one place so every page agrees.

export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? '–' : String(Math.round(score));
}

/** A signed delta with one decimal ("+4.5", "−2", "0"). */
export function formatDelta(delta: number | null): string {
  if (delta === null) return '–';
  const rounded = Math.round(delta * 10) / 10;
  if (rounded === 0) return '0';
  return rounded > 0 ? `+${rounded}` : `−${Math.abs(rounded)}`;
}

export { formatDate, formatDateTime } from '@/lib/format/dates';
