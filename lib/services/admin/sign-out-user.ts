// An operator ends every dashboard session of a user (a lost laptop, a leaked cookie): the rows go, so every copy of
// every cookie stops working on the next request, on every instance.
import { getDb } from '@/lib/db';
import { closeAllUserSessions } from '@/lib/auth/user-sessions';
import { findUserByEmailOrThrow } from './find-user';

export interface SignedOutUser {
  id: string;
  email: string;
  sessionsEnded: number;
}

export async function signOutUser(input: { email: string }): Promise<SignedOutUser> {
  const user = await findUserByEmailOrThrow(input.email);
  return { ...user, sessionsEnded: await closeAllUserSessions(await getDb(), user.id) };
}
