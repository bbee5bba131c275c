// Open verification records whose advice is older than 30 days without a rise in score are expired.
// Run by the scheduled job in lib/services/expire-verifications-job.ts; never by a read.
import { getDb } from '@/lib/db';
import { announceVerifications } from '@/lib/webhooks/announce';
import { OPEN_STATUSES } from './record-fix-advice';

export const VERIFICATION_WINDOW_DAYS = 30;

/** Expires every open record advised more than 30 days before `now`; returns how many. */
export async function expireVerifications(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - VERIFICATION_WINDOW_DAYS * 86_400_000);
  const expired = await db.verificationRecord.updateManyAndReturn({
    where: { status: { in: [...OPEN_STATUSES] }, advisedAt: { lt: cutoff } },
    data: { status: 'expired', lastCheckedAt: now },
    select: { id: true },
  });
  await announceVerifications('verification.expired', expired.map((record) => record.id));
  return expired.length;
}
