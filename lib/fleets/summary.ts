// The population's figures of one run (issue 47 point 6), computed by SQL aggregates over the run's rows in the
// database (one pass for the counts, the quantiles, the checks, the agents and the caps; one GROUP BY each for the
// histogram and the categories), never by loading rows into this process. The same SQL runs on PostgreSQL and PGlite.
// Rates leave `unknown` (and not-applicable) out of their denominators: passRate = pass / (pass + warn + fail),
// with could-not-ask (checks.md 2026-12c) its own count and share beside it, never in that denominator; readRate = reads / (reads + partial + blocked), null when that denominator is 0. Each agent's outcomes name the
// cause of every blocked view as the engine gave it (issue 51 point 5), and the gates (a view needing JavaScript, each
// cap's condition and whether it lowered the score) come from the rows' causes and caps, rendered or not.
import { type AgentProfileId, type ScoreCapId } from '@/engine/light';
import { Prisma, type PrismaClient } from '@/lib/db';
import { AGENT_OUTCOME_SQL, AGENT_TALLY_SQL, agentOutcomes, agentTallies, CHECK_TALLY_SQL, checkTallies, FINAL_STATUS_COUNTS, GATE_SQL, gateFigures, SCANNED, statusCounts, withCouldNotAsk, type AgentOutcomes, type CheckTally, type FinalStatusCounts, type GateFigures } from './columns';
import { wilsonInterval } from './wilson';
import { capabilityFigures, type CapabilityFigure } from './capability-figures';
import { CAP_IDS, CATEGORIES, type FleetCategory } from '@/lib/schemas/vocabulary/fleets';

export interface PopulationFigures {
  targets: { total: number; scanned: number; blocked: number; unreachable: number; optedOut: number; cancelled: number; error: number };
  score: {
    median: number | null;
    p10: number | null;
    p25: number | null;
    p75: number | null;
    p90: number | null;
    histogram: Array<{ from: number; to: number; count: number }>;
  };
  checks: CheckTally[];
  /** pay: null in figures stored before it was recorded (scorecard 2026.12.3), whose 402s were counted as blocked. */
  agents: Array<{ profile: AgentProfileId; reads: number; partial: number; blocked: number; pay: number | null; unknown: number; readRate: number | null; outcomes: AgentOutcomes }>;
  /** Scanned targets whose score each cap lowered (only the caps that lowered one). */
  caps: Partial<Record<ScoreCapId, number>>;
  needsJavaScript: GateFigures['needsJavaScript'];
  capConditions: GateFigures['capConditions'];
  categories: Array<{ category: FleetCategory; targets: number; medianScore: number | null }>;
  render: { sampled: number; jsOnly: number; share: number | null; ci95: [number, number] | null };
  /** Each capability: evidence levels, could not ask, platform-supplied and owner-built (lib/fleets/capability-figures.ts). */
  capabilities: CapabilityFigure[];
}

const QUANTILES = [0.1, 0.25, 0.5, 0.75, 0.9] as const;
/** Ten-point bins of the score, 0–10 … 90–100 (a score of 100 falls in the last). */
const BINS = 10;

