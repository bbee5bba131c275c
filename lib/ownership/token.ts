// The organization's ownership token (issue 52 point 3): one per organization, the same for each of its hosts, as
// a search console's verification token is per account. Made when first asked for, never changed: a host proven
// with it stays proven across re-checks.
import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db';

/** The value of the DNS TXT record, well-known file and meta tag: `agentgauge-verification=<token>`. */
export const VERIFICATION_NAME = 'agentgauge-verification';

export async function ownershipTokenOf(organizationId: string): Promise<string> {
  const db = await getDb();
  const organization = await db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { ownershipToken: true } });
  if (organization.ownershipToken) return organization.ownershipToken;
  // Two first askers at once: only the first write lands (the token is null until then), both read it back.
  await db.organization.updateMany({ where: { id: organizationId, ownershipToken: null }, data: { ownershipToken: randomBytes(16).toString('hex') } });
  return (await db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { ownershipToken: true } })).ownershipToken!;
}
