// Throttle attackers, not owners (issue 10 point 9): sign-in failures and sign-in link requests are limited per client
// address and per client address + account, never per account alone. Through next-auth's own endpoints on the real
// server; each client connects from its own loopback address (127.0.0.x), which the server reads from the socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../lib/services/admin/create-organization';
import { createUser } from '../../../lib/services/admin/create-user';
import { cookiesSet, request } from '../../helpers/http';
import { reserveLoopbackUrl } from '../../helpers/free-port';
import { clearOfWindowEnd } from '../../helpers/quota';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startMailbox, type TestMailbox } from '../../helpers/smtp';

const OWNER = 'throttle-owner@agentgauge.test';
const PASSWORD = 'correct horse battery';
const ATTACKER = '127.0.0.2';
const SPRAYER = '127.0.0.3';
const OWNER_ADDRESS = '127.0.0.4';
/** The limits count in fixed 15-minute windows: a counted sequence starts with at least this much of one left. */
const SEQUENCE_NEEDS_MS = 120_000;
// Each attempt is a bcrypt comparison; a counted sequence may also first wait up to two minutes for a fresh window.
const SEQUENCE_TIMEOUT_MS = 300_000;

const PER_ACCOUNT = /^Too many failed sign-ins for this account from this address; try again in \d+ minutes?\.$/;
const PER_CLIENT = /^Too many failed sign-ins from this address; try again in \d+ minutes?\.$/;

describe('sign-in throttling per client', () => {
  let server: TestServer;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // Email sign-in needs a configured public URL: the server's own, known before it starts.
    const own = await reserveLoopbackUrl();
    server = await startServer({
      env: {
        PORT: own.port,
        AGENTGAUGE_PUBLIC_URL: own.url,
        NEXTAUTH_SECRET: 'sign-in-throttle-test-secret-0123456789',
        EMAIL_SERVER: mailbox.url,
        EMAIL_FROM: 'Agent Gauge <no-reply@agentgauge.test>',
      },
      seed: async () => {
        const organization = await createOrganization({ name: 'Throttled Org' });
        await createUser({ organizationId: organization.id, email: OWNER, password: PASSWORD, role: 'owner' });
      },
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  /** What next-auth's client does, from one address: CSRF token and cookie, then the form. */
  async function form(from: string, path: string, fields: Record<string, string>) {
    const csrf = await request(server.baseUrl, '/api/auth/csrf', { localAddress: from });
    const cookie = cookiesSet(csrf);
    const body = new URLSearchParams({ ...fields, csrfToken: csrf.body.csrfToken, callbackUrl: '/sites', json: 'true' });
    return request(server.baseUrl, path, {
      method: 'POST',
      localAddress: from,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  }

  /** 'signed-in', 'wrong' (next-auth's CredentialsSignin) or the throttle's message. */
  async function signIn(from: string, email: string, password: string): Promise<string> {
    const answer = await form(from, '/api/auth/callback/credentials', { email, password });
    if (answer.headers.getSetCookie().some((value) => value.startsWith('next-auth.session-token='))) return 'signed-in';
    const error = new URL(answer.body.url).searchParams.get('error');
    return error === 'CredentialsSignin' ? 'wrong' : (error ?? `status ${answer.status}`);
  }

  it('stops one client guessing one account, while the owner signs in from another address', async () => {
    await clearOfWindowEnd(SEQUENCE_NEEDS_MS, 900);
    const attempts: string[] = [];
    for (let attempt = 0; attempt < 25; attempt++) attempts.push(await signIn(ATTACKER, OWNER, `guess number ${attempt}`));
    // 5 failures per client address and account per 15 minutes (AGENTGAUGE_SIGN_IN_FAILURES_PER_ACCOUNT).
    expect(attempts.slice(0, 5)).toEqual(Array(5).fill('wrong'));
    for (const refused of attempts.slice(5)) expect(refused).toMatch(PER_ACCOUNT);
    // Even the right password is refused to that client for now...
    expect(await signIn(ATTACKER, OWNER, PASSWORD)).toMatch(PER_ACCOUNT);
    // ...but the account is not locked: its owner, from another address, gets in, again and again (successes do not count).
    for (let attempt = 0; attempt < 6; attempt++) expect(await signIn(OWNER_ADDRESS, OWNER, PASSWORD)).toBe('signed-in');
  }, SEQUENCE_TIMEOUT_MS);

  it('refuses a client spraying one password across 30 accounts after 20 failures; other clients are unaffected', async () => {
    await clearOfWindowEnd(SEQUENCE_NEEDS_MS, 900);
    const attempts: string[] = [];
    for (let account = 0; account < 30; account++) attempts.push(await signIn(SPRAYER, `user-${account}@agentgauge.test`, 'Summer2026!'));
    // 20 failures per client address per 15 minutes (AGENTGAUGE_SIGN_IN_FAILURES_PER_CLIENT).
    expect(attempts.slice(0, 20)).toEqual(Array(20).fill('wrong'));
    for (const refused of attempts.slice(20)) expect(refused).toMatch(PER_CLIENT);
    expect(await signIn(SPRAYER, OWNER, PASSWORD)).toMatch(PER_CLIENT);
    expect(await signIn(OWNER_ADDRESS, OWNER, PASSWORD)).toBe('signed-in');
  }, SEQUENCE_TIMEOUT_MS);

  it('limits sign-in link requests per client and email, never locking the email for another client', async () => {
    const ask = (from: string, email: string) => form(from, '/api/auth/signin/email', { email });
    const checkYourEmail = { url: `${server.baseUrl}/api/auth/verify-request?provider=email&type=email` };
    await clearOfWindowEnd(SEQUENCE_NEEDS_MS, 900);
    // 5 requests per client address and email per 15 minutes (AGENTGAUGE_SIGN_IN_LINKS_PER_ACCOUNT).
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await ask(ATTACKER, OWNER);
      expect([answer.status, answer.body]).toEqual([200, checkYourEmail]);
      await mailbox.waitForMail(OWNER);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await ask(ATTACKER, OWNER);
      expect(refused.status).toBe(200);
      expect(new URL(refused.body.url).searchParams.get('error')).toBe('EmailSignin');
    }
    // The owner, from another address, still gets a link.
    const owners = await ask(OWNER_ADDRESS, OWNER);
    expect([owners.status, owners.body]).toEqual([200, checkYourEmail]);
    await mailbox.waitForMail(OWNER);
    expect(mailbox.received.filter((mail) => mail.to.includes(OWNER))).toHaveLength(6);

    // 10 requests per client address per 15 minutes (AGENTGAUGE_SIGN_IN_LINKS_PER_CLIENT), for any addresses:
    // the answer is the same whether or not an address has an account.
    const answers = [];
    for (let account = 0; account < 12; account++) answers.push(await ask(SPRAYER, `someone-${account}@agentgauge.test`));
    expect(answers.slice(0, 10).map((answer) => answer.body)).toEqual(Array(10).fill(checkYourEmail));
    expect(answers.slice(10).map((answer) => new URL(answer.body.url).searchParams.get('error'))).toEqual(['EmailSignin', 'EmailSignin']);
  }, SEQUENCE_TIMEOUT_MS);
});
