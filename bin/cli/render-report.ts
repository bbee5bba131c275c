// The readable terminal report of an audit (the --json output is the report itself, untouched).
import type { CheckRow, ReportView } from './report-view.js';
import { scoreColor, statusColor, type Style } from './style.js';

const SYMBOLS = { pass: '✓', warn: '!', fail: '✗', error: '?', notApplicable: '–' } as const;
const FIXES_SHOWN = 5;
const INDENT = '         ';

function checkLine(row: CheckRow, style: Style): string[] {
  const tags: string[] = [];
  let symbol: string;
  let score: string;
  if (!row.applicable) {
    symbol = style.dim(SYMBOLS.notApplicable);
    score = style.dim('n/a');
    tags.push(`not applicable to this site (measured ${row.score})`);
  } else {
    // What is shown is what counts: in a site audit, a page check's mean over the pages.
    const color = statusColor(style, row.countedStatus);
    symbol = color(SYMBOLS[row.countedStatus]);
    score = color(String(row.countedScore).padStart(3));
    if (row.status === 'error') tags.push('could not measure');
    if (row.pageNote) tags.push(row.pageNote);
  }
  if (row.informational) tags.push('informational');
  if (!row.applicable || row.informational) tags.push('not counted');

  const title = `${row.name} ${style.dim(`(${row.id})`)}${tags.length > 0 ? style.dim(` · ${tags.join(' · ')}`) : ''}`;
  const lines = [`  ${symbol} ${score}  ${title}`];
  if (row.headline) {
    const view = row.headline.view === 'rendered' ? style.dim(' [rendered view]') : '';
    lines.push(`${INDENT}${row.headline.message}${view}${row.headlinePage ? style.dim(` (${row.headlinePage})`) : ''}`);
  }
  return lines;
}

function profileLine(view: ReportView): string | null {
  if (!view.profile) return null;
  const detected = view.resolvedProfiles.map((entry) => entry.profile).filter((profile) => profile !== 'base');
  if (view.profile !== 'auto') return view.profile;
  return `auto → ${detected.length > 0 ? detected.join(', ') : 'base checks only'}`;
}

function formatGain(gain: number): string {
  return `+${gain.toFixed(1)}`;
}

export function renderReport(view: ReportView, style: Style): string {
  const out: string[] = [];
  const color = scoreColor(style, view.score);
  out.push(style.bold(`Agent Gauge audit of ${view.url}`));
  out.push(`Score ${color(style.bold(`${view.score}/100`))}   Grade ${color(style.bold(view.grade.label))}`);

  const facts = [
    profileLine(view) && `profile ${profileLine(view)}`,
    view.pageCount !== null && `${view.pageCount} page${view.pageCount === 1 ? '' : 's'} measured`,
    `${(view.durationMs / 1000).toFixed(1)} s`,
    view.engine,
  ].filter(Boolean);
  out.push(style.dim(facts.join(' · ')));

  for (const category of view.categories) {
    out.push('');
    const score = category.score === null ? style.dim('not scored') : scoreColor(style, category.score)(`${category.score}/100`);
    out.push(`${style.bold(category.name)}  ${score}`);
    for (const row of category.checks) out.push(...checkLine(row, style));
  }

  out.push('');
  out.push(style.bold('Top fixes') + style.dim(' (points the overall score gains when the check reaches 100)'));
  if (view.fixes.length === 0) {
    out.push('  Nothing to fix: every counted check scores 100.');
  } else {
    const shown = view.fixes.slice(0, FIXES_SHOWN);
    const idWidth = Math.max(...shown.map((fix) => fix.id.length));
    shown.forEach((fix, index) => {
      out.push(`  ${index + 1}. ${style.green(formatGain(fix.gain).padStart(5))}  ${fix.id.padEnd(idWidth)}  ${fix.advice}`);
    });
  }

  out.push('');
  out.push(
    style.dim(
      `${SYMBOLS.pass} pass  ${SYMBOLS.warn} partial  ${SYMBOLS.fail} fail  ${SYMBOLS.error} could not measure  ${SYMBOLS.notApplicable} not applicable`,
    ),
  );
  return `${out.join('\n')}\n`;
}
