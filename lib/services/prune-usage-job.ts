// The scheduled clean-up of spent usage counters and expired OAuth records, A2A tasks, dashboard sessions and deploy
// hook deliveries past their replay window: every worker process runs it on a timer (idempotent DELETEs).
import { pruneDeliveries } from '@/lib/deploy-hooks/deliveries';
import { positiveIntegerEnv } from '@/lib/settings/settings';
import { pruneExpiredA2aTasks } from '@/lib/services/prune-a2a-tasks';
import { pruneExpiredOAuthRecords } from '@/lib/services/prune-oauth-records';
import { pruneExpiredUserSessions } from '@/lib/services/prune-user-sessions';
import { pruneUsageCounters } from '@/lib/services/prune-usage-counters';
import { startPeriodic, type PeriodicTask } from '@/lib/jobs/periodic';

/** Runs them now and then every AGENTGAUGE_USAGE_PRUNE_SECONDS (default 3600). */
export function startUsagePruning(): PeriodicTask {
  return startPeriodic('Usage pruning', positiveIntegerEnv('AGENTGAUGE_USAGE_PRUNE_SECONDS', 3600), async () => {
    const now = new Date();
    await pruneUsageCounters(now);
    await pruneExpiredOAuthRecords(now);
    await pruneExpiredA2aTasks(now);
    await pruneExpiredUserSessions(now);
    await pruneDeliveries(now);
  });
}
