// Sign-out ends the session (issue 21.5): a dashboard session is a row the server can delete, checked on every
// request, so a copied session cookie stops working (pages and OAuth consent alike) after sign-out in the browser,
// next-auth's own sign-out route, a new password, removal from an organization and an operator's command.
// Against the real server, the real admin CLI and Chromium.
import { createHash, randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/lib/services/admin/create-user';
import { cookiesSet, request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { TEST_PASSWORD, launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

const COOKIE = 'next-auth.session-token';
const BOTH = 'both@beta-sessions.test';

describe('dashboard sessions end on the server', { timeout: 120_000 }, () => {
  let server: TestServer;
  let alpha: SeededOrganization;
  let beta: SeededOrganization;
  let browser: Browser;

  beforeAll(async () => {
    buildCli();
    // The worker's shared server: its database outlives this file, so the organizations and users are named after it
    // (the operator's commands below act on this file's users by their email).
    server = await sharedService();
    await withDatabase(server.databaseEnv, async () => {
      alpha = await seedOrganization('Alpha Sessions');
      beta = await seedOrganization('Beta Sessions');
      // A second Beta member, for the operator's sign-out command.
      await createUser({ organizationId: beta.id, email: BOTH, password: TEST_PASSWORD, role: 'member' });
    });
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
  });

  /** Signs in as next-auth's client does (CSRF token, then the credentials form); returns the session cookie. */
  async function signInOverHttp(email: string, password = TEST_PASSWORD): Promise<string> {
    const csrf = await request(server.baseUrl, '/api/auth/csrf');
    const csrfCookie = cookiesSet(csrf);
    const answer = await request(server.baseUrl, '/api/auth/callback/credentials', {
      method: 'POST',
      headers: { cookie: csrfCookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password, csrfToken: csrf.body.csrfToken, callbackUrl: '/sites', json: 'true' }).toString(),
    });
    const session = answer.headers.getSetCookie().find((value) => value.startsWith(`${COOKIE}=`));
    if (!session) throw new Error(`no session for ${email}: ${answer.status}`);
    return session.split(';')[0]!;
  }

  /** What the dashboard answers a cookie: 200, or the redirect to the sign-in page. */
  async function dashboard(cookie: string): Promise<string> {
    const answer = await request(server.baseUrl, '/sites', { headers: { cookie } });
    return answer.status === 200 ? 'signed in' : `${answer.status} ${answer.headers.get('location')}`;
  }
  // A signed-out visit to /sites is sent to sign-in with its target kept (issue 25.3).
  const SIGNED_OUT = '307 /sign-in?next=%2Fsites';

  /**
   * Starts an OAuth authorization with this browser cookie and posts the consent form's approval: 'approved' when the
   * front hands the browser back to the provider with a grant, 'refused' when it sends it back to the consent page.
   */
  async function approveConsent(sessionCookie: string): Promise<'approved' | 'refused'> {
    const redirectUri = 'http://127.0.0.1:9/callback';
    const client = await request(server.baseUrl, '/oauth/register', {
      json: { client_name: 'Session test', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none', grant_types: ['authorization_code'], response_types: ['code'] },
    });
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL('/oauth/authorize', server.baseUrl);
    for (const [name, value] of Object.entries({
      response_type: 'code',
      client_id: client.body.client_id,
      redirect_uri: redirectUri,
      scope: 'agentgauge:read',
      resource: server.baseUrl,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })) {
      authorize.searchParams.set(name, value);
    }
    const started = await request(server.baseUrl, `${authorize.pathname}${authorize.search}`, { headers: { cookie: sessionCookie } });
    const consentPage = new URL(started.headers.get('location')!, server.baseUrl).pathname;
    const interaction = cookiesSet(started);
    const posted = await request(server.baseUrl, `${consentPage}/complete`, {
      method: 'POST',
      headers: { cookie: `${interaction}; ${sessionCookie}`, 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
      body: new URLSearchParams({ decision: 'approve', organizationId: alpha.id, scope: 'agentgauge:read' }).toString(),
    });
    // An approval answers a page that refreshes back to the provider; without a live session the front sends the
    // browser back to the consent page, which asks it to sign in.
    if (posted.status === 200 && posted.text.includes('<title>Returning to the application</title>')) return 'approved';
    expect([posted.status, posted.headers.get('location')]).toEqual([303, consentPage]);
    return 'refused';
  }

  async function admin(...args: string[]): Promise<Record<string, unknown>> {
    const run = await runCli(['admin', ...args, '--json'], server.databaseEnv);
    expect(run.code, run.stderr).toBe(0);
    return JSON.parse(run.stdout) as Record<string, unknown>;
  }

  it('signing out in the browser ends the session: a copy of its cookie opens no page and approves no OAuth consent', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await signIn(page, server.baseUrl, alpha.owner);
    const copied = (await context.cookies()).find((cookie) => cookie.name === COOKIE)!;
    const copy = `${COOKIE}=${copied.value}`;
    expect(await dashboard(copy)).toBe('signed in');
    expect(await approveConsent(copy)).toBe('approved');
    expect((await request(server.baseUrl, '/api/auth/session', { headers: { cookie: copy } })).body).toMatchObject({ user: { email: alpha.owner.email } });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(await dashboard(copy)).toBe(SIGNED_OUT);
    expect(await approveConsent(copy)).toBe('refused');
    // next-auth's session endpoint knows no session for it either, and clears the cookie.
    const session = await request(server.baseUrl, '/api/auth/session', { headers: { cookie: copy } });
    expect(session.body).toEqual({});
    expect(session.headers.getSetCookie().some((value) => value.startsWith(`${COOKIE}=;`))).toBe(true);
    // The same user's other sessions are untouched.
    expect(await dashboard(await signInOverHttp(alpha.owner.email))).toBe('signed in');
    await context.close();
  });

  it('ends the session on next-auth\'s own sign-out route too', async () => {
    const session = await signInOverHttp(alpha.member.email);
    const csrf = await request(server.baseUrl, '/api/auth/csrf', { headers: { cookie: session } });
    const csrfCookie = cookiesSet(csrf);
    const out = await request(server.baseUrl, '/api/auth/signout', {
      method: 'POST',
      headers: { cookie: `${session}; ${csrfCookie}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: csrf.body.csrfToken, callbackUrl: '/sign-in', json: 'true' }).toString(),
    });
    expect(out.status).toBe(200);
    expect(await dashboard(session)).toBe(SIGNED_OUT);
  });

  it('ends every session of a user when an operator sets a new password; the new password signs in', async () => {
    const [first, second] = [await signInOverHttp(beta.owner.email), await signInOverHttp(beta.owner.email)];
    expect([await dashboard(first), await dashboard(second)]).toEqual(['signed in', 'signed in']);
    expect(await admin('user', 'password', '--email', beta.owner.email, '--password', 'a brand new secret')).toMatchObject({ email: beta.owner.email, sessionsEnded: 2 });
    expect([await dashboard(first), await dashboard(second)]).toEqual([SIGNED_OUT, SIGNED_OUT]);
    expect(await dashboard(await signInOverHttp(beta.owner.email, 'a brand new secret'))).toBe('signed in');
  });

  it('ends a user\'s sessions when an operator removes them from an organization or signs them out', async () => {
    const member = await signInOverHttp(beta.member.email);
    expect(await admin('user', 'remove', '--email', beta.member.email, '--org', beta.id)).toMatchObject({ organizationId: beta.id, sessionsEnded: 1 });
    expect(await dashboard(member)).toBe(SIGNED_OUT);

    const both = await signInOverHttp(BOTH);
    expect(await dashboard(both)).toBe('signed in');
    expect(await admin('user', 'sign-out', '--email', BOTH)).toMatchObject({ email: BOTH, sessionsEnded: 1 });
    expect(await dashboard(both)).toBe(SIGNED_OUT);

    // Sessions are stored by the hash of their secret: no row holds a cookie's secret.
    const rows = await withDatabase(server.databaseEnv, (db) => db.userSession.findMany());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.id).toMatch(/^[0-9a-f]{64}$/);
  });
});
