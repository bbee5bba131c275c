// The words of a population's figures, for every surface that shows them (a fleet run's page, the /index page, the
// CLI's fleet summary): a check's could-not-ask count and share, one label per agent outcome that never says less than its figure holds (issue 51 point 5;
// checks.md 2026-12c, "Population causes"), every share with its count and its sample size, nothing measured said as
// "not applicable" (never 0%), and ranges in exact words. Pure, with relative imports, so the CLI bundle takes it.
import { count, percent } from '../format/numbers.js';
import { JAVASCRIPT_READ_FLOOR, SCORE_CAPS, type ScoreCapId } from '../../engine/light.js';
import { MOVEMENT_POINTS } from '../schemas/vocabulary/fleets.js';
import type { AgentOutcomes, GateFigures, MeasuredOutcome } from './columns.js';

type OutcomeKey = Exclude<keyof AgentOutcomes, 'targets' | 'measured' | 'notMeasured'>;

/** Each outcome an agent gets a share of, in the order every surface lists them: a short label and what it holds. */
export const OUTCOME_WORDS: ReadonlyArray<{ key: OutcomeKey & MeasuredOutcome; label: string; holds: string }> = [
  { key: 'reads', label: 'Reads', holds: 'it reads the main content' },
  { key: 'partial', label: 'Partly reads', holds: 'it gets part of the main content (cut by truncation, part built by scripts, or in a frame)' },
  {
    key: 'pay',
    label: 'Asked to pay',
    holds: "HTTP 402: the site charges it (Cloudflare pay per crawl's crawler-price, an x402 or MPP challenge, or no terms); the owner's choice, never counted as refused; not recorded in figures from before scorecard 2026.12.3",
  },
  {
    key: 'refused',
    label: 'Refused or challenged',
    holds: 'an error status (401, 403, 429 or another) or a refusal or sign-in page for its user agent while a browser gets the content, or a bot challenge',
  },
  { key: 'disallowed', label: 'Disallowed by robots.txt', holds: 'a robots.txt rule for the token it obeys: it sends no request' },
  { key: 'javascript', label: 'Needs JavaScript', holds: 'no main content without JavaScript (an application shell), for an agent that runs none' },
  { key: 'other', label: 'Blocked otherwise', holds: 'blocked for a cause none of these name: the main content only in a frame it does not load, or behind a meta refresh it does not follow' },
  { key: 'unreachable', label: 'Unreachable', holds: 'no answer to its request (the connection failed) where the scanner was answered' },
];

export const NOT_MEASURED_WORDS = {
  label: 'Not measured',
  holds:
    "the scanner's own limits (no browser for the browsing agent, a time budget), a target blocked to the scanner before any view was taken, or a row from before causes were recorded; never in a share's denominator",
};

/** A share as a percentage with one decimal ("5.7%"); "n/a" when nothing was measured (not applicable, never 0%); and a
 *  count: the one format of lib/format/numbers.ts, which the charts share. */
export { count, percent };

/** "5.7% (6)", or "n/a" when the share has no denominator; "not recorded" for a figure stored before it was (null). */
export function shareWithCount(part: { count: number; share: number | null } | null): string {
  if (part === null) return 'not recorded';
  return part.share === null ? 'n/a' : `${percent(part.share)} (${count(part.count)})`;
}

/**
 * A check's could-not-ask figure as every surface words it (checks.md 2026-12c): "could not ask: 3 (12.5%)", the share
 * of the targets it applied to and was asked or not; never part of the pass rate. Figures stored before it was
 * recorded counted it as unknown: "not recorded".
 */
export function describeCouldNotAsk(check: { couldNotAsk: number | null; couldNotAskShare: number | null }): string {
  if (check.couldNotAsk === null) return 'could not ask: not recorded';
  return `could not ask: ${count(check.couldNotAsk)} (${percent(check.couldNotAskShare)})`;
}

/** The outcomes an agent was never given on this population (all zero) are left out of its sentence, but not its table. */
export function describeAgentOutcomes(name: string, outcomes: AgentOutcomes, noun: string): string {
  if (outcomes.measured === 0) return `${name}: not applicable, measured on none of the ${count(outcomes.targets)} ${noun} (not measured on ${count(outcomes.notMeasured)})`;
  // other and pay are named where some target gave them (pay not at all where it was not recorded).
  const parts = OUTCOME_WORDS.filter(({ key }) => (key !== 'other' && key !== 'pay') || (outcomes[key]?.count ?? 0) > 0).map(({ key, label }) => `${label[0]!.toLowerCase()}${label.slice(1)} ${shareWithCount(outcomes[key])}`);
  const unmeasured = outcomes.notMeasured > 0 ? `; not measured on ${count(outcomes.notMeasured)} more` : '';
  return `${name}, of ${count(outcomes.measured)} ${noun} measured: ${parts.join(', ')}${unmeasured}`;
}

/** The score's quantiles in words: p25–p75 holds half, p10–p90 eight in ten (percentile_cont). */
export function describeScoreRange(score: { median: number | null; p10: number | null; p25: number | null; p75: number | null; p90: number | null }, noun: string): string {
  if (score.median === null) return `No ${noun} scored.`;
  return `Median ${score.median}; half of the ${noun} score between ${score.p25} and ${score.p75}, eight in ten between ${score.p10} and ${score.p90}.`;
}

