// `agentgauge audit <preview URL> --compare-to <production URL>` (issue 54 point 2): the production site audited in the
// same run by the same engine, with the same profile, checks and options (not the preview's --header: those go to
// the preview's origin alone), then compared by the service's compare rules (lib/compare): the score's change, the
// checks resolved and regressed, and each agent profile's verdict that changed. Loaded only when --compare-to is given.
import { compareAgentVerdicts, describeVerdictChange, type AgentVerdictDifference } from '../../lib/compare/compare-agents.js';
import { compareReports, type Change, type ReportComparison } from '../../lib/compare/compare-reports.js';
import type { ReceivedReport } from './report-view.js';

export interface ProductionComparison extends ReportComparison {
  productionUrl: string;
  previewUrl: string;
  productionScore: number;
  previewScore: number;
  productionGrade: string;
  previewGrade: string;
  regressed: Change[];
  resolved: Change[];
  /** The start page's agent verdicts that differ (judged where both sides measured the profile). */
  agents: AgentVerdictDifference[];
  /**
   * Per check id, the keys (findingKey) of the findings production already has, its origin written as the preview's:
   * what the preview has beyond these is what the change introduced (SARIF reports only that).
   */
  productionFindings: Record<string, string[]>;
}

interface KeyedFinding {
  code?: string;
  subject?: string;
  status: string;
  message: string;
}

/** A finding's identity across the two sides: its code and subject (its words where a report has no codes). */
export function findingKey(finding: KeyedFinding): string {
  return finding.code === undefined ? `${finding.status}\u0000${finding.message}` : `${finding.code}\u0000${finding.subject ?? ''}`;
}

/**
 * The production report with its origin written as the preview's, for matching alone: the two are one site at two
 * addresses, so a finding about https://example.com/llms.txt is the same one as about https://preview.example.app/llms.txt.
 */
function relocated(report: ReceivedReport, from: string, to: string): ReceivedReport {
  if (from === to) return report;
  return JSON.parse(JSON.stringify(report).replaceAll(from, to)) as ReceivedReport;
}

function side(report: ReceivedReport) {
  // Reports of the remote engine carry the contract's fields only: they count as page-only audits of one page.
  return {
    engine: report.engine,
    overallScore: report.overallScore,
    pageCount: report.pageCount ?? 1,
    ...(report.rendered === undefined ? {} : { rendered: report.rendered }),
    ...(report.scorecard === undefined ? {} : { scorecard: report.scorecard }),
    ...(report.journeys === undefined ? {} : { journeys: report.journeys }),
    results: report.results.map((result) => ({ applicable: true, ...result }) as Parameters<typeof compareReports>[0]['results'][number]),
  };
}

function findingsByCheck(report: ReceivedReport): Record<string, string[]> {
  const keys: Record<string, Set<string>> = {};
  const add = (id: string, findings: readonly KeyedFinding[]) => {
    const set = (keys[id] ??= new Set());
    for (const finding of findings) set.add(findingKey(finding));
  };
  for (const result of report.results) add(result.id, result.findings);
  for (const page of report.pages ?? []) for (const result of page.results) add(result.id, result.findings);
  return Object.fromEntries(Object.entries(keys).map(([id, set]) => [id, [...set]]));
}

export function compareWithProduction(production: ReceivedReport, preview: ReceivedReport): ProductionComparison {
  const before = relocated(production, new URL(production.url).origin, new URL(preview.url).origin);
  const comparison = compareReports(side(before), side(preview));
  return {
    ...comparison,
    productionUrl: production.url,
    previewUrl: preview.url,
    productionScore: production.overallScore,
    previewScore: preview.overallScore,
    productionGrade: production.grade.label,
    previewGrade: preview.grade.label,
    regressed: comparison.changes.filter((change) => change.change === 'regressed'),
    resolved: comparison.changes.filter((change) => change.resolved),
    agents: compareAgentVerdicts(production, preview),
    productionFindings: findingsByCheck(before),
  };
}

/** What --assert no-regression fails on, one line each: a regressed check, an agent verdict, a journey lost. */
export function regressionsOf(comparison: ProductionComparison): string[] {
  return [
    ...comparison.regressed.map((change) => `${change.checkId} went from ${change.before!.score} in production to ${change.after!.score} in the preview`),
    ...comparison.agents.filter((agent) => agent.change === 'regressed').map((agent) => `${describeVerdictChange(agent)} (${agent.reason})`),
    ...comparison.journeys.lost.map((change) => `journey ${change.journey} is found by ${change.profile} in production and not in the preview: ${change.reason}`),
  ];
}