/** The figures of `runId` as its rows stand now (a run in progress counts its pending targets in `total` only). */
export async function populationFigures(db: PrismaClient | Prisma.TransactionClient, runId: string): Promise<PopulationFigures> {
  const [main] = await db.$queryRaw<Array<FinalStatusCounts & {
    total: number;
    quantiles: number[] | null;
    sampled: number;
    js_only: number;
    checks: number[];
    agents: number[];
    outcomes: number[];
    gates: number[];
  }>>`
    SELECT
      count(*)::int AS total,
      ${FINAL_STATUS_COUNTS},
      percentile_cont(ARRAY[${Prisma.join([...QUANTILES])}]::float8[]) WITHIN GROUP (ORDER BY score) FILTER (WHERE ${SCANNED}) AS quantiles,
      count(*) FILTER (WHERE ${SCANNED} AND render_sampled AND rendered IS TRUE)::int AS sampled,
      count(*) FILTER (WHERE ${SCANNED} AND render_sampled AND rendered IS TRUE AND js_only IS TRUE)::int AS js_only,
      ARRAY[${Prisma.join(CHECK_TALLY_SQL)}] AS checks,
      ARRAY[${Prisma.join(AGENT_TALLY_SQL)}] AS agents,
      ARRAY[${Prisma.join(AGENT_OUTCOME_SQL)}] AS outcomes,
      ARRAY[${Prisma.join(GATE_SQL)}] AS gates
    FROM fleet_results WHERE run_id = ${runId}::uuid`;
  const [bins, categories, capabilities] = await Promise.all([
    db.$queryRaw<Array<{ bin: number; count: number }>>`
      SELECT least(width_bucket(score::numeric, 0, 100, ${BINS}), ${BINS})::int AS bin, count(*)::int AS count
      FROM fleet_results WHERE run_id = ${runId}::uuid AND ${SCANNED}
      GROUP BY 1`,
    db.$queryRaw<Array<{ category: FleetCategory; targets: number; median: number | null }>>`
      SELECT category::text AS category, count(*)::int AS targets,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY score) AS median
      FROM fleet_results WHERE run_id = ${runId}::uuid AND ${SCANNED}
      GROUP BY category`,
    capabilityFigures(db, runId),
  ]);
  const row = main!;
  const quantile = (index: number) => (row.quantiles ? round2(Number(row.quantiles[index])) : null);
  const perBin = new Map(bins.map((bin) => [Number(bin.bin), Number(bin.count)]));
  const perCategory = new Map(categories.map((category) => [category.category, category]));
  const checkValues = row.checks.map(Number);
  const agentValues = row.agents.map(Number);
  const outcomes = agentOutcomes(row.outcomes.map(Number));
  const gates = gateFigures(row.gates.map(Number));
  const render = wilsonInterval(row.js_only, row.sampled);
  return {
    targets: { total: row.total, ...statusCounts(row) },
    score: {
      median: quantile(2),
      p10: quantile(0),
      p25: quantile(1),
      p75: quantile(3),
      p90: quantile(4),
      histogram: Array.from({ length: BINS }, (_, index) => ({ from: index * 10, to: index * 10 + 10, count: perBin.get(index + 1) ?? 0 })),
    },
    checks: checkTallies(checkValues),
    agents: agentTallies(agentValues).map((agent, index) => ({ ...agent, outcomes: outcomes[index]!.outcomes })),
    // Only the caps that lowered some scanned target's score, in the scorecard's order (a cap that bound nowhere is
    // not listed: the census test's planted web has none).
    caps: Object.fromEntries(CAP_IDS.filter((id) => gates.capConditions.caps[id].lowered > 0).map((id) => [id, gates.capConditions.caps[id].lowered])) as Partial<Record<ScoreCapId, number>>,
    ...gates,
    categories: CATEGORIES.map((category) => {
      const found = perCategory.get(category);
      return { category, targets: found ? Number(found.targets) : 0, medianScore: found?.median == null ? null : round2(Number(found.median)) };
    }),
    render: { sampled: row.sampled, jsOnly: row.js_only, share: render.share, ci95: render.ci95 },
    capabilities,
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Figures stored before causes (or could-not-ask) were recorded (a run's summary, an edition's population) with the fields added since:
 * each agent's outcomes count every target the scanner reached as not measured (its cause was never recorded, so no
 * share is given), and the gates count every scanned target as not recorded. Never a figure that names a cause.
 */
export function withCauses(figures: PopulationFigures): PopulationFigures {
  // Only figures are filled in: anything else stored (no targets, no agents) is answered as it is.
  if (!figures.targets || !Array.isArray(figures.agents)) return figures;
  // Check tallies stored before could-not-ask was an outcome of its own: not known (null), never a claimed 0.
  if (Array.isArray(figures.checks) && figures.checks.some((check) => check.couldNotAsk === undefined)) figures = { ...figures, checks: withCouldNotAsk(figures.checks) };
  // Figures stored before pay was a verdict of its own (scorecard 2026.12.3): not known (null), never a claimed 0.
  if (figures.agents.some((agent) => agent.pay === undefined || (agent.outcomes && agent.outcomes.pay === undefined))) {
    figures = { ...figures, agents: figures.agents.map((agent) => ({ ...agent, pay: agent.pay ?? null, ...(agent.outcomes ? { outcomes: { ...agent.outcomes, pay: agent.outcomes.pay ?? null } } : {}) })) };
  }
  if (figures.needsJavaScript && figures.capConditions && figures.agents.every((agent) => agent.outcomes)) return figures;
  const reached = figures.targets.scanned + figures.targets.blocked;
  const none = { count: 0, share: null };
  return {
    ...figures,
    agents: figures.agents.map((agent) => ({
      ...agent,
      outcomes: agent.outcomes ?? { targets: reached, measured: 0, notMeasured: reached, reads: none, partial: none, pay: null, refused: none, disallowed: none, javascript: none, other: none, unreachable: none },
    })),
    needsJavaScript: figures.needsJavaScript ?? { targets: 0, count: 0, share: null, notRecorded: figures.targets.scanned },
    capConditions: figures.capConditions ?? {
      targets: 0,
      notRecorded: figures.targets.scanned,
      caps: Object.fromEntries(CAP_IDS.map((id) => [id, { met: 0, share: null, lowered: figures.caps[id] ?? 0 }])) as GateFigures['capConditions']['caps'],
    },
  };
}
