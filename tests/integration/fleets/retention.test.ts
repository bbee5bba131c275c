// Storage that lasts (issue 47 point 9): the sweep deletes the rows and reports of runs that ended more than
// AGENTGAUGE_FLEET_RETENTION_DAYS ago, keeps the run and its stored summary, and the reads of the rows then say so.
import { describe, expect, it } from 'vitest';
import { purgeExpiredRuns } from '@/lib/fleets/sweep';
import { listFleetTargets } from '@/lib/services/list-fleet-targets';
import { getFleetRunSummary } from '@/lib/services/get-fleet-run-summary';
import { useTestDatabase } from '../../helpers/db/helpers';
import { seedFleetRun } from '../../helpers/fleets/seed-run';

describe('the retention of a run\'s rows', () => {
  const withDb = useTestDatabase('pglite');

  it('deletes an old run\'s rows and reports, keeps its summary, and says so to readers; a recent run is untouched', async () => {
    const seeded = await withDb(async (db) => {
      const organization = await db.organization.create({ data: { name: 'Keeper', plan: 'pro' } });
      const fleet = await db.fleet.create({ data: { organizationId: organization.id, name: 'kept', targetCount: 3 } });
      const rows = [{ status: 'scanned' as const, score: 60 }, { status: 'scanned' as const, score: 80 }, { status: 'unreachable' as const }];
      const old = await seedFleetRun(db, rows, { organizationId: organization.id, fleetId: fleet.id, reports: true });
      const recent = await seedFleetRun(db, rows, { organizationId: organization.id, fleetId: fleet.id, reports: true });
      await db.fleetRun.update({ where: { id: old }, data: { finishedAt: new Date('2026-01-01T00:00:00Z'), summary: { kept: true } } });
      await db.fleetRun.update({ where: { id: recent }, data: { finishedAt: new Date(), summary: { kept: true } } });
      return { organizationId: organization.id, fleetId: fleet.id, old, recent };
    });
    const deleted = await withDb(() => purgeExpiredRuns(new Date('2026-11-25T00:00:00Z')));
    expect(deleted).toBe(3);
    const after = await withDb(async (db) => ({
      old: await db.fleetRun.findUniqueOrThrow({ where: { id: seeded.old } }),
      oldRows: await db.fleetResult.count({ where: { runId: seeded.old } }),
      oldReports: await db.fleetReport.count({ where: { runId: seeded.old } }),
      recentRows: await db.fleetResult.count({ where: { runId: seeded.recent } }),
      recentReports: await db.fleetReport.count({ where: { runId: seeded.recent } }),
    }));
    expect(after).toMatchObject({ oldRows: 0, oldReports: 0, recentRows: 3, recentReports: 2, old: { summary: { kept: true }, purgedAt: new Date('2026-11-25T00:00:00Z') } });
    const actor = { organizationId: seeded.organizationId, role: 'member' as const, paid: true };
    await expect(withDb(() => listFleetTargets(actor, seeded.fleetId, seeded.old, {}))).rejects.toMatchObject({
      code: 'not-found',
      message: `The rows and reports of run ${seeded.old} were deleted on 2026-11-25, 90 days after it ended (AGENTGAUGE_FLEET_RETENTION_DAYS); its summary stays readable.`,
    });
    // The summary is the one stored when the run ended.
    expect(await withDb(() => getFleetRunSummary(actor, seeded.fleetId, seeded.old))).toMatchObject({ runId: seeded.old, kept: true });
    // A second sweep finds nothing more to do.
    expect(await withDb(() => purgeExpiredRuns(new Date('2026-11-25T00:00:00Z')))).toBe(0);
  });
});
