// The signed-in user of a dashboard request: next-auth's session cookie (a JWT naming a user_sessions row, see
// user-sessions.ts) resolved to our user, their organizations and roles, while the row is live. Sign-in by password
// mints the same cookie next-auth would, so forms work without JavaScript.
import { encode, type JWT } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { MembershipRole, Plan } from '@/lib/db';
import { getDb } from '@/lib/db';
import { REQUEST_TARGET_HEADER, signInPathFor } from '@/lib/auth/request-target';
import type { Actor } from './authorize';
import type { AuthenticatedUser } from './credentials';
import { SESSION_MAX_AGE_SECONDS } from './session-lifetime';
import { sessionCookieName, usesSecureCookies } from './session-cookie';
import { authSecret } from './secret';
import { isOperator } from './operators';
import { hasPaidAccess } from './paid-access';
import { SESSION_ID_CLAIM, closeUserSession, liveSessionUserId, openUserSession, sessionTokenOf } from './user-sessions';

const ACTIVE_ORG_COOKIE = 'agentgauge.org';

/** A membership is the actor of the dashboard's requests: the user's role and plan in that organization. */
export interface MembershipView extends Actor {
  organizationName: string;
  plan: Plan;
  role: MembershipRole;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  operator: boolean;
  memberships: MembershipView[];
  /** The organization the dashboard shows: the one chosen in the switcher, else the first. Null without any. */
  active: MembershipView | null;
}

/** The signed-in user, or null. Cached per request, so layout and page share one lookup. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const token = await sessionToken();
  const userId = typeof token?.sub === 'string' ? token.sub : null;
  if (!userId) return null;
  const db = await getDb();
  // The session check is one read by primary key, run alongside the user's.
  const [live, user] = await Promise.all([
    liveSessionUserId(db, token?.[SESSION_ID_CLAIM], userId),
    db.user.findUnique({
      where: { id: userId },
      include: { memberships: { include: { organization: { include: { subscription: true } } }, orderBy: { createdAt: 'asc' } } },
    }),
  ]);
  if (!live || !user) return null;
  const memberships = user.memberships.map((membership) => ({
    organizationId: membership.organizationId,
    organizationName: membership.organization.name,
    plan: membership.organization.plan,
    role: membership.role,
    paid: hasPaidAccess(membership.organization.subscription),
  }));
  const chosen = (await cookies()).get(ACTIVE_ORG_COOKIE)?.value;
  const active = memberships.find((membership) => membership.organizationId === chosen) ?? memberships[0] ?? null;
  return { id: user.id, email: user.email, name: user.name, operator: isOperator(user.email), memberships, active };
});

/** The signed-in user; anyone else is sent to the sign-in page, which returns them to the page they asked for. */
export async function requireUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(signInPathFor((await headers()).get(REQUEST_TARGET_HEADER)));
  return user;
}

/** The cookie's claims, decoded once per request (getSessionUser and endSession both read them). */
const sessionToken = cache(async (): Promise<JWT | null> => sessionTokenOf((await cookies()).get(sessionCookieName())?.value));

/** Starts a session for a user whose credentials were just verified (call from a server action). */
export async function startSession(user: AuthenticatedUser): Promise<void> {
  const sessionId = await openUserSession(await getDb(), user.id);
  const token = await encode({
    token: { sub: user.id, email: user.email, name: user.name, [SESSION_ID_CLAIM]: sessionId },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  (await cookies()).set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: usesSecureCookies(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** Signs out: the session's row goes, so a copy of the cookie opens nothing either. */
export async function endSession(): Promise<void> {
  const token = await sessionToken();
  await closeUserSession(await getDb(), token?.[SESSION_ID_CLAIM]);
  const jar = await cookies();
  jar.delete(sessionCookieName());
  jar.delete(ACTIVE_ORG_COOKIE);
}

/** Remembers the organization to show; only one the user belongs to is accepted. */
export async function chooseOrganization(user: SessionUser, organizationId: string): Promise<boolean> {
  if (!user.memberships.some((membership) => membership.organizationId === organizationId)) return false;
  (await cookies()).set(ACTIVE_ORG_COOKIE, organizationId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: usesSecureCookies(),
  });
  return true;
}
