// Sign-in by emailed link in a real browser: ask for a link on the sign-in page, read it from the mail a real SMTP
// server on 127.0.0.1 received, open it and land signed in on the dashboard; a used or expired link is refused with
// a message that says so. (Without EMAIL_SERVER the option is absent: see dashboard.test.ts.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveLoopbackUrl } from '../../helpers/free-port';
import { SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestServer } from '../../helpers/server';
import { startMailbox, type TestMailbox } from '../../helpers/smtp';
import { axeCheck, launchBrowser, newContext, seedOrganization, type SeededOrganization } from '../../helpers/browser/helpers';

const LINK = /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/callback\/email\?\S+/;
const REFUSED = 'That sign-in link has expired or was already used. Ask for a new one below.';

describe('email sign-in links (browser)', () => {
  let server: TestServer;
  let mailbox: TestMailbox;
  let browser: Browser;
  let org: SeededOrganization;

  async function freshPage(): Promise<Page> {
    return (await newContext(browser, server.baseUrl)).newPage();
  }

  /** Asks for a link on the sign-in page and returns it, read from the received mail. */
  async function requestLink(page: Page, email: string): Promise<string> {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible()).toBe(true);
    const mail = await mailbox.waitForMail(email);
    return mail.text.match(LINK)![0];
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    // Links need a configured public URL: the server's own, known before it starts.
    const own = await reserveLoopbackUrl();
    server = await startServer({
      env: { PORT: own.port, AGENTGAUGE_PUBLIC_URL: own.url, EMAIL_SERVER: mailbox.url, EMAIL_FROM: 'Agent Gauge <no-reply@agentgauge.test>' },
      seed: async () => {
        org = await seedOrganization('Mail Link Org');
      },
    });
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('mails a link that signs in on the dashboard, and refuses the same link a second time', async () => {
    const page = await freshPage();
    await page.goto('/sign-in');
    await axeCheck(page, '/sign-in with email links');
    const link = await requestLink(page, org.owner.email);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Check your email' }).textContent()).toContain(org.owner.email);
    await axeCheck(page, '/sign-in, link sent');

    await page.goto(link);
    await page.waitForURL('**/sites');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sites');
    expect(await page.getByText(org.owner.email).isVisible()).toBe(true);

    const other = await freshPage();
    await other.goto(link);
    await other.waitForURL('**/sign-in?error=Verification');
    expect(await other.getByRole('alert').filter({ hasText: /\S/ }).textContent()).toBe(REFUSED);
    await axeCheck(other, '/sign-in, link refused');
    await other.goto('/sites');
    expect(new URL(other.url()).pathname).toBe('/sign-in');
  });

  it('refuses an expired link with the same message', async () => {
    const page = await freshPage();
    const link = await requestLink(page, org.member.email);
    await withDatabase(server.databaseEnv, (db) =>
      db.verificationToken.updateMany({ where: { identifier: org.member.email }, data: { expires: new Date(Date.now() - 1000) } }),
    );
    await page.goto(link);
    await page.waitForURL('**/sign-in?error=Verification');
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).textContent()).toBe(REFUSED);
  });

  it('shows next-auth\'s own "check your email" step on the sign-in page', async () => {
    const page = await freshPage();
    await page.goto('/api/auth/verify-request?provider=email&type=email');
    await page.waitForURL('**/sign-in?check=email');
    expect(await page.getByRole('status').filter({ hasText: 'Check your email' }).textContent()).toContain('expires in 15 minutes');
  });

  it('shows the same "check your email" answer for an address without an account, and mails nothing', async () => {
    const page = await freshPage();
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('stranger@agentgauge.test');
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Check your email' }).textContent()).toContain('stranger@agentgauge.test');
    // A link to a real account asked for afterwards arrives; by then the stranger's request is long done.
    await requestLink(await freshPage(), org.owner.email);
    expect(mailbox.received.flatMap((mail) => mail.to)).not.toContain('stranger@agentgauge.test');
  });
});
