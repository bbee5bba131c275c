// next-auth configuration: email + password always; GitHub only when GITHUB_ID and GITHUB_SECRET are set.
// Sessions are JWTs in a cookie (no session table). Nobody signs up here: users are created by operators
// (admin CLI), and an OAuth sign-in is accepted only for an email that already has an account.
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import GitHubProvider from 'next-auth/providers/github';
import { getDb } from '@/lib/db';
import { authenticateWithPassword } from './credentials';
import { authSecret } from './secret';

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The origin next-auth builds callback URLs from: NEXTAUTH_URL, else AGENTGAUGE_PUBLIC_URL, else the request's Host. */
function configureOrigin(): void {
  if (process.env.NEXTAUTH_URL) return;
  if (process.env.AGENTGAUGE_PUBLIC_URL) {
    process.env.NEXTAUTH_URL = new URL('/api/auth', process.env.AGENTGAUGE_PUBLIC_URL).href;
    return;
  }
  process.env.AUTH_TRUST_HOST ??= '1';
}

/** Secure (__Secure-) cookies when the service is reached over HTTPS as configured; plain ones on http://. */
export function usesSecureCookies(): boolean {
  return (process.env.NEXTAUTH_URL ?? process.env.AGENTGAUGE_PUBLIC_URL ?? '').startsWith('https://');
}

export function sessionCookieName(): string {
  return `${usesSecureCookies() ? '__Secure-' : ''}next-auth.session-token`;
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
    providers.push(GitHubProvider({ clientId: process.env.GITHUB_ID, clientSecret: process.env.GITHUB_SECRET }));
  }
  return providers;
}

export function enabledOAuthProviders(): Array<{ id: string; name: string }> {
  return optionalProviders().map((provider) => ({ id: provider.id, name: provider.name }));
}

export function authOptions(): NextAuthOptions {
  configureOrigin();
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: usesSecureCookies(),
    pages: { signIn: '/sign-in', error: '/sign-in' },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        authorize: (credentials) => authenticateWithPassword(credentials?.email ?? '', credentials?.password ?? ''),
      }),
      ...optionalProviders(),
    ],
    callbacks: {
      async signIn({ user, account }) {
        if (account?.provider === 'credentials') return true;
        return (await userIdForEmail(user.email)) !== null;
      },
      async jwt({ token, user, account }) {
        // The token's subject is always our user id, also after an OAuth sign-in (whose user.id is GitHub's).
        if (user && account?.provider !== 'credentials') token.sub = (await userIdForEmail(user.email)) ?? undefined;
        else if (user) token.sub = user.id;
        return token;
      },
      session({ session, token }) {
        if (session.user) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
  };
}
