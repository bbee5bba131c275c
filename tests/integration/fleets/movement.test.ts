// Movement against the fleet's previous run (issue 47 point 7): targets scanned in both runs whose score moved by 10
// points or more, largest first, and each check's pass rate in both, by SQL over both runs' rows.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getFleetMovement } from '@/lib/services/get-fleet-movement';
import { useTestDatabase } from '../../helpers/db/helpers';
import { seedFleetRun } from '../../helpers/fleets/seed-run';

describe('movement since the previous run', () => {
  const withDb = useTestDatabase('postgres');

  it('lists the targets that gained or lost 10 points or more, and every check\'s pass rate before and after', async () => {
    const ids = Array.from({ length: 5 }, () => randomUUID());
    const { organizationId, fleetId, earlier, later } = await withDb(async (db) => {
      const organization = await db.organization.create({ data: { name: 'Mover', plan: 'pro' } });
      const fleet = await db.fleet.create({ data: { organizationId: organization.id, name: 'moving', targetCount: 5 } });
      const options = { organizationId: organization.id, fleetId: fleet.id };
      const before = await seedFleetRun(db, [
        { targetId: ids[0], status: 'scanned', score: 40, host: 'a.example', checks: { 'llms-txt': 'fail' } },
        { targetId: ids[1], status: 'scanned', score: 80, host: 'b.example', checks: { 'llms-txt': 'pass' } },
        { targetId: ids[2], status: 'scanned', score: 50, host: 'c.example', checks: { 'llms-txt': 'fail' } },
        { targetId: ids[3], status: 'scanned', score: 60, host: 'd.example', checks: { 'llms-txt': 'fail' } },
        { targetId: ids[4], status: 'blocked', host: 'e.example' },
      ], { ...options, createdAt: new Date('2026-11-01T00:00:00Z') });
      const after = await seedFleetRun(db, [
        { targetId: ids[0], status: 'scanned', score: 65, host: 'a.example', checks: { 'llms-txt': 'pass' } },
        { targetId: ids[1], status: 'scanned', score: 70, host: 'b.example', checks: { 'llms-txt': 'pass' } },
        { targetId: ids[2], status: 'scanned', score: 59, host: 'c.example', checks: { 'llms-txt': 'pass' } },
        { targetId: ids[3], status: 'unreachable', host: 'd.example' },
        { targetId: ids[4], status: 'scanned', score: 90, host: 'e.example', checks: { 'llms-txt': 'pass' } },
      ], { ...options, createdAt: new Date('2026-11-08T00:00:00Z') });
      return { organizationId: organization.id, fleetId: fleet.id, earlier: before, later: after };
    });
    const actor = { organizationId, role: 'member' as const, paid: false };
    const movement = await withDb(() => getFleetMovement(actor, fleetId, later));
    expect(movement.previousRunId).toBe(earlier);
    // a.example +25 and b.example −10 moved; c.example moved 9 (not enough); d and e were not scanned in both runs.
    expect(movement.gained).toEqual([{ target: 'a.example', origin: 'https://a.example', before: 40, after: 65, delta: 25 }]);
    expect(movement.lost).toEqual([{ target: 'b.example', origin: 'https://b.example', before: 80, after: 70, delta: -10 }]);
    expect(movement.checks.find((check) => check.checkId === 'llms-txt')).toEqual({ checkId: 'llms-txt', before: 0.25, after: 1, change: 0.75 });
    expect(movement.checks.find((check) => check.checkId === 'webmcp')).toEqual({ checkId: 'webmcp', before: null, after: null, change: null });

    const first = await withDb(() => getFleetMovement(actor, fleetId, earlier));
    expect(first).toMatchObject({ previousRunId: null, gained: [], lost: [] });
    await expect(withDb(() => getFleetMovement({ ...actor, organizationId: randomUUID() }, fleetId, later))).rejects.toMatchObject({ code: 'not-found' });
  });
});
