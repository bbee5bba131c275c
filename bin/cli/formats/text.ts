// --format text (the default): the readable report of each audited URL, then what changed since the baseline and how
// the assertions fared.
import { withSign } from '../../../lib/format/numbers.js';
import { assertionSummary, shownOutcome, type AssertionResult } from '../assertions.js';
import type { BaselineComparison } from '../baseline.js';
import type { AuditOutcome } from '../outcome.js';
import { journeyGridLines } from './journeys.js';
import { renderReport } from '../render-report.js';
import type { Style } from '../style.js';

export function signed(value: number | null): string {
  return value === null ? '-' : withSign(value);
}

export function baselineText(baseline: BaselineComparison, style: Style): string[] {
  const lines = [
    style.bold('Compared with the baseline') + style.dim(` (${baseline.file}, ${baseline.baselineTimestamp})`),
    `  score ${baseline.beforeScore} -> ${baseline.afterScore} (${signed(baseline.scoreDelta)}); ` +
      `${baseline.regressed.length} regressed, ${baseline.resolved.length} resolved`,
    ...baseline.warnings.map((warning) => style.yellow(`  warning: ${warning}`)),
  ];
  // Journeys an agent answered in the baseline and cannot now, and the other way (measured on both sides only).
  for (const change of baseline.journeys.lost) lines.push(style.red(`  journey lost          ${change.journey} / ${change.profile}: ${change.reason}`));
  for (const change of baseline.journeys.gained) lines.push(style.green(`  journey gained        ${change.journey} / ${change.profile}`));
  return [...lines, ...checkChangeLines(baseline.changes, style)];
}

/** One line per check that changed (a baseline's or production's comparison), or the line that says none did. */
export function checkChangeLines(changes: BaselineComparison['changes'], style: Style): string[] {
  const changed = changes.filter((change) => change.change !== 'unchanged');
  if (changed.length === 0) return ['  No check changed.'];
  const width = Math.max(...changed.map((change) => change.checkId.length));
  return changed.map((change) => {
    const score = (side: typeof change.before) => (side === null ? '-' : side.applicable ? String(side.score) : 'n/a');
    const label = change.change.replace(/_/g, ' ');
    const color = change.change === 'regressed' ? style.red : change.change === 'improved' ? style.green : style.dim;
    return (
      `  ${color(label.padEnd(21))} ${change.checkId.padEnd(width)}  ${score(change.before).padStart(3)} -> ${score(change.after).padEnd(3)}` +
      `${change.scoreDelta ? ` (${signed(change.scoreDelta)})` : ''}${change.resolved ? style.green('  resolved') : ''}`
    );
  });
}

export function assertionsText(results: readonly AssertionResult[], style: Style): string[] {
  if (results.length === 0) return [];
  const lines = [style.bold('Assertions') + style.dim(` ${assertionSummary(results)}`)];
  for (const result of results) {
    const shown = shownOutcome(result);
    const mark = shown === 'failed' ? style.red('✗') : shown === 'not-judged' ? style.dim('–') : style.green('✓');
    const from = result.assertion.preset ? style.dim(` (preset ${result.assertion.preset})`) : '';
    lines.push(`  ${mark} ${result.message}${from}`);
  }
  return lines;
}

export function renderText(outcomes: readonly AuditOutcome[], style: Style): string {
  return outcomes
    .map(({ report, view, baseline, assertions, renderedViewMissing, benchmark }) => {
      const journeys = report.journeys ?? [];
      const extra = [
        ...(renderedViewMissing ? ['', `Rendered view: ${renderedViewMissing}`] : []),
        ...(journeys.length > 0 ? ['', style.bold('Journeys') + style.dim(' (not part of the score)'), ...journeyGridLines(journeys).map((line) => (line ? `  ${line}` : line))] : []),
        ...(baseline ? ['', ...baselineText(baseline, style)] : []),
        ...(assertions.length ? ['', ...assertionsText(assertions, style)] : []),
      ];
      return renderReport(view, style, benchmark) + (extra.length ? `${extra.join('\n')}\n` : '');
    })
    .join('\n');
}
