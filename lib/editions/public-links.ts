// Which named hosts have a public report to link to (a public scan, or a public site's finished scan): one query for
// a page of the leaderboard, the rule of lib/services/public-measurement.ts.
import { getDb } from '@/lib/db';
import { ownerVerified } from '@/lib/ownership/verified';

export async function hostsWithPublicReports(hosts: string[]): Promise<Set<string>> {
  if (hosts.length === 0) return new Set();
  const db = await getDb();
  const rows = await db.$queryRaw<Array<{ host: string }>>`
    SELECT DISTINCT host FROM public_reports WHERE host = ANY(${hosts}::text[])
    UNION
    SELECT DISTINCT s.host FROM sites s WHERE s.host = ANY(${hosts}::text[]) AND s.public_report AND ${ownerVerified('s')}
      AND EXISTS (SELECT 1 FROM scans c WHERE c.site_id = s.id AND c.status = 'succeeded')`;
  return new Set(rows.map((row) => row.host));
}
