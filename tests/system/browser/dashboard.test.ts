// The signed-in dashboard in a real browser against the production build: sign-in, API keys (created, used
// against the API, revoked), roles enforced on the server, the operators' admin area, the org switcher, sign-out.
// axe-core runs on every page visited.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../lib/services/admin/create-organization';
import { createUser } from '../../../lib/services/admin/create-user';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestServer } from '../../helpers/server';
import { TEST_PASSWORD, axeCheck, launchBrowser, newContext, seedOrganization, signIn, submitSignIn, type SeededOrganization } from '../../helpers/browser/helpers';

const OPERATOR_EMAIL = 'ops@agentgauge.test';
const OPERATOR = { email: OPERATOR_EMAIL, password: TEST_PASSWORD };

interface CapturedAction {
  headers: Record<string, string>;
  body: Buffer;
}

describe('dashboard', () => {
  let server: TestServer;
  let browser: Browser;
  let acme: SeededOrganization;
  let betaId: string;
  let createKeyRequest: CapturedAction | undefined;

  async function freshPage(): Promise<Page> {
    return (await newContext(browser, server.baseUrl)).newPage();
  }

  beforeAll(async () => {
    server = await startServer({
      env: { ADMIN_EMAILS: ` ${OPERATOR_EMAIL.toUpperCase()} , someone-else@agentgauge.test` },
      seed: async (db) => {
        acme = await seedOrganization('Acme', 'pro');
        betaId = (await createOrganization({ name: 'Beta' })).id;
        const operator = await createUser({ organizationId: betaId, email: OPERATOR_EMAIL, password: TEST_PASSWORD, role: 'owner' });
        await db.membership.create({ data: { organizationId: acme.id, userId: operator.id, role: 'admin' } });
      },
    });
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends anonymous visitors to the sign-in page and refuses a wrong password', async () => {
    const page = await freshPage();
    await page.goto('/keys');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await axeCheck(page, '/sign-in');
    await submitSignIn(page, { email: acme.owner.email, password: 'not the password' });
    await page.getByText('The email or password is not right.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await axeCheck(page, '/sign-in with an error');
  });

  it('offers no email link and no GitHub sign-in when neither is configured', async () => {
    const page = await freshPage();
    await page.goto('/sign-in');
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Email me a link' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Continue with/ }).count()).toBe(0);
    const providers = await request(server.baseUrl, '/api/auth/providers');
    expect(providers.status).toBe(200);
    expect(Object.keys(providers.body)).toEqual(['credentials']);
  });

  it('lets an owner create an API key that works against the API, then revoke it', async () => {
    const page = await freshPage();
    await signIn(page, server.baseUrl, acme.owner);
    expect(new URL(page.url()).pathname).toBe('/sites');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sites');
    await axeCheck(page, '/sites');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL('**/keys');
    await axeCheck(page, '/keys');
    await page.getByLabel('Key name').fill('CI pipeline');
    const submitted = page.waitForRequest((candidate) => candidate.method() === 'POST' && !!candidate.headers()['next-action']);
    await page.getByRole('button', { name: 'Create key' }).click();
    const actionRequest = await submitted;
    createKeyRequest = { headers: actionRequest.headers(), body: actionRequest.postDataBuffer() ?? Buffer.alloc(0) };
    const shown = page.getByTestId('new-api-key');
    await shown.waitFor();
    const key = (await shown.textContent())!.trim();
    expect(key).toMatch(/^ag_live_[0-9A-Za-z]{43}$/);
    await expect.poll(() => page.getByRole('table').textContent()).toContain(`${key.slice(0, 12)}…`);
    await axeCheck(page, '/keys with a new key');

    expect((await request(server.baseUrl, '/api/v1/me/sites', { key })).status).toBe(200);

    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “CI pipeline”?' });
    await dialog.waitFor();
    await axeCheck(page, '/keys revoke dialog');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText(/^Revoked /).waitFor();
    expect(await page.getByRole('button', { name: 'Revoke', exact: true }).count()).toBe(0);

    const refused = await request(server.baseUrl, '/api/v1/me/sites', { key });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: 'unauthorized' });
  });

  it('denies key management to a member, on the page and on the server', async () => {
    expect(createKeyRequest, 'the owner test captured the create-key action').toBeDefined();
    const page = await freshPage();
    await signIn(page, server.baseUrl, acme.member);
    await page.goto('/keys');
    await expect.poll(() => page.locator('main').textContent()).toContain('Only owners and admins can manage API keys.');
    expect(await page.getByRole('button', { name: 'Create key' }).count()).toBe(0);
    await axeCheck(page, '/keys as a member');

    // Replay the owner's create-key server action with the member's session: the server must refuse it.
    const { headers, body } = createKeyRequest!;
    const replay = await page.context().request.post(`${server.baseUrl}/keys`, {
      headers: { 'next-action': headers['next-action']!, 'content-type': headers['content-type']!, accept: 'text/x-component' },
      data: body,
    });
    expect(await replay.text()).toContain('Only owners and admins of the organization can manage API keys.');
    const keys = await withDatabase(server.databaseEnv, (db) => db.apiKey.findMany({ where: { organizationId: acme.id } }));
    expect(keys.map((key) => key.name)).toEqual(['CI pipeline']);
  });

  it('shows operators the admin area, where they set an organization plan', async () => {
    const page = await freshPage();
    await signIn(page, server.baseUrl, OPERATOR);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    await axeCheck(page, '/admin');
    const form = page.getByRole('form', { name: 'Plan of Beta' });
    await form.getByLabel('Plan', { exact: true }).selectOption('pro');
    await form.getByLabel(/Pro until/).fill('2031-01-31');
    await form.getByRole('button', { name: 'Save plan' }).click();
    await expect.poll(() => form.textContent()).toContain('Now on pro until 2031-01-31.');
    const beta = await withDatabase(server.databaseEnv, (db) =>
      db.organization.findUniqueOrThrow({ where: { id: betaId }, include: { subscription: true } }),
    );
    expect(beta.plan).toBe('pro');
    expect(beta.subscription).toMatchObject({ status: 'active', currentPeriodEnd: new Date('2031-01-31T23:59:59.999Z') });
    await axeCheck(page, '/admin after saving');
  });

  it('hides the admin area from non-operators (404, no nav link)', async () => {
    const page = await freshPage();
    await signIn(page, server.baseUrl, acme.owner);
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(404);
  });

  it('switches organizations for users in several, and signs out', async () => {
    const page = await freshPage();
    await signIn(page, server.baseUrl, OPERATOR);
    const active = page.getByTestId('active-organization');
    await expect.poll(() => active.textContent()).toContain('Beta');
    await page.getByLabel('Organization').selectOption({ label: 'Acme (admin)' });
    await page.getByRole('button', { name: 'Switch' }).click();
    await expect.poll(() => active.textContent()).toContain('Acme');
    expect(await page.getByLabel('Organization').inputValue()).toBe(acme.id);
    await page.goto('/keys');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('API keys');
    await axeCheck(page, '/keys as operator in Acme');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await page.goto('/sites');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });
});
