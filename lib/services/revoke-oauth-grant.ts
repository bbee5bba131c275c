// The keys page's "Disconnect": an owner or admin revokes an application's grant in their organization, and with it
// every access and refresh token issued under it (the next request with one answers 401). Another organization's
// grant is answered like a missing one.
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { deleteGrantRecords } from '@/lib/auth/oauth-records';

export async function revokeOAuthGrant(actor: Actor, grantId: string): Promise<void> {
  authorize(actor, 'api-key:manage');
  const db = await getDb();
  const grant = await db.oAuthRecord.findUnique({ where: { kind_id: { kind: 'Grant', id: grantId } }, select: { accountId: true } });
  const owned = grant?.accountId
    ? (await db.membership.count({ where: { id: grant.accountId, organizationId: actor.organizationId } })) === 1
    : false;
  if (!owned) throw new ApiError('not-found', `No connected application with id ${grantId} exists in this organization.`);
  await deleteGrantRecords(db, grantId);
}