/** "Needs JavaScript: 5.7% of 106 scanned targets (6) …", from every scanned row's agent causes. */
export function describeNeedsJavaScript(figure: GateFigures['needsJavaScript'], noun: string): string {
  const unrecorded = figure.notRecorded > 0 ? ` ${count(figure.notRecorded)} more scanned before causes were recorded are not counted.` : '';
  if (figure.targets === 0) return `Needs JavaScript: not applicable (no scanned ${noun} with recorded causes).${unrecorded}`;
  return (
    `Needs JavaScript: ${percent(figure.share)} of ${count(figure.targets)} scanned ${noun} (${count(figure.count)}), where some agent that runs no JavaScript gets no main content without it (an application shell), rendered in a browser or not.` +
    unrecorded
  );
}

/** What each cap's condition holds, as the engine judges it (engine/scoring.ts capOf). */
export const CAP_CONDITION_WORDS: Record<ScoreCapId, string> = {
  'agents-refused': 'every agent that names itself in its user agent is refused, challenged, disallowed by robots.txt or gets no answer',
  'javascript-only': 'every agent that runs no JavaScript and is not refused gets none or part of the main content without it (a page that also refuses every named agent counts under agents-refused)',
};

/** One sentence per cap: where its condition holds, and where it lowered the score. */
export function describeCapConditions(figure: GateFigures['capConditions'], noun: string): string[] {
  const unrecorded = figure.notRecorded > 0 ? ` (${count(figure.notRecorded)} scanned before it was recorded are not counted)` : '';
  if (figure.targets === 0) return [`Caps: not applicable (no scanned ${noun} with a recorded cap condition)${unrecorded}.`];
  return (Object.keys(SCORE_CAPS) as ScoreCapId[]).map((id) => {
    const cap = figure.caps[id];
    return `Cap ${id} (at most ${SCORE_CAPS[id].limit}: ${CAP_CONDITION_WORDS[id]}): condition met on ${percent(cap.share)} of ${count(figure.targets)} scanned ${noun} (${count(cap.met)})${unrecorded}; it lowered ${count(cap.lowered)} of their scores.`;
  });
}

/** The render sample: how many start pages were rendered, and on how many a browser reads what no agent without JavaScript gets. */
export function describeRenderSample(render: { sampled: number; jsOnly: number; share: number | null; ci95: readonly number[] | null }): string {
  if (render.sampled === 0) return 'Render sample: no start page was rendered in a browser, so what a browsing agent reads was not measured.';
  return `Render sample: ${count(render.sampled)} start pages rendered in a browser; on ${count(render.jsOnly)} of them (${percent(render.share)}, 95% interval ${percent(render.ci95?.[0] ?? null)} to ${percent(render.ci95?.[1] ?? null)}) the browser reads main content that no agent without JavaScript gets.`;
}

/**
 * Which scoring the scanned targets got (issue 63 point 5): only the render sample's start pages are rendered, and a
 * JavaScript-only page the browsing agent reads scores at least the JavaScript floor only where it was, so identical
 * sites can score apart. Each row says which it got (its Scoring); this counts each.
 */
export function describeScorings(scanned: number, rendered: number): string {
  if (scanned === 0) return 'Scoring: no target scanned yet.';
  const without = scanned - rendered;
  return `Scoring: ${count(rendered)} of ${count(scanned)} scanned targets were scored with their start page rendered in a browser (the render sample), ${count(without)} without; a JavaScript-only page a browser reads scores at least ${JAVASCRIPT_READ_FLOOR.score} only where it was rendered, so compare such rows by their Scoring.`;
}

/**
 * The checks whose pass rate moved between a run and the one before (a movement's `checks`): by half a point or more,
 * the least a change printed to a tenth of a point shows as one.
 */
/** How many targets moved each way since the previous run, as the dashboard and the CLI both say it. */
export function movementCounts(gained: number, lost: number): string {
  return `${count(gained)} target${gained === 1 ? '' : 's'} gained ${MOVEMENT_POINTS} points or more, ${count(lost)} lost ${MOVEMENT_POINTS} or more`;
}

export function movedChecks<Check extends { change: number | null }>(checks: readonly Check[]): Array<Check & { change: number }> {
  return checks.filter((check): check is Check & { change: number } => check.change !== null && Math.abs(check.change) >= 0.005);
}

/** Where a target's host asked the scanner to wait, as a table cell says it: "robots.txt", "came back 2×", both, or "". */
export function waitedLabel(waited: { robotsTxt: boolean | null; cameBack: number }): string {
  return [...(waited.robotsTxt ? ['robots.txt'] : []), ...(waited.cameBack > 0 ? [`came back ${count(waited.cameBack)}×`] : [])].join(', ');
}

/** Where a target's host asked the scanner to wait (its row's `waited`), in words; empty when it never did. */
export function describeWaited(waited: { robotsTxt: boolean | null; cameBack: number }): string {
  const parts: string[] = [];
  if (waited.robotsTxt) parts.push('robots.txt first answered 429 or 5xx with Retry-After; nothing else was asked until it was fetched again after the wait');
  if (waited.cameBack > 0) parts.push(`the run came back ${waited.cameBack === 1 ? 'once' : `${count(waited.cameBack)} times`} after the host's Retry-After`);
  return parts.length === 0 ? '' : `${parts.join('; ')}.`;
}
