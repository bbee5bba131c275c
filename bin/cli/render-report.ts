// The readable terminal report of an audit (the --json output is the report itself, untouched).
import type { AgentView } from '../../engine/index.js';
import { capSentence, thousands } from '../../engine/light.js';
import type { CheckRow, ReportView } from './report-view.js';
import { scoreColor, statusColor, type Style } from './style.js';
import { describeBenchmark, shortCheckShare, type Benchmark } from '../../lib/editions/wording.js';

const SYMBOLS = { pass: '✓', warn: '!', fail: '✗', error: '?', notApplicable: '–' } as const;
const FIXES_SHOWN = 5;
const INDENT = '         ';

function checkLine(row: CheckRow, style: Style, benchmark: Benchmark | null): string[] {
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
  else if (benchmark) {
    const share = shortCheckShare(benchmark, row.id);
    if (share) tags.push(share);
  }

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

export function renderReport(view: ReportView, style: Style, benchmark: Benchmark | null = null): string {
  const out: string[] = [];
  const color = scoreColor(style, view.score);
  out.push(style.bold(`Agent Gauge audit of ${view.url}`));
  out.push(`Score ${color(style.bold(`${view.score}/100`))}   Grade ${color(style.bold(view.grade.label))}`);
  // Each number with its scope where a site audit measured more than the start page (checks.md 2026-12c).
  if (view.scopeLabel) out.push(view.scopeLabel);
  // What stops agents opens the report (engine/blocker.ts): the same sentence as the dashboard's and the Markdown's.
  if (view.blocker) out.push(view.blocker);

  const facts = [
    profileLine(view) && `profile ${profileLine(view)}`,
    view.pageCount !== null && `${view.pageCount} page${view.pageCount === 1 ? '' : 's'} measured`,
    `${(view.durationMs / 1000).toFixed(1)} s`,
    view.engine,
  ].filter(Boolean);
  out.push(style.dim(facts.join(' · ')));
  if (benchmark) out.push(`${style.bold('Index')}  ${describeBenchmark(benchmark)}`);
  out.push(...scoringLines(view, style));
  if (view.agent) {
    out.push('', ...agentViewLines(view, style));
    return `${out.join('\n')}\n`;
  }
  if (view.agents.length > 0) out.push('', ...agentsLines(view.agents, style));

  for (const category of view.categories) {
    out.push('');
    const score = category.score === null ? style.dim('not scored') : scoreColor(style, category.score)(`${category.score}/100`);
    out.push(`${style.bold(category.name)}  ${score}`);
    for (const row of category.checks) out.push(...checkLine(row, style, benchmark));
  }

  out.push('');
  out.push(style.bold('Top fixes') + style.dim(" (largest gain first: points the overall score gains when the check's open findings are resolved)"));
  if (view.fixes.length === 0) {
    out.push('  Nothing to fix: no check has open work.');
  } else {
    const shown = view.fixes.slice(0, FIXES_SHOWN);
    const idWidth = Math.max(...shown.map((fix) => fix.id.length));
    shown.forEach((fix, index) => {
      out.push(`  ${index + 1}. ${style.green(formatGain(fix.gain).padStart(5))}  ${fix.id.padEnd(idWidth)}  ${style.dim(fix.kind.padEnd(8))}  ${fix.advice}`);
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

const VERDICT_SYMBOLS = { reads: '✓', partial: '!', blocked: '✗', pay: '$' } as const;

/** The score's parts under its scorecard, the cap (with its reason) first. */
function scoringLines(view: ReportView, style: Style): string[] {
  const scoring = view.scoring;
  if (!scoring) return view.scorecard ? [style.dim(`scorecard ${view.scorecard}`)] : [];
  const lines: string[] = [];
  const cap = capSentence(scoring);
  if (cap) lines.push(style.red(cap));
  const parts = [
    `scorecard ${scoring.scorecard}`,
    `agent access ${scoring.access ?? 'not measured'} (half of the score)`,
    `cost and coverage ${scoring.costCoverage ?? 'none counted'} (the other half)`,
    `bonus +${scoring.bonus}${scoring.bonusFrom.length ? ` (${scoring.bonusFrom.join(', ')})` : ''}`,
  ];
  lines.push(style.dim(parts.join(' · ')));
  return lines;
}

function verdictMark(view: AgentView, style: Style): string {
  if (view.verdict === null) return style.dim('–');
  const color = view.verdict === 'reads' ? style.green : view.verdict === 'partial' || view.verdict === 'pay' ? style.yellow : style.red;
  return color(VERDICT_SYMBOLS[view.verdict]);
}

/** "As agents see it": one line per agent profile, its verdict and why. */
function agentsLines(views: readonly AgentView[], style: Style): string[] {
  const width = Math.max(...views.map((view) => view.profile.length));
  return [
    style.bold('As agents see it') + style.dim(' (the start page; --agent <id> prints one in full)'),
    ...views.map((view) => `  ${verdictMark(view, style)} ${view.profile.padEnd(width)}  ${(view.verdict ?? 'not measured').padEnd(12)} ${style.dim(view.reason)}`),
  ];
}

/** The request behind the view (issue 62 point 5): what was sent, what came back, and a curl line that reproduces it. */
function requestLines(view: AgentView, style: Style): string[] {
  const request = view.request;
  if (request === undefined) return [];
  if (request === null) return ['', style.bold('The request') + style.dim(' none: this agent sent no request for the page')];
  const header = (name: string, value: string) => `  ${name}: ${value}`;
  return [
    '',
    style.bold('The request') + style.dim(' (secrets redacted)'),
    `  ${request.method} ${request.url}`,
    ...Object.entries(request.headers).map(([name, value]) => style.dim(header(name, value))),
    '',
    request.response ? style.bold(`The answer: HTTP ${request.response.status}`) + style.dim(request.response.url === request.url ? '' : ` from ${request.response.url}`) : style.bold('The answer: none'),
    ...(request.response ? Object.entries(request.response.headers).map(([name, value]) => style.dim(header(name, value))) : []),
    '',
    style.bold('Reproduce it'),
    `  ${request.curl}`,
  ];
}

/** --agent: one profile's view in full: what it sent, what it got, and the start of the text it keeps. */
function agentViewLines(report: ReportView, style: Style): string[] {
  const view = report.agents.find((candidate) => candidate.profile === report.agent);
  if (!view) return [`No view of ${report.agent}: this report carries no agent views (the service answered the closed Audit report: update it, or run with --local).`];
  const robots = view.robots ? (view.robots.allowed ? 'allowed' : `disallowed${view.robots.line ? ` (line ${view.robots.line}: ${view.robots.rule})` : ''}`) : 'not applied (this agent is not documented to obey it)';
  const lines = [
    `${style.bold(`As ${view.profile} sees ${view.url}`)}  ${verdictMark(view, style)} ${view.verdict ?? 'not measured'}`,
    `  ${view.reason}`,
    style.dim(`  User-Agent: ${view.userAgent}`),
    style.dim(`  status ${view.status ?? '-'} · robots.txt ${robots} · Markdown ${view.markdown} · ${thousands(view.kept)} characters kept · ${Math.round(view.mainShare * 100)}% of the main content`),
  ];
  if (view.challenge.length > 0) lines.push(style.dim(`  challenge: ${view.challenge.join(', ')}`));
  lines.push(...requestLines(view, style));
  if (view.excerpt) {
    lines.push('', style.bold('The text it keeps') + style.dim(` (first ${thousands(view.excerpt.length)} characters)`), ...view.excerpt.split('\n').map((line) => `  ${line}`));
    if (view.kept < view.textLength) lines.push(style.yellow(`  ✂ cut here: this agent keeps ${thousands(view.kept)} of ${thousands(view.textLength)}+ characters`));
  }
  return lines;
}
