// Bearer keys on /api/v1/me: exact 401/403 bodies, organization isolation, pagination; PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { createKey, seedAgentRuns, seedFinishedScan, seedOrganization, type SeededOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { createApiKey } from '../../../lib/services/admin/create-api-key';
import { revokeApiKey } from '../../../lib/services/admin/revoke-api-key';
import { DATABASE_KINDS, withDatabase, SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';

describe.each(DATABASE_KINDS)('API keys and isolation on %s', (database) => {
  let server: InProcessService;
  let conformance: Conformance;
  let alpha: SeededOrganization;
  let beta: SeededOrganization;
  let unpaidKey: string;
  let expiredKey: string;
  let revokedKey: string;
  let publishedRunId: string;

  beforeAll(async () => {
    server = await startInProcessService({
      database,
      seed: async (db) => {
        alpha = await seedOrganization(db, { name: 'Alpha', subscription: 'active', hosts: ['alpha.example', 'shop.alpha.example', 'docs.alpha.example'] });
        beta = await seedOrganization(db, { name: 'Beta', subscription: 'active', hosts: ['beta.example'] });
        unpaidKey = (await seedOrganization(db, { name: 'Free', subscription: 'none' })).key;
        expiredKey = (await seedOrganization(db, { name: 'Lapsed', subscription: 'expired' })).key;
        revokedKey = await createKey(db, alpha.id, { revoked: true });
        await seedFinishedScan(db, alpha.sites[0]!, alpha.id, 40, new Date('2026-03-01T10:00:00Z'));
        await seedFinishedScan(db, alpha.sites[0]!, alpha.id, 70, new Date('2026-03-02T10:00:00Z'));
        publishedRunId = await seedAgentRuns(db, alpha.id, alpha.sites[1]!.id);
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
  });

  const sites = (options: Parameters<typeof request>[2] = {}, query = '') => request(server.baseUrl, `/api/v1/me/sites${query}`, options);

  it.each([
    ['no Authorization header', {}, 'Send an organization API key or an OAuth access token as "Authorization: Bearer <token>".'],
    ['another scheme', { headers: { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' } }, 'The Authorization header must have the form "Bearer <key>".'],
    ['a malformed key', { key: 'ag_live_short' }, 'The API key is malformed.'],
    ['an unknown key', { key: `ag_live_${'A'.repeat(43)}` }, 'The API key is unknown or has been revoked.'],
    ['an unknown OAuth access token', { key: 'not-a-token' }, 'The access token is unknown, expired or revoked, or was not issued for this resource.'],
  ])('answers 401 for %s, with a challenge naming the protected resource metadata (RFC 9728 §5.1)', async (label, options, message) => {
    const answer = await sites(options);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'unauthorized', message });
    const metadata = `resource_metadata="${server.baseUrl}/.well-known/oauth-protected-resource"`;
    expect(answer.headers.get('www-authenticate')).toBe(label === 'no Authorization header' ? `Bearer ${metadata}` : `Bearer error="invalid_token", ${metadata}`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    conformance.assertResponse('GET', '/api/v1/me/sites', 401, answer.body);
  });

  it('answers 401 for a revoked key, with the unknown-key body', async () => {
    const answer = await sites({ key: revokedKey });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'unauthorized', message: 'The API key is unknown or has been revoked.' });
  });

  it.each([
    ['no subscription', () => unpaidKey],
    ['a subscription whose period ended', () => expiredKey],
  ])('answers 403 for a valid key with %s', async (_label, key) => {
    const answer = await sites({ key: key() });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: 'subscription-required', message: 'This API key\'s organization has no active paid subscription.' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('authenticates before validating input', async () => {
    const answer = await request(server.baseUrl, '/api/v1/me/sites/not-a-uuid/report');
    expect(answer.status).toBe(401);
  });

  it('lists only the key\'s organization\'s sites, unpaged, with latest and previous scores', async () => {
    const answer = await sites({ key: alpha.key });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    conformance.assertResponse('GET', '/api/v1/me/sites', 200, answer.body);
    expect(answer.body.nextOffset).toBeNull();
    expect(answer.body.sites.map((site: { host: string }) => site.host)).toEqual(['alpha.example', 'shop.alpha.example', 'docs.alpha.example']);
    expect(answer.body.sites[0]).toMatchObject({ id: alpha.sites[0]!.id, latestScore: 70, previousScore: 40, latestScannedAt: '2026-03-02T10:00:00.000Z' });
    expect(answer.body.sites[1]).toMatchObject({ latestScore: null, previousScore: null, latestScannedAt: null });

    const other = await sites({ key: beta.key });
    expect(other.body.sites.map((site: { host: string }) => site.host)).toEqual(['beta.example']);
  });

  it('pages the list with limit and offset until nextOffset is null', async () => {
    const first = await sites({ key: alpha.key }, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.sites.map((site: { host: string }) => site.host)).toEqual(['alpha.example', 'shop.alpha.example']);
    expect(first.body.nextOffset).toBe(2);
    const second = await sites({ key: alpha.key }, `?limit=2&offset=${first.body.nextOffset}`);
    expect(second.body.sites.map((site: { host: string }) => site.host)).toEqual(['docs.alpha.example']);
    expect(second.body.nextOffset).toBeNull();
    const offsetOnly = await sites({ key: alpha.key }, '?offset=1');
    expect(offsetOnly.body.sites).toHaveLength(2);
  });

  it.each([
    ['?limit=0', 'The query parameter "limit" must be an integer from 1 to 50.'],
    ['?limit=51', 'The query parameter "limit" must be an integer from 1 to 50.'],
    ['?offset=10001', 'The query parameter "offset" must be an integer from 0 to 10000.'],
    ['?limit=2&limit=3', 'The query parameter "limit" is repeated; send it once.'],
  ])('answers 400 for %s', async (query, message) => {
    const answer = await sites({ key: alpha.key }, query);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid-parameter', message });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('reports another organization\'s site exactly like a missing one (404)', async () => {
    const betaSite = beta.sites[0]!.id;
    const missing = randomUUID();
    const foreign = await request(server.baseUrl, `/api/v1/me/sites/${betaSite}/report`, { key: alpha.key });
    const absent = await request(server.baseUrl, `/api/v1/me/sites/${missing}/report`, { key: alpha.key });
    expect(foreign.status).toBe(404);
    expect(absent.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'not-found', message: `No site with id ${betaSite} exists in this organization.` });
    expect(absent.body).toEqual({ error: 'not-found', message: `No site with id ${missing} exists in this organization.` });
    const own = await request(server.baseUrl, `/api/v1/me/sites/${betaSite}/report`, { key: beta.key });
    expect(own.status).toBe(404);
    expect(own.body).toEqual({ error: 'not-found', message: 'Site beta.example has no finished scan yet.' });
  });

  it('serves the latest full report of an owned site', async () => {
    const answer = await request(server.baseUrl, `/api/v1/me/sites/${alpha.sites[0]!.id}/report`, { key: alpha.key });
    expect(answer.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/report', 200, answer.body);
    expect(answer.body).toMatchObject({ siteId: alpha.sites[0]!.id, host: 'alpha.example', score: 70, scannedAt: '2026-03-02T10:00:00.000Z', scope: 'page', checksScope: 'origin', pageCount: 1 });
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const answer = await request(server.baseUrl, '/api/v1/me/sites/42/report', { key: alpha.key });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid-parameter', message: 'The path parameter "id" must be a UUID.' });
  });

  it('shows only published agent runs publicly', async () => {
    const answer = await request(server.baseUrl, '/api/v1/agent-tasks/Shop.Alpha.Example.');
    expect(answer.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/agent-tasks/{host}', 200, answer.body);
    expect(answer.body.host).toBe('shop.alpha.example');
    expect(answer.body.runs.map((run: { id: string }) => run.id)).toEqual([publishedRunId]);
    expect(answer.body.runs[0]).toMatchObject({
      goal: 'Find the price of the blue mug',
      verdict: 'success',
      answer: 'The blue mug costs 12 EUR.',
      evidence: [{ url: 'https://shop.alpha.example/mug', quote: '12 EUR' }],
      publishedAt: '2026-03-03T09:00:00.000Z',
    });
    expect(answer.body.nextOffset).toBeNull();
  });

  it('records when a key was last used', async () => {
    await sites({ key: beta.key });
    const lastUsedAt = await withDatabase(server.databaseEnv, async (db) => {
      const keys = await db.apiKey.findMany({ where: { organizationId: beta.id } });
      return keys[0]!.lastUsedAt;
    });
    expect(lastUsedAt).toBeInstanceOf(Date);
    expect(Date.now() - lastUsedAt!.getTime()).toBeLessThan(120_000);
  });

  it('refuses a key on the first request after it is revoked, while the service runs', async () => {
    const created = await withDatabase(server.databaseEnv, () => createApiKey({ organizationId: beta.id, name: 'short-lived' }));
    expect((await sites({ key: created.key })).status).toBe(200);
    expect((await sites({ key: created.key })).status).toBe(200);
    await withDatabase(server.databaseEnv, () => revokeApiKey({ keyId: created.id }));
    const answer = await sites({ key: created.key });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'unauthorized', message: 'The API key is unknown or has been revoked.' });
    expect((await sites({ key: beta.key })).status).toBe(200);
  });
});
