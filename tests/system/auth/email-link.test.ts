// Email sign-in links through next-auth's own endpoints on the real server, with a real SMTP server on 127.0.0.1:
// the answer to "email me a link" is the same for an address with and without an account, only the account's owner
// is mailed, the database keeps only next-auth's hash of the token, and a link signs in once.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../lib/services/admin/create-organization';
import { createUser } from '../../../lib/services/admin/create-user';
import { reserveLoopbackUrl } from '../../helpers/free-port';
import { cookiesSet, request, type HttpAnswer } from '../../helpers/http';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { startMailbox, type TestMailbox } from '../../helpers/smtp';

const SECRET = 'email-link-test-secret-0123456789abcdef';
const OWNER = 'link-owner@agentgauge.test';
const STRANGER = 'nobody-here@agentgauge.test';
const LINK = /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/callback\/email\?\S+/;

describe('email sign-in links (API)', () => {
  let server: TestServer;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // Links need a configured public URL: the server's own, known before it starts.
    const own = await reserveLoopbackUrl();
    server = await startServer({
      env: {
        PORT: own.port,
        AGENTGAUGE_PUBLIC_URL: own.url,
        NEXTAUTH_SECRET: SECRET,
        EMAIL_SERVER: mailbox.url,
        EMAIL_FROM: 'Agent Gauge <no-reply@agentgauge.test>',
        // GitHub alongside: both providers share one next-auth configuration (and the adapter).
        GITHUB_ID: 'test-client-id',
        GITHUB_SECRET: 'test-client-secret',
      },
      seed: async () => {
        const organization = await createOrganization({ name: 'Link Org' });
        await createUser({ organizationId: organization.id, email: OWNER, password: 'correct horse battery', role: 'owner' });
      },
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  /** What next-auth's client helper does: fetch a CSRF token (and its cookie), then POST the email form. */
  async function askForLink(email: string): Promise<HttpAnswer> {
    const csrf = await request(server.baseUrl, '/api/auth/csrf');
    const cookie = cookiesSet(csrf);
    const form = new URLSearchParams({ email, csrfToken: csrf.body.csrfToken, callbackUrl: '/sites', json: 'true' });
    return request(server.baseUrl, '/api/auth/signin/email', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }

  it('lists the email provider when EMAIL_SERVER and EMAIL_FROM are set, next to GitHub', async () => {
    const providers = await request(server.baseUrl, '/api/auth/providers');
    expect(providers.status).toBe(200);
    expect(Object.keys(providers.body)).toEqual(['credentials', 'github', 'email']);
    expect(providers.body.email).toMatchObject({ id: 'email', type: 'email' });
  });

  it('answers an unknown email exactly like a known one, and mails only the account owner', async () => {
    const unknown = await askForLink(STRANGER);
    const known = await askForLink(OWNER);
    const checkYourEmail = { url: `${server.baseUrl}/api/auth/verify-request?provider=email&type=email` };
    expect([unknown.status, unknown.body]).toEqual([200, checkYourEmail]);
    expect([known.status, known.body]).toEqual([200, checkYourEmail]);

    const mail = await mailbox.waitForMail(OWNER);
    expect(mail.subject).toBe('Your Agent Gauge sign-in link');
    expect(mail.from).toBe('no-reply@agentgauge.test');
    expect(mail.text).toContain('It works once and expires in 15 minutes.');
    // The owner's mail went out after the stranger's request was handled: nothing was sent to the stranger.
    expect(mailbox.received.map((received) => received.to)).toEqual([[OWNER]]);

    const token = new URL(mail.text.match(LINK)![0]).searchParams.get('token')!;
    const stored = await withDatabase(server.databaseEnv, (db) => db.verificationToken.findMany({ orderBy: { createdAt: 'asc' } }));
    const ownerRows = stored.filter((row) => row.identifier === OWNER);
    expect(ownerRows).toHaveLength(1);
    expect(ownerRows[0]!.tokenHash).toBe(createHash('sha256').update(`${token}${SECRET}`).digest('hex'));
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('signs in with a link once; the same link again, or an expired one, is refused', async () => {
    await askForLink(OWNER);
    const link = (await mailbox.waitForMail(OWNER)).text.match(LINK)![0];
    const path = link.slice(server.baseUrl.length);

    const first = await request(server.baseUrl, path);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(`${server.baseUrl}/sites`);
    const session = first.headers.getSetCookie().find((value) => value.startsWith('next-auth.session-token='))!.split(';')[0]!;
    const dashboard = await request(server.baseUrl, '/sites', { headers: { cookie: session } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain(OWNER);

    const again = await request(server.baseUrl, path);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe(`${server.baseUrl}/api/auth/error?error=Verification`);
    expect(again.headers.getSetCookie().some((value) => value.startsWith('next-auth.session-token='))).toBe(false);
    const errorPage = await request(server.baseUrl, '/api/auth/error?error=Verification');
    expect([errorPage.status, errorPage.headers.get('location')]).toEqual([302, '/sign-in?error=Verification']);

    // Two requests racing with one link: exactly one signs in.
    await askForLink(OWNER);
    const raced = (await mailbox.waitForMail(OWNER)).text.match(LINK)![0].slice(server.baseUrl.length);
    const racing = await Promise.all([request(server.baseUrl, raced), request(server.baseUrl, raced)]);
    expect(racing.map((answer) => answer.headers.get('location')).sort()).toEqual([
      `${server.baseUrl}/api/auth/error?error=Verification`,
      `${server.baseUrl}/sites`,
    ]);

    await askForLink(OWNER);
    const expiring = (await mailbox.waitForMail(OWNER)).text.match(LINK)![0].slice(server.baseUrl.length);
    await withDatabase(server.databaseEnv, (db) =>
      db.verificationToken.updateMany({ where: { identifier: OWNER }, data: { expires: new Date(Date.now() - 1000) } }),
    );
    const expired = await request(server.baseUrl, expiring);
    expect(expired.status).toBe(302);
    expect(expired.headers.get('location')).toBe(`${server.baseUrl}/api/auth/error?error=Verification`);
    expect(expired.headers.getSetCookie().some((value) => value.startsWith('next-auth.session-token='))).toBe(false);
  });
});
