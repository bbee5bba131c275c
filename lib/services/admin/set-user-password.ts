// An operator sets a user's password. Every session of the user ends with it (in the same transaction), as after a
// password change anywhere: whoever signed in with the old one is out.
import { hashPassword } from '@/lib/auth/password';
import { closeAllUserSessions } from '@/lib/auth/user-sessions';
import { getDb } from '@/lib/db';
import { requireValidPassword } from './create-user';
import { findUserByEmailOrThrow } from './find-user';
import type { SignedOutUser } from './sign-out-user';

export async function setUserPassword(input: { email: string; password: string }): Promise<SignedOutUser> {
  requireValidPassword(input.password);
  const user = await findUserByEmailOrThrow(input.email);
  const passwordHash = await hashPassword(input.password);
  const sessionsEnded = await (await getDb()).$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    return closeAllUserSessions(tx, user.id);
  });
  return { ...user, sessionsEnded };
}
