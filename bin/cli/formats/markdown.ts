// --format markdown: a summary per audited URL for $GITHUB_STEP_SUMMARY or a pull-request comment. A check that does
// not apply to the site is never listed among the failed or warned checks.
import { capSentence } from '../../../engine/light.js';
import { withSign } from '../../../lib/format/numbers.js';
import { markdownText } from '../../../lib/markdown/escape.js';
import { assertionSummary, shownOutcome, type AssertionResult } from '../assertions.js';
import type { BaselineComparison } from '../baseline.js';
import type { AuditOutcome } from '../outcome.js';
import type { CheckRow, ReportView } from '../report-view.js';
import { journeyMarkdownLines } from './journeys.js';
import { describeBenchmark, shortCheckShare, type Benchmark } from '../../../lib/editions/wording.js';

const MARK = { pass: '✅', warn: '⚠️', fail: '❌', error: '❓', notApplicable: '➖' } as const;
const ASSERTION_MARK = { met: MARK.pass, failed: MARK.fail, 'not-judged': MARK.notApplicable } as const;

/** Text from the audited site (its URL, findings that quote it) or the run: one line that forms no Markdown. */
const cell = markdownText;

function checkName(row: CheckRow): string {
  return `${cell(row.name)} (\`${row.id}\`)`;
}

function hintOf(row: CheckRow): string {
  const hint = cell(row.headline?.hint ?? row.headline?.message ?? 'See the findings of this check.');
  // The view the headline finding comes from: rendered (in a browser) is marked, raw is the default.
  return row.headline?.view === 'rendered' ? `${hint} _(rendered view)_` : hint;
}

function summaryTable(view: ReportView): string[] {
  const categories = view.categories.map((category) => category.name);
  const scores = view.categories.map((category) => (category.score === null ? 'n/a' : String(category.score)));
  return [
    `| Score | Grade | ${categories.join(' | ')} |`,
    `| --: | :-: | ${categories.map(() => '--:').join(' | ')} |`,
    `| **${view.score}** | **${view.grade.label}** | ${scores.join(' | ')} |`,
  ];
}

function checksTable(title: string, rows: CheckRow[], benchmark: Benchmark | null): string[] {
  if (rows.length === 0) return [];
  return [
    '',
    `**${title} (${rows.length})**`,
    '',
    '| Check | Score | Top hint |',
    '| --- | --: | --- |',
    ...rows.map((row) => {
      const share = benchmark ? shortCheckShare(benchmark, row.id) : null;
      return `| ${MARK[row.countedStatus]} ${checkName(row)} | ${row.countedScore} | ${hintOf(row)}${share ? ` _(${share})_` : ''} |`;
    }),
  ];
}

function assertionLines(results: AssertionResult[]): string[] {
  if (results.length === 0) return [];
  return [
    '',
    `**Assertions: ${assertionSummary(results)}**`,
    '',
    ...results.map((result) => {
      const mark = ASSERTION_MARK[shownOutcome(result)];
      const from = result.assertion.preset ? ` (preset ${result.assertion.preset})` : '';
      return `- ${mark} \`${result.assertion.source}\`${from}: ${cell(result.message)}`;
    }),
  ];
}

function signed(value: number | null): string {
  return value === null ? '–' : withSign(value);
}

function baselineLines(baseline: BaselineComparison | null): string[] {
  if (!baseline) return [];
  const changed = baseline.changes.filter((change) => change.change !== 'unchanged');
  const lines = [
    '',
    `**Compared with the baseline** (${cell(baseline.baselineTimestamp)}): ${baseline.beforeScore} → ${baseline.afterScore} ` +
      `(${signed(baseline.scoreDelta)}); ${baseline.regressed.length} regressed, ${baseline.resolved.length} resolved`,
    ...baseline.warnings.map((warning) => `> ⚠️ ${cell(warning)}`),
  ];
  // Journeys an agent answered in the baseline and cannot now (measured on both sides only), and the other way.
  lines.push(
    ...baseline.journeys.lost.map((change) => `- ❌ journey lost: ${cell(change.journey)} / \`${change.profile}\`: ${cell(change.reason)}`),
    ...baseline.journeys.gained.map((change) => `- ✅ journey gained: ${cell(change.journey)} / \`${change.profile}\``),
  );
  if (changed.length === 0) return [...lines, '', 'No check changed.'];
  return [
    ...lines,
    '',
    '| Check | Before | After | Change |',
    '| --- | --: | --: | --- |',
    ...changed.map((change) => {
      const score = (side: typeof change.before) => (side === null ? '–' : side.applicable ? String(side.score) : 'n/a');
      return `| \`${change.checkId}\` | ${score(change.before)} | ${score(change.after)} | ${change.change.replace(/_/g, ' ')}${change.resolved ? ' (resolved)' : ''} |`;
    }),
  ];
}

