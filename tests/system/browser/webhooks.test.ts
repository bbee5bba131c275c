// The dashboard's webhooks page in a real browser against the production build: an owner creates an endpoint (the
// signing secret shown once), sends a test ping whose delivery log row shows the receiver's response code, switches
// the alert mails off, and deletes it; a member sees endpoints read-only, and the owner's create action replayed with
// the member's session is refused by the server. axe-core runs on every state visited.
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';
import { axeCheck, launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

describe('webhooks page', () => {
  let server: TestServer;
  let browser: Browser;
  let receiver: WebhookReceiver;
  let acme: SeededOrganization;
  let createAction: { headers: Record<string, string>; body: Buffer } | undefined;

  async function freshPage(): Promise<Page> {
    return (await newContext(browser, server.baseUrl)).newPage();
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The worker's shared server: its private targets include the receiver on 127.0.0.1; its database outlives this
    // file, so the organization is named after it.
    server = await sharedService();
    await withDatabase(server.databaseEnv, async () => {
      acme = await seedOrganization('Acme Webhooks Page', 'pro');
    });
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
  });

  // A browser walk through several server actions and a queued delivery: minutes on a loaded 2-core machine, not seconds.
  it('lets an owner create a webhook (secret shown once), send a test ping and read its response code in the log', { timeout: 120_000 }, async () => {
    const page = await freshPage();
    await signIn(page, server.baseUrl, acme.owner);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL('**/webhooks');
    await axeCheck(page, '/webhooks');
    await page.getByLabel('Endpoint URL').fill(`${receiver.origin}/dashboard`);
    const submitted = page.waitForRequest((candidate) => candidate.method() === 'POST' && !!candidate.headers()['next-action']);
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const actionRequest = await submitted;
    createAction = { headers: actionRequest.headers(), body: actionRequest.postDataBuffer() ?? Buffer.alloc(0) };
    const shown = page.getByTestId('new-webhook-secret');
    await shown.waitFor();
    const secret = (await shown.textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await page.getByRole('heading', { name: `${receiver.origin}/dashboard` }).waitFor();
    await axeCheck(page, '/webhooks with a new webhook');
    const stored = await withDatabase(server.databaseEnv, (db) => db.webhookEndpoint.findMany({ where: { organizationId: acme.id } }));
    expect(stored.map((endpoint) => endpoint.events.sort())).toEqual([['scan.failed', 'site.regressed']]);

    await page.reload();
    expect(await page.getByTestId('new-webhook-secret').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Ping queued: it appears in the delivery log below.').waitFor();
    const row = page.getByTestId('webhook-delivery').first();
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toMatch(/^ping\s*delivered\s*204/);
    const [ping] = await receiver.waitFor('/dashboard', 1);
    expect(new Webhook(secret).verify(ping!.body, ping!.headers)).toMatchObject({ type: 'ping', data: { webhookId: stored[0]!.id } });
    await axeCheck(page, '/webhooks with a delivery');

    await page.getByLabel('Mail the owners when a scheduled scan fails or a site regresses').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => withDatabase(server.databaseEnv, (db) => db.organization.findUniqueOrThrow({ where: { id: acme.id } }).then((org) => org.emailAlerts)))
      .toBe(false);
  });

  it('shows a member the endpoints read-only and refuses the create action on the server', { timeout: 120_000 }, async () => {
    expect(createAction, 'the owner test captured the create action').toBeDefined();
    const page = await freshPage();
    await signIn(page, server.baseUrl, acme.member);
    await page.goto('/webhooks');
    await page.getByRole('heading', { name: `${receiver.origin}/dashboard` }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('Your role is member: owners and admins create, test and delete webhooks.');
    for (const name of ['Create webhook', 'Send test', 'Delete', 'Save']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    await page.getByTestId('webhook-delivery').first().waitFor();
    await axeCheck(page, '/webhooks as a member');

    const replay = await page.context().request.post(`${server.baseUrl}/webhooks`, {
      headers: { 'next-action': createAction!.headers['next-action']!, 'content-type': createAction!.headers['content-type']!, accept: 'text/x-component' },
      data: createAction!.body,
    });
    expect(await replay.text()).toContain('Only owners and admins of the organization can create, test or delete webhook endpoints.');
    const count = await withDatabase(server.databaseEnv, (db) => db.webhookEndpoint.count({ where: { organizationId: acme.id } }));
    expect(count).toBe(1);
  });

  it('lets the owner delete the webhook', async () => {
    const page = await freshPage();
    await signIn(page, server.baseUrl, acme.owner);
    await page.goto('/webhooks');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the webhook for ${receiver.origin}/dashboard?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByText('No webhooks yet.').waitFor();
    const count = await withDatabase(server.databaseEnv, (db) => db.webhookEndpoint.count({ where: { organizationId: acme.id } }));
    expect(count).toBe(0);
  });
});
