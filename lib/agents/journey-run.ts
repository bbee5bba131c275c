// A journey as an agent run (issue 33 point 4): whether the run found the journey's answer, and for a run that did
// not, the step where it failed and the finding that explains it (the latest scan's journey result for the profile
// the agent browsed as, where there is one). One source for these rules: the run job stores what they decide.
import type { AnswerMatcher, JourneyCode, JourneyProfileResult } from '@/engine/index';
import { shorten } from './trail';
import type { AgentOutcome } from './types';

/** Where a journey's agent run failed and why. `step` counts from 1, as the replay numbers steps. */
export interface JourneyRunFailure {
  step: number | null;
  action: string | null;
  url: string | null;
  code: JourneyCode | null;
  reason: string;
}

/**
 * Found: the run succeeded (so at least one quote was verified on its page) and its answer or a verified quote holds
 * the journey's answer. A confident answer that holds none of the expected strings is not found.
 */
export function journeyRunFound(outcome: Pick<AgentOutcome, 'verdict' | 'answer' | 'evidence'>, matcher: AnswerMatcher): boolean {
  if (outcome.verdict !== 'succeeded') return false;
  if (outcome.answer && matcher.find(outcome.answer)) return true;
  return outcome.evidence.some((item) => matcher.find(item.quote) !== null);
}

/**
 * The step where a run that did not find the answer failed: for a blocked run the step that was refused, else the
 * agent's last step (where it gave up, answered wrongly or ran out of budget). The finding is the latest scan's result
 * for the same journey and profile when that result did not find the answer either; a blocked run without one is
 * explained by its block.
 */
export function journeyRunFailure(outcome: AgentOutcome, scanResult: JourneyProfileResult | null): JourneyRunFailure {
  const blockedAt =
    outcome.verdict === 'blocked' ? outcome.steps.findIndex((step) => outcome.reasons.some((reason) => shorten(reason) === step.observation)) : -1;
  const index = blockedAt >= 0 ? blockedAt : outcome.steps.length - 1;
  const step = index >= 0 ? outcome.steps[index]! : null;
  const where = { step: step ? index + 1 : null, action: step?.action ?? null, url: step?.url ?? null };
  if (scanResult && !scanResult.found && scanResult.code) {
    return { ...where, code: scanResult.code, reason: `The latest scan's finding for ${scanResult.profile}: ${scanResult.reason}` };
  }
  if (scanResult?.found) {
    return { ...where, code: null, reason: `The latest scan found the answer for ${scanResult.profile} at ${scanResult.url}; this run did not reach or report it.` };
  }
  if (outcome.verdict === 'blocked') return { ...where, code: 'journey.blocked', reason: outcome.reasons.at(-1) ?? 'The site refused the agent.' };
  if (outcome.verdict === 'succeeded') return { ...where, code: null, reason: "The run's answer and its verified quotes hold none of the journey's expected answers." };
  return { ...where, code: null, reason: outcome.reasons.at(-1) ?? 'The agent did not report the answer.' };
}

/** The failure in one sentence, for the run's reasons and its replay. */
export function describeJourneyRunFailure(failure: JourneyRunFailure): string {
  const at = failure.step ? `Failed at step ${failure.step} (${failure.action}${failure.url ? ` ${failure.url}` : ''})` : 'Failed before its first step';
  return `${at}${failure.code ? `: ${failure.code}` : ''}. ${failure.reason}`;
}

export interface BatchRun {
  status: string;
  found: boolean | null;
  tokens: number | null;
  stepCount: number;
  durationMs: number | null;
}

/**
 * pass^k of a batch, exactly: every one of its k runs settled and found the answer. Until every run settled it is
 * null (a run still going may yet fail). Tokens, steps and time are the runs' sums.
 */
export function journeyBatchSummary(runs: readonly BatchRun[]): { k: number; settled: boolean; passes: number; passK: boolean | null; tokens: number | null; steps: number; durationMs: number } {
  const settled = runs.every((run) => run.status === 'finished' || run.status === 'failed');
  const passes = runs.filter((run) => run.found === true).length;
  const reported = runs.filter((run) => run.tokens !== null);
  return {
    k: runs.length,
    settled,
    passes,
    passK: settled ? passes === runs.length && runs.length > 0 : null,
    tokens: reported.length > 0 ? reported.reduce((sum, run) => sum + run.tokens!, 0) : null,
    steps: runs.reduce((sum, run) => sum + run.stepCount, 0),
    durationMs: runs.reduce((sum, run) => sum + (run.durationMs ?? 0), 0),
  };
}
