import type { CheckId } from './check-ids.js';
import { GRADES, WEIGHTS } from './config.js';
import type { Grade } from './types.js';

export interface Scorable {
  id: CheckId;
  score: number;
  applicable: boolean;
  informational: boolean;
}

/** The weight a result carries in a total: 0 when not applicable or informational. */
export function effectiveWeight(result: Scorable): number {
  if (!result.applicable || result.informational) return 0;
  return WEIGHTS[result.id];
}

/**
 * The one scoring function: weighted mean of applicable, non-informational scores, rounded.
 * Returns null when nothing carries weight (the caller decides what an empty set means).
 */
export function weightedScore(results: readonly Scorable[]): number | null {
  let total = 0;
  let weights = 0;
  for (const result of results) {
    const weight = effectiveWeight(result);
    total += weight * result.score;
    weights += weight;
  }
  return weights === 0 ? null : Math.round(total / weights);
}

export function gradeFor(score: number): Grade {
  const grade = GRADES.find((band) => score >= band.min) ?? GRADES[GRADES.length - 1]!;
  return { ...grade };
}
