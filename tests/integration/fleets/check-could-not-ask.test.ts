// "Could not ask" as a check outcome of its own in a population (issue 53 point 3; checks.md 2026-12c, "Three states":
// could not ask is never a fail, never in a rate's denominator, counted and shown). Rows planted with known check
// outcomes, the same on PGlite and PostgreSQL: the run's summary and an index edition's per-category tallies count
// could-not-ask apart from fail and unknown, with its share of pass + warn + fail + could-not-ask, and leave it out of
// the pass rate; tallies stored before it was recorded say "not known" (null), never 0.
import { describe, expect, it } from 'vitest';
import { editionFigures } from '@/lib/editions/figures';
import { populationFigures, withCauses, type PopulationFigures } from '@/lib/fleets/summary';
import { describeCouldNotAsk } from '@/lib/fleets/figure-words';
import { DATABASE_KINDS } from '../../helpers/server';
import { useTestDatabase } from '../../helpers/db/helpers';
import { seedFleetRun, type PlantedRow } from '../../helpers/fleets/seed-run';

const ROWS: PlantedRow[] = [
  { status: 'scanned', score: 90, category: 'docs', checks: { 'llms-txt': 'pass', 'mcp-server': 'pass' } },
  { status: 'scanned', score: 80, category: 'docs', checks: { 'llms-txt': 'pass', 'mcp-server': 'fail' } },
  { status: 'scanned', score: 70, category: 'docs', checks: { 'llms-txt': 'fail', 'mcp-server': 'could-not-ask' } },
  // robots.txt disallows the scanner /llms.txt on these two: not a fail, not in the rate.
  { status: 'scanned', score: 60, category: 'docs', checks: { 'llms-txt': 'could-not-ask', 'mcp-server': 'warn' } },
  { status: 'scanned', score: 50, category: 'other', checks: { 'llms-txt': 'could-not-ask', 'mcp-server': 'not-applicable' } },
  { status: 'scanned', score: 40, category: 'other', checks: { 'llms-txt': 'warn' } },
  // Not scanned: unknown, never in any figure but unknown.
  { status: 'blocked' },
  { status: 'unreachable' },
];

describe.each(DATABASE_KINDS)('could not ask in a run\'s check tallies on %s', (database) => {
  const withDb = useTestDatabase(database);

  it('is its own count and share in the run\'s summary, never in the pass rate', async () => {
    const figures = await withDb(async (db) => {
      const runId = await seedFleetRun(db, ROWS);
      await seedFleetRun(db, ROWS.slice(0, 3));
      return populationFigures(db, runId);
    });
    const llms = figures.checks.find((check) => check.checkId === 'llms-txt')!;
    // Asked: 2 pass + 1 warn + 1 fail = 4; could not ask on 2, a share of the 6 it applied to; the pass rate is 2 of 4.
    expect(llms).toEqual({ checkId: 'llms-txt', pass: 2, warn: 1, fail: 1, notApplicable: 0, unknown: 2, couldNotAsk: 2, passRate: 2 / 4, couldNotAskShare: 2 / 6 });
    const mcp = figures.checks.find((check) => check.checkId === 'mcp-server')!;
    expect(mcp).toEqual({ checkId: 'mcp-server', pass: 1, warn: 1, fail: 1, notApplicable: 1, unknown: 3, couldNotAsk: 1, passRate: 1 / 3, couldNotAskShare: 1 / 4 });
    // A check nobody could ask nor measure: no share at all (not applicable, never 0%).
    expect(figures.checks.find((check) => check.checkId === 'webmcp')).toEqual({ checkId: 'webmcp', pass: 0, warn: 0, fail: 0, notApplicable: 0, unknown: 8, couldNotAsk: 0, passRate: null, couldNotAskShare: null });
    expect(describeCouldNotAsk(llms)).toBe('could not ask: 2 (33.3%)');
  });

  it('is its own count and share in each category of an edition\'s figures', async () => {
    const figures = await withDb(async (db) => editionFigures(db, await seedFleetRun(db, ROWS)));
    const llmsOf = (category: string) => figures.categories.find((entry) => entry.category === category)!.checks.find((check) => check.checkId === 'llms-txt');
    expect(llmsOf('docs')).toEqual({ checkId: 'llms-txt', pass: 2, warn: 0, fail: 1, notApplicable: 0, unknown: 0, couldNotAsk: 1, passRate: 2 / 3, couldNotAskShare: 1 / 4 });
    expect(llmsOf('other')).toEqual({ checkId: 'llms-txt', pass: 0, warn: 1, fail: 0, notApplicable: 0, unknown: 0, couldNotAsk: 1, passRate: 0, couldNotAskShare: 1 / 2 });
  });
});

describe('check tallies stored before could not ask was recorded', () => {
  it('say it is not known, never 0', () => {
    const old = { pass: 3, warn: 1, fail: 1, notApplicable: 0, unknown: 2, passRate: 0.6 };
    const stored = {
      targets: { total: 7, scanned: 5, blocked: 0, unreachable: 2, optedOut: 0, cancelled: 0, error: 0 },
      checks: [{ checkId: 'llms-txt', ...old }],
      agents: [],
      caps: {},
    } as unknown as PopulationFigures;
    const [check] = withCauses(stored).checks;
    expect(check).toEqual({ checkId: 'llms-txt', ...old, couldNotAsk: null, couldNotAskShare: null });
    expect(describeCouldNotAsk(check!)).toBe('could not ask: not recorded');
  });
});
