// What an edition keeps beyond the run's population figures (lib/fleets/summary.ts), computed once at publishing by
// SQL aggregates over the run's rows, so that every later percentile, pass share and chart reads stored numbers:
// - per score 0..100, how many scanned targets got it (overall and per category): percentiles come from these
//   counts (lib/editions/percentile.ts), exactly, for any score;
// - every percentile 0..100 of the scores (percentile_cont, overall and per category), for the distribution;
// - per category, each check's outcomes (could not ask counted on its own) and each agent profile's verdicts.
// Categories count scanned targets only: a target that was not scanned has no detected category.
import type { AgentProfileId } from '@/engine/light';
import { Prisma, type PrismaClient } from '@/lib/db';
import { AGENT_TALLY_SQL, agentTallies, CHECK_TALLY_SQL, checkTallies, SCANNED, type CheckTally } from '@/lib/fleets/columns';
import { INDEX_CATEGORIES, type IndexCategory } from '@/lib/schemas/index-category';
import { SCORE_POINTS } from './percentile';

export interface Distribution {
  /** Scanned targets with a score. */
  size: number;
  /** counts[s]: targets that scored s (0..100). */
  counts: number[];
  /** quantiles[p]: the p-th percentile of the scores (percentile_cont, p = 0..100), two decimals; null when empty. */
  quantiles: number[] | null;
}

/** A check's outcomes in a category: the run summary's tally (lib/fleets/columns.ts), could not ask its own count and share. */
export type CheckFigure = CheckTally;

export interface AgentFigure {
  profile: AgentProfileId;
  reads: number;
  partial: number;
  blocked: number;
  /** Asked to pay (HTTP 402, checks.md 2026-12d); absent in figures stored before it was recorded. */
  pay?: number | null;
  unknown: number;
  /** reads ÷ (reads + partial + blocked): pay is in neither; null when that is 0. */
  readRate: number | null;
}

export interface CategoryFigures {
  category: IndexCategory;
  distribution: Distribution;
  checks: CheckFigure[];
  agents: AgentFigure[];
}

export interface EditionFigures {
  overall: Distribution;
  categories: CategoryFigures[];
}

const FRACTIONS = Array.from({ length: SCORE_POINTS }, (_, index) => index / 100);

export async function editionFigures(db: PrismaClient | Prisma.TransactionClient, runId: string): Promise<EditionFigures> {
  const [scores, quantiles, outcomes] = await Promise.all([
    db.$queryRaw<Array<{ category: string; score: number; count: number }>>`
      SELECT category::text AS category, score, count(*)::int AS count
      FROM fleet_results WHERE run_id = ${runId}::uuid AND ${SCANNED}
      GROUP BY category, score`,
    db.$queryRaw<Array<{ category: string | null; quantiles: number[] | null }>>`
      SELECT category::text AS category,
        percentile_cont(${FRACTIONS}::float8[]) WITHIN GROUP (ORDER BY score) AS quantiles
      FROM fleet_results WHERE run_id = ${runId}::uuid AND ${SCANNED}
      GROUP BY GROUPING SETS ((category), ())`,
    db.$queryRaw<Array<{ category: string; checks: number[]; agents: number[] }>>`
      SELECT category::text AS category, ARRAY[${Prisma.join(CHECK_TALLY_SQL)}] AS checks, ARRAY[${Prisma.join(AGENT_TALLY_SQL)}] AS agents
      FROM fleet_results WHERE run_id = ${runId}::uuid AND ${SCANNED}
      GROUP BY category`,
  ]);
  const countsOf = (category: IndexCategory | null) => {
    const counts = new Array<number>(SCORE_POINTS).fill(0);
    for (const row of scores) {
      if (category === null || row.category === category) counts[Math.min(100, Math.max(0, Number(row.score)))]! += Number(row.count);
    }
    return counts;
  };
  const quantilesOf = (category: IndexCategory | null) => {
    const found = quantiles.find((row) => row.category === category);
    return found?.quantiles ? found.quantiles.map((value) => round2(Number(value))) : null;
  };
  const distributionOf = (category: IndexCategory | null): Distribution => {
    const counts = countsOf(category);
    return { size: counts.reduce((sum, count) => sum + count, 0), counts, quantiles: quantilesOf(category) };
  };
  return {
    overall: distributionOf(null),
    categories: INDEX_CATEGORIES.map((category) => {
      const found = outcomes.find((row) => row.category === category);
      const checkValues = found ? found.checks.map(Number) : new Array<number>(CHECK_TALLY_SQL.length).fill(0);
      const agentValues = found ? found.agents.map(Number) : new Array<number>(AGENT_TALLY_SQL.length).fill(0);
      return {
        category,
        distribution: distributionOf(category),
        checks: checkTallies(checkValues),
        agents: agentTallies(agentValues),
      };
    }),
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
