// next-auth configuration: email + password always; GitHub only when GITHUB_ID and GITHUB_SECRET are set; email
// links only when EMAIL_SERVER and EMAIL_FROM are set. Sessions are JWTs in a cookie that name a user_sessions row
// (lib/auth/user-sessions.ts): the row, not the cookie, decides whether the session is still open. Nobody signs
// up here: users are created by operators (admin CLI), and a GitHub or email-link sign-in is accepted only for an
// email that already has an account.
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import GitHubProvider from 'next-auth/providers/github';
import { headers } from 'next/headers';
import { getDb } from '@/lib/db';
import { clientIp } from '@/lib/net/client-ip';
import { authenticateWithPassword } from './credentials';
import { emailLinkProvider } from './email-link';
import { emailLinkSettings } from './email-link-settings';
import { authSecret } from './secret';
import { verificationTokenAdapter } from './verification-token-adapter';
import { usesSecureCookies } from './session-cookie';
import { SESSION_MAX_AGE_SECONDS } from './session-lifetime';
import { SESSION_ID_CLAIM, closeUserSession, liveSessionUserId, openUserSession } from './user-sessions';

export { SESSION_MAX_AGE_SECONDS };

/**
 * The origin next-auth builds callback and redirect URLs from: NEXTAUTH_URL, else AGENTGAUGE_PUBLIC_URL, else the
 * Host header, which is safe to trust only because the HTTP front rewrites it to the origin rule's answer (trusted
 * proxy or our listening address) before next-auth sees it (lib/net/public-origin.ts).
 */
function configureOrigin(): void {
  if (process.env.NEXTAUTH_URL) return;
  if (process.env.AGENTGAUGE_PUBLIC_URL) {
    process.env.NEXTAUTH_URL = new URL('/api/auth', process.env.AGENTGAUGE_PUBLIC_URL).href;
    return;
  }
  process.env.AUTH_TRUST_HOST ??= '1';
}


async function userIdForEmail(email: string | null | undefined): Promise<string | null> {
  if (!email) return null;
  const db = await getDb();
  const user = await db.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true } });
  return user?.id ?? null;
}

function optionalProviders(): NextAuthOptions['providers'] {
  const providers: NextAuthOptions['providers'] = [];
  if (process.env.GITHUB_ID && process.env.GITHUB_SECRET) {
    providers.push(
      GitHubProvider({
        clientId: process.env.GITHUB_ID,
        clientSecret: process.env.GITHUB_SECRET,
        // Only matters once an adapter is configured (email links): GitHub sign-in is then still matched to the
        // existing user with the same email, as the signIn callback has always decided, instead of being refused.
        allowDangerousEmailAccountLinking: true,
      }),
    );
  }
  const emailLink = emailLinkSettings();
  if (emailLink) providers.push(emailLinkProvider(emailLink));
  return providers;
}

export function enabledOAuthProviders(): Array<{ id: string; name: string }> {
  return optionalProviders()
    .filter((provider) => provider.type === 'oauth')
    .map((provider) => ({ id: provider.id, name: provider.name }));
}

export function emailLinkEnabled(): boolean {
  return emailLinkSettings() !== null;
}

export function authOptions(): NextAuthOptions {
  configureOrigin();
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: usesSecureCookies(),
    // Email links need somewhere to keep their one-time tokens; nothing else uses the adapter (JWT sessions).
    adapter: emailLinkEnabled() ? verificationTokenAdapter() : undefined,
    pages: { signIn: '/sign-in', error: '/sign-in', verifyRequest: '/sign-in?check=email' },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        authorize: async (credentials) =>
          authenticateWithPassword(credentials?.email ?? '', credentials?.password ?? '', clientIp({ headers: await headers() })),
      }),
      ...optionalProviders(),
    ],
    callbacks: {
      async signIn({ user, account, email }) {
        if (account?.provider === 'credentials') return true;
        // Asking for a link gets the same answer for every address; only an existing user is mailed one
        // (email-link.ts), and using a link passes the check below.
        if (email?.verificationRequest) return true;
        return (await userIdForEmail(user.email)) !== null;
      },
      async jwt({ token, user, account }) {
        if (!user) {
          // next-auth's session route: a session that was signed out or revoked answers no session and loses its
          // cookie (next-auth clears it when this throws), like every page does.
          if (!(await liveSessionUserId(await getDb(), token[SESSION_ID_CLAIM], token.sub))) throw new Error('the session has ended');
          return token;
        }
        // The token's subject is always our user id, also after an OAuth sign-in (whose user.id is GitHub's).
        token.sub = account?.provider !== 'credentials' ? ((await userIdForEmail(user.email)) ?? undefined) : user.id;
        // Signing in opens a session row; the token only names it.
        if (token.sub) token[SESSION_ID_CLAIM] = await openUserSession(await getDb(), token.sub);
        return token;
      },
      session({ session, token }) {
        if (session.user) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
    events: {
      // next-auth's own sign-out route (the dashboard's form ends the session in lib/auth/session.ts).
      async signOut({ token }) {
        await closeUserSession(await getDb(), token?.[SESSION_ID_CLAIM]);
      },
    },
  };
}
