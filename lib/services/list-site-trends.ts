// The site overview's sparklines: the scores of each site's latest finished scans, for all of the organization's
// sites in one statement (a history read per site was one query per row).
import { getDb, Prisma } from '@/lib/db';

interface TrendRow {
  siteId: string;
  score: number | null;
}

/** Site id → scores of its latest `count` succeeded scans, oldest first (scans without a score are left out); of the
 *  sites in `siteIds` when given (the page of sites shown). */
export async function listSiteTrends(organizationId: string, count: number, siteIds?: string[]): Promise<Map<string, number[]>> {
  const db = await getDb();
  const only = siteIds === undefined ? Prisma.empty : Prisma.sql`AND site_id = ANY(${siteIds}::uuid[])`;
  // Older stored scans kept the score only in their report, as the history view reads it (scanSummary).
  const rows = await db.$queryRaw<TrendRow[]>`
    SELECT "siteId", score FROM (
      SELECT site_id AS "siteId", COALESCE(score, (report->>'overallScore')::float8) AS score, finished_at, id,
             row_number() OVER (PARTITION BY site_id ORDER BY finished_at DESC, id DESC) AS position
      FROM scans
      WHERE organization_id = ${organizationId}::uuid AND status = 'succeeded' ${only}
    ) latest
    WHERE position <= ${count}
    ORDER BY "siteId", finished_at ASC, id ASC`;
  const trends = new Map<string, number[]>();
  for (const row of rows) {
    if (row.score === null) continue;
    const scores = trends.get(row.siteId) ?? [];
    scores.push(Number(row.score));
    trends.set(row.siteId, scores);
  }
  return trends;
}
