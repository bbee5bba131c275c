// Journeys gained and lost (issue 33 point 3): per journey and profile, judged only where both reports measured it;
// a lost journey is a regression (site.regressed, the alert mail, --fail-on-regression) even with the score unmoved,
// and a result our own limits stopped (journey.not-measured) never is.
import { describe, expect, it } from 'vitest';
import { compareReports, hasRegressed, type ComparedReport } from '../../../lib/compare/compare-reports.js';
import { describeJourneyChanges } from '../../../lib/compare/compare-journeys.js';
import type { StoredJourneyResult } from '../../../lib/schemas/report.js';

type Cell = StoredJourneyResult['results'][number];

const FOUND = (profile: string): Cell => ({ profile: profile as Cell['profile'], found: true, hops: 0, url: 'https://a.example/', quote: '$29', reason: 'Found on the start page.', code: null, path: ['https://a.example/'] });
const MISSED = (profile: string, code: Cell['code'], reason: string): Cell => ({ profile: profile as Cell['profile'], found: false, hops: null, url: null, quote: null, reason, code, path: ['https://a.example/'] });

const report = (results: Cell[]): ComparedReport => ({
  engine: 'agentgauge@6.3.0',
  overallScore: 70,
  pageCount: 1,
  rendered: false,
  results: [],
  journeys: [{ name: 'pricing', question: 'What does Pro cost?', results }],
});

describe('journeys gained and lost', () => {
  it('a profile that found the answer and is now blocked lost it; one that now finds it gained it; the score is unmoved and it regressed', () => {
    const before = report([FOUND('chatgpt'), MISSED('cursor', 'journey.not-found', 'Not there.'), FOUND('codex')]);
    const after = report([MISSED('chatgpt', 'journey.blocked', 'Blocked: 403.'), FOUND('cursor'), FOUND('codex')]);
    const comparison = compareReports(before, after);
    expect(comparison.journeys).toEqual({
      lost: [{ journey: 'pricing', question: 'What does Pro cost?', profile: 'chatgpt', reason: 'Blocked: 403.', code: 'journey.blocked' }],
      gained: [{ journey: 'pricing', question: 'What does Pro cost?', profile: 'cursor', reason: 'Found on the start page.', code: null }],
    });
    expect(comparison.scoreDelta).toBe(0);
    expect(hasRegressed(comparison)).toBe(true);
    expect(describeJourneyChanges(comparison.journeys.lost)).toBe('pricing (chatgpt)');
  });

  it('a result our own limits stopped is never lost or gained, and is no regression', () => {
    const notMeasured = MISSED('chatgpt', 'journey.not-measured', 'Not measured: timeout.');
    const lostToLimits = compareReports(report([FOUND('chatgpt')]), report([notMeasured]));
    expect(lostToLimits.journeys).toEqual({ lost: [], gained: [] });
    expect(hasRegressed(lostToLimits)).toBe(false);
    expect(compareReports(report([notMeasured]), report([FOUND('chatgpt')])).journeys).toEqual({ lost: [], gained: [] });
  });

  it('a journey or profile on one side only (added, removed, the browser profile without a browser) is neither', () => {
    const after = report([MISSED('chatgpt', 'journey.not-found', 'Not there.'), MISSED('browser', 'journey.not-found', 'Not there.')]);
    expect(compareReports(report([]), after).journeys).toEqual({ lost: [], gained: [] });
    expect(compareReports({ ...report([]), journeys: undefined }, after).journeys).toEqual({ lost: [], gained: [] });
  });
});
