// The one rule for a chart's value axis and the one formatter of its numbers (issue 63 point 1): ticks are round
// numbers at even steps from zero (1, 2, 2.5 or 5 times a power of ten: 0, 5, 10, 15 or 0, 25, 50, 75, 100), and a
// share is printed once, through the formatter every surface uses ("100%", never "100.00000000000001%").
import { count, percent } from '@/lib/format/numbers';

/** Steps a tick may take, as multiples of a power of ten. */
const STEPS = [1, 2, 2.5, 5, 10] as const;

/** Removes a float artefact from a tick (0.1 × 3 = 0.30000000000000004). */
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * Ticks from 0 to the first round number at or above `max`, at most `most` intervals apart: 0, 5, 10, 15 for 14 requests.
 * Counts (integer) never take a fractional step (2.5 is skipped below 10). An empty series still gets an axis: 0 to 1.
 */
export function niceTicks(max: number, { integer = true, most = 5 }: { integer?: boolean; most?: number } = {}): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const magnitude = 10 ** Math.floor(Math.log10(top / most));
  let step = 0;
  for (const multiple of STEPS) {
    const candidate = clean(multiple * magnitude);
    if (integer && !Number.isInteger(candidate)) continue;
    if (Math.ceil(clean(top / candidate)) <= most) {
      step = candidate;
      break;
    }
  }
  if (step === 0) step = clean(10 * magnitude);
  const intervals = Math.max(1, Math.ceil(clean(top / step)));
  return Array.from({ length: intervals + 1 }, (_, index) => clean(index * step));
}

/** The axis of a rank (1 = first): from 1, the best there is, in the count's round steps; never a rank 0. */
export function rankTicks(max: number): number[] {
  return niceTicks(Number.isFinite(max) ? max - 1 : 0).map((tick) => clean(tick + 1));
}

/** The axis of a share (0–1): a quarter a step. */
export const SHARE_TICKS = [0, 0.25, 0.5, 0.75, 1] as const;

/** The axis of a score (0–100): a quarter a step. */
export const SCORE_TICKS = [0, 25, 50, 75, 100] as const;

/** A share (0–1) as every page prints it: "62.5%", "100%". */
export const formatShare = (share: number) => percent(share);

/** A count as every page prints it: "1,234". */
export const formatCount = (value: number) => count(value);

/**
 * The n of a chart whose bars each have their own sample (a pass rate per check): "n = 13 sites a bar", or
 * "n = 13 to 40 sites a bar" (each bar's own n is in the table beside the chart).
 */
export function sampleRange(samples: readonly number[], noun: string): string {
  if (samples.length === 0) return `n = 0 ${noun}.`;
  const [least, most] = [Math.min(...samples), Math.max(...samples)];
  return `n = ${least === most ? formatCount(least) : `${formatCount(least)} to ${formatCount(most)}`} ${noun} a bar (each bar's own n is in the table).`;
}
