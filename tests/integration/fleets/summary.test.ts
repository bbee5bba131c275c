// The population's figures of a run are SQL aggregates over its rows, the same on PGlite and PostgreSQL: counts,
// quantiles (percentile_cont), ten-point bins (width_bucket), rates that never put unknown in a denominator, each
// agent's outcomes by cause (rows written before causes were recorded: not measured), the views needing JavaScript and
// each cap's condition, categories and the render sample's Wilson interval, checked against rows planted with known values.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { populationFigures } from '@/lib/fleets/summary';
import { wilsonInterval } from '@/lib/fleets/wilson';
import { DATABASE_KINDS } from '../../helpers/server';
import { useTestDatabase } from '../../helpers/db/helpers';
import { seedFleetRun, type PlantedRow } from '../../helpers/fleets/seed-run';

const scanned = (score: number, extra: Partial<PlantedRow> = {}): PlantedRow => ({ status: 'scanned', score, ...extra });

// 10 scanned (scores 5, 15, …, 95 and one 100 instead of 95), 2 blocked, 1 unreachable, 1 opted out, 1 cancelled, 1 error.
// The first four scanned rows and the first blocked one carry each agent's cause (as rows written since issue 51 do);
// the other scanned rows are rows written before causes were recorded.
const ROWS: PlantedRow[] = [
  scanned(5, {
    checks: { 'llms-txt': 'pass', 'robots-txt': 'fail' },
    agents: { 'claude-code': 'reads', cursor: 'reads' },
    causes: { 'claude-code': 'ok', cursor: 'ok', browser: 'not-measured' },
    category: 'docs',
    cap: 'agents-refused',
    capCondition: 'agents-refused',
  }),
  scanned(15, {
    checks: { 'llms-txt': 'warn', 'robots-txt': 'pass' },
    agents: { 'claude-code': 'blocked', cursor: 'blocked' },
    causes: { 'claude-code': 'javascript', cursor: 'javascript' },
    category: 'docs',
    capCondition: 'javascript-only',
  }),
  scanned(25, {
    checks: { 'llms-txt': 'fail', 'robots-txt': 'pass' },
    agents: { 'claude-code': 'partial' },
    causes: { 'claude-code': 'javascript' },
    category: 'docs',
    cap: 'javascript-only',
    capCondition: 'javascript-only',
    renderSampled: true,
    rendered: true,
    jsOnly: true,
  }),
  scanned(35, {
    checks: { 'llms-txt': 'not-applicable', 'robots-txt': 'pass' },
    agents: { 'claude-code': 'reads', 'mcp-fetch': 'blocked', chatgpt: 'blocked', perplexity: 'blocked', gemini: 'pay' },
    causes: { 'claude-code': 'ok', 'mcp-fetch': 'disallowed', chatgpt: 'unreachable', perplexity: 'iframe', gemini: 'priced' },
    category: 'api',
    capCondition: 'none',
    renderSampled: true,
    rendered: true,
    jsOnly: false,
  }),
  scanned(45, { checks: { 'llms-txt': 'pass' }, category: 'api', renderSampled: true, rendered: false }),
  scanned(55, { checks: { 'llms-txt': 'pass' }, category: 'commerce' }),
  scanned(65, { checks: { 'llms-txt': 'pass' } }),
  scanned(75, { checks: { 'llms-txt': 'pass' } }),
  scanned(85, { checks: { 'llms-txt': 'pass' } }),
  scanned(100, { checks: { 'llms-txt': 'pass' }, renderSampled: true, rendered: true, jsOnly: false }),
  // A blocked scan measured robots.txt and one agent; everything else stays unknown.
  { status: 'blocked', checks: { 'robots-txt': 'pass' }, agents: { 'claude-code': 'blocked' }, causes: { 'claude-code': 'challenged' } },
  { status: 'blocked' },
  { status: 'unreachable' },
  { status: 'opted-out' },
  { status: 'cancelled' },
  { status: 'error' },
];

