// Fixes are ordered by what they change for agents (checks.md, "Agent outcomes (2026-12)"): the access gate first,
// then cost, then coverage, each fix naming which; reports scored before 2026.12 keep their order by gain.
import { describe, expect, it } from 'vitest';
import { openWork } from '../../lib/fixes/fix-item';
import { buildReport } from '../helpers/me-fixtures';

const SITE = { siteId: '00000000-0000-4000-8000-000000000001', origin: 'https://docs.example' };

function reportWith(scoring: boolean) {
  const report = buildReport({
    url: 'https://docs.example/',
    at: new Date('2026-12-01T00:00:00Z'),
    overallScore: 19,
    checks: [
      { id: 'sitemap', score: 0, weight: 1 },
      { id: 'llms-txt', score: 0, weight: 4 },
      { id: 'openapi', score: 50, weight: 6 },
      { id: 'agent-access', score: 0, weight: 0 },
    ],
  });
  if (!scoring) return report;
  return {
    ...report,
    scorecard: '2026.12',
    scoring: {
      scorecard: '2026.12',
      score: 19,
      access: 14,
      costCoverage: 45,
      bonus: 0,
      bonusFrom: [],
      uncapped: 30,
      cap: { id: 'agents-refused' as const, limit: 19, reason: 'The site refuses the AI agents it can recognise.' },
    },
  };
}

describe('the fix list under scorecard 2026.12', () => {
  it('starts with the gate (the Access missed, halved, plus what the cap holds back), then cost, then coverage', () => {
    const fixes = openWork(SITE, reportWith(true));
    expect(fixes.map((fix) => `${fix.kind} ${fix.checkId} ${fix.gain}`)).toEqual([
      'gate agent-access 54',
      'cost llms-txt 18.2',
      'coverage openapi 13.6',
      'coverage sitemap 4.5',
    ]);
  });

  it('keeps the order by gain for a report scored before scorecards (no scoring)', () => {
    const fixes = openWork(SITE, reportWith(false));
    expect(fixes.map((fix) => `${fix.kind} ${fix.checkId} ${fix.gain}`)).toEqual(['cost llms-txt 36.4', 'coverage openapi 27.3', 'coverage sitemap 9.1', 'gate agent-access 0']);
  });
});
