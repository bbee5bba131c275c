// Expired OAuth records (interactions, codes, access and refresh tokens, grants) are never returned again
// (lib/auth/oauth-records.ts), so they are deleted. Run by the scheduled job in lib/services/prune-usage-job.ts.
import { getDb } from '@/lib/db';

/** Deletes the rows whose expiry has passed; returns how many. */
export async function pruneExpiredOAuthRecords(now: Date = new Date()): Promise<number> {
  const { count } = await (await getDb()).oAuthRecord.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
