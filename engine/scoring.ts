// The one scoring function (checks.md, "Agent outcomes": the number), under the scorecard in scorecard.ts.
import type { AgentPageViews, AgentView } from './agents/types.js';
import { AGENT_PROFILES } from './agents/profiles.js';
import type { CheckId } from './check-ids.js';
import { GRADES, WEIGHTS } from './config.js';
import { ACCESS_SHARE, EMERGING_BONUS, JAVASCRIPT_READ_FLOOR, SCORECARD_VERSION, SCORE_CAPS, type ScoreCapId } from './scorecard.js';
import type { Grade, ScoreBreakdown } from './types.js';

export interface Scorable {
  id: CheckId;
  score: number;
  applicable: boolean;
  informational: boolean;
}

/** The weight a result carries in the cost-and-coverage half: 0 when not applicable, informational, a gate or emerging. */
export function effectiveWeight(result: Scorable): number {
  if (!result.applicable || result.informational) return 0;
  return WEIGHTS[result.id];
}

/**
 * Weighted mean of applicable, non-informational scores by the scorecard's weights, rounded: the cost-and-coverage
 * half of the score, a category's score, a page's score. Null when nothing carries weight.
 */
export function weightedScore(results: readonly Scorable[]): number | null {
  let total = 0;
  let weights = 0;
  for (const result of results) {
    const weight = effectiveWeight(result);
    total += weight * result.score;
    weights += weight;
  }
  return weights === 0 ? null : Math.round(total / weights);
}

const CREDIT = { reads: 1, partial: 0.5, blocked: 0 } as const;

/** Share (0 to 100) of the measured profiles that read a page's main content; null when none was measured. */
export function accessOf(views: readonly AgentView[]): number | null {
  const measured = views.filter((view) => view.verdict !== null);
  if (measured.length === 0) return null;
  return Math.round((100 * measured.reduce((sum, view) => sum + CREDIT[view.verdict!], 0)) / measured.length);
}

const BLOCKING = new Set(['refused', 'challenged', 'disallowed', 'unreachable']);

type Cap = { id: ScoreCapId; limit: number; reason: string; floor?: { score: number; reason: string } };

/** The cap the start page's views call for, lowest first (checks.md: caps are applied last). */
export function capOf(views: readonly AgentView[]): Cap | null {
  const measured = views.filter((view) => view.verdict !== null);
  const profile = (view: AgentView) => AGENT_PROFILES.find((candidate) => candidate.id === view.profile)!;
  const named = measured.filter((view) => profile(view).namesItselfAsAgent);
  if (named.length > 0 && named.every((view) => view.verdict === 'blocked' && BLOCKING.has(view.cause))) {
    return { id: 'agents-refused', ...SCORE_CAPS['agents-refused'] };
  }
  const plain = measured.filter((view) => profile(view).runsJavaScript.value !== true);
  if (plain.length > 0 && plain.every((view) => view.verdict !== 'reads') && plain.some((view) => view.cause === 'javascript')) {
    const browsingReads = measured.some((view) => profile(view).runsJavaScript.value === true && view.verdict === 'reads');
    return { id: 'javascript-only', ...SCORE_CAPS['javascript-only'], ...(browsingReads ? { floor: { ...JAVASCRIPT_READ_FLOOR } } : {}) };
  }
  return null;
}

export interface BonusSource {
  id: CheckId;
  status: string;
  findings: ReadonlyArray<{ code: string; status: string }>;
}

const BONUS_FINDINGS = new Map<string, string>(Object.entries(EMERGING_BONUS.findings));

/** Points for emerging standards done right (at most EMERGING_BONUS.max), and what earned them. */
export function bonusOf(results: readonly BonusSource[]): { points: number; from: string[] } {
  let points = 0;
  const from: string[] = [];
  for (const result of results) {
    if ((EMERGING_BONUS.checks as readonly string[]).includes(result.id) && result.status === 'pass') {
      points += EMERGING_BONUS.perCheck;
      from.push(result.id);
    }
    const passed = new Set(result.findings.filter((finding) => finding.status === 'pass').map((finding) => finding.code));
    for (const [code, name] of BONUS_FINDINGS) {
      if (passed.has(code) && !from.includes(name)) {
        points += EMERGING_BONUS.perFinding;
        from.push(name);
      }
    }
  }
  return { points: Math.min(points, EMERGING_BONUS.max), from };
}

/**
 * The overall score: Access (the share of agent profiles that read the pages, mean over the pages with views) is
 * half, cost and coverage (the weighted mean of the other checks) the other half; then the emerging-standards bonus
 * (never above 100, never subtracted); then the cap the start page calls for.
 */
export function scoreAudit(input: {
  results: readonly (Scorable & BonusSource)[];
  pages: readonly AgentPageViews[];
}): ScoreBreakdown {
  const accessValues = input.pages.map((page) => accessOf(page.views)).filter((value): value is number => value !== null);
  const access = accessValues.length === 0 ? null : Math.round(accessValues.reduce((a, b) => a + b, 0) / accessValues.length);
  const costCoverage = weightedScore(input.results);
  const base =
    access === null ? (costCoverage ?? 0) : costCoverage === null ? access : ACCESS_SHARE * access + (1 - ACCESS_SHARE) * costCoverage;
  const bonus = bonusOf(input.results);
  const uncapped = Math.min(100, Math.round(base) + bonus.points);
  const cap = input.pages.length > 0 ? capOf(input.pages[0]!.views) : null;
  return {
    scorecard: SCORECARD_VERSION,
    score: cap ? Math.max(cap.floor?.score ?? 0, Math.min(cap.limit, uncapped)) : uncapped,
    access,
    costCoverage,
    bonus: bonus.points,
    bonusFrom: bonus.from,
    uncapped,
    cap,
  };
}

/** Points the access gate's fix gives back: the part of the Access half still missing, plus what the cap takes away. */
export function accessGateGain(scoring: Pick<ScoreBreakdown, 'access' | 'uncapped' | 'score' | 'cap'>): number {
  const capLift = scoring.cap ? Math.max(0, scoring.uncapped - scoring.score) : 0;
  return (100 - (scoring.access ?? 100)) * ACCESS_SHARE + capLift;
}

/**
 * The check the access gate's fix belongs to: server-rendered-content where the main content needs JavaScript (the
 * JavaScript cap, or an agent view that misses content for that cause), else agent-access.
 */
export function gateCheckOf(
  scoring: { cap: { id: string } | null } | null | undefined,
  views: ReadonlyArray<Pick<AgentView, 'verdict' | 'cause'>>,
): 'server-rendered-content' | 'agent-access' {
  const javascript = scoring?.cap?.id === 'javascript-only' || views.some((view) => (view.verdict === 'blocked' || view.verdict === 'partial') && view.cause === 'javascript');
  return javascript ? 'server-rendered-content' : 'agent-access';
}

export function gradeFor(score: number): Grade {
  const grade = GRADES.find((band) => score >= band.min) ?? GRADES[GRADES.length - 1]!;
  return { ...grade };
}
