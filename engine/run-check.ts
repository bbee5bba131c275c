// Runs one check on one page: gathers what it declared, then calls its pure `run`.
// A missing artifact or a throw becomes an `error` result for that check alone.
import type { CheckId } from './check-ids.js';
import type { CheckDefinition } from './checks/define.js';
import { clampScore, errorFinding } from './checks/findings.js';
import type { GatherContext } from './gather/context.js';
import type { CheckStatus, Finding } from './types.js';

export interface MeasuredCheck {
  id: CheckId;
  status: CheckStatus;
  score: number;
  findings: Finding[];
  duration: number;
}

function statusFor(score: number): CheckStatus {
  if (score >= 100) return 'pass';
  if (score <= 0) return 'fail';
  return 'warn';
}

function errorResult(id: CheckId, message: string, detail: string | null, started: number): MeasuredCheck {
  return {
    id,
    status: 'error',
    score: 0,
    findings: [errorFinding(message, detail, null)],
    duration: Math.round(performance.now() - started),
  };
}

async function gatherInputs(
  check: CheckDefinition,
  ctx: GatherContext,
  pageUrl: string,
): Promise<{ origin: Record<string, unknown>; page: Record<string, unknown> }> {
  const originNames = check.requires.origin as readonly string[];
  const pageNames = check.requires.page as readonly string[];
  const [originValues, pageValues] = await Promise.all([
    Promise.all(originNames.map((name) => ctx.get(name as never))),
    Promise.all(pageNames.map((name) => ctx.getPage(name as never, pageUrl))),
  ]);
  return {
    origin: Object.fromEntries(originNames.map((name, i) => [name, originValues[i]])),
    page: Object.fromEntries(pageNames.map((name, i) => [name, pageValues[i]])),
  };
}

export async function measureCheck(check: CheckDefinition, ctx: GatherContext, pageUrl: string): Promise<MeasuredCheck> {
  const id = check.meta.id;
  let inputs: Awaited<ReturnType<typeof gatherInputs>>;
  try {
    inputs = await gatherInputs(check, ctx, pageUrl);
  } catch (error) {
    return errorResult(id, 'The resources this check needs could not be gathered.', describe(error), performance.now());
  }
  const started = performance.now();
  try {
    const outcome = check.run({
      origin: inputs.origin as never,
      page: inputs.page as never,
      url: pageUrl,
      startUrl: ctx.startUrl,
      isStartPage: pageUrl === ctx.startUrl,
    });
    const score = outcome.error ? 0 : clampScore(outcome.score);
    return {
      id,
      status: outcome.error ? 'error' : statusFor(score),
      score,
      findings: outcome.findings,
      duration: Math.round(performance.now() - started),
    };
  } catch (error) {
    return errorResult(id, 'The check failed while measuring this page.', describe(error), started);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
