// An operator removes a user from an organization. The user's sessions end with it (in the same transaction), so a
// dashboard opened before the removal cannot go on acting from a page loaded while they were a member; the
// organization's last owner stays (an organization nobody can administer is refused).
import { closeAllUserSessions } from '@/lib/auth/user-sessions';
import { getDb } from '@/lib/db';
import { AdminError } from './errors';
import { findOrganizationOrThrow } from './find-organization';
import { findUserByEmailOrThrow } from './find-user';
import type { SignedOutUser } from './sign-out-user';

export async function removeMember(input: { email: string; organizationId: string }): Promise<SignedOutUser & { organizationId: string }> {
  const organization = await findOrganizationOrThrow(input.organizationId);
  const user = await findUserByEmailOrThrow(input.email);
  const db = await getDb();
  const membership = await db.membership.findFirst({ where: { userId: user.id, organizationId: organization.id } });
  if (!membership) throw new AdminError('not-found', `${user.email} is not a member of organization ${organization.id}`);
  if (membership.role === 'owner' && (await db.membership.count({ where: { organizationId: organization.id, role: 'owner' } })) === 1) {
    throw new AdminError('conflict', `${user.email} is the last owner of organization ${organization.id}; make someone else owner first`);
  }
  const sessionsEnded = await db.$transaction(async (tx) => {
    await tx.membership.delete({ where: { id: membership.id } });
    return closeAllUserSessions(tx, user.id);
  });
  return { ...user, organizationId: organization.id, sessionsEnded };
}
