// The formats of a run with --compare-to (issue 54 point 2), loaded only then: the preview's report as the other
// formats render it, with what the change does for agents. markdown: a pull-request comment (one table, the details
// folded); text: the readable report and the comparison; json: the preview's Audit report with `comparison`; sarif:
// only the findings the change introduced (none production already had); junit: the preview's checks.
import { markdownText as cell } from '../../../lib/markdown/escape.js';
import { describeVerdictChange, type AgentVerdictDifference } from '../../../lib/compare/compare-agents.js';
import type { Change } from '../../../lib/compare/compare-reports.js';
import { findingKey, type ProductionComparison } from '../compare-to.js';
import type { AuditOutcome, RenderContext } from '../outcome.js';
import type { ReceivedReport } from '../report-view.js';
import type { Style } from '../style.js';
import { renderFormat } from './index.js';
import { renderMarkdown } from './markdown.js';
import type { Format } from './names.js';
import { checkChangeLines, signed } from './text.js';

type Compared = AuditOutcome & { comparison: ProductionComparison };

const MARK = { regressed: '❌', improved: '✅', unjudged: '➖', changed: '➖' } as const;

function agentMark(agent: AgentVerdictDifference): string {
  return MARK[agent.change];
}

function checkMark(change: Change): string {
  if (change.change === 'regressed') return MARK.regressed;
  if (change.change === 'improved' || change.resolved) return MARK.improved;
  return MARK.changed;
}

function scoreOf(side: Change['before']): string {
  return side === null ? '–' : side.applicable ? String(side.score) : 'n/a';
}

function countsLine(comparison: ProductionComparison): string {
  const agentsRegressed = comparison.agents.filter((agent) => agent.change === 'regressed').length;
  const agentsImproved = comparison.agents.filter((agent) => agent.change === 'improved').length;
  return (
    `${comparison.regressed.length} check${comparison.regressed.length === 1 ? '' : 's'} regressed, ${comparison.resolved.length} resolved; ` +
    `${agentsRegressed} agent verdict${agentsRegressed === 1 ? '' : 's'} regressed, ${agentsImproved} improved`
  );
}

function findingLines(change: Change): string[] {
  return [
    ...change.newFindings.map((finding) => `- ${finding.status === 'fail' ? '❌' : '⚠️'} new: ${cell(finding.message)}${finding.detail ? ` (${cell(finding.detail)})` : ''}`),
    ...change.resolvedFindings.map((finding) => `- ✅ resolved: ${cell(finding.message)}`),
  ];
}

/** The pull-request comment: one table of what changed, the findings and the preview's whole report folded below. */
export function renderPullRequestComment(outcome: Compared): string {
  const { comparison } = outcome;
  const changed = comparison.changes.filter((change) => change.change !== 'unchanged');
  const scoreMark = comparison.scoreDelta < 0 ? '❌ ' : comparison.scoreDelta > 0 ? '✅ ' : '';
  const lines = [
    '### Agent Gauge: what this change does for agents',
    '',
    `Preview ${cell(comparison.previewUrl)} against production ${cell(comparison.productionUrl)}: ${countsLine(comparison)}.`,
    ...(comparison.comparable ? [] : ['', ...comparison.warnings.map((warning) => `> ⚠️ ${cell(warning)}`)]),
    '',
    '| | Production | Preview | Change |',
    '| --- | --: | --: | --- |',
    `| **Score** | ${comparison.productionScore} (${comparison.productionGrade}) | ${comparison.previewScore} (${comparison.previewGrade}) | ${scoreMark}${signed(comparison.scoreDelta)} |`,
    ...comparison.agents.map((agent) => `| ${cell(agent.name)} | ${agent.before ?? 'not measured'} | ${agent.after ?? 'not measured'} | ${agentMark(agent)} ${agent.change === 'unjudged' ? 'not judged' : agent.change} |`),
    ...changed.map((change) => `| \`${change.checkId}\` ${cell(change.name)} | ${scoreOf(change.before)} | ${scoreOf(change.after)} | ${checkMark(change)} ${change.change.replace(/_/g, ' ')}${change.resolved ? ' (resolved)' : ''} |`),
    ...comparison.journeys.lost.map((change) => `| journey ${cell(change.journey)} / \`${change.profile}\` | found | not found | ❌ lost |`),
    ...comparison.journeys.gained.map((change) => `| journey ${cell(change.journey)} / \`${change.profile}\` | not found | found | ✅ gained |`),
  ];
  if (changed.length === 0 && comparison.agents.length === 0) lines.push('', 'No check and no agent verdict changed.');
  const details = changed.filter((change) => change.newFindings.length + change.resolvedFindings.length > 0);
  if (details.length > 0 || comparison.agents.length > 0) {
    lines.push('', '<details><summary>What changed, check by check</summary>', '');
    for (const agent of comparison.agents) lines.push(`- ${agentMark(agent)} ${cell(describeVerdictChange(agent))}: ${cell(agent.reason)}`);
    for (const change of details) lines.push('', `**\`${change.checkId}\`** ${cell(change.name)}`, '', ...findingLines(change));
    lines.push('', '</details>');
  }
  lines.push('', "<details><summary>The preview's full report</summary>", '', renderMarkdown([outcome]).trim(), '', '</details>');
  return `${lines.join('\n')}\n`;
}

