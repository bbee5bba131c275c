// Not measured is never a failure (checks.md, "A scan that was blocked says so"; issue 34): the one rule, written once
// for the checks that measure and for every reader that judges a change (compare, the CLI's --baseline, site.regressed
// webhooks and alert mails, the fix list).
//
// - A step of an audit that runs out of its budget, is refused by the audit's own rules or cannot run (axe-core or the
//   whole rendered view, a DNS-AID lookup, a declared-surface call, a key fetch) leaves its check at the verdict it
//   has without that step, with an `info` finding whose code is listed in NOT_MEASURED_CODES.
// - A check with nothing measured is `error`, never `fail`.
// - A change between two results of a check is judged (regressed, improved, resolved, a fix) only when both were
//   measured and the same parts were left unmeasured on both sides; otherwise it is named, never counted.
import type { CheckStatus } from './types.js';

/** Failure codes of the audit's own limits and rules, not the site's answer: out of time, cancelled, refused by the
 *  SSRF rules or the request budget (engine/fetch/types.ts). A site that refuses the connection or whose name does not
 *  resolve answered; it is judged. */
const OWN_LIMIT_CODES: ReadonlySet<string> = new Set(['timeout', 'aborted', 'refused']);

/** Whether a failed step failed on the audit's own limits (so it was not measured) rather than on the site. */
export function isOwnLimit(failure: { code: string }): boolean {
  return OWN_LIMIT_CODES.has(failure.code);
}

/**
 * The published codes of findings that say a part of a check was not measured (always `info`, no points lost). A
 * report carries them where a step ran out of budget, was refused or could not run; comparisons read them here.
 */
export const NOT_MEASURED_CODES = [
  'semantic-structure.rendered-not-measured',
  'semantic-structure.axe-not-run',
  'webmcp.rendered-not-measured',
  'server-rendered-content.rendered-not-measured',
  'api-catalog.dns-aid-unmeasured',
  'api-catalog.link-not-measured',
  'a2a-agent-card.interface-not-probed',
  'a2a-agent-card.interface-not-measured',
  'oauth-discovery.chain-not-measured',
  'mcp-server.endpoint-not-measured',
  'openapi.operation-not-measured',
] as const;
export type NotMeasuredCode = (typeof NOT_MEASURED_CODES)[number];

const NOT_MEASURED: ReadonlySet<string> = new Set(NOT_MEASURED_CODES);

/** Whether a published finding says a part of its check was not measured. */
export function isNotMeasuredFinding(finding: { code?: string | undefined }): boolean {
  return finding.code !== undefined && NOT_MEASURED.has(finding.code);
}

/** What a reader of a check result needs for this rule (a stored result, an engine result). */
export interface MeasuredSide {
  status: CheckStatus;
  findings: ReadonlyArray<{ code?: string | undefined }>;
}

/** Whether the check measured anything: an `error` result measured nothing. */
export function isMeasured(result: Pick<MeasuredSide, 'status'>): boolean {
  return result.status !== 'error';
}

/** The parts of a check that were not measured, by code (sorted, each once). */
export function notMeasuredParts(result: MeasuredSide): string[] {
  return [...new Set(result.findings.filter(isNotMeasuredFinding).map((finding) => finding.code!))].sort();
}

/**
 * Why two results of one check cannot be judged against each other (a regression, an improvement, a fix), or null
 * when they can: both measured, and the same parts unmeasured on both sides (a raw-only audit against a raw-only
 * audit is a fair comparison; a rendered one against one whose axe-core ran out of budget is not).
 */
export function unjudgeableChange(before: MeasuredSide, after: MeasuredSide): string | null {
  if (!isMeasured(before) || !isMeasured(after)) {
    const sides = !isMeasured(before) && !isMeasured(after) ? 'either scan' : !isMeasured(before) ? 'the earlier scan' : 'the later scan';
    return `it could not be measured in ${sides} (error)`;
  }
  const was = notMeasuredParts(before);
  const is = notMeasuredParts(after);
  if (was.join('\u0000') === is.join('\u0000')) return null;
  const only = (a: string[], b: string[]) => a.filter((code) => !b.includes(code));
  const parts = [
    ...only(is, was).map((code) => `${code} in the later scan`),
    ...only(was, is).map((code) => `${code} in the earlier scan`),
  ];
  return `part of it was not measured (${parts.join('; ')})`;
}

/** Whether a check is work the fix list may offer: measured (an `error` check is never a fix). */
export function isFixable(result: Pick<MeasuredSide, 'status'>): boolean {
  return isMeasured(result);
}

/** A journey's result for one profile, as a reader of two scans needs it (issue 33). */
export interface MeasuredJourneyResult {
  found: boolean;
  code: string | null;
}

/**
 * Whether a journey's result for a profile was measured: one our own limits stopped (a timeout, the request budget, no
 * browser: `journey.not-measured`) says nothing about the site, so it is never a journey lost or gained.
 */
export function isMeasuredJourney(result: MeasuredJourneyResult): boolean {
  return result.code !== 'journey.not-measured';
}

/** How a journey's result for one profile changed between two scans: judged only when both sides were measured. */
export function journeyChange(before: MeasuredJourneyResult, after: MeasuredJourneyResult): 'gained' | 'lost' | null {
  if (!isMeasuredJourney(before) || !isMeasuredJourney(after) || before.found === after.found) return null;
  return after.found ? 'gained' : 'lost';
}
