// A target's row as the API shows it (issue 47 point 5), read by one SELECT of the columns named in columns.ts.
import type { z } from 'zod';
import { Prisma } from '@/lib/db';
import type { FLEET_SCORINGS, FleetTargetRow } from '@/lib/schemas/me/fleets';
import { AGENT_COLUMNS, CHECK_COLUMNS, column } from './columns';
import { unknownCapabilities, type CapabilityRow } from './capability-row';
import type { AgentRead, CheckOutcome } from '@/lib/schemas/vocabulary/fleets';

/**
 * How a row's score was measured (issue 63 point 5), in SQL, for the rows' API and the export alike: `rendered` where
 * the render sample rendered the start page, `not-rendered` for any other scanned row, null when not scanned.
 */
export const SCORING_SQL = "CASE WHEN status = 'scanned' THEN CASE WHEN rendered IS TRUE THEN 'rendered' ELSE 'not-rendered' END END";

/** The columns of a row view, for `SELECT ${ROW_COLUMNS} FROM fleet_results`. */
export const ROW_COLUMNS = Prisma.join([
  Prisma.sql`target_id, target, origin, registrable_domain, status::text AS status, score, grade, scanned_at, duration_ms, requests, cap, cap_condition, category::text AS category, error, capabilities, robots_waited, deferrals, ${Prisma.raw(SCORING_SQL)} AS scoring`,
  ...CHECK_COLUMNS.map(({ column: name }) => Prisma.sql`${column(name)}::text AS ${column(name)}`),
  ...AGENT_COLUMNS.map(({ column: name }) => Prisma.sql`${column(name)}::text AS ${column(name)}`),
  ...AGENT_COLUMNS.map(({ cause }) => column(cause)),
]);

export type RowRecord = {
  target_id: string;
  target: string;
  origin: string;
  registrable_domain: string | null;
  status: string;
  score: number | null;
  grade: string | null;
  scanned_at: Date | null;
  duration_ms: number | null;
  requests: number | null;
  cap: string | null;
  cap_condition: string | null;
  category: string | null;
  error: string | null;
  capabilities: CapabilityRow | null;
  robots_waited: boolean | null;
  deferrals: number;
  /** SCORING_SQL: rendered, not-rendered, or null when not scanned. */
  scoring: (typeof FLEET_SCORINGS)[number] | null;
} & Record<string, unknown>;

export function rowView(row: RowRecord): z.input<typeof FleetTargetRow> {
  return {
    target: row.target,
    origin: row.origin,
    registrableDomain: row.registrable_domain,
    status: row.status as z.input<typeof FleetTargetRow>['status'],
    score: row.score,
    grade: row.grade,
    scannedAt: row.scanned_at ? new Date(row.scanned_at).toISOString() : null,
    durationMs: row.duration_ms,
    requests: row.requests,
    checks: Object.fromEntries(CHECK_COLUMNS.map(({ id, column: name }) => [id, row[name] as CheckOutcome])) as z.input<typeof FleetTargetRow>['checks'],
    agents: Object.fromEntries(AGENT_COLUMNS.map(({ id, column: name }) => [id, row[name] as AgentRead])) as z.input<typeof FleetTargetRow>['agents'],
    causes: Object.fromEntries(AGENT_COLUMNS.map(({ id, cause }) => [id, row[cause] ?? null])) as z.input<typeof FleetTargetRow>['causes'],
    cap: row.cap as z.input<typeof FleetTargetRow>['cap'],
    capCondition: row.cap_condition as z.input<typeof FleetTargetRow>['capCondition'],
    category: row.category as z.input<typeof FleetTargetRow>['category'],
    error: row.error,
    capabilities: row.capabilities ?? unknownCapabilities(),
    scoring: row.scoring,
    waited: { robotsTxt: row.robots_waited, cameBack: row.deferrals },
  };
}

