import { getDb } from '@/lib/db';
import { AdminError } from './errors';

/** The user with this email (case and surrounding spaces ignored), or a not-found refusal. */
export async function findUserByEmailOrThrow(email: string): Promise<{ id: string; email: string }> {
  const normalized = email.trim().toLowerCase();
  const user = await (await getDb()).user.findUnique({ where: { email: normalized }, select: { id: true, email: true } });
  if (!user) throw new AdminError('not-found', `no user with email ${normalized}`);
  return user;
}
