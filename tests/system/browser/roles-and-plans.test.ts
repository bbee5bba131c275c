// Roles and plans (docs/security.md "Roles and plans"; issue 10 point 5): the dashboard, its server actions posted directly and
// the API give the same answers, because the services decide (lib/auth/authorize.ts). A hidden button is not a rule:
// every refusal is also tried by posting the action with a valid session.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, seedAgentRuns, seedFinishedScan } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { axeCheck, launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization, type SeededUser } from '../../helpers/browser/helpers';
import { FormFields, postServerAction, serverActionId } from '../../helpers/browser/server-actions';

const SITES_ACTIONS = 'app/(dashboard)/sites/actions.ts';
const AGENTS_ACTIONS = 'app/(dashboard)/sites/[id]/agents/actions.ts';
const ANSWERS_ACTIONS = 'app/(dashboard)/sites/[id]/answers/actions.ts';
const KEYS_ACTIONS = 'app/(dashboard)/keys/actions.ts';
const NO_STATE = { message: null, error: null };

const PLAN_REFUSALS = {
  scan: 'Only organizations with an active paid subscription can start scans.',
  agentRun: 'Only organizations with an active paid subscription can start agent runs.',
  answersPass: 'Only organizations with an active paid subscription can start Answers passes.',
};
const API_PLAN_REFUSAL = { error: 'subscription-required', message: 'This API key\'s organization has no active paid subscription.' };

