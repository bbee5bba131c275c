// Integration tier (the service in this process): agent runs through the API; the replay page a published run shows
// is rendered by the built server only (tests/system/agents/agent-runs-replay-page.test.ts).
// Agent runs through the service and its worker: POST queues a run of the model-driven agent (a local fake
// model) or the built-in agent against fixture sites on 127.0.0.1; the run's steps, verdict and verified evidence
// are stored; publishing controls what GET /api/v1/agent-tasks/{host} shows; reads never start a run or call the
// model. PGlite and PostgreSQL (runs are jobs of the queue and spend the organization's quotas).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AgentRun } from '../../../lib/schemas/me';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { clearOfWindowEnd } from '../../helpers/quota';
import { addFixtureSite } from '../../helpers/scan-sites';
import { DATABASE_KINDS, SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import type { FixtureSite } from '../../helpers/site';
import { startRobotsDisallowSite } from '../../fixtures/agent-hostile-sites';
import { lastToolResult, startFakeModelServer, toolCallsSoFar, type ChatRequest, type FakeModelServer, type ModelTurn } from '../../fixtures/fake-model-server';
import { startDocsSite } from '../../fixtures/web/docs';

type Run = z.output<typeof AgentRun>;

const GOAL = 'How do I install the lumen-queue package?';
const QUOTE = 'Install the package with the package manager your project uses.';
const MADE_UP = 'Lumen Queue is installed with a single curl command.';
/**
 * The reads test finds one agent-run counter of 3 (the organization's hourly count): the three runs before it must
 * fall in one hour. From the first run to that test they took 5 s on a 2-core machine.
 */
const RUNS_BLOCK_NEEDS_MS = 120_000;

function docsReader(request: ChatRequest): ModelTurn {
  const done = toolCallsSoFar(request);
  if (done.length === 0) return { toolCalls: [{ name: 'read_llms_txt', arguments: {} }] };
  if (done.length === 1) {
    const twin = /(http:\/\/[^\s)]+\/docs\/installation\.md)/.exec(lastToolResult(request))?.[1];
    return { toolCalls: [{ name: 'open_url', arguments: { url: twin ?? '/' } }] };
  }
  const url = /URL: (\S+)/.exec(lastToolResult(request))?.[1] ?? '';
  return {
    toolCalls: [
      { name: 'answer', arguments: { answer: 'Run npm install lumen-queue.', verdict: 'succeeded', evidence: [{ url, quote: QUOTE }, { url, quote: MADE_UP }] } },
    ],
  };
}

