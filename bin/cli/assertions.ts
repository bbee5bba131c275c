// Assertions as data, as Lighthouse CI has them: each `--assert <key>=<value>` (or a preset's entry) is parsed once
// into an Assertion, and every evaluated assertion becomes one plain result that printing, the formats and the exit
// code all read. A result is met, failed, or not judged (its check or category does not apply to the site): a run
// counts the three apart, and a not-judged assertion fails the run only under --strict.
import type { AgentProfileId, AgentView, CatalogEntry, Category, CheckStatus, PresetName } from '../../engine/index.js';
import { AGENT_PROFILE_IDS, AGENT_READS_AT_LEAST, agentProfile, CATEGORIES, isAgentProfileId, JOURNEY_NAME_PATTERN, presetAssertions, type AgentReadRequirement } from '../../engine/light.js';
import { usageError } from './exit-codes.js';
import type { ReceivedReport } from './report-view.js';
import { countedOf } from './report-view.js';

export type AssertionTarget =
  | { kind: 'score' }
  | { kind: 'category'; category: Category }
  | { kind: 'check'; checkId: string }
  /** `journey:<name>=found` (issue 33): every agent profile the journey ran for found the answer. */
  | { kind: 'journey'; name: string }
  /** `agent:<profile>=reads|partial|pay` (issue 62 point 5): that profile's view of the start page; `agent:*`: every profile's. */
  | { kind: 'agent'; profile: AgentProfileId | '*' };

export type Requirement =
  | { kind: 'min'; min: number }
  | { kind: 'status'; status: 'pass' | 'warn' }
  | { kind: 'found' }
  /** The agent's verdict is at least this: reads; partial (reads or partial); pay (any but blocked: asked to pay is the owner's choice). */
  | { kind: 'verdict'; verdict: AgentReadRequirement };

export interface Assertion {
  /** As written: `llms-txt=100`, `category:content=70`, `score=80`. */
  source: string;
  target: AssertionTarget;
  requirement: Requirement;
  /** The preset it comes from; undefined for the user's own (--assert, --min-score, the config file). */
  preset?: PresetName;
}

export type AssertionOutcome = 'met' | 'failed' | 'not-judged';

export interface AssertionResult {
  assertion: Assertion;
  /** What was measured: a score, a status, or why there is nothing to measure. */
  actual: string;
  outcome: AssertionOutcome;
  /** Whether it fails the run: failed, or not judged under --strict. */
  failsRun: boolean;
  /** Not judged because profile auto did not detect any profile its check counts under. */
  droppedByAutoDetection: boolean;
  /** One line: the check, what was required and what was measured (or why it was not judged). */
  message: string;
}

const STATUS_RANK: Record<CheckStatus, number> = { pass: 3, warn: 2, fail: 1, error: 0 };
const CATEGORY_PREFIX = 'category:';
const JOURNEY_PREFIX = 'journey:';
const AGENT_PREFIX = 'agent:';
const AGENT_VALUES = Object.keys(AGENT_READS_AT_LEAST) as AgentReadRequirement[];

/** The assertion keys a user may write, for error messages. */
export const ASSERTION_FORMS =
  '<check-id>=<0-100>, <check-id>=pass|warn, score=<0-100>, category:<name>=<0-100>, journey:<name>=found, agent:<profile>=reads|partial|pay, agent:*=reads|partial|pay or no-regression';

/**
 * `--assert no-regression`: with --compare-to, no check, agent verdict or journey of the preview is worse than
 * production's; with --baseline, what --fail-on-regression asks. It judges a comparison, not one report.
 */
export const NO_REGRESSION = 'no-regression';

