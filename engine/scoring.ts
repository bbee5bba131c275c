// The one scoring function (checks.md, "Agent outcomes": the number), under the scorecard in scorecard.ts, and the one
// counterfactual: the score the same report would have with one change (engine/fix-gains.ts names the changes: a
// check's open findings resolved, or a check as a later scan measured it).
import { AGENT_PROFILES } from './agents/profiles.js';
import type { AgentPageViews, AgentView } from './agents/types.js';
import { evidenceGroups } from './agent-words.js';
import type { CheckId } from './check-ids.js';
import { GRADES, WEIGHTS } from './config.js';
import { countedScoreOf, statusOfScore } from './counted.js';
import { ACCESS_SHARE, EMERGING_BONUS, JAVASCRIPT_READ_FLOOR, SCORECARD_VERSION, SCORE_CAPS, type ScoreCapId } from './scorecard.js';
import type { CheckStatus, Grade, ScoreBreakdown } from './types.js';

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

function weightedMean(results: readonly Scorable[]): number | null {
  let total = 0;
  let weights = 0;
  for (const result of results) {
    const weight = effectiveWeight(result);
    total += weight * result.score;
    weights += weight;
  }
  return weights === 0 ? null : total / weights;
}

/**
 * Weighted mean of applicable, non-informational scores by the scorecard's weights, rounded: the cost-and-coverage
 * half of the score, a category's score, a page's score. Null when nothing carries weight.
 */
export function weightedScore(results: readonly Scorable[]): number | null {
  const mean = weightedMean(results);
  return mean === null ? null : Math.round(mean);
}

/**
 * What each verdict counts for in Access. pay is not there (checks.md 2026-12d; scorecard 2026.12.3): asking an agent
 * to pay is the owner's choice, as a training opt-out is (ai-crawler-rules reports it and does not judge it), so a
 * priced view counts neither as read nor as refused: it leaves Access's numerator and its denominator alike. Sources:
 * Cloudflare offers pay per crawl as one of three per-crawler choices, Allow, Charge or Block, and a charged crawler
 * that pays gets the page (developers.cloudflare.com, AI Crawl Control: pay per crawl); the Crawl Census' verdict
 * glossary keeps pay apart from allow, disallow and refuse (issue 62: 208 of 23,482 domains answered agents 402).
 */
const CREDIT = { reads: 1, partial: 0.5, blocked: 0 } as const;
type CountedVerdict = keyof typeof CREDIT;

/** Whether a view counts in Access: measured, and not asked to pay. */
export function countsInAccess(view: Pick<AgentView, 'verdict'>): view is { verdict: CountedVerdict } {
  return view.verdict !== null && view.verdict !== 'pay';
}

type ScoredView = Pick<AgentView, 'profile' | 'verdict' | 'cause' | 'status' | 'challenge' | 'robots' | 'kept' | 'payment'>;

function accessShare(views: readonly Pick<AgentView, 'verdict'>[]): number | null {
  const counted = views.filter(countsInAccess);
  if (counted.length === 0) return null;
  return (100 * counted.reduce((sum, view) => sum + CREDIT[view.verdict], 0)) / counted.length;
}

/**
 * Share (0 to 100) of the measured profiles that read a page's main content, those asked to pay left out; null when
 * none was measured or every measured one was asked to pay.
 */
export function accessOf(views: readonly Pick<AgentView, 'verdict'>[]): number | null {
  const share = accessShare(views);
  return share === null ? null : Math.round(share);
}

/** Causes that refuse a profile the page: what the refusal cap counts. */
const REFUSING = new Set<AgentView['cause']>(['refused', 'challenged', 'disallowed', 'unreachable']);

export type ScoreCap = NonNullable<ScoreBreakdown['cap']>;

const profileOf = (view: Pick<AgentView, 'profile'>) => AGENT_PROFILES.find((candidate) => candidate.id === view.profile)!;

/**
 * The cap whose condition the start page's views meet, lowest first, naming the profiles and what they received
 * (checks.md, 2026-12b). Whether it binds is for the score to say: a cap that lowers nothing is not applied.
 * - agents-refused: every measured profile that names itself as an agent is refused, challenged, disallowed or
 *   unanswered.
 * - javascript-only: every measured profile that runs no JavaScript and was not refused the page loses its main
 *   content for the cause `javascript` (the views set it only on evidence that scripts build the content).
 */
