// The columns of a fleet target's row (prisma/schema.prisma, FleetResult): one per check id and one per agent
// profile, named from the permanent ids, so SQL aggregates over a run read one narrow row per target. Every query
// that names these columns takes them from here (the names are constants, never input). Each agent profile has two: its
// verdict (agent_claude_code) and the engine's cause of it (agent_claude_code_cause, issue 51 point 5), from which
// the population's outcomes are counted.
import { AGENT_PROFILE_IDS, CHECK_IDS, type AgentProfileId, type CheckId, type ScoreCapId } from '@/engine/light';
import type { AgentCause } from '@/engine/index';
import { Prisma } from '@/lib/db';
import { CHECK_OUTCOMES, type CheckOutcome, AGENT_READS, FINAL_STATUSES, CAP_IDS, type AgentRead } from '@/lib/schemas/vocabulary/fleets';

/** `check_llms_txt` for `llms-txt`. */
export function checkColumn(id: CheckId): string {
  return `check_${id.replace(/-/g, '_')}`;
}

/** `agent_claude_code` for `claude-code`. */
export function agentColumn(id: AgentProfileId): string {
  return `agent_${id.replace(/-/g, '_')}`;
}

/** `agent_claude_code_cause` for `claude-code`: the engine's cause of its view (engine/agents/types.ts AGENT_CAUSES). */
export function causeColumn(id: AgentProfileId): string {
  return `${agentColumn(id)}_cause`;
}

export const CHECK_COLUMNS: ReadonlyArray<{ id: CheckId; column: string }> = CHECK_IDS.map((id) => ({ id, column: checkColumn(id) }));
export const AGENT_COLUMNS: ReadonlyArray<{ id: AgentProfileId; column: string; cause: string }> = AGENT_PROFILE_IDS.map((id) => ({ id, column: agentColumn(id), cause: causeColumn(id) }));

