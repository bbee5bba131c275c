// Expired A2A tasks are never returned again (lib/a2a/task-store.ts), so they are deleted. Run by the scheduled job
// in lib/services/prune-usage-job.ts.
import { getDb } from '@/lib/db';

/** Deletes the tasks whose hour has passed; returns how many. */
export async function pruneExpiredA2aTasks(now: Date = new Date()): Promise<number> {
  const { count } = await (await getDb()).a2aTask.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
