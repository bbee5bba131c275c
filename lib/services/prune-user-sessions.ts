// Expired dashboard sessions are never accepted again (lib/auth/user-sessions.ts), so they are deleted. Run by the
// scheduled job in lib/services/prune-usage-job.ts.
import { getDb } from '@/lib/db';

/** Deletes the sessions whose 30 days have passed; returns how many. */
export async function pruneExpiredUserSessions(now: Date = new Date()): Promise<number> {
  const { count } = await (await getDb()).userSession.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
