// The fix list is the open work, ordered by the points each fix returns (checks.md "Agent outcomes", 2026-12b; the
// user's API document): each gain is the counterfactual (the same stored report with the check's open findings
// resolved, Access and caps recomputed, minus its score), so a gate whose cap binds comes first and a cost fix the
// cap swallows returns 0; reports scored before scorecards keep their own weights.
import { describe, expect, it } from 'vitest';
import { scoreAudit } from '../../../engine/scoring';
import { AGENT_PROFILE_IDS, SCORECARD_VERSION, type AgentProfileId, type AgentView } from '../../../engine/index';
import { openWork } from '../../../lib/fixes/fix-item';
import type { StoredAuditReport } from '../../../lib/schemas/report';
import { buildReport } from '../../helpers/me-fixtures';

const SITE = { siteId: '00000000-0000-4000-8000-000000000001', origin: 'https://docs.example' };
const URL_ = 'https://docs.example/';

function reportWith(refused: readonly AgentProfileId[] | null): StoredAuditReport {
  const report = buildReport({
    url: URL_,
    at: new Date('2026-12-01T00:00:00Z'),
    overallScore: 19,
    checks: [
      { id: 'sitemap', score: 0, weight: 1 },
      { id: 'llms-txt', score: 0, weight: 4 },
      { id: 'openapi', score: 50, weight: 6 },
      { id: 'agent-access', score: refused === null || refused.length > 0 ? 0 : 100, weight: 0 },
    ],
  });
  if (refused === null) return report;
  const views: AgentView[] = AGENT_PROFILE_IDS.map((profile) => ({
    profile,
    url: URL_,
    userAgent: profile,
    status: profile === 'browser' ? null : refused.includes(profile) ? 403 : 200,
    challenge: [],
    robots: null,
    markdown: 'converted',
    textLength: 800,
    kept: 800,
    mainShare: 1,
    excerpt: '',
    verdict: profile === 'browser' ? null : refused.includes(profile) ? 'blocked' : 'reads',
    cause: profile === 'browser' ? 'not-measured' : refused.includes(profile) ? 'refused' : 'ok',
    reason: '',
  }));
  const pages = [{ url: URL_, access: 0, views }];
  const scoring = scoreAudit({ results: report.results.map((result) => ({ ...result, findings: [] })), pages });
  return { ...report, overallScore: scoring.score, scorecard: SCORECARD_VERSION, scoring, agents: { access: scoring.access ?? 0, sample: { pages: 1, of: 1, note: '' }, pages } };
}

describe('the fix list under scorecard 2026.12.2', () => {
  it('a site that refuses every agent naming itself: agent-access first (Access 14 to 100 and the cap of 19 lifted), the fixes the cap swallows at 0', () => {
    const report = reportWith(['claude-code', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch']);
    expect(report.scoring).toMatchObject({ access: 14, costCoverage: 27, uncapped: 21, score: 19, cap: { id: 'agents-refused', limit: 19 } });
    const fixes = openWork(SITE, report);
    // 0.5 × 100 + 0.5 × 300/11 = 63.6, minus 19.
    expect(fixes.map((fix) => `${fix.kind} ${fix.checkId} ${fix.gain}`)).toEqual(['gate agent-access 44.6', 'cost llms-txt 0', 'coverage sitemap 0', 'coverage openapi 0']);
  });

  it('the same site once agents read it: agent-access is not open work; each cost or coverage fix returns its share of the other half', () => {
    const fixes = openWork(SITE, reportWith([]));
    expect(fixes.map((fix) => `${fix.kind} ${fix.checkId} ${fix.gain}`)).toEqual(['cost llms-txt 18.2', 'coverage openapi 13.6', 'coverage sitemap 4.5']);
  });

  it('keeps the order by gain for a report scored before scorecards (no scoring): its own weights', () => {
    const fixes = openWork(SITE, reportWith(null));
    expect(fixes.map((fix) => `${fix.kind} ${fix.checkId} ${fix.gain}`)).toEqual(['cost llms-txt 36.4', 'coverage openapi 27.3', 'coverage sitemap 9.1', 'gate agent-access 0']);
  });
});