describe.each(DATABASE_KINDS)('agent runs on %s', (database) => {
  let server: InProcessService;
  let model: FakeModelServer;
  let docs: FixtureSite;
  let closed: FixtureSite;
  let conformance: Conformance;
  const ids = {} as { key: string; otherKey: string; docsSite: string; docsHost: string; closedSite: string };
  const runs = {} as { model: Run; builtin: Run };

  const post = (path: string, json?: unknown, key = ids.key) => request(server.baseUrl, path, { key, method: 'POST', ...(json ? { json } : {}) });
  const get = (path: string, key = ids.key) => request(server.baseUrl, path, { key });

  async function waitForRun(siteId: string, runId: string): Promise<Run> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answer = await get(`/api/v1/me/sites/${siteId}/agent-runs?run_id=${runId}`);
      expect(answer.status, answer.text).toBe(200);
      const run = answer.body.runs[0] as Run;
      if (run.status === 'finished' || run.status === 'failed') {
        conformance.assertResponse('GET', '/api/v1/me/sites/{id}/agent-runs', 200, answer.body);
        return run;
      }
      if (Date.now() > deadline) throw new Error(`Run ${runId} did not finish: ${answer.text}\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  beforeAll(async () => {
    [docs, closed, model] = await Promise.all([startDocsSite(), startRobotsDisallowSite(), startFakeModelServer(docsReader)]);
    server = await startInProcessService({
      database,
      env: {
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
        AGENT_MODEL_BASE_URL: model.baseUrl,
        AGENT_MODEL_API_KEY: model.apiKey,
        AGENT_MODEL: 'fake-agent-1',
      },
      seed: async (db) => {
        const alpha = await seedOrganization(db, { name: 'Alpha', subscription: 'active' });
        const beta = await seedOrganization(db, { name: 'Beta', subscription: 'active' });
        const site = await addFixtureSite(db, alpha.id, docs);
        Object.assign(ids, {
          key: alpha.key,
          otherKey: beta.key,
          docsSite: site.id,
          docsHost: site.host,
          closedSite: (await addFixtureSite(db, alpha.id, closed)).id,
        });
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
    await clearOfWindowEnd(RUNS_BLOCK_NEEDS_MS);
  }, SERVER_START_TIMEOUT_MS + RUNS_BLOCK_NEEDS_MS);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([docs?.close(), closed?.close(), model?.close()]);
  });

  it('the model-driven agent reaches the goal; the made-up quote is dropped with a reason', async () => {
    const started = await post(`/api/v1/me/sites/${ids.docsSite}/agent-runs`, { goal: GOAL, agent: 'model' });
    expect(started.status, started.text).toBe(202);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/agent-runs', 202, started.body);
    expect(started.body).toMatchObject({ siteId: ids.docsSite, status: 'queued', agent: 'model', replayUrl: `${server.baseUrl}/replay/${started.body.runId}` });
    runs.model = await waitForRun(ids.docsSite, started.body.runId);
    expect(runs.model).toMatchObject({
      id: started.body.runId,
      taskId: started.body.taskId,
      status: 'finished',
      verdict: 'succeeded',
      goal: GOAL,
      stepCount: 4,
      answer: 'Run npm install lumen-queue.',
      evidence: [{ url: `${docs.origin}/docs/installation.md`, quote: QUOTE }],
      model: 'fake-agent-1',
      agentVersion: 'agentgauge-model@1',
      publishedAt: null,
      error: null,
      replayUrl: `${server.baseUrl}/replay/${started.body.runId}`,
    });
    expect(runs.model.reasons).toEqual([
      'The model reported: succeeded.',
      `Evidence rejected: the quote "${MADE_UP}" does not occur on ${docs.origin}/docs/installation.md.`,
    ]);
    expect(model.requests).toHaveLength(3);
  });

  it('the built-in agent reaches the same goal without a model; the same goal reuses its task', async () => {
    const started = await post(`/api/v1/me/sites/${ids.docsSite}/agent-runs`, { goal: GOAL, agent: 'builtin' });
    expect(started.status, started.text).toBe(202);
    expect(started.body.taskId).toBe(runs.model.taskId);
    runs.builtin = await waitForRun(ids.docsSite, started.body.runId);
    expect(runs.builtin).toMatchObject({ status: 'finished', verdict: 'succeeded', model: null, agentVersion: 'agentgauge-builtin@3', answer: QUOTE });
    expect(model.requests).toHaveLength(3);
    const steps = await withDatabase(server.databaseEnv, (db) => db.agentRun.findUniqueOrThrow({ where: { id: runs.builtin.id } }));
    expect((steps.steps as Array<{ action: string; url: string | null }>).map((step) => [step.action, step.url])).toEqual([
      ['read_robots_txt', `${docs.origin}/robots.txt`],
      ['open_url', `${docs.origin}/`],
      ['open_url', `${docs.origin}/docs/installation`],
    ]);
  });

  it('a site whose robots.txt disallows agents blocks the run', async () => {
    const started = await post(`/api/v1/me/sites/${ids.closedSite}/agent-runs`, { goal: GOAL, agent: 'builtin' });
    const run = await waitForRun(ids.closedSite, started.body.runId);
    expect(run).toMatchObject({ status: 'finished', verdict: 'blocked', reasons: ['robots.txt disallows AgentGauge on / (Disallow: /, line 2).'], stepCount: 1 });
  });

  // Issue 22 point 3: a replay of a run the agent did not succeed on speaks for the site in public, so publishing it
  // takes the owner's explicit confirmation.
  it('asks before publishing a run that did not succeed: 409 run-not-succeeded, then published with confirm=true', async () => {
    const blocked = (await get(`/api/v1/me/sites/${ids.closedSite}/agent-runs`)).body.runs[0] as Run;
    expect(blocked.verdict).toBe('blocked');
    const path = `/api/v1/me/sites/${ids.closedSite}/agent-runs/${blocked.id}`;
    const refused = await post(`${path}/publish`);
    expect([refused.status, refused.body.error]).toEqual([409, 'run-not-succeeded']);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/agent-runs/{runId}/publish', 409, refused.body);
    const confirmed = await post(`${path}/publish?confirm=true`);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.publishedAt).not.toBeNull();
    expect((await post(`${path}/unpublish`)).status).toBe(200);
  });

  it('publishing controls what the public list shows (the replay page: the system tier)', async () => {
    const publicList = () => request(server.baseUrl, `/api/v1/agent-tasks/${ids.docsHost}`);
    // The replay page (/replay/{runId}) it controls too is the built server's:
    // tests/system/agents/agent-runs-replay-page.test.ts.
    expect((await publicList()).body.runs).toEqual([]);

    const published = await post(`/api/v1/me/sites/${ids.docsSite}/agent-runs/${runs.model.id}/publish`);
    expect(published.status, published.text).toBe(200);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/agent-runs/{runId}/publish', 200, published.body);
    expect(published.body.publishedAt).not.toBeNull();
    const listed = await publicList();
    expect(listed.body.runs.map((run: Run) => [run.id, run.verdict, run.answer])).toEqual([[runs.model.id, 'succeeded', 'Run npm install lumen-queue.']]);
    expect(listed.body.runs[0].replayUrl).toBe(`${server.baseUrl}/replay/${runs.model.id}`);

    expect((await post(`/api/v1/me/sites/${ids.docsSite}/agent-runs/${runs.model.id}/publish`, undefined, ids.otherKey)).status).toBe(404);
    const unpublished = await post(`/api/v1/me/sites/${ids.docsSite}/agent-runs/${runs.model.id}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.publishedAt).toBeNull();
    expect((await publicList()).body.runs).toEqual([]);

    const all = await get(`/api/v1/me/sites/${ids.docsSite}/agent-runs`);
    expect(all.body.runs.map((run: Run) => run.id)).toEqual([runs.builtin.id, runs.model.id]);
  });

  it('reads never start a run, call the model or spend budget', async () => {
    const snapshot = () =>
      withDatabase(server.databaseEnv, async (db) => ({
        runs: await db.agentRun.count(),
        tasks: await db.agentTask.count(),
        // Work a read queued would be a job row the moment the read answered: none, so nothing starts later either.
        jobs: (await db.$queryRawUnsafe<Array<{ n: number }>>('SELECT count(*)::int AS n FROM pgboss.job'))[0]!.n,
        usage: (await db.usageCounter.findMany({ orderBy: { scope: 'asc' } })).map((row) => [row.scope, row.count]),
      }));
    const before = await snapshot();
    const modelCalls = model.requests.length;
    const siteRequests = docs.requests.length;
    await get(`/api/v1/me/sites/${ids.docsSite}/agent-runs`);
    await get(`/api/v1/me/sites/${ids.docsSite}/agent-runs?run_id=${runs.model.id}`);
    await get(`/api/v1/me/sites/${ids.docsSite}/answers`);
    await request(server.baseUrl, `/api/v1/agent-tasks/${ids.docsHost}`);
    expect(await snapshot()).toEqual(before);
    // The three runs started above took the model unit of the model run, three agent-run units and their targets' units.
    expect(before.usage.filter(([scope]) => scope !== 'scan:target')).toEqual([['agent-run:organization', 3], ['model:organization', 1]]);
    expect(before.usage.filter(([scope]) => scope === 'scan:target').reduce((sum, [, count]) => sum + Number(count), 0)).toBe(3);
    expect(model.requests.length).toBe(modelCalls);
    expect(docs.requests.length).toBe(siteRequests);
  });
});