function targetOf(key: string, isCheckId: (id: string) => boolean, where: string): AssertionTarget {
  if (key === 'score') return { kind: 'score' };
  if (key.toLowerCase().startsWith(JOURNEY_PREFIX)) {
    const name = key.slice(JOURNEY_PREFIX.length).trim();
    if (!JOURNEY_NAME_PATTERN.test(name)) throw usageError(`${where}: "${name}" is not a journey name (letters, digits, spaces, ".", "_" and "-")`);
    return { kind: 'journey', name };
  }
  if (key.toLowerCase().startsWith(AGENT_PREFIX)) {
    const profile = key.slice(AGENT_PREFIX.length).trim().toLowerCase();
    if (profile === '*') return { kind: 'agent', profile };
    if (!isAgentProfileId(profile)) throw usageError(`${where}: unknown agent profile "${key.slice(AGENT_PREFIX.length)}" (one of ${AGENT_PROFILE_IDS.join(', ')}, or * for every one)`);
    return { kind: 'agent', profile };
  }
  if (key.toLowerCase().startsWith(CATEGORY_PREFIX)) {
    const name = key.slice(CATEGORY_PREFIX.length).trim().toLowerCase();
    const category = CATEGORIES.find((candidate) => candidate.toLowerCase() === name);
    if (!category) {
      throw usageError(`${where}: unknown category "${key.slice(CATEGORY_PREFIX.length)}" (one of ${CATEGORIES.map((c) => c.toLowerCase()).join(', ')})`);
    }
    return { kind: 'category', category };
  }
  if (!isCheckId(key)) throw usageError(`${where}: unknown check id "${key}" (run "agentgauge checks" for the list)`);
  return { kind: 'check', checkId: key };
}

function requirementOf(value: string, target: AssertionTarget, where: string): Requirement {
  if (target.kind === 'agent') {
    if (!(AGENT_VALUES as string[]).includes(value)) throw usageError(`${where}: an agent can be asserted ${AGENT_VALUES.join(', ')} (agent:<profile>=reads)`);
    return { kind: 'verdict', verdict: value as AgentReadRequirement };
  }
  if ((AGENT_VALUES as string[]).includes(value)) throw usageError(`${where}: only an agent can be asserted ${value} (agent:<profile>=${value})`);
  if (target.kind === 'journey') {
    if (value !== 'found') throw usageError(`${where}: a journey can only be asserted "found" (journey:<name>=found)`);
    return { kind: 'found' };
  }
  if (value === 'found') throw usageError(`${where}: only a journey can be asserted found (journey:<name>=found)`);
  if (value === 'pass' || value === 'warn') {
    if (target.kind !== 'check') throw usageError(`${where}: only a check can be asserted to ${value}; give a score (0-100)`);
    return { kind: 'status', status: value };
  }
  const min = Number(value);
  if (value === '' || !Number.isInteger(min) || min < 0 || min > 100) {
    throw usageError(`${where}: "${value}" is not a score from 0 to 100${target.kind === 'check' ? ', pass or warn' : ''}`);
  }
  return { kind: 'min', min };
}

/**
 * Parses one assertion, `<key>=<value>`; `where` names its origin in error messages (`--assert "x"`, or the config
 * file's key). Unknown ids and malformed values are usage errors.
 */
export function parseAssertion(source: string, isCheckId: (id: string) => boolean, where = `--assert "${source}"`): Assertion {
  const separator = source.lastIndexOf('=');
  if (separator <= 0) throw usageError(`${where}: expected ${ASSERTION_FORMS}`);
  const key = source.slice(0, separator).trim();
  const value = source.slice(separator + 1).trim().toLowerCase();
  const target = targetOf(key, isCheckId, where);
  return { source: `${key}=${value}`, target, requirement: requirementOf(value, target, where) };
}

/** The assertions of presets (engine/assertion-presets.ts), in order: a later preset's entry replaces an earlier one's. */
export function presetsAssertions(names: readonly PresetName[], isCheckId: (id: string) => boolean): Assertion[] {
  const byKey = new Map<string, Assertion>();
  for (const name of names) {
    for (const [key, value] of presetAssertions(name)) {
      byKey.set(key, { ...parseAssertion(`${key}=${value}`, isCheckId, `preset ${name}: ${key}`), preset: name });
    }
  }
  return [...byKey.values()];
}

function targetName(target: AssertionTarget): string {
  switch (target.kind) {
    case 'score':
      return 'overall score';
    case 'category':
      return `category ${target.category}`;
    case 'check':
      return target.checkId;
    case 'journey':
      return `journey ${target.name}`;
    case 'agent':
      return target.profile === '*' ? 'every agent' : `agent ${target.profile}`;
  }
}

