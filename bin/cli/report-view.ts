// What the terminal shows of an Audit report, computed once. A remote report may carry only the fields the API
// guarantees (id, name, description, score, findings, duration per result), so anything else falls back to the
// catalog this CLI was built with.
import type { AgentProfileId, AgentView, AuditReport, CatalogEntry, CheckResult, CheckScope, CheckStatus, Finding, FixKind, ScoreBreakdown } from '../../engine/index.js';
import { accessGateGain, CATEGORIES, gateCheckOf, countedScoreOf, countedStatusOf, pageMeanNote, statusOfScore } from '../../engine/light.js';

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
  /** What fixing it changes for agents (the list's order): gate, then cost, then coverage. */
  kind: FixKind;
  /** Points the overall score gains when this check reaches 100. */
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
  /** The scorecard the score was computed under; null for reports that name none (scored by 2026.11). */
  scorecard: string | null;
  scoring: ScoreBreakdown | null;
  /** The start page's agent views (absent from remote reports, which carry the contract's fields only). */
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

const KIND_ORDER: Record<FixKind, number> = { gate: 0, cost: 1, coverage: 2 };

/**
 * The fix list, ordered by what a fix changes for agents (checks.md, "Agent outcomes"): the access gate first (the
 * cap and the agents that cannot read the start page), then cost, then coverage; within each, the points the overall
 * score gains. A cost or coverage check returns (100 - score) x weight / total weight of the other half.
 */
export function topFixes(rows: readonly CheckRow[], catalog: readonly CatalogEntry[] = [], scoring: ScoreBreakdown | null = null, agents: readonly AgentView[] = []): Fix[] {
  const kindOf = (id: string): FixKind => catalog.find((entry) => entry.id === id)?.evidence?.fixKind ?? 'coverage';
  const half = scoring ? 0.5 : 1;
  const totalWeight = rows.reduce((sum, row) => sum + row.weight, 0);
  const fixes: Fix[] =
    totalWeight === 0
      ? []
      : rows
          .filter((row) => row.weight > 0 && row.countedScore < 100)
          .map((row) => ({
            id: row.id,
            name: row.name,
            kind: kindOf(row.id),
            gain: (half * (100 - row.countedScore) * row.weight) / totalWeight,
            advice: row.headline?.hint ?? row.headline?.message ?? 'See the findings of this check.',
          }));
  const gate = gateFix(scoring, agents);
  return [...(gate ? [gate] : []), ...fixes.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.gain - a.gain)];
}

/** The access gate as one fix: the cap and its reason, or the agents that do not read the start page. */
function gateFix(scoring: ScoreBreakdown | null, agents: readonly AgentView[]): Fix | null {
  if (!scoring || scoring.access === null || scoring.access >= 100) return null;
  const losing = agents.filter((view) => view.verdict === 'blocked' || view.verdict === 'partial');
  const id = gateCheckOf(scoring, agents);
  const javascript = id === 'server-rendered-content';
  const who = losing.map((view) => `${view.profile} (${view.cause})`).join(', ');
  return {
    id,
    name: javascript ? 'Server-rendered content' : 'Agent access',
    kind: 'gate',
    gain: accessGateGain(scoring),
    advice: scoring.cap
      ? `${scoring.cap.reason} Capped at ${scoring.cap.limit}.${who ? ` Affected: ${who}.` : ''}`
      : `Not every agent reads the start page: ${who}.`,
  };
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
    fixes: topFixes(rows, catalog, report.scoring ?? null, agentsOf(report)),
    scorecard: report.scorecard ?? null,
    scoring: report.scoring ?? null,
    agents: agentsOf(report),
    agent,
  };
}

function agentsOf(report: ReceivedReport): AgentView[] {
  return report.agents?.pages[0]?.views ?? [];
}
