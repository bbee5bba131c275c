// The one rule of issue 52 point 3: a host is named in public (index opt-in, public report), and its unpublished
// index row read, only by an organization that proved it controls the host. Every public read asks through the
// conditions below at read time, so a proof lost on a re-check takes the host out of every public answer at once,
// and the owner's switches are kept (held) until the host is proven again.
import { Prisma, getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { ownershipTokenOf } from './token';
import { howToProve } from './ways';

export async function isOwnershipVerified(organizationId: string, host: string): Promise<boolean> {
  const db = await getDb();
  const found = await db.hostOwnership.findFirst({ where: { organizationId, host, verifiedAt: { not: null } }, select: { id: true } });
  return found !== null;
}

/** 403 ownership-unverified, naming the three ways to prove the host, unless the organization proved it. */
export async function requireVerifiedOwnership(organizationId: string, site: { id: string; url: string; host: string }): Promise<void> {
  if (await isOwnershipVerified(organizationId, site.host)) return;
  throw new ApiError('ownership-unverified', howToProve(site.id, site, await ownershipTokenOf(organizationId)));
}

/** SQL: the site aliased `alias` belongs to an organization that proved its host. */
export function ownerVerified(alias: string): Prisma.Sql {
  if (!/^[a-z]+$/.test(alias)) throw new Error(`not an alias: ${alias}`);
  return Prisma.raw(
    `EXISTS (SELECT 1 FROM host_ownerships o WHERE o.organization_id = ${alias}.organization_id AND o.host = ${alias}.host AND o.verified_at IS NOT NULL)`,
  );
}

/** Prisma: a site on `host` whose organization proved the host (the same rule as ownerVerified, for one known host). */
export function provenSiteOn(host: string): Prisma.SiteWhereInput {
  return { host, organization: { hostOwnerships: { some: { host, verifiedAt: { not: null } } } } };
}