const VERDICT_REQUIRED: Record<AgentReadRequirement, string> = {
  reads: 'reads the start page',
  partial: 'reads at least part of the start page',
  pay: 'is not refused the start page (reads it, in part, or is asked to pay)',
};

function required(requirement: Requirement): string {
  if (requirement.kind === 'found') return 'found by every agent profile';
  if (requirement.kind === 'verdict') return VERDICT_REQUIRED[requirement.verdict];
  return requirement.kind === 'min' ? `score ≥ ${requirement.min}` : `status ${requirement.status}${requirement.status === 'warn' ? ' or better' : ''}`;
}

function judged(assertion: Assertion, actual: string, met: boolean): AssertionResult {
  return {
    assertion,
    actual,
    outcome: met ? 'met' : 'failed',
    failsRun: !met,
    droppedByAutoDetection: false,
    message: `${targetName(assertion.target)}: required ${required(assertion.requirement)}, measured ${actual}`,
  };
}

function notJudged(assertion: Assertion, reason: string, strict: boolean, droppedByAutoDetection = false): AssertionResult {
  return {
    assertion,
    actual: reason,
    outcome: 'not-judged',
    failsRun: strict,
    droppedByAutoDetection,
    message: `${targetName(assertion.target)}: required ${required(assertion.requirement)}, not judged: ${reason}`,
  };
}

const orList = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? ''));

/** Why a check that ran does not apply: under profile auto, detection left out every profile it counts under. */
function notApplicableReason(checkId: string, report: ReceivedReport, catalog: readonly CatalogEntry[]): { reason: string; dropped: boolean } {
  const profiles = catalog.find((entry) => entry.id === checkId)?.profiles.filter((profile) => profile !== 'base') ?? [];
  if (report.profile === 'auto' && profiles.length > 0) {
    const detected = (report.resolvedProfiles ?? []).map((entry) => entry.profile).filter((profile) => profile !== 'base');
    return {
      reason:
        `auto-detection dropped the check: the site shows no ${orList(profiles)} profile ` +
        `(detected: ${detected.length > 0 ? detected.join(', ') : 'none'}); --profile ${profiles[0]} judges it`,
      dropped: true,
    };
  }
  return { reason: `the check does not apply to this site${report.profile ? ` under profile ${report.profile}` : ''}`, dropped: false };
}

function evaluateOne(assertion: Assertion, report: ReceivedReport, catalog: readonly CatalogEntry[], strict: boolean): AssertionResult {
  const { target, requirement } = assertion;
  if (target.kind === 'score') {
    return judged(assertion, String(report.overallScore), report.overallScore >= (requirement as { min: number }).min);
  }
  if (target.kind === 'category') {
    const category = report.categories?.find((candidate) => candidate.category === target.category);
    // A category none of whose checks applies has no score: like a not-applicable check, it is not judged.
    if (!category || category.score === null) return notJudged(assertion, 'no check of this category applies to the site', strict);
    return judged(assertion, String(category.score), category.score >= (requirement as { min: number }).min);
  }
  if (target.kind === 'journey') {
    const journey = report.journeys?.find((candidate) => candidate.name === target.name);
    // Like a check that was not run: nothing measured it, so it fails.
    if (!journey) return judged(assertion, `nothing (no journey named "${target.name}" ran; journeys run in local audits)`, false);
    const missed = journey.results.filter((result) => !result.found).map((result) => result.profile);
    return judged(
      assertion,
      missed.length === 0 ? `found by all ${journey.results.length} profiles` : `not found by ${missed.join(', ')}`,
      missed.length === 0,
    );
  }
  if (target.kind === 'agent') return evaluateAgent(assertion, target.profile, report, strict);
  const result = report.results.find((candidate) => candidate.id === target.checkId);
  // An assertion on a check the audit did not run is a failure: nothing measured it, and nothing said it did not apply.
  if (!result) return judged(assertion, 'nothing (the check was not run; add it to --checks)', false);
  if (result.applicable === false) {
    const { reason, dropped } = notApplicableReason(target.checkId, report, catalog);
    return notJudged(assertion, reason, strict, dropped);
  }
  const { score, status } = countedOf(result);
  if (requirement.kind === 'min') return judged(assertion, String(score), score >= requirement.min);
  if (requirement.kind === 'found' || requirement.kind === 'verdict') return judged(assertion, status, false);
  return judged(assertion, status, STATUS_RANK[status] >= STATUS_RANK[requirement.status]);
}

