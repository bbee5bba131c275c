// A fleet run with rows planted straight through the database (no worker), for the aggregate tests.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { buildReport } from '../me-fixtures';
import type { PrismaClient } from '@/lib/db';
import { Prisma } from '@/lib/db';
import { agentColumn, causeColumn, checkColumn, column } from '@/lib/fleets/columns';
import type { AgentProfileId, CapabilityId, CheckId } from '@/engine/index';
import { unknownCapabilities, type CapabilityCell } from '@/lib/fleets/capability-row';
import type { AgentRead, CheckOutcome, FleetCategory, TargetStatus } from '@/lib/schemas/vocabulary/fleets';

export interface PlantedRow {
  status: TargetStatus;
  score?: number;
  checks?: Partial<Record<CheckId, CheckOutcome>>;
  agents?: Partial<Record<AgentProfileId, AgentRead>>;
  /** The engine's cause of each agent's verdict; left out, the row is one written before causes were recorded. */
  causes?: Partial<Record<AgentProfileId, string>>;
  /** The cap whose condition the start page meets (`none`); left out, not recorded. */
  capCondition?: string;
  category?: FleetCategory;
  cap?: string;
  renderSampled?: boolean;
  rendered?: boolean;
  jsOnly?: boolean;
  host?: string;
  /** The fleet target's id: the same id in two runs is the same target (movement). */
  targetId?: string;
  /** Capabilities as the row holds them (the others unknown); none given: the column stays null, as before it existed. */
  capabilities?: Partial<Record<CapabilityId, CapabilityCell>>;
  /** Where the host asked to wait (the row's `waited`); left out: robots.txt not waited for, no return. */
  waited?: { robotsTxt: boolean; cameBack: number };
  /** Why the target has no score (the row's `error`); left out, none. */
  error?: string;
  /** Requests its site received (the row's `requests`); left out, none recorded. */
  requests?: number;
  /** How long its audit took (the row's `duration_ms`); left out, none recorded. */
  durationMs?: number;
}

/**
 * Creates an organization, a fleet and a finished run holding `rows` (or adds the run to the given fleet); returns the
 * run id. With `reports`, each scanned row gets a stored report (a hand-built one, tests/helpers/me-fixtures.ts).
 */
export async function seedFleetRun(db: PrismaClient, rows: PlantedRow[], options: { organizationId?: string; fleetId?: string; reports?: boolean; createdAt?: Date } = {}): Promise<string> {
  const organizationId = options.organizationId ?? (await db.organization.create({ data: { name: 'Fleet owner', plan: 'pro' } })).id;
  const fleetId = options.fleetId ?? (await db.fleet.create({ data: { organizationId, name: 'planted', targetCount: rows.length } })).id;
  const run = await db.fleetRun.create({
    data: { fleetId, organizationId, status: 'succeeded', total: rows.length, renderSample: 0.02, scorecard: '2026.12', engine: 'agentgauge@6.3.0', ...(options.createdAt ? { createdAt: options.createdAt } : {}) },
  });
  const jobId = randomUUID();
  let position = 0;
  for (const row of rows) {
    position += 1;
    const host = row.host ?? `site-${position}.example`;
    const sets = [
      ...(row.capabilities ? [Prisma.sql`capabilities = ${JSON.stringify({ ...unknownCapabilities(), ...row.capabilities })}::jsonb`] : []),
      ...Object.entries(row.checks ?? {}).map(([id, value]) => Prisma.sql`${column(checkColumn(id as CheckId))} = ${value}::fleet_check_result`),
      ...Object.entries(row.agents ?? {}).map(([id, value]) => Prisma.sql`${column(agentColumn(id as AgentProfileId))} = ${value}::fleet_agent_read`),
      ...Object.entries(row.causes ?? {}).map(([id, value]) => Prisma.sql`${column(causeColumn(id as AgentProfileId))} = ${value}`),
      ...(row.capCondition === undefined ? [] : [Prisma.sql`cap_condition = ${row.capCondition}`]),
      ...(row.waited === undefined ? [] : [Prisma.sql`robots_waited = ${row.waited.robotsTxt}`, Prisma.sql`deferrals = ${row.waited.cameBack}`]),
      ...(row.error === undefined ? [] : [Prisma.sql`error = ${row.error}`]),
      ...(row.requests === undefined ? [] : [Prisma.sql`requests = ${row.requests}`]),
      ...(row.durationMs === undefined ? [] : [Prisma.sql`duration_ms = ${row.durationMs}`]),
    ];
    const targetId = row.targetId ?? randomUUID();
    await db.$executeRaw`
      INSERT INTO fleet_results (run_id, target_id, position, target, origin, host, registrable_domain, start_url, status, score,
        category, cap, render_sampled, rendered, js_only, job_id)
      VALUES (${run.id}::uuid, ${targetId}::uuid, ${position}, ${host}, ${`https://${host}`}, ${host}, ${host}, ${`https://${host}/`},
        ${row.status}::fleet_target_status, ${row.score ?? null}, ${row.category ?? 'other'}::fleet_category, ${row.cap ?? null},
        ${row.renderSampled ?? false}, ${row.rendered ?? null}, ${row.jsOnly ?? null}, ${jobId}::uuid)`;
    if (options.reports && row.status === 'scanned') {
      const report = buildReport({ url: `https://${host}/`, at: new Date('2026-11-01T10:00:00Z'), overallScore: row.score ?? 0, checks: [{ id: 'llms-txt', score: 100 }] });
      await db.fleetReport.create({ data: { runId: run.id, targetId, body: gzipSync(JSON.stringify(report)) } });
    }
    if (sets.length > 0) {
      await db.$executeRaw`UPDATE fleet_results SET ${Prisma.join(sets)} WHERE run_id = ${run.id}::uuid AND target_id = ${targetId}::uuid`;
    }
  }
  return run.id;
}
