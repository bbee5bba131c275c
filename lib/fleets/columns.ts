// The columns of a fleet target's row (prisma/schema.prisma, FleetResult): one per check id and one per agent
// profile, named from the permanent ids, so SQL aggregates over a run read one narrow row per target. Every query
// that names these columns takes them from here (the names are constants, never input).
import { AGENT_PROFILE_IDS, CHECK_IDS, type AgentProfileId, type CheckId } from '@/engine/light';
import { Prisma } from '@/lib/db';

export const CHECK_OUTCOMES = ['pass', 'warn', 'fail', 'not-applicable', 'unknown'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

export const AGENT_READS = ['reads', 'partial', 'blocked', 'unknown'] as const;
export type AgentRead = (typeof AGENT_READS)[number];

/** A target's status in a run: `pending` and `auditing` are on the way; the others are final (exactly one per target). */
export const FINAL_STATUSES = ['scanned', 'blocked', 'unreachable', 'opted-out', 'cancelled', 'error'] as const;
export type FinalStatus = (typeof FINAL_STATUSES)[number];
export type TargetStatus = FinalStatus | 'pending' | 'auditing';

export const CATEGORIES = ['docs', 'api', 'mcp', 'agent', 'commerce', 'other'] as const;
export type FleetCategory = (typeof CATEGORIES)[number];

/** `check_llms_txt` for `llms-txt`. */
export function checkColumn(id: CheckId): string {
  return `check_${id.replace(/-/g, '_')}`;
}

/** `agent_claude_code` for `claude-code`. */
export function agentColumn(id: AgentProfileId): string {
  return `agent_${id.replace(/-/g, '_')}`;
}

export const CHECK_COLUMNS: ReadonlyArray<{ id: CheckId; column: string }> = CHECK_IDS.map((id) => ({ id, column: checkColumn(id) }));
export const AGENT_COLUMNS: ReadonlyArray<{ id: AgentProfileId; column: string }> = AGENT_PROFILE_IDS.map((id) => ({ id, column: agentColumn(id) }));

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

/**
 * Each check's outcome counts from the aggregate's flat array (pass, warn, fail, not applicable, unknown per check,
 * in CHECK_COLUMNS' order), with its pass rate over the measured outcomes.
 */
export function checkTallies(values: readonly number[]) {
  return CHECK_COLUMNS.map(({ id }, index) => {
    const [pass, warn, fail, notApplicable, unknown] = values.slice(index * CHECK_OUTCOMES.length, (index + 1) * CHECK_OUTCOMES.length) as [number, number, number, number, number];
    return { checkId: id, pass, warn, fail, notApplicable, unknown, passRate: rate(pass, pass + warn + fail) };
  });
}

/** Each agent profile's verdict counts from the aggregate's flat array (reads, partial, blocked, unknown per profile). */
export function agentTallies(values: readonly number[]) {
  return AGENT_COLUMNS.map(({ id }, index) => {
    const [reads, partial, blocked, unknown] = values.slice(index * AGENT_READS.length, (index + 1) * AGENT_READS.length) as [number, number, number, number];
    return { profile: id, reads, partial, blocked, unknown, readRate: rate(reads, reads + partial + blocked) };
  });
}
