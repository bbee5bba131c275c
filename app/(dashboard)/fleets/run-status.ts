import type { BadgeTone } from '@/components/badge';

/** A run's status as a badge tone. */
export function runTone(status: string): BadgeTone {
  return status === 'succeeded' ? 'success' : status === 'failed' ? 'danger' : status === 'cancelled' ? 'neutral' : 'info';
}

/** A target's status as a badge tone. */
export function targetTone(status: string): BadgeTone {
  return status === 'scanned' ? 'success' : status === 'blocked' || status === 'error' ? 'danger' : status === 'unreachable' ? 'warning' : 'neutral';
}