function comparisonText(comparison: ProductionComparison, style: Style): string[] {
  return [
    style.bold('Compared with production') + style.dim(` (${comparison.productionUrl})`),
    `  score ${comparison.productionScore} -> ${comparison.previewScore} (${signed(comparison.scoreDelta)}); ${countsLine(comparison)}`,
    ...comparison.warnings.map((warning) => style.yellow(`  warning: ${warning}`)),
    ...comparison.agents.map((agent) => {
      const color = agent.change === 'regressed' ? style.red : agent.change === 'improved' ? style.green : style.dim;
      return `  ${color(`agent ${agent.change === 'unjudged' ? 'not judged' : agent.change}`.padEnd(21))} ${describeVerdictChange(agent)}`;
    }),
    ...comparison.journeys.lost.map((change) => style.red(`  journey lost          ${change.journey} / ${change.profile}: ${change.reason}`)),
    ...comparison.journeys.gained.map((change) => style.green(`  journey gained        ${change.journey} / ${change.profile}`)),
    ...checkChangeLines(comparison.changes, style),
  ];
}

/** The report with only the findings production does not have (its origin read as the preview's). */
function introducedOnly(report: ReceivedReport, comparison: ProductionComparison): ReceivedReport {
  const introduced = <F extends { code?: string; subject?: string; status: string; message: string }>(id: string, findings: F[]) =>
    findings.filter((finding) => !(comparison.productionFindings[id] ?? []).includes(findingKey(finding)));
  return {
    ...report,
    results: report.results.map((result) => ({ ...result, findings: introduced(result.id, result.findings) })),
    pages: (report.pages ?? []).map((page) => ({ ...page, results: page.results.map((result) => ({ ...result, findings: introduced(result.id, result.findings) })) })),
  };
}

function jsonOf(outcome: Compared): object {
  const { productionFindings: _keys, ...comparison } = outcome.comparison;
  return { ...outcome.report, ...(outcome.benchmark ? { benchmark: outcome.benchmark } : {}), comparison };
}

export function renderCompared(format: Format, outcomes: readonly AuditOutcome[], context: RenderContext, style: Style): string {
  const outcome = outcomes[0] as Compared;
  switch (format) {
    case 'markdown':
      return renderPullRequestComment(outcome);
    case 'text':
      return `${renderFormat('text', outcomes, context, style)}\n${comparisonText(outcome.comparison, style).join('\n')}\n`;
    case 'json':
      return `${JSON.stringify(jsonOf(outcome), null, 2)}\n`;
    case 'sarif':
      return renderFormat('sarif', [{ ...outcome, report: introducedOnly(outcome.report, outcome.comparison) }], context, style);
    case 'junit':
      return renderFormat('junit', outcomes, context, style);
  }
}
