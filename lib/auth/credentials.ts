import { getDb } from '@/lib/db';
import { consumeWindow } from '@/lib/rate-limit/fixed-window';
import { verifyPassword } from './password';

export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string | null;
}

// Password guessing against one account: bcrypt makes each try slow, this caps how many there can be.
const SIGN_IN_ATTEMPTS = { points: 20, windowSeconds: 15 * 60 };

/** The user with this email and password, or null (unknown email and wrong password look the same).
 *  Throws a rate-limited ApiError after too many attempts on one email. */
export async function authenticateWithPassword(email: string, password: string): Promise<AuthenticatedUser | null> {
  const normalized = email.trim().toLowerCase();
  if (!normalized || !password) return null;
  await consumeWindow(
    { scope: 'sign-in:email', subject: normalized, ...SIGN_IN_ATTEMPTS },
    'Too many sign-in attempts for this account; try again in 15 minutes.',
  );
  const db = await getDb();
  const user = await db.user.findUnique({ where: { email: normalized } });
  if (!(await verifyPassword(password, user?.passwordHash))) return null;
  return user ? { id: user.id, email: user.email, name: user.name } : null;
}