/** Outcomes over the 12 reached targets (10 scanned, 2 blocked) with `counts` measured; the rest not measured. */
function outcomes(counts: Partial<Record<'reads' | 'partial' | 'pay' | 'refused' | 'disallowed' | 'javascript' | 'other' | 'unreachable', number>>) {
  const measured = Object.values(counts).reduce((sum, value) => sum + value, 0);
  const shared = (key: keyof typeof counts) => ({ count: counts[key] ?? 0, share: measured === 0 ? null : (counts[key] ?? 0) / measured });
  return {
    targets: 12,
    measured,
    notMeasured: 12 - measured,
    reads: shared('reads'),
    partial: shared('partial'),
    pay: shared('pay'),
    refused: shared('refused'),
    disallowed: shared('disallowed'),
    javascript: shared('javascript'),
    other: shared('other'),
    unreachable: shared('unreachable'),
  };
}

describe.each(DATABASE_KINDS)('the population of a run on %s', (database) => {
  const withDb = useTestDatabase(database);

  it('equals the planted rows, figure by figure', async () => {
    const figures = await withDb(async (db) => populationFigures(db, await seedFleetRun(db, ROWS)));
    expect(figures.targets).toEqual({ total: 16, scanned: 10, blocked: 2, unreachable: 1, optedOut: 1, cancelled: 1, error: 1 });
    // percentile_cont over 5, 15, …, 85, 100: the median is between 45 and 55; p10 between 5 and 15 (at 0.9 of the way).
    expect(figures.score).toEqual({
      median: 50,
      p10: 14,
      p25: 27.5,
      p75: 72.5,
      p90: 86.5,
      histogram: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90].map((from) => ({ from, to: from + 10, count: 1 })),
    });
    const llms = figures.checks.find((check) => check.checkId === 'llms-txt')!;
    // 7 pass, 1 warn, 1 fail, 1 not applicable; the 6 targets that were not scanned are unknown and out of the rate.
    expect(llms).toEqual({ checkId: 'llms-txt', pass: 7, warn: 1, fail: 1, notApplicable: 1, unknown: 6, couldNotAsk: 0, passRate: 7 / 9, couldNotAskShare: 0 });
    const robots = figures.checks.find((check) => check.checkId === 'robots-txt')!;
    expect(robots).toEqual({ checkId: 'robots-txt', pass: 4, warn: 0, fail: 1, notApplicable: 0, unknown: 11, couldNotAsk: 0, passRate: 4 / 5, couldNotAskShare: 0 });
    const unmeasured = figures.checks.find((check) => check.checkId === 'webmcp')!;
    expect(unmeasured).toEqual({ checkId: 'webmcp', pass: 0, warn: 0, fail: 0, notApplicable: 0, unknown: 16, couldNotAsk: 0, passRate: null, couldNotAskShare: null });
    expect(figures.checks).toHaveLength(26);
    const agent = (profile: string) => figures.agents.find((entry) => entry.profile === profile)!;
    // Claude Code: 2 reads, 1 partial, blocked for JavaScript once and challenged once; the 6 scanned rows written
    // before causes were recorded and the blocked row without a report are not measured, never in a share.
    expect(agent('claude-code')).toEqual({
      profile: 'claude-code',
      reads: 2,
      partial: 1,
      blocked: 2,
      pay: 0,
      unknown: 11,
      readRate: 2 / 5,
      outcomes: outcomes({ reads: 2, partial: 1, javascript: 1, refused: 1 }),
    });
    expect(agent('cursor').outcomes).toEqual(outcomes({ reads: 1, javascript: 1 }));
    expect(agent('mcp-fetch').outcomes).toEqual(outcomes({ disallowed: 1 }));
    expect(agent('chatgpt').outcomes).toEqual(outcomes({ unreachable: 1 }));
    // A blocked view for a cause no other outcome names (content only in a frame) is `other`, never a refusal.
    expect(agent('perplexity').outcomes).toEqual(outcomes({ other: 1 }));
    // A 402 (issue 62): the verdict pay, its own count and outcome, never blocked, never in the read rate.
    expect(agent('gemini')).toMatchObject({ reads: 0, partial: 0, blocked: 0, pay: 1, readRate: null, outcomes: outcomes({ pay: 1 }) });
    // Never measured: no share at all (not applicable), not 0%.
    expect(agent('browser')).toEqual({ profile: 'browser', reads: 0, partial: 0, blocked: 0, pay: 0, unknown: 16, readRate: null, outcomes: outcomes({}) });
    expect(figures.agents).toHaveLength(8);
    expect(figures.caps).toEqual({ 'agents-refused': 1, 'javascript-only': 1 });
    // From the rows' causes and caps: one scanned row blocked for JavaScript of the 4 whose causes were recorded, each
    // cap's condition met or not whether or not it lowered the score.
    expect(figures.needsJavaScript).toEqual({ targets: 4, count: 1, share: 1 / 4, notRecorded: 6 });
    expect(figures.capConditions).toEqual({
      targets: 4,
      notRecorded: 6,
      caps: { 'agents-refused': { met: 1, share: 1 / 4, lowered: 1 }, 'javascript-only': { met: 2, share: 2 / 4, lowered: 1 } },
    });
    expect(figures.categories).toEqual([
      { category: 'docs', targets: 3, medianScore: 15 },
      { category: 'api', targets: 2, medianScore: 40 },
      { category: 'mcp', targets: 0, medianScore: null },
      { category: 'agent', targets: 0, medianScore: null },
      { category: 'commerce', targets: 1, medianScore: 55 },
      { category: 'other', targets: 4, medianScore: 80 },
    ]);
    // Sampled and rendered: 3 (the one whose render was not measured is out of the sample), 1 JavaScript-only.
    expect(figures.render).toEqual({ sampled: 3, jsOnly: 1, ...wilsonInterval(1, 3) });
  });

  it('has no quantiles, shares or rates for a run with nothing scanned yet', async () => {
    const figures = await withDb(async (db) => populationFigures(db, await seedFleetRun(db, [{ status: 'pending' }, { status: 'auditing' }])));
    expect(figures.targets).toEqual({ total: 2, scanned: 0, blocked: 0, unreachable: 0, optedOut: 0, cancelled: 0, error: 0 });
    expect(figures.score).toMatchObject({ median: null, p10: null, p25: null, p75: null, p90: null });
    expect(figures.score.histogram.every((bin) => bin.count === 0)).toBe(true);
    expect(figures.render).toEqual({ sampled: 0, jsOnly: 0, share: null, ci95: null });
    expect(figures.checks.every((check) => check.passRate === null && check.unknown === 2)).toBe(true);
    expect(figures.agents.every((agent) => agent.readRate === null && agent.outcomes.targets === 0 && agent.outcomes.reads.share === null)).toBe(true);
    expect(figures.needsJavaScript).toEqual({ targets: 0, count: 0, share: null, notRecorded: 0 });
  });

  it('reads only the asked run', async () => {
    const figures = await withDb(async (db) => {
      await seedFleetRun(db, ROWS);
      return populationFigures(db, randomUUID());
    });
    expect(figures.targets.total).toBe(0);
  });
});

describe('the Wilson interval', () => {
  it('matches published values (Newcombe 1998, table I: 81/263 → 0.2553–0.3662; 0/10 → 0–0.2775)', () => {
    expect(wilsonInterval(81, 263)).toEqual({ share: 0.308, ci95: [0.2553, 0.3662] });
    expect(wilsonInterval(0, 10)).toEqual({ share: 0, ci95: [0, 0.2775] });
    expect(wilsonInterval(15, 148)).toEqual({ share: 0.1014, ci95: [0.0624, 0.1605] });
  });
});
