import { getDb } from '@/lib/db';
import { throttledPasswordAttempt } from '@/lib/rate-limit/sign-in';
import { verifyPassword } from './password';

export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string | null;
}

/** The user with this email and password, or null (unknown email and wrong password look the same).
 *  Throws a rate-limited ApiError after too many failures from the client's address (lib/rate-limit/sign-in.ts);
 *  bcrypt makes each try slow, the throttle caps how many one client gets. */
export async function authenticateWithPassword(email: string, password: string, clientAddress: string): Promise<AuthenticatedUser | null> {
  const normalized = email.trim().toLowerCase();
  if (!normalized || !password) return null;
  return throttledPasswordAttempt(clientAddress, normalized, async () => {
    const db = await getDb();
    const user = await db.user.findUnique({ where: { email: normalized } });
    if (!(await verifyPassword(password, user?.passwordHash))) return null;
    return user ? { id: user.id, email: user.email, name: user.name } : null;
  });
}
