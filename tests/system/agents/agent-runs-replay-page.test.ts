// System tier (the built server): the replay page of an agent run (/replay/{runId}), which publishing shows and
// unpublishing hides, is a page the in-process service does not render. The agent runs API, the public list included,
// is tests/integration/agents/agent-runs-api.test.ts. One run of the built-in agent (the model-driven agent's runs are
// published and listed alike, and it needs a model server of its own settings) on a fixture docs site, on the
// worker's shared server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { addFixtureSite } from '../../helpers/scan-sites';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import type { FixtureSite } from '../../helpers/site';
import { startDocsSite } from '../../fixtures/web/docs';

const GOAL = 'How do I install the lumen-queue package?';

describe('agent runs on pglite', () => {
  let server: TestServer;
  let docs: FixtureSite;
  const ids = {} as { key: string; docsSite: string };

  const post = (path: string, json?: unknown) => request(server.baseUrl, path, { key: ids.key, method: 'POST', ...(json ? { json } : {}) });

  beforeAll(async () => {
    docs = await startDocsSite();
    // The worker's shared server (private targets allowed, the queue polled every half second); an organization of
    // this file's own.
    server = await sharedService();
    await withDatabase(server.databaseEnv, async (db) => {
      const owner = await seedOrganization(db, { name: 'Agent runs replay page', subscription: 'active' });
      Object.assign(ids, { key: owner.key, docsSite: (await addFixtureSite(db, owner.id, docs)).id });
    });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await docs?.close();
  });

  it('publishing controls what the public list and the replay page show', async () => {
    const started = await post(`/api/v1/me/sites/${ids.docsSite}/agent-runs`, { goal: GOAL, agent: 'builtin' });
    expect(started.status, started.text).toBe(202);
    const runId: string = started.body.runId;
    await expect
      .poll(async () => (await request(server.baseUrl, `/api/v1/me/sites/${ids.docsSite}/agent-runs?run_id=${runId}`, { key: ids.key })).body.runs[0].status, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe('finished');
    const replay = () => request(server.baseUrl, `/replay/${runId}`);
    // The replay page renders whole on the server (no streaming boundary), so an unpublished run is a real 404.
    const hidden = await replay();
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain(GOAL);

    expect((await post(`/api/v1/me/sites/${ids.docsSite}/agent-runs/${runId}/publish`)).status).toBe(200);
    const page = await replay();
    expect(page.status).toBe(200);
    expect(page.text).toContain(GOAL);

    expect((await post(`/api/v1/me/sites/${ids.docsSite}/agent-runs/${runId}/unpublish`)).status).toBe(200);
    const hiddenAgain = await replay();
    expect(hiddenAgain.status).toBe(404);
    expect(hiddenAgain.text).not.toContain(GOAL);
  });
});
