// Who may be named (issue 48 point 3): a host is named in any public response or page of the index only while a site
// on it opts in: its owner made its report public (sites.public_report) or opted in to the index
// (sites.index_opt_in). Every public read of entries asks through this one condition, at read time, so switching
// both off takes a host out of every edition at once. Every other target counts only in the aggregates.
// A switch counts only while its organization proved it controls the host (issue 52 point 3; lib/ownership/).
import { Prisma } from '@/lib/db';
import { getDb } from '@/lib/db';
import { ownerVerified, provenSiteOn } from '@/lib/ownership/verified';

/** SQL: the entry aliased `alias` is on an opted-in host. */
export function optedIn(alias: string): Prisma.Sql {
  if (!/^[a-z]+$/.test(alias)) throw new Error(`not an alias: ${alias}`);
  return Prisma.sql`EXISTS (SELECT 1 FROM sites s WHERE s.host = ${Prisma.raw(`${alias}.host`)} AND (s.public_report OR s.index_opt_in) AND ${ownerVerified('s')})`;
}

export async function isHostOptedIn(host: string): Promise<boolean> {
  const db = await getDb();
  const found = await db.site.findFirst({ where: { ...provenSiteOn(host), OR: [{ publicReport: true }, { indexOptIn: true }] }, select: { id: true } });
  return found !== null;
}
