// Dashboard sessions that the server can end (issue 21.5). The cookie stays next-auth's signed JWT, but it only
// names a row of user_sessions by a random secret (claim `sid`); the row is keyed by the secret's SHA-256, so a copy
// of the table opens no session. A request is signed in only while the row exists and has not expired: one read by
// primary key, alongside the user's (lib/auth/session.ts). Deleting rows ends sessions on every instance at
// once: sign-out (this session), a new password, removal from an organization and an operator's command (all of the
// user's sessions), as GitHub and Auth0 do.
import { createHash, randomBytes } from 'node:crypto';
import { decode, type JWT } from 'next-auth/jwt';
import type { PrismaClient } from '@/lib/db';
import { authSecret } from './secret';
import { SESSION_MAX_AGE_SECONDS } from './session-lifetime';

/** The JWT claim that carries the session's secret. */
export const SESSION_ID_CLAIM = 'sid';

function storedSessionId(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The session cookie's verified claims, or null (no cookie, a forged or expired one). */
export async function sessionTokenOf(cookie: string | undefined): Promise<JWT | null> {
  if (!cookie) return null;
  try {
    return await decode({ token: cookie, secret: authSecret() });
  } catch {
    return null;
  }
}

/** Opens a session for the user; returns the secret the cookie carries (claim `sid`). */
export async function openUserSession(db: PrismaClient, userId: string, now = new Date()): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.userSession.create({ data: { id: storedSessionId(secret), userId, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) } });
  return secret;
}

/** The user id of a live session, or null (one indexed read). */
export async function liveSessionUserId(db: PrismaClient, secret: unknown, userId: unknown): Promise<string | null> {
  if (typeof secret !== 'string' || typeof userId !== 'string' || !secret) return null;
  const row = await db.userSession.findFirst({ where: { id: storedSessionId(secret), userId, expiresAt: { gt: new Date() } }, select: { userId: true } });
  return row?.userId ?? null;
}

/** Ends one session (sign-out). */
export async function closeUserSession(db: PrismaClient, secret: unknown): Promise<void> {
  if (typeof secret !== 'string' || !secret) return;
  await db.userSession.deleteMany({ where: { id: storedSessionId(secret) } });
}

/** Ends every session of a user; returns how many were open. */
export async function closeAllUserSessions(db: Pick<PrismaClient, 'userSession'>, userId: string): Promise<number> {
  const { count } = await db.userSession.deleteMany({ where: { userId } });
  return count;
}