export function capOf(views: readonly ScoredView[]): ScoreCap | null {
  // Views asked to pay are the owner's choice (checks.md 2026-12d): no cap rests on them, and they lift none.
  const measured = views.filter(countsInAccess) as ScoredView[];
  const priced = views.some((view) => view.verdict === 'pay');
  const named = measured.filter((view) => profileOf(view).namesItselfAsAgent);
  if (named.length > 0 && named.every((view) => view.verdict === 'blocked' && REFUSING.has(view.cause))) {
    return capWith('agents-refused', `Every agent that names itself in its User-Agent${priced ? ' and is not asked to pay' : ''} is refused`, named);
  }
  const served = measured.filter((view) => profileOf(view).runsJavaScript.value !== true && !REFUSING.has(view.cause));
  if (served.length > 0 && served.every((view) => view.verdict !== 'reads' && view.cause === 'javascript')) {
    const browsingReads = measured.some((view) => profileOf(view).runsJavaScript.value === true && view.verdict === 'reads');
    // Said of what the views lost: all of the main content, or part of it for some (checks.md 2026-12c: partly
    // rendered pages bind the cap too).
    const condition = served.every((view) => view.verdict === 'blocked') ? 'The main content exists only after JavaScript runs' : 'All or part of the main content exists only after JavaScript runs';
    const cap = capWith('javascript-only', condition, served);
    return browsingReads ? { ...cap, floor: { ...JAVASCRIPT_READ_FLOOR } } : cap;
  }
  return null;
}

function capWith(id: ScoreCapId, condition: string, views: readonly ScoredView[]): ScoreCap {
  const evidence = evidenceGroups(views).map((group) => group.clause);
  return {
    id,
    limit: SCORE_CAPS[id].limit,
    reason: `${condition}: ${evidence.join('; ')}.`,
    profiles: views.map((view) => view.profile),
  };
}

