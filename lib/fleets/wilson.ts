// The Wilson score interval for a binomial share (Wilson 1927; the interval Newcombe 1998 recommends for small
// samples and shares near 0 or 1, where the normal approximation's interval leaves [0, 1]): how sure the render
// sample's share of pages only a browser reads is.

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/** The share x/n and its 95% Wilson interval, rounded to 4 decimals; nulls when nothing was sampled. */
export function wilsonInterval(successes: number, trials: number, z = Z95): { share: number | null; ci95: [number, number] | null } {
  if (trials <= 0) return { share: null, ci95: null };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { share: round4(p), ci95: [round4(Math.max(0, centre - half)), round4(Math.min(1, centre + half))] };
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