/** A column name as SQL (quoted identifier); only for the constant names above. */
export function column(name: string): Prisma.Sql {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a column name: ${name}`);
  return Prisma.raw(`"${name}"`);
}

/** The count of each final status over the rows a query reads, as columns scanned, blocked, …, opted_out, … error. */
export const FINAL_STATUS_COUNTS = Prisma.raw(
  FINAL_STATUSES.map((status) => `count(*) FILTER (WHERE status = '${status}')::int AS ${status.replace('-', '_')}`).join(', '),
);

export interface FinalStatusCounts {
  scanned: number;
  blocked: number;
  unreachable: number;
  opted_out: number;
  cancelled: number;
  error: number;
}

/** The counts as the API names them (optedOut). */
export function statusCounts(row: FinalStatusCounts): { scanned: number; blocked: number; unreachable: number; optedOut: number; cancelled: number; error: number } {
  return { scanned: row.scanned, blocked: row.blocked, unreachable: row.unreachable, optedOut: row.opted_out, cancelled: row.cancelled, error: row.error };
}

/** A rate that leaves unknown out: null when nothing was measured. */
export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** Count expressions, one per check and outcome in CHECK_OUTCOMES' order: what checkTallies reads back. */
export const CHECK_TALLY_SQL: readonly Prisma.Sql[] = CHECK_COLUMNS.flatMap(({ column: name }) =>
  CHECK_OUTCOMES.map((value) => Prisma.sql`count(*) FILTER (WHERE ${column(name)} = ${value}::fleet_check_result)::int`),
);

/** Count expressions, one per agent profile and verdict in AGENT_READS' order: what agentTallies reads back. */
export const AGENT_TALLY_SQL: readonly Prisma.Sql[] = AGENT_COLUMNS.flatMap(({ column: name }) =>
  AGENT_READS.map((value) => Prisma.sql`count(*) FILTER (WHERE ${column(name)} = ${value}::fleet_agent_read)::int`),
);

/** One check's outcome counts over a population (a run's summary, an edition's category), the shape stored and served. */
export interface CheckTally {
  checkId: CheckId;
  pass: number;
  warn: number;
  fail: number;
  notApplicable: number;
  unknown: number;
  /** Targets the check's question could not be put to; null in figures stored before it was recorded (counted as unknown then). */
  couldNotAsk: number | null;
  /** pass ÷ (pass + warn + fail): could not ask, unknown and not applicable are never in it; null when that is 0. */
  passRate: number | null;
  /** couldNotAsk ÷ (pass + warn + fail + couldNotAsk): the share of the targets it applied to that could not be asked. */
  couldNotAskShare: number | null;
}

/**
 * Each check's outcome counts from the aggregate's flat array (CHECK_OUTCOMES per check, in CHECK_COLUMNS' order),
 * with its pass rate over the measured outcomes and the could-not-ask share beside it.
 */
export function checkTallies(values: readonly number[]): CheckTally[] {
  return CHECK_COLUMNS.map(({ id }, index) => {
    const counts = Object.fromEntries(CHECK_OUTCOMES.map((outcome, at) => [outcome, values[index * CHECK_OUTCOMES.length + at]!])) as Record<CheckOutcome, number>;
    const { pass, warn, fail, unknown } = counts;
    const couldNotAsk = counts['could-not-ask'];
    return {
      checkId: id,
      pass,
      warn,
      fail,
      notApplicable: counts['not-applicable'],
      unknown,
      couldNotAsk,
      passRate: rate(pass, pass + warn + fail),
      couldNotAskShare: rate(couldNotAsk, pass + warn + fail + couldNotAsk),
    };
  });
}

/**
 * Check tallies stored before could-not-ask was an outcome of its own (a run's summary, an edition's figures): their
 * rows counted it as unknown, so its count is not known (null), never a claimed 0.
 */
export function withCouldNotAsk(checks: ReadonlyArray<Omit<CheckTally, 'couldNotAsk' | 'couldNotAskShare'> & Partial<CheckTally>>): CheckTally[] {
  return checks.map((check) => ({ ...check, couldNotAsk: check.couldNotAsk ?? null, couldNotAskShare: check.couldNotAskShare ?? null }));
}

/**
 * Each agent profile's verdict counts from the aggregate's flat array (AGENT_READS per profile). readRate leaves pay out
 * of its denominator as Access does (checks.md 2026-12d: asking to pay is the owner's choice, never read or refused).
 */
export function agentTallies(values: readonly number[]) {
  return AGENT_COLUMNS.map(({ id }, index) => {
    const counts = Object.fromEntries(AGENT_READS.map((verdict, at) => [verdict, values[index * AGENT_READS.length + at]!])) as Record<AgentRead, number>;
    const { reads, partial, blocked, pay, unknown } = counts;
    return { profile: id, reads, partial, blocked, pay, unknown, readRate: rate(reads, reads + partial + blocked) };
  });
}

/**
 * What an agent profile got on a target, for the population's figures (issue 51 point 5; checks.md 2026-12c,
 * "Population causes"): its verdict, and for a blocked view the cause the engine gave, grouped so that no label says
 * less than its figure holds. `not-measured` is a view the engine did not judge (the scanner's own limits: no browser,
 * a time budget), a target blocked to the scanner before any view was taken, or a row written before causes were
 * recorded; it is counted, never in a share's denominator. `pay` (checks.md 2026-12d): the site answered the agent HTTP
 * 402, asking it to pay; its own outcome, never counted as refused.
 */
export const AGENT_OUTCOMES = ['reads', 'partial', 'pay', 'refused', 'disallowed', 'javascript', 'other', 'unreachable', 'not-measured'] as const;
export type AgentOutcome = (typeof AGENT_OUTCOMES)[number];
/** The outcomes a share is given for: every one but not-measured. */
export const MEASURED_OUTCOMES = AGENT_OUTCOMES.filter((outcome): outcome is Exclude<AgentOutcome, 'not-measured'> => outcome !== 'not-measured');
export type MeasuredOutcome = (typeof MEASURED_OUTCOMES)[number];

/**
 * The causes that name an outcome of their own: refused and challenged are "refused or challenged"; unreachable and
 * not-measured count as themselves whatever the verdict. A blocked view for any other cause the engine gives (iframe:
 * the content only in a frame; meta-refresh where the engine gives it; no-content in an earlier engine's reports) is
 * `other`, and a view with no verdict is not measured, so a cause the engine adds is never counted as a refusal.
 */
const OUTCOME_OF_CAUSE: Partial<Record<AgentCause, AgentOutcome>> = {
  refused: 'refused',
  challenged: 'refused',
  disallowed: 'disallowed',
  javascript: 'javascript',
  unreachable: 'unreachable',
  'not-measured': 'not-measured',
};

/** The engine causes that name an outcome (refused: refused and challenged); none for reads, partial and other. */
export function causesOf(outcome: AgentOutcome): AgentCause[] {
  return (Object.keys(OUTCOME_OF_CAUSE) as AgentCause[]).filter((cause) => OUTCOME_OF_CAUSE[cause] === outcome);
}

/** A scanned target's row: the population of scores, checks, categories and caps. */
export const SCANNED = Prisma.sql`status = 'scanned' AND score IS NOT NULL`;
/** Rows whose agents' views an audit took or tried: scanned, or blocked (the scanner refused or challenged). */
const REACHED = Prisma.sql`status IN ('scanned', 'blocked')`;

/** A constant of this module as an SQL string literal (ids and causes: lower-case words and hyphens only). */
function literal(value: string): Prisma.Sql {
  if (!/^[a-z][a-z-]*$/.test(value)) throw new Error(`not a constant: ${value}`);
  return Prisma.raw(`'${value}'`);
}
const literals = (values: readonly string[]) => Prisma.join(values.map(literal));

/** Outcomes their cause decides whatever the verdict (the engine gives unreachable with blocked, not-measured with none). */
const DECIDED_BY_CAUSE = ['not-measured', 'unreachable'] as const satisfies readonly AgentOutcome[];
/** Outcomes of a blocked verdict, by its cause. */
const BLOCKED_OUTCOMES = ['refused', 'disallowed', 'javascript'] as const satisfies readonly AgentOutcome[];

/**
 * Each outcome of one agent on a row as an SQL condition over its verdict and cause columns. The conditions are
 * exclusive and cover every row: a cause not recorded is not measured; a cause that decides its outcome decides it;
 * otherwise the verdict does (no verdict: not measured), and for blocked the cause (`other` for any cause not named).
 */
function outcomeConditions(verdict: string, cause: string): Record<AgentOutcome, Prisma.Sql> {
  const v = column(verdict);
  const c = column(cause);
  const decided = literals(DECIDED_BY_CAUSE.flatMap((outcome) => causesOf(outcome)));
  const byVerdict = (value: AgentRead) => Prisma.sql`${v} = ${literal(value)} AND ${c} NOT IN (${decided})`;
  const blockedBy = (outcome: AgentOutcome) => Prisma.sql`${v} = 'blocked' AND ${c} IN (${literals(causesOf(outcome))})`;
  return {
    'not-measured': Prisma.sql`(${c} IS NULL OR ${c} IN (${literals(causesOf('not-measured'))}) OR (${byVerdict('unknown')}))`,
    unreachable: Prisma.sql`${c} IN (${literals(causesOf('unreachable'))})`,
    reads: byVerdict('reads'),
    partial: byVerdict('partial'),
    pay: byVerdict('pay'),
    refused: blockedBy('refused'),
    disallowed: blockedBy('disallowed'),
    javascript: blockedBy('javascript'),
    other: Prisma.sql`${byVerdict('blocked')} AND ${c} NOT IN (${literals(BLOCKED_OUTCOMES.flatMap((outcome) => causesOf(outcome)))})`,
  };
}

/** Count expressions, one per agent profile and outcome in AGENT_OUTCOMES' order, over the reached rows: what agentOutcomes reads back. */
export const AGENT_OUTCOME_SQL: readonly Prisma.Sql[] = AGENT_COLUMNS.flatMap(({ column: verdict, cause }) => {
  const conditions = outcomeConditions(verdict, cause);
  return AGENT_OUTCOMES.map((outcome) => Prisma.sql`count(*) FILTER (WHERE ${REACHED} AND ${conditions[outcome]})::int`);
});

export interface OutcomeCount {
  count: number;
  /** count ÷ measured; null when nothing was measured (not applicable, never 0). */
  share: number | null;
}

export interface AgentOutcomes {
  /** The run's scanned and blocked targets: the scanner reached them. */
  targets: number;
  /** Of those, the targets where this profile's view has an outcome the site gave: the shares' denominator. */
  measured: number;
  /** Of those, the targets where it was not measured: counted, never in a denominator. */
  notMeasured: number;
  reads: OutcomeCount;
  partial: OutcomeCount;
  /** Asked to pay (HTTP 402); null in figures stored before it was recorded (scorecard 2026.12.3), whose 402s counted as refused. */
  pay: OutcomeCount | null;
  refused: OutcomeCount;
  disallowed: OutcomeCount;
  javascript: OutcomeCount;
  other: OutcomeCount;
  unreachable: OutcomeCount;
}

/** Each agent profile's outcomes from the aggregate's flat array (AGENT_OUTCOMES per profile, in AGENT_COLUMNS' order). */
export function agentOutcomes(values: readonly number[]): Array<{ profile: AgentProfileId; outcomes: AgentOutcomes }> {
  return AGENT_COLUMNS.map(({ id }, index) => {
    const counts = Object.fromEntries(AGENT_OUTCOMES.map((outcome, at) => [outcome, values[index * AGENT_OUTCOMES.length + at]!])) as Record<AgentOutcome, number>;
    const measured = MEASURED_OUTCOMES.reduce((sum, outcome) => sum + counts[outcome], 0);
    const shared = (count: number): OutcomeCount => ({ count, share: rate(count, measured) });
    return {
      profile: id,
      outcomes: {
        targets: measured + counts['not-measured'],
        measured,
        notMeasured: counts['not-measured'],
        ...(Object.fromEntries(MEASURED_OUTCOMES.map((outcome) => [outcome, shared(counts[outcome])])) as Record<MeasuredOutcome, OutcomeCount>),
      },
    };
  });
}

/** A scanned row whose causes were recorded (any profile's cause column is set). */
const CAUSES_RECORDED = Prisma.sql`(${Prisma.join(AGENT_COLUMNS.map(({ cause }) => Prisma.sql`${column(cause)} IS NOT NULL`), ' OR ')})`;
/** A row where some profile's view is blocked for want of JavaScript: an application shell, whoever else it refuses. */
const NEEDS_JAVASCRIPT = Prisma.sql`(${Prisma.join(
  AGENT_COLUMNS.map(({ column: verdict, cause }) => Prisma.sql`(${column(verdict)} = 'blocked' AND ${column(cause)} IN (${literals(causesOf('javascript'))}))`),
  ' OR ',
)})`;

/**
 * Count expressions over scanned rows, in this order: rows whose causes were recorded and rows whose were not, the
 * rows that need JavaScript, rows whose cap condition was recorded and rows whose was not, then per cap (SCORE_CAPS' order) the rows that meet its condition
 * and the rows whose score it lowered. What gateFigures reads back.
 */
export const GATE_SQL: readonly Prisma.Sql[] = [
  Prisma.sql`count(*) FILTER (WHERE ${SCANNED} AND ${CAUSES_RECORDED})::int`,
  Prisma.sql`count(*) FILTER (WHERE ${SCANNED} AND NOT ${CAUSES_RECORDED})::int`,
  Prisma.sql`count(*) FILTER (WHERE ${SCANNED} AND ${CAUSES_RECORDED} AND ${NEEDS_JAVASCRIPT})::int`,
  Prisma.sql`count(*) FILTER (WHERE ${SCANNED} AND cap_condition IS NOT NULL)::int`,
  Prisma.sql`count(*) FILTER (WHERE ${SCANNED} AND cap_condition IS NULL)::int`,
  ...CAP_IDS.flatMap((id) => [
    Prisma.sql`count(*) FILTER (WHERE ${SCANNED} AND cap_condition = ${literal(id)})::int`,
    Prisma.sql`count(*) FILTER (WHERE ${SCANNED} AND cap = ${literal(id)})::int`,
  ]),
];

export interface GateFigures {
  /** Scanned targets whose agents' causes were recorded, and of those the ones where some agent that runs no JavaScript gets no main content without it. */
  needsJavaScript: { targets: number; count: number; share: number | null; notRecorded: number };
  /** Per cap: scanned targets that meet its condition (whether or not it lowered the score) and targets whose score it lowered. */
  capConditions: { targets: number; notRecorded: number; caps: Record<ScoreCapId, { met: number; share: number | null; lowered: number }> };
}

export function gateFigures(values: readonly number[]): GateFigures {
  const [recorded, notRecorded, needsJavaScript, capsRecorded, capsNotRecorded, ...perCap] = values as [number, number, number, number, number, ...number[]];
  return {
    needsJavaScript: { targets: recorded, count: needsJavaScript, share: rate(needsJavaScript, recorded), notRecorded },
    capConditions: {
      targets: capsRecorded,
      notRecorded: capsNotRecorded,
      caps: Object.fromEntries(CAP_IDS.map((id, index) => [id, { met: perCap[index * 2]!, share: rate(perCap[index * 2]!, capsRecorded), lowered: perCap[index * 2 + 1]! }])) as GateFigures['capConditions']['caps'],
    },
  };
}
