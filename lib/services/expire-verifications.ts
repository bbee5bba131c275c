// Open verification records whose advice is older than 30 days without a rise in score are expired.
// Run by the scheduled job in lib/jobs/expire-verifications.ts; never by a read.
import { getDb } from '@/lib/db';
import { OPEN_STATUSES } from './record-fix-advice';

export const VERIFICATION_WINDOW_DAYS = 30;

/** Expires every open record advised more than 30 days before `now`; returns how many. */
export async function expireVerifications(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - VERIFICATION_WINDOW_DAYS * 86_400_000);
  const { count } = await db.verificationRecord.updateMany({
    where: { status: { in: [...OPEN_STATUSES] }, advisedAt: { lt: cutoff } },
    data: { status: 'expired', lastCheckedAt: now },
  });
  return count;
}
