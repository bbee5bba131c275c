// What the terminal shows of an Audit report, computed once. A remote report is the engine's report in full (POST
// /api/v1/engine/report); an older service's closed Audit report carries only the fields the API guarantees (id, name,
// description, score, findings, duration per result), so anything else falls back to the catalog this CLI was built
// with.
import type { AgentProfileId, AgentView, AuditReport, CatalogEntry, CheckResult, CheckScope, CheckStatus, Finding, FixKind, RescorableReport, ScoreBreakdown } from '../../engine/index.js';
import { blockedBy, blockerOf, CATEGORIES, countedScoreOf, countedStatusOf, isCheckId, openFixes, pageMeanNote, scoreScopeLabel, statusOfScore } from '../../engine/light.js';

export interface CheckRow {
  id: string;
  name: string;
  category: string;
  scope: CheckScope;
  /** Start-page status and score for page checks, the origin's otherwise. */
  status: CheckStatus;
  score: number;
  /** What the overall score counts: the mean over pages for page checks in a site audit, and its status. */
  countedScore: number;
  countedStatus: CheckStatus;
  /** "mean over 3 pages; start page 100" for a page check of a site audit (engine/counted.ts), else null. */
  pageNote: string | null;
  applicable: boolean;
  informational: boolean;
  weight: number;
  /** The finding that explains the status best: the first one that is not a pass, else the first. */
  headline: Finding | null;
  /** Set when the headline comes from another page than the start page (the worst one of a site audit). */
  headlinePage: string | null;
}

export interface CategoryView {
  name: string;
  score: number | null;
  checks: CheckRow[];
}

export interface Fix {
  id: string;
  name: string;
  /** What fixing it changes for agents: gate, cost or coverage (equal gains are listed in that order). */
  kind: FixKind;
  /** Points the overall score gains when this check's open findings are resolved (engine/fix-gains.ts). */
  gain: number;
  advice: string;
}

export interface ReportView {
  url: string;
  engine: string;
  score: number;
  grade: AuditReport['grade'];
  profile: string | null;
  resolvedProfiles: AuditReport['resolvedProfiles'];
  pageCount: number | null;
  durationMs: number;
  categories: CategoryView[];
  fixes: Fix[];
  /** What stops agents on the start page, in one sentence (engine/blocker.ts); null for a report without agent views. */
  blocker: string | null;
  /** "Start page 62 · Site 60 over 5 pages" for a site audit (engine/score-scope.ts); null for one page. */
  scopeLabel: string | null;
  /** The scorecard the score was computed under; null for reports that name none (scored by 2026.11). */
  scorecard: string | null;
  scoring: ScoreBreakdown | null;
  /** The start page's agent views (absent only from the closed Audit report an older service answers). */
  agents: AgentView[];
  /** --agent: the profile whose view is printed in full. */
  agent: AgentProfileId | null;
}

export type ReceivedResult = Pick<CheckResult, 'id' | 'name' | 'score' | 'findings'> & Partial<CheckResult>;
export type ReceivedReport = Omit<AuditReport, 'results'> & { results: ReceivedResult[] };

/** What the overall score counts of a result, by the engine's one rule (engine/counted.ts). */
export function countedOf(result: ReceivedResult): { score: number; status: CheckStatus } {
  return { score: countedScoreOf(result), status: countedStatusOf(result) };
}

function explainingFinding(status: CheckStatus, findings: readonly Finding[]): Finding | null {
  return (status === 'pass' ? undefined : findings.find((f) => f.status !== 'pass')) ?? findings[0] ?? null;
}

/** In a site audit, the page where a page check scored lowest, when that is below the start page. */
function worstPage(result: ReceivedResult, pages: AuditReport['pages'] | undefined) {
  let worst: { url: string; status: CheckStatus; findings: Finding[]; score: number } | null = null;
  for (const page of pages ?? []) {
    const onPage = page.results.find((candidate) => candidate.id === result.id);
    if (onPage && onPage.score < (worst?.score ?? result.score)) worst = { url: page.url, ...onPage };
  }
  return worst;
}

