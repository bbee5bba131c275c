// Usage counters (rate limits, quotas, the model budget) matter only while their window is open. The longest window
// is a day, so counters of windows that started more than two days ago decide nothing and are deleted.
// Run by the scheduled job in lib/services/prune-usage-job.ts; never by a read.
import { getDb } from '@/lib/db';
import { pruneUsage } from '@/lib/db/usage';

export const USAGE_RETENTION_SECONDS = 2 * 86_400;

/** Deletes the counters of windows that started before `now` minus the retention; returns how many. */
export async function pruneUsageCounters(now: Date = new Date()): Promise<number> {
  return pruneUsage(await getDb(), new Date(now.getTime() - USAGE_RETENTION_SECONDS * 1000));
}
