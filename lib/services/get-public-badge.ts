// The score badge of a host (GET /badge/{host}.svg), from its newest stored public report; never contacts the host.
import { getDb } from '@/lib/db';
import { notMeasuredBadge, scoreBadge } from '@/lib/views/score-badge';

export interface PublicBadge {
  svg: string;
  /** False when the host has no stored public report: the "not measured" badge, answered with 404. */
  measured: boolean;
}

export async function getPublicBadge(host: string): Promise<PublicBadge> {
  const db = await getDb();
  const row = await db.publicReport.findFirst({ where: { host }, orderBy: { scannedAt: 'desc' }, select: { score: true } });
  if (row?.score === null || row?.score === undefined) return { svg: notMeasuredBadge(host), measured: false };
  return { svg: scoreBadge(host, row.score), measured: true };
}