const verdictWords = (view: Pick<AgentView, 'verdict' | 'reason'>) => `${view.verdict} (${view.reason.replace(/\.$/, '')})`;

/**
 * An agent's verdict on the start page (the views the blocker sentence reads) against the requirement: met when the
 * verdict is among those it accepts (engine AGENT_READS_AT_LEAST). A view our own limits left unmeasured is not judged
 * (failing only under --strict), like a check that does not apply; a report without views cannot be judged either.
 */
function evaluateAgent(assertion: Assertion, profile: AgentProfileId | '*', report: ReceivedReport, strict: boolean): AssertionResult {
  const accepted: readonly string[] = AGENT_READS_AT_LEAST[(assertion.requirement as { verdict: AgentReadRequirement }).verdict];
  const views = report.agents?.pages[0]?.views;
  if (!views || views.length === 0) return notJudged(assertion, 'the report carries no agent views (the remote engine\'s closed report; run with --local)', strict);
  const wanted = profile === '*' ? views : views.filter((view) => view.profile === profile);
  const measured = wanted.filter((view) => view.verdict !== null);
  if (measured.length === 0) {
    return notJudged(assertion, profile === '*' ? 'no agent was measured' : `${agentProfile(profile).name} was not measured (${wanted[0]?.reason.replace(/\.$/, '') ?? 'no view'})`, strict);
  }
  const failing = measured.filter((view) => !accepted.includes(view.verdict!));
  if (profile !== '*') return judged(assertion, verdictWords(measured[0]!), failing.length === 0);
  const unmeasured = wanted.length - measured.length;
  const actual =
    failing.length === 0
      ? `every one of ${measured.length} measured agents${unmeasured > 0 ? ` (${unmeasured} not measured)` : ''} meets it`
      : failing.map((view) => `${view.profile} ${verdictWords(view)}`).join('; ');
  return judged(assertion, actual, failing.length === 0);
}

export function evaluateAssertions(
  assertions: readonly Assertion[],
  report: ReceivedReport,
  catalog: readonly CatalogEntry[],
  strict = false,
): AssertionResult[] {
  return assertions.map((assertion) => evaluateOne(assertion, report, catalog, strict));
}

/** How a result shows in a report: failed when it fails the run (a not-judged one under --strict too), else its outcome. */
export function shownOutcome(result: AssertionResult): AssertionOutcome {
  return result.failsRun ? 'failed' : result.outcome;
}

/** "3 met", "2 met, 1 failed", "0 met, 1 not judged": what was judged, counted apart from what was not. */
export function assertionSummary(results: readonly AssertionResult[]): string {
  const count = (outcome: AssertionOutcome) => results.filter((result) => result.outcome === outcome).length;
  const [met, failed, notJudged] = [count('met'), count('failed'), count('not-judged')];
  const strictFailures = results.some((result) => result.outcome === 'not-judged' && result.failsRun);
  return [
    `${met} met`,
    ...(failed > 0 ? [`${failed} failed`] : []),
    ...(notJudged > 0 ? [`${notJudged} not judged${strictFailures ? ' (failing under --strict)' : ''}`] : []),
  ].join(', ');
}

const keyOf = (assertion: Assertion) => assertion.source.slice(0, assertion.source.lastIndexOf('='));

/**
 * The presets' assertions, then the user's lists in order. A user's assertion replaces every preset entry of its
 * key; among the user's, later ones replace earlier ones of the same key and kind (the command line's `llms-txt=90`
 * replaces the file's `llms-txt=100`; a score and a status on one check both hold).
 */
export function mergeAssertions(presets: readonly Assertion[], ...lists: Array<readonly Assertion[]>): Assertion[] {
  const userKeys = new Set(lists.flat().map(keyOf));
  const byKey = new Map<string, Assertion>();
  for (const assertion of [...presets.filter((entry) => !userKeys.has(keyOf(entry))), ...lists.flat()]) {
    byKey.set(`${keyOf(assertion)}\u0000${assertion.requirement.kind}`, assertion);
  }
  return [...byKey.values()];
}
