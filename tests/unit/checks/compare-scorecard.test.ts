// Comparing two audits scored under different scorecards: the number was made differently, so the comparison says so
// (issue 32 point 5), as it does for a change of engine.
import { describe, expect, it } from 'vitest';
import { SCORECARD_VERSION } from '../../../engine/index.js';
import { compareReports, type ComparedReport } from '../../../lib/compare/compare-reports.js';

const report = (scorecard: string | undefined): ComparedReport => ({
  engine: 'agentgauge@6.2.0',
  overallScore: 50,
  pageCount: 1,
  ...(scorecard === undefined ? {} : { scorecard }),
  results: [],
});

describe('compare: scorecards', () => {
  it('warns when the scorecards differ', () => {
    expect(compareReports(report('2026.11'), report('2026.12'))).toMatchObject({
      comparable: false,
      warnings: [
        'The scorecard changed from 2026.11 to 2026.12: the scores were computed under different rules (weights, caps, bonus, or how agent views are judged), so part of the score change comes from how the number is made, not from the site.',
      ],
    });
  });

  it('warns between a stored 2026.12 report and one scored under 2026.12.1 (same weights, corrected views and caps)', () => {
    expect(compareReports(report('2026.12'), report('2026.12.1'))).toMatchObject({
      comparable: false,
      warnings: [
        'The scorecard changed from 2026.12 to 2026.12.1: the scores were computed under different rules (weights, caps, bonus, or how agent views are judged), so part of the score change comes from how the number is made, not from the site.',
      ],
    });
  });

  // checks.md 2026-12c: scores change with 2026.12.2 (broken pages, unmeasured views, page shapes); compare warns.
  it('warns between a report scored under 2026.12.1 and one scored under 2026.12.2 (broken pages, unmeasured views, page shapes)', () => {
    expect(compareReports(report('2026.12.1'), report('2026.12.2'))).toMatchObject({
      comparable: false,
      warnings: [
        'The scorecard changed from 2026.12.1 to 2026.12.2: the scores were computed under different rules (weights, caps, bonus, or how agent views are judged), so part of the score change comes from how the number is made, not from the site.',
      ],
    });
  });

  // checks.md 2026-12d: scores change with 2026.12.3 (a 402 is the verdict pay, left out of Access); compare warns.
  it('warns between a report scored under 2026.12.2 and one scored under 2026.12.3 (priced access, versioned documents)', () => {
    expect(SCORECARD_VERSION).toBe('2026.12.3');
    expect(compareReports(report('2026.12.2'), report(SCORECARD_VERSION))).toMatchObject({
      comparable: false,
      warnings: [
        'The scorecard changed from 2026.12.2 to 2026.12.3: the scores were computed under different rules (weights, caps, bonus, or how agent views are judged), so part of the score change comes from how the number is made, not from the site.',
      ],
    });
  });

  it('says nothing when they are the same, or when a report names none (the engine warning covers that)', () => {
    expect(compareReports(report('2026.12'), report('2026.12'))).toMatchObject({ comparable: true, warnings: [] });
    expect(compareReports(report(undefined), report('2026.12')).warnings).toEqual([]);
  });
});
