// The scheduled clean-up of spent usage counters: every worker process runs it on a timer (one idempotent DELETE).
import { positiveIntegerEnv } from '@/lib/server/settings';
import { pruneUsageCounters } from '@/lib/services/prune-usage-counters';
import { startPeriodic, type PeriodicTask } from './periodic';

/** Runs pruneUsageCounters now and then every AGENTGAUGE_USAGE_PRUNE_SECONDS (default 3600). */
export function startUsagePruning(): PeriodicTask {
  return startPeriodic('Usage pruning', positiveIntegerEnv('AGENTGAUGE_USAGE_PRUNE_SECONDS', 3600), async () => {
    await pruneUsageCounters(new Date());
  });
}
