// Runs one check on one page: gathers what it declared, hands it only what was measured, calls its pure `run`,
// and publishes its findings under the check's id. A resource that could not be fetched (or, for the checks that
// judge a page's HTML, a page that is not HTML) becomes that check's result here, once for every check; a gathering
// failure or a throw becomes an `error` result for that check alone.
import type { CheckId } from './check-ids.js';
import { statusOfScore } from './counted.js';
import type { CheckDefinition } from './checks/define.js';
import { REPORT_LIMITS } from './config.js';
import { clampScore, errorFinding, groupRepeated, info, type DraftFinding } from './findings.js';
import type { GatherContext } from './gather/context.js';
import { originGathererNamed, pageGathererNamed } from './gather/index.js';
import { ArtifactProblem } from './gather/problem.js';
import { boundFinding, FINDINGS_OMITTED, keepFindings, omittedMessage } from './report-bounds.js';
import type { CapabilityOutcome, CheckStatus, Finding } from './types.js';
import { capabilityOfCheck } from './capability-ids.js';
import { capabilityNotAsked, reasonOfFailure } from './capabilities/outcome.js';
import { EVIDENCE_CEILINGS } from './scorecard.js';

export interface MeasuredCheck {
  id: CheckId;
  status: CheckStatus;
  score: number;
  findings: Finding[];
  duration: number;
  /** The capability the check looks for (the nine capability checks only). */
  capability?: CapabilityOutcome;
}

/** A check's finding as the report carries it: its code under the check's id, then the fields in report order. */
export function publishFinding(id: CheckId, finding: DraftFinding): Finding {
  const { subject, status, message, detail, hint } = finding;
  const code = `${id}.${finding.code}` as const;
  const view = finding.view ?? 'raw';
  // `view` comes last: the contract's fields keep their order ({code, status, message, detail, hint}, checks.md).
  return subject === undefined ? { code, status, message, detail, hint, view } : { code, subject, status, message, detail, hint, view };
}

function result(id: CheckId, status: CheckStatus, score: number, findings: readonly DraftFinding[], started: number, capability?: CapabilityOutcome): MeasuredCheck {
  return {
    id,
    status,
    score,
    findings: boundedFindings(findings).map((finding) => publishFinding(id, finding)),
    duration: Math.round(performance.now() - started),
    ...(capability ? { capability } : {}),
  };
}

/**
 * A capability check's outcome under the scorecard's rules for evidence (checks.md 2026-12c), written once here for
 * the nine checks: a capability that could not be asked, and of which nothing else was found, is `error` (never a
 * failure; the score leaves it out); one only declared scores at most the scorecard's ceiling for declared.
 */
function underEvidenceRules(
  outcome: { status: CheckStatus; score: number; findings: DraftFinding[] },
  capability: CapabilityOutcome | undefined,
): { status: CheckStatus; score: number; findings: DraftFinding[] } {
  if (!capability) return outcome;
  if (capability.state === 'could-not-ask' && outcome.score === 0) {
    const notAsked = errorFinding('could-not-ask', `Could not ask: ${capability.detail}`, capability.url, null);
    return { status: 'error', score: 0, findings: [notAsked, ...outcome.findings.filter((finding) => finding.status !== 'fail')] };
  }
  const ceiling = capability.state === 'yes' && capability.evidence ? EVIDENCE_CEILINGS[capability.evidence] : 100;
  if (outcome.score <= ceiling) return outcome;
  const declared = info(
    'declared-only',
    `Declared only, so the check scores at most ${ceiling} (it measured ${outcome.score}): ${capability.detail}`,
    capability.url,
    null,
  );
  return { status: statusOfScore(ceiling), score: ceiling, findings: [...outcome.findings, declared] };
}

/** The could-not-ask outcome of a capability check whose input could not be fetched. */
function notAskedCapability(id: CheckId, problem: ArtifactProblem): CapabilityOutcome | undefined {
  const capability = capabilityOfCheck(id);
  if (!capability || problem.status !== 'error' || !problem.failure) return undefined;
  return capabilityNotAsked(capability, reasonOfFailure(problem.failure), problem.failure.url, `${problem.failure.url}: ${problem.failure.message}`);
}

/** The findings a report keeps of one check on one page: repeats grouped, text bounded, the rest counted (REPORT_LIMITS). */
function boundedFindings(findings: readonly DraftFinding[]): DraftFinding[] {
  const max = REPORT_LIMITS.findingsPerCheck;
  return keepFindings(groupRepeated(findings), max, (count) => info(FINDINGS_OMITTED, omittedMessage(count, max))).map((finding) => boundFinding(finding));
}

type Inputs = { origin: Record<string, unknown>; page: Record<string, unknown> };

async function gatherInputs(check: CheckDefinition, ctx: GatherContext, pageUrl: string): Promise<Inputs | ArtifactProblem> {
  const originNames = check.requires.origin as readonly string[];
  const pageNames = check.requires.page as readonly string[];
  const [originValues, pageValues] = await Promise.all([
    Promise.all(originNames.map((name) => ctx.get(name as never))),
    Promise.all(pageNames.map((name) => ctx.getPage(name as never, pageUrl))),
  ]);
  const inputs: Inputs = { origin: {}, page: {} };
  for (const [scope, names, values, gathererNamed] of [
    ['origin', originNames, originValues, originGathererNamed],
    ['page', pageNames, pageValues, pageGathererNamed],
  ] as const) {
    names.forEach((name, i) => {
      const input = gathererNamed(name)?.input;
      inputs[scope][name] = input ? (input as (artifact: unknown) => unknown)(values[i]) : values[i];
    });
  }
  // In the order the check declares them, the first artifact it cannot be given decides its result.
  for (const value of [...originNames.map((name) => inputs.origin[name]), ...pageNames.map((name) => inputs.page[name])]) {
    if (value instanceof ArtifactProblem) return value;
  }
  return inputs;
}

export async function measureCheck(check: CheckDefinition, ctx: GatherContext, pageUrl: string): Promise<MeasuredCheck> {
  const id = check.meta.id;
  let inputs: Inputs | ArtifactProblem;
  try {
    inputs = await gatherInputs(check, ctx, pageUrl);
  } catch (error) {
    const finding = errorFinding('gather-failed', 'The resources this check needs could not be gathered.', describe(error), null);
    return result(id, 'error', 0, [finding], performance.now());
  }
  const started = performance.now();
  if (inputs instanceof ArtifactProblem) {
    // A capability check whose input could not be fetched could not ask (checks.md 2026-12c): said beside the failure,
    // so the score leaves it out (scoring.ts scorableOf).
    const notAsked = notAskedCapability(id, inputs);
    const findings = notAsked ? [inputs.finding, errorFinding('could-not-ask', `Could not ask: ${notAsked.detail}`, notAsked.url, null)] : [inputs.finding];
    return result(id, inputs.status, 0, findings, started, notAsked);
  }
  try {
    const outcome = check.run({
      origin: inputs.origin as never,
      page: inputs.page as never,
      url: pageUrl,
      startUrl: ctx.startUrl,
      isStartPage: pageUrl === ctx.startUrl,
    });
    const score = outcome.error ? 0 : clampScore(outcome.score);
    const judged = underEvidenceRules({ status: outcome.error ? 'error' : statusOfScore(score), score, findings: outcome.findings }, outcome.capability);
    return result(id, judged.status, judged.score, judged.findings, started, outcome.capability);
  } catch (error) {
    const finding = errorFinding('crashed', 'The check failed while measuring this page.', describe(error), null);
    return result(id, 'error', 0, [finding], started);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
