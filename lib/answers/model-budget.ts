// The per-organization model budget: questions an Answers pass asks and model-driven agent runs, counted in one
// daily window (AGENTGAUGE_MODEL_BUDGET_PER_DAY, default 200). Taken inside the caller's transaction, so work that
// is not queued spends nothing; reads never take any.
import { DAY_SECONDS, QuotaExceeded, takeQuotas, type QuotaTransaction } from '@/lib/db/usage';
import { ApiError } from '@/lib/errors/api-errors';
import { positiveIntegerEnv } from '@/lib/settings/settings';

const SCOPE = 'model:organization';

export function modelBudgetPerDay(): number {
  return positiveIntegerEnv('AGENTGAUGE_MODEL_BUDGET_PER_DAY', 200);
}

/** Takes `units` (all or nothing: the caller's transaction rolls back on the 429). */
export async function takeModelBudget(tx: QuotaTransaction, organizationId: string, units: number): Promise<void> {
  const limit = modelBudgetPerDay();
  try {
    // takeQuotas counts one unit per call; every call locks the same counter row, so the units are taken atomically.
    for (let unit = 0; unit < units; unit++) {
      await takeQuotas(tx, [{ scope: SCOPE, subject: organizationId, limit, windowSeconds: DAY_SECONDS }]);
    }
  } catch (error) {
    if (!(error instanceof QuotaExceeded)) throw error;
    throw new ApiError(
      'model-budget-exhausted',
      `This needs ${units} model call${units === 1 ? '' : 's'}, more than is left of the organization's budget of ${limit} per day (AGENTGAUGE_MODEL_BUDGET_PER_DAY).`,
      { retryAfter: error.decision.retryAfterSeconds },
    );
  }
}
