// Journeys over MCP (issue 33 point 1): list_journeys, create_journey, update_journey and delete_journey answer what
// the REST API answers for the same key (bodies and error bodies), through the official SDK client.
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { connect, resultJson } from '../../helpers/mcp/mcp-client';

describe('journey tools', () => {
  let server: InProcessService;
  let key: string;
  let siteId: string;
  let otherSiteId: string;
  let client: Client;

  beforeAll(async () => {
    server = await startInProcessService({
      seed: async (db) => {
        const owner = await seedOrganization(db, { name: 'MCP journeys', subscription: 'active', hosts: ['tools.example'] });
        key = owner.key;
        siteId = owner.sites[0]!.id;
        otherSiteId = (await seedOrganization(db, { name: 'Other', subscription: 'active', hosts: ['elsewhere.example'] })).sites[0]!.id;
      },
    });
    client = await connect(server.baseUrl, { key });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await client?.close();
    await server?.stop();
  });

  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });
  const rest = (path: string) => request(server.baseUrl, path, { key });

  it('saves, lists, changes and removes a journey as the REST API does', async () => {
    const empty = await call('list_journeys', { id: siteId });
    expect(empty.isError).toBeFalsy();
    expect(resultJson(empty)).toEqual((await rest(`/api/v1/me/sites/${siteId}/journeys`)).body);

    const created = resultJson(await call('create_journey', { id: siteId, name: 'pricing', question: 'What does the Pro plan cost?', answer: ['$29', '29 USD'], start: '/pricing' }));
    expect(created).toMatchObject({ name: 'pricing', question: 'What does the Pro plan cost?', answer: ['$29', '29 USD'], start: '/pricing' });
    const listed = await call('list_journeys', { id: siteId, limit: 5 });
    expect(resultJson(listed)).toEqual((await rest(`/api/v1/me/sites/${siteId}/journeys?limit=5`)).body);
    expect(resultJson(listed).journeys).toEqual([created]);

    const changed = resultJson(await call('update_journey', { id: siteId, journeyId: created.id, answer: { pattern: '\\$\\d+' }, start: null }));
    expect(changed).toEqual({ ...created, answer: { pattern: '\\$\\d+' }, start: null, updatedAt: expect.any(String) });

    const removed = await call('delete_journey', { id: siteId, journeyId: created.id });
    expect(removed.isError).toBeFalsy();
    expect(resultJson(removed)).toEqual({ deleted: created.id });
    expect((await rest(`/api/v1/me/sites/${siteId}/journeys`)).body.total).toBe(0);
  });

  it('refuses what the REST API refuses, with the same error bodies', async () => {
    const loop = await call('create_journey', { id: siteId, name: 'loop', question: 'Anything?', answer: { pattern: '(a+)+\\1' } });
    expect(loop.isError).toBe(true);
    expect(resultJson(loop)).toEqual({ error: 'invalid-body', message: 'Field "answer.pattern" cannot be used: it uses a backreference, which a linear-time engine (RE2) cannot run.' });
    const missing = await call('create_journey', { id: siteId, name: 'q', answer: 'x' });
    expect(resultJson(missing)).toEqual({ error: 'invalid-body', message: 'The argument "question" is required.' });
    const theirs = await call('list_journeys', { id: otherSiteId });
    expect(theirs.isError).toBe(true);
    expect(resultJson(theirs)).toEqual({ error: 'not-found', message: `No site with id ${otherSiteId} exists in this organization.` });
    const gone = await call('delete_journey', { id: siteId, journeyId: otherSiteId });
    expect(resultJson(gone)).toEqual({ error: 'not-found', message: `No journey with id ${otherSiteId} exists on this site.` });
  });
});
