// The population's capability figures (checks.md 2026-12c) are SQL aggregates over the rows' capabilities, the same on
// PGlite and PostgreSQL: evidence levels, could not ask as its own share (by reason) and never in the rate's
// denominator, files from catch-all hosts apart, and the adoption rate split into platform-supplied and owner-built,
// checked against rows planted with known values.
import { describe, expect, it } from 'vitest';
import { capabilityFigures } from '@/lib/fleets/capability-figures';
import { populationFigures } from '@/lib/fleets/summary';
import { DATABASE_KINDS } from '../../helpers/server';
import { useTestDatabase } from '../../helpers/db/helpers';
import { seedFleetRun, type PlantedRow } from '../../helpers/fleets/seed-run';

const none = { reason: null, platform: null };
const ROWS: PlantedRow[] = [
  { status: 'scanned', score: 80, capabilities: { mcp: { value: 'exercised', reason: null, platform: 'shopify' }, 'llms-txt': { value: 'probed', ...none } } },
  { status: 'scanned', score: 70, capabilities: { mcp: { value: 'exercised', reason: null, platform: 'wix' }, 'llms-txt': { value: 'probed', reason: null, platform: 'wix' } } },
  { status: 'scanned', score: 60, capabilities: { mcp: { value: 'exercised', ...none }, 'llms-txt': { value: 'declared', ...none } } },
  { status: 'scanned', score: 50, capabilities: { mcp: { value: 'declared', ...none }, 'llms-txt': { value: 'unproven', ...none } } },
  { status: 'scanned', score: 40, capabilities: { mcp: { value: 'no', ...none }, 'llms-txt': { value: 'could-not-ask', reason: 'robots', platform: null } } },
  { status: 'scanned', score: 30, capabilities: { mcp: { value: 'could-not-ask', reason: 'auth', platform: null }, 'llms-txt': { value: 'no', ...none } } },
  // A row settled before the column existed, and targets that were not scanned: unknown.
  { status: 'scanned', score: 20 },
  { status: 'blocked' },
  { status: 'unreachable' },
];

describe.each(DATABASE_KINDS)('the capability figures of a run on %s', (database) => {
  const withDb = useTestDatabase(database);

  it('equal the planted rows, capability by capability', async () => {
    const figures = await withDb(async (db) => capabilityFigures(db, await seedFleetRun(db, ROWS)));
    expect(figures.map((figure) => figure.capability)).toEqual(['llms-txt', 'web-bot-auth', 'markdown', 'openapi', 'mcp', 'a2a', 'agent-skills', 'oauth-metadata', 'commerce']);
    const mcp = figures.find((figure) => figure.capability === 'mcp')!;
    // Asked: 3 exercised + 1 declared + 1 no = 5; the auth row could not be asked: its own share of 6, never a no.
    expect(mcp).toEqual({
      capability: 'mcp',
      checkId: 'mcp-server',
      exercised: 3,
      probed: 0,
      declared: 1,
      present: 4,
      no: 1,
      unproven: 0,
      couldNotAsk: 1,
      couldNotAskBy: { robots: 0, 'fetch-error': 0, budget: 0, auth: 1 },
      unknown: 3,
      rate: 4 / 5,
      couldNotAskShare: 1 / 6,
      platformSupplied: 2,
      ownerBuilt: 2,
      platformRate: 2 / 5,
      ownerRate: 2 / 5,
      platforms: [
        { platform: 'shopify', count: 1 },
        { platform: 'wix', count: 1 },
      ],
    });
    const llms = figures.find((figure) => figure.capability === 'llms-txt')!;
    // The catch-all row's file is counted, apart, as not present: 3 present of 5 asked.
    expect(llms).toMatchObject({ probed: 2, declared: 1, present: 3, no: 1, unproven: 1, couldNotAsk: 1, couldNotAskBy: { robots: 1 }, rate: 3 / 5, couldNotAskShare: 1 / 6, platformSupplied: 1, ownerBuilt: 2 });
    const unmeasured = figures.find((figure) => figure.capability === 'a2a')!;
    expect(unmeasured).toMatchObject({ present: 0, no: 0, couldNotAsk: 0, unknown: 9, rate: null, couldNotAskShare: null, platformRate: null, ownerRate: null, platforms: [] });
  });

  it('are part of the population\'s figures, and of no other run', async () => {
    const figures = await withDb(async (db) => {
      const runId = await seedFleetRun(db, ROWS);
      await seedFleetRun(db, ROWS);
      return populationFigures(db, runId);
    });
    expect(figures.capabilities.find((figure) => figure.capability === 'mcp')).toMatchObject({ present: 4, unknown: 3 });
  });
});