function footer(view: ReportView): string {
  const rows = view.categories.flatMap((category) => category.checks);
  const notApplicable = rows.filter((row) => !row.applicable).length;
  const informational = rows.filter((row) => row.applicable && row.informational).length;
  const facts = [
    view.engine,
    view.profile && `profile ${view.profile}`,
    view.pageCount !== null && `${view.pageCount} page${view.pageCount === 1 ? '' : 's'}`,
    `${(view.durationMs / 1000).toFixed(1)} s`,
    `${rows.filter((row) => row.applicable && !row.informational && row.countedStatus === 'pass').length} checks passed`,
    notApplicable > 0 && `${notApplicable} not applicable`,
    informational > 0 && `${informational} informational (not counted)`,
  ].filter(Boolean);
  // Our own facts (engine, profile, counts): nothing to escape.
  return `<sub>${facts.join(' · ')}</sub>`;
}

/** The score's parts (the cap first) and what each agent profile receives for the start page. */
function agentLines(view: ReportView): string[] {
  const lines: string[] = [];
  if (view.scoring) {
    const { scoring } = view;
    const cap = capSentence(scoring);
    if (cap) lines.push('', `> ⛔ ${cell(cap)}`);
    lines.push('', `Scorecard ${scoring.scorecard}: agent access ${scoring.access ?? 'not measured'} (half of the score), cost and coverage ${scoring.costCoverage ?? 'none counted'} (the other half), bonus +${scoring.bonus}.`);
  }
  if (view.agents.length === 0) return lines;
  return [
    ...lines,
    '',
    '**As agents see it** (the start page)',
    '',
    '| Agent | Verdict | Why |',
    '| --- | --- | --- |',
    ...view.agents.map((agent) => `| \`${agent.profile}\` | ${agent.verdict ?? 'not measured'} | ${cell(agent.reason)} |`),
  ];
}

function outcomeMarkdown({ report, view, assertions, baseline, renderedViewMissing, benchmark }: AuditOutcome): string {
  // What the score counts: informational checks are measured but never fail a site.
  const scored = view.categories.flatMap((category) => category.checks).filter((row) => row.applicable && !row.informational);
  const counted = (status: CheckRow['countedStatus']) => scored.filter((row) => row.countedStatus === status);
  return [
    `### Agent Gauge: ${view.score}/100 (${view.grade.label}) for ${cell(view.url)}`,
    '',
    // Each number with its scope where a site audit measured more than the start page (checks.md 2026-12c).
    ...(view.scopeLabel ? [view.scopeLabel, ''] : []),
    // What stops agents opens the summary (engine/blocker.ts), as it opens the text report and the dashboard.
    ...(view.blocker ? [`**What stops agents:** ${cell(view.blocker)}`, ''] : []),
    ...(renderedViewMissing ? [`> **Rendered view:** ${renderedViewMissing}`, ''] : []),
    ...summaryTable(view),
    ...(benchmark ? ['', `**In the index:** ${cell(describeBenchmark(benchmark))}`] : []),
    ...agentLines(view),
    ...journeyMarkdownLines(report.journeys ?? [], cell),
    ...checksTable('Failed checks', counted('fail'), benchmark),
    ...checksTable('Warned checks', counted('warn'), benchmark),
    ...checksTable('Could not measure', counted('error'), benchmark),
    ...assertionLines(assertions),
    ...baselineLines(baseline),
    '',
    footer(view),
  ].join('\n');
}

export function renderMarkdown(outcomes: readonly AuditOutcome[]): string {
  return `${outcomes.map(outcomeMarkdown).join('\n\n')}\n`;
}
