// A signed-in dashboard cookie without the sign-in form, made as startSession (lib/auth/session.ts) makes one: a live
// user_sessions row (issue 21.5) and next-auth's JWT naming it, signed with the server's NEXTAUTH_SECRET. Call it where
// the database is at hand (a startServer seed, or withDatabase on a running server).
import { encode } from 'next-auth/jwt';
import type { PrismaClient } from '../../lib/db';
import { SESSION_MAX_AGE_SECONDS } from '../../lib/auth/session-lifetime';
import { openUserSession, SESSION_ID_CLAIM } from '../../lib/auth/user-sessions';

/** The Cookie header value (`next-auth.session-token=…`) of a new session of `user`. */
export async function sessionCookie(db: PrismaClient, user: { id: string; email: string }, secret: string): Promise<string> {
  const sid = await openUserSession(db, user.id);
  const token = await encode({ token: { sub: user.id, email: user.email, name: null, [SESSION_ID_CLAIM]: sid }, secret, maxAge: SESSION_MAX_AGE_SECONDS });
  return `next-auth.session-token=${token}`;
}

/** A new owner of the organization, signed in: the Cookie header value of their session. */
export async function ownerSessionCookie(db: PrismaClient, organizationId: string, email: string, secret: string): Promise<string> {
  const user = await db.user.create({ data: { email } });
  await db.membership.create({ data: { organizationId, userId: user.id, role: 'owner' } });
  return sessionCookie(db, user, secret);
}