describe('roles and plans, through the dashboard, its server actions and the API', () => {
  let server: TestServer;
  let browser: Browser;
  let paying: SeededOrganization & { key: string; siteId: string; spareSiteId: string; runId: string; spareKeyId: string };
  let free: SeededOrganization & { key: string; siteId: string };

  async function signedIn(user: SeededUser): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await signIn(page, server.baseUrl, user);
    return { context, page };
  }

  const counts = (organizationId: string) =>
    withDatabase(server.databaseEnv, async (db) => ({
      // Scans the test started (the seeded ones are finished); the worker may already have picked one up.
      queuedScans: await db.scan.count({ where: { organizationId, status: { not: 'succeeded' } } }),
      agentRuns: await db.agentRun.count({ where: { organizationId } }),
      answersPasses: await db.answersPass.count({ where: { organizationId } }),
    }));

  beforeAll(async () => {
    // The worker's shared server: its database outlives this file, so the organizations and hosts are named after it.
    server = await sharedService();
    await withDatabase(server.databaseEnv, async (db) => {
      const acme = await seedOrganization('Acme Roles', 'pro');
      const site = await db.site.create({ data: { organizationId: acme.id, host: 'roles-acme.example', url: 'https://roles-acme.example/' } });
      const spare = await db.site.create({ data: { organizationId: acme.id, host: 'spare.roles-acme.example', url: 'https://spare.roles-acme.example/' } });
      await seedAgentRuns(db, acme.id, site.id);
      // Twelve finished scans: the overview's sparkline shows the latest ten, oldest first.
      for (let index = 0; index < 12; index += 1) {
        await seedFinishedScan(db, { id: site.id, host: site.host }, acme.id, 10 + index * 5, new Date(Date.UTC(2026, 2, 1 + index)));
      }
      await seedFinishedScan(db, { id: spare.id, host: spare.host }, acme.id, 55, new Date('2026-03-05T10:00:00Z'));
      const unpublished = await db.agentRun.findFirstOrThrow({ where: { siteId: site.id, publishedAt: null } });
      const key = await createKey(db, acme.id);
      await createKey(db, acme.id);
      const spareKey = await db.apiKey.findFirstOrThrow({ where: { organizationId: acme.id }, orderBy: { createdAt: 'desc' } });
      paying = { ...acme, key, siteId: site.id, spareSiteId: spare.id, runId: unpublished.id, spareKeyId: spareKey.id };

      const freebie = await seedOrganization('Freebie Roles', 'free');
      const freeSite = await db.site.create({ data: { organizationId: freebie.id, host: 'roles-free.example', url: 'https://roles-free.example/' } });
      free = { ...freebie, key: await createKey(db, freebie.id), siteId: freeSite.id };
    });
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  it('the site overview shows each site\'s latest scores (one query for all sites)', async () => {
    const { context, page } = await signedIn(paying.member);
    await page.goto('/sites');
    await page.getByRole('img', { name: 'Last scores of roles-acme.example: 20, 25, 30, 35, 40, 45, 50, 55, 60, 65' }).waitFor();
    const rows = page.getByRole('row');
    await expect.poll(() => rows.filter({ hasText: 'spare.roles-acme.example' }).textContent()).toContain('One scan so far');
    await context.close();
  });

  it('a free-plan owner starts no scan, agent run or Answers pass: not on the page, not by posting the action, not through the API', { timeout: 90_000 }, async () => {
    const { context, page } = await signedIn(free.owner);
    const site = `/sites/${free.siteId}`;

    await page.goto(site);
    await page.getByText(PLAN_REFUSALS.scan).waitFor();
    expect(await page.getByRole('button', { name: 'Scan now' }).count()).toBe(0);
    await axeCheck(page, `${site} on the free plan`);
    const scan = await postServerAction(context, server.baseUrl, site, serverActionId(SITES_ACTIONS, 'scanNowAction'), [free.siteId]);
    expect(await scan.text()).toContain(`{"ok":false,"error":"${PLAN_REFUSALS.scan}"}`);

    await page.goto(`${site}/agents`);
    await page.getByText(PLAN_REFUSALS.agentRun).waitFor();
    expect(await page.getByRole('button', { name: 'Run the agent' }).count()).toBe(0);
    const run = await postServerAction(context, server.baseUrl, `${site}/agents`, serverActionId(AGENTS_ACTIONS, 'startRunAction'), [
      NO_STATE,
      new FormFields({ siteId: free.siteId, goal: 'Find the pricing page', agent: 'builtin' }),
    ]);
    expect(await run.text()).toContain(`"error":"${PLAN_REFUSALS.agentRun}"`);

    await page.goto(`${site}/answers`);
    await page.getByText(PLAN_REFUSALS.answersPass).waitFor();
    const pass = await postServerAction(context, server.baseUrl, `${site}/answers`, serverActionId(ANSWERS_ACTIONS, 'startPassAction'), [
      NO_STATE,
      new FormFields({ siteId: free.siteId, questions: 'Which tool does X?' }),
    ]);
    expect(await pass.text()).toContain(`"error":"${PLAN_REFUSALS.answersPass}"`);

    for (const [path, json] of [
      ['scan', undefined],
      ['agent-runs', { goal: 'Find the pricing page', agent: 'builtin' }],
      ['answers/passes', {}],
    ] as const) {
      const answer = await request(server.baseUrl, `/api/v1/me/sites/${free.siteId}/${path}`, { method: 'POST', key: free.key, json });
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toEqual(API_PLAN_REFUSAL);
    }
    expect(await counts(free.id)).toEqual({ queuedScans: 0, agentRuns: 0, answersPasses: 0 });

    // Adding a site needs no paid plan (members may add sites).
    await page.goto('/sites');
    await page.getByLabel('Site address').fill('second.roles-free.example');
    await page.getByRole('button', { name: 'Add site' }).click();
    await page.waitForURL(/\/sites\/[0-9a-f-]{36}$/);
    await context.close();
  });

  it('a member of a paying organization starts scans and agent runs, with the API\'s input rules', { timeout: 90_000 }, async () => {
    const { context, page } = await signedIn(paying.member);
    const site = `/sites/${paying.siteId}`;

    await page.goto(site);
    expect(await page.getByRole('button', { name: 'Delete site' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Scan now' }).click();
    await expect.poll(() => page.getByTestId('scan-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('queued');
    await axeCheck(page, `${site} as a member`);

    await page.goto(`${site}/agents`);
    expect(await page.getByRole('button', { name: /Publish|Unpublish/ }).count()).toBe(0);
    await page.getByLabel('Goal, in plain words').fill('Find the pricing page');
    await page.getByLabel('Agent').selectOption('builtin');
    await page.getByRole('button', { name: 'Run the agent' }).click();
    await page.getByText('Run queued; its outcome and steps appear below as it runs.').waitFor();

    // The action parses with the API's schema, so both answer a short goal with the same sentence.
    const shortGoal = 'Field "goal" must be at least 3 characters.';
    const action = await postServerAction(context, server.baseUrl, `${site}/agents`, serverActionId(AGENTS_ACTIONS, 'startRunAction'), [
      NO_STATE,
      new FormFields({ siteId: paying.siteId, goal: 'ab', agent: 'builtin' }),
    ]);
    expect(await action.text()).toContain(`"error":${JSON.stringify(shortGoal)}`);
    const api = await request(server.baseUrl, `/api/v1/me/sites/${paying.siteId}/agent-runs`, { key: paying.key, json: { goal: 'ab' } });
    expect(api.status).toBe(400);
    expect(api.body).toEqual({ error: 'invalid-body', message: shortGoal });

    // Answers passes pass the role and plan rules; this installation has no answer engine, which is the refusal.
    const pass = await postServerAction(context, server.baseUrl, `${site}/answers`, serverActionId(ANSWERS_ACTIONS, 'startPassAction'), [
      NO_STATE,
      new FormFields({ siteId: paying.siteId, questions: 'Which tool does X?' }),
    ]);
    expect(await pass.text()).toContain('"error":"Answers is not configured on this installation.');

    expect(await counts(paying.id)).toEqual({ queuedScans: 1, agentRuns: 3, answersPasses: 0 });
    await context.close();
  });

  it('a member cannot delete sites, publish runs or revoke keys, even by posting the actions', async () => {
    const { context, page } = await signedIn(paying.member);
    const site = `/sites/${paying.spareSiteId}`;
    await page.goto(site);
    expect(await page.getByRole('button', { name: 'Delete site' }).count()).toBe(0);

    const attempts = [
      [site, serverActionId(SITES_ACTIONS, 'deleteSiteAction'), { siteId: paying.spareSiteId }],
      [`/sites/${paying.siteId}/agents`, serverActionId(AGENTS_ACTIONS, 'setPublishedAction'), { siteId: paying.siteId, runId: paying.runId, publish: '1' }],
      ['/keys', serverActionId(KEYS_ACTIONS, 'revokeKeyAction'), { keyId: paying.spareKeyId }],
    ] as const;
    for (const [path, actionId, fields] of attempts) {
      const answer = await postServerAction(context, server.baseUrl, path, actionId, [new FormFields(fields)]);
      expect(answer.status(), path).toBe(403);
      expect(answer.headers()['x-action-redirect'], path).toBeUndefined();
    }
    const state = await withDatabase(server.databaseEnv, async (db) => ({
      site: await db.site.count({ where: { id: paying.spareSiteId } }),
      run: (await db.agentRun.findUniqueOrThrow({ where: { id: paying.runId } })).publishedAt,
      key: (await db.apiKey.findUniqueOrThrow({ where: { id: paying.spareKeyId } })).revokedAt,
    }));
    expect(state).toEqual({ site: 1, run: null, key: null });
    await context.close();
  });

  it('an owner deletes a site in the dashboard, and an organization key (acting as an admin) through the API', async () => {
    const { context, page } = await signedIn(paying.owner);
    await page.goto(`/sites/${paying.spareSiteId}`);
    await page.getByRole('button', { name: 'Delete site' }).click();
    await page.getByRole('dialog', { name: 'Delete spare.roles-acme.example?' }).getByRole('button', { name: 'Delete site' }).click();
    await page.waitForURL(/\/sites$/);
    expect(await withDatabase(server.databaseEnv, (db) => db.site.count({ where: { id: paying.spareSiteId } }))).toBe(0);

    const created = await request(server.baseUrl, '/api/v1/me/sites', { key: paying.key, json: { url: 'https://third.roles-acme.example/' } });
    expect(created.status).toBe(201);
    const deleted = await request(server.baseUrl, `/api/v1/me/sites/${created.body.id}`, { key: paying.key, method: 'DELETE' });
    expect(deleted.status).toBe(204);
    await context.close();
  });
});