/** The score under a cap: at most its limit, and at least its floor where it has one. */
function capped(cap: ScoreCap, uncapped: number): number {
  return Math.max(cap.floor?.score ?? 0, Math.min(cap.limit, uncapped));
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

interface ScoreInput {
  results: readonly (Scorable & BonusSource)[];
  pages: ReadonlyArray<{ views: readonly ScoredView[] }>;
}

/**
 * The parts of the score; `round` is Math.round for the score a report carries, the identity for the counterfactual
 * (gains are differences of unrounded scores, so small fixes are not lost to rounding).
 */
function scoreParts(input: ScoreInput, round: (value: number) => number) {
  const accessValues = input.pages.map((page) => accessShare(page.views)).filter((value): value is number => value !== null).map(round);
  const access = accessValues.length === 0 ? null : round(accessValues.reduce((a, b) => a + b, 0) / accessValues.length);
  const mean = weightedMean(input.results);
  const costCoverage = mean === null ? null : round(mean);
  const base = access === null ? (costCoverage ?? 0) : costCoverage === null ? access : ACCESS_SHARE * access + (1 - ACCESS_SHARE) * costCoverage;
  const bonus = bonusOf(input.results);
  const uncapped = Math.min(100, round(base) + bonus.points);
  const condition = input.pages.length > 0 ? capOf(input.pages[0]!.views) : null;
  const score = condition ? capped(condition, uncapped) : uncapped;
  // checks.md 2026-12b: a cap is shown only where it changes the score.
  return { access, costCoverage, bonus, uncapped, score, cap: condition && score !== uncapped ? condition : null };
}

/**
 * The overall score: Access (the share of agent profiles that read the pages, mean over the pages with views) is
 * half, cost and coverage (the weighted mean of the other checks) the other half; then the emerging-standards bonus
 * (never above 100, never subtracted); then the cap the start page calls for, where it lowers the score.
 */
export function scoreAudit(input: { results: readonly (Scorable & BonusSource)[]; pages: readonly AgentPageViews[] }): ScoreBreakdown {
  const parts = scoreParts(input, Math.round);
  return {
    scorecard: SCORECARD_VERSION,
    score: parts.score,
    access: parts.access,
    costCoverage: parts.costCoverage,
    bonus: parts.bonus.points,
    bonusFrom: parts.bonus.from,
    uncapped: parts.uncapped,
    cap: parts.cap,
  };
}

/** A check result as a report carries it (an engine report, a stored one, the API's), as far as scoring reads it. */
export interface RescorableResult {
  id: CheckId;
  score: number;
  siteScore?: number | null;
  status?: CheckStatus;
  applicable?: boolean;
  informational?: boolean;
  /** The weight it carried when the report was scored (reports scored before scorecard 2026.12 are re-weighed by it). */
  weight?: number;
  findings?: ReadonlyArray<{ code?: string; status: string }>;
}

/** A report as far as its score can be made again: reports without `scoring` were scored before scorecard 2026.12. */
export interface RescorableReport {
  scoring?: unknown;
  results: readonly RescorableResult[];
  agents?: { pages: ReadonlyArray<{ url: string; views: readonly ScoredView[]; broken?: { status: number | null; browserStatus: number | null } }> } | null;
}

/**
 * Whether a check's result is "could not ask" (checks.md 2026-12c): run-check.ts makes such a result `error` with its
 * `<check>.could-not-ask` finding. Fleet rows and index editions store it as an outcome of its own; the score leaves it
 * out (scorableOf).
 */
export function couldNotAsk(result: { status?: string; findings?: ReadonlyArray<{ code?: string }> }): boolean {
  return result.status === 'error' && (result.findings ?? []).some((finding) => finding.code?.endsWith('.could-not-ask'));
}

/**
 * A check the scanner could not measure (it was blocked: engine/audit.ts marks it) or could not ask (checks.md
 * 2026-12c: engine/run-check.ts marks it) counts nowhere.
 */
export function scorableOf(result: { id: CheckId; score: number; applicable: boolean; informational: boolean; findings?: ReadonlyArray<{ code?: string }> }): Scorable {
  return {
    id: result.id,
    score: result.score,
    applicable: result.applicable && !result.findings?.some((finding) => finding.code?.endsWith('.scanner-blocked') || finding.code?.endsWith('.could-not-ask')),
    informational: result.informational,
  };
}

/** What the score counts of a result: its site score, the start page's status and findings (the bonus reads them). */
function countedResult(result: RescorableResult): Scorable & BonusSource {
  const findings = (result.findings ?? []).map((finding) => ({ code: finding.code ?? '', status: finding.status }));
  const score = countedScoreOf(result);
  return {
    ...scorableOf({ id: result.id, score, applicable: result.applicable ?? true, informational: result.informational ?? false, findings }),
    status: result.status ?? statusOfScore(result.score),
    findings,
  };
}

/** One change to a report: a check's result put in its place, and a view put in place of each view it selects. */
export interface ReportChange {
  checkId: CheckId;
  result: (current: RescorableResult) => RescorableResult;
  view: (current: ScoredView, pageUrl: string, pageIndex: number) => ScoredView;
}

/**
 * The counterfactual: the unrounded score the report would have with `change` applied (none: the report as it is),
 * by the scoring it was made with. Under scorecard 2026.12 and later that is scoreAudit's parts, Access and caps
 * recomputed from the changed views; a report scored before (no `scoring`) is the weighted mean by its own weights.
 */
export function counterfactualScore(report: RescorableReport, change?: ReportChange): number {
  const results = report.results.map((result) => (change && result.id === change.checkId ? change.result(result) : result));
  if (report.scoring === undefined || report.scoring === null) {
    let total = 0;
    let weights = 0;
    for (const result of results) {
      const weight = result.weight ?? 0;
      total += weight * countedScoreOf(result);
      weights += weight;
    }
    return weights === 0 ? 0 : total / weights;
  }
  const pages = (report.agents?.pages ?? []).map((page, index) => ({
    views: change ? page.views.map((view) => change.view(view, page.url, index)) : page.views,
  }));
  return scoreParts({ results: results.map(countedResult), pages }, (value) => value).score;
}

export function gradeFor(score: number): Grade {
  const grade = GRADES.find((band) => score >= band.min) ?? GRADES[GRADES.length - 1]!;
  return { ...grade };
}

/**
 * The cap a report shows: the one that changed its score. Reports scored under 2026.12 carry the cap whose condition
 * held even where it lowered nothing; 2026.12.1 applies (and stores) only a cap that changes the score.
 */
export function appliedCap(scoring: Pick<ScoreBreakdown, 'cap' | 'score' | 'uncapped'> | null | undefined): ScoreCap | null {
  if (!scoring?.cap) return null;
  return scoring.score === scoring.uncapped ? null : scoring.cap;
}