function toRow(result: ReceivedResult, catalog: readonly CatalogEntry[], pages: AuditReport['pages'] | undefined, pageCount: number): CheckRow {
  const entry = catalog.find((candidate) => candidate.id === result.id);
  const applicable = result.applicable ?? true;
  const informational = result.informational ?? entry?.informational ?? false;
  const weight = result.weight ?? (applicable && !informational ? (entry?.weight ?? 0) : 0);
  const status = result.status ?? statusOfScore(result.score);
  const counted = countedOf(result);
  const findings = Array.isArray(result.findings) ? result.findings : [];
  const worst = worstPage(result, pages);
  return {
    id: result.id,
    name: result.name,
    category: result.category ?? entry?.category ?? 'Other',
    scope: result.scope ?? entry?.scope ?? 'origin',
    status,
    score: result.score,
    countedScore: counted.score,
    countedStatus: counted.status,
    pageNote: pageMeanNote(result, pageCount),
    applicable,
    informational,
    weight,
    headline: worst ? explainingFinding(worst.status, worst.findings) : explainingFinding(status, findings),
    headlinePage: worst?.url ?? null,
  };
}

/**
 * The fix list: the engine's open work (engine/fix-gains.ts, the same list as the API's, the dashboard's and MCP's),
 * largest gain first; a gain is what the overall score returns when the check's open findings are resolved. A gate's
 * advice names whom it stops on the start page.
 */
export function topFixes(report: RescorableReport, rows: readonly CheckRow[]): Fix[] {
  return openFixes(report).map((fix) => {
    const row = rows.find((candidate) => candidate.id === fix.checkId);
    const stops = blockedBy(report, fix.checkId);
    const hint = row?.headline?.hint ?? row?.headline?.message ?? 'See the findings of this check.';
    return {
      id: fix.checkId,
      name: row?.name ?? fix.checkId,
      kind: fix.kind,
      gain: fix.gain,
      advice: stops ? `On the start page, ${stops}. ${hint}` : hint,
    };
  });
}

/** The report as the engine's counterfactual reads it: each known check with what this view made of it. */
function rescorable(report: ReceivedReport, rows: readonly CheckRow[]): RescorableReport {
  const results = report.results.flatMap((result) => {
    const row = rows.find((candidate) => candidate.id === result.id);
    if (!row || !isCheckId(result.id)) return [];
    const findings = Array.isArray(result.findings) ? result.findings : [];
    return [{ id: result.id, score: result.score, siteScore: result.siteScore ?? null, status: row.status, applicable: row.applicable, informational: row.informational, weight: row.weight, findings }];
  });
  return { scoring: report.scoring, results, agents: report.agents ?? null };
}

function categoryScore(report: ReceivedReport, name: string, rows: CheckRow[]): number | null {
  const reported = report.categories?.find((category) => category.category === name);
  if (reported) return reported.score;
  const weight = rows.reduce((sum, row) => sum + row.weight, 0);
  return weight === 0 ? null : Math.round(rows.reduce((sum, row) => sum + row.weight * row.countedScore, 0) / weight);
}

export function buildReportView(report: ReceivedReport, catalog: readonly CatalogEntry[], agent: AgentProfileId | null = null): ReportView {
  const pageCount = report.pageCount ?? report.pages?.length ?? 1;
  const rows = report.results.map((result) => toRow(result, catalog, report.pages, pageCount));
  const scored = rescorable(report, rows);
  const names = new Set<string>([...CATEGORIES, ...rows.map((row) => row.category)]);
  const categories = [...names]
    .map((name) => {
      const checks = rows.filter((row) => row.category === name);
      return { name, score: categoryScore(report, name, checks), checks };
    })
    .filter((category) => category.checks.length > 0);
  return {
    url: report.url,
    engine: report.engine,
    score: report.overallScore,
    grade: report.grade,
    profile: report.profile ?? null,
    resolvedProfiles: report.resolvedProfiles ?? [],
    pageCount: report.pageCount ?? null,
    durationMs: report.duration,
    categories,
    fixes: topFixes(scored, rows),
    blocker: blockerOf(scored),
    scopeLabel: scoreScopeLabel({ score: report.overallScore, startPage: report.originScore, pages: report.pageCount }),
    scorecard: report.scorecard ?? null,
    scoring: report.scoring ?? null,
    agents: agentsOf(report),
    agent,
  };
}

function agentsOf(report: ReceivedReport): AgentView[] {
  return report.agents?.pages[0]?.views ?? [];
}
