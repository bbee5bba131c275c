// A journey as agent runs through the real server and its worker (issue 33 point 4): POST .../journeys/{id}/runs
// queues k runs of the model-driven agent (a local fake model with scripted answers: two right, one wrong) or the
// built-in agent as one batch; GET .../runs reports pass^k exactly, tokens, steps and time, each run's replay, and
// for a run that did not find the answer the step where it failed and the latest scan's finding for the profile.
// Bodies are checked against the OpenAPI document. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { JourneyRunBatch, JourneyRunBatches } from '../../../lib/schemas/me/journeys';
import { minimalReport, seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { addFixtureSite } from '../../helpers/scan-sites';
import { DATABASE_KINDS, SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { startFakeModelServer, toolCallsSoFar, type ChatRequest, type FakeModelServer, type ModelTurn } from '../../fixtures/fake-model-server';

type Batch = z.output<typeof JourneyRunBatch>;

const RIGHT = 'The Pro plan costs $29 per month.';
const WRONG = 'In 2019 the Pro plan cost $19 per month.';
const page = (title: string, body: string) =>
  html(`<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`);

describe.each(DATABASE_KINDS)('journeys as agent runs on %s', (database) => {
  let server: InProcessService;
  let model: FakeModelServer;
  let site: FixtureSite;
  let conformance: Conformance;
  const ids = {} as { key: string; readKey: string; otherKey: string; site: string; pricing: string; careers: string };
  let answers = 0;

  /** Opens /pricing, then answers: the second answer of the test is wrong (the 2019 price from /blog), the others right. */
  function brain(request: ChatRequest): ModelTurn {
    if (toolCallsSoFar(request).length === 0) return { toolCalls: [{ name: 'open_url', arguments: { url: '/pricing' } }] };
    answers += 1;
    const wrong = answers === 2;
    const evidence = [{ url: `${site.origin}${wrong ? '/blog' : '/pricing'}`, quote: wrong ? WRONG : RIGHT }];
    return { toolCalls: [{ name: 'answer', arguments: { answer: wrong ? 'It costs $19.' : 'It costs $29.', verdict: 'succeeded', evidence } }] };
  }

  const post = (path: string, json: unknown, key = ids.key) => request(server.baseUrl, path, { key, method: 'POST', json });
  const get = (path: string, key = ids.key) => request(server.baseUrl, path, { key });

  async function settledBatch(journeyId: string, batchId: string): Promise<Batch> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const answer = await get(`/api/v1/me/sites/${ids.site}/journeys/${journeyId}/runs`);
      expect(answer.status, answer.text).toBe(200);
      conformance.assertResponse('GET', '/api/v1/me/sites/{id}/journeys/{journeyId}/runs', 200, answer.body);
      const batch = (answer.body as z.output<typeof JourneyRunBatches>).batches.find((item) => item.batchId === batchId);
      if (batch?.settled) return batch;
      if (Date.now() > deadline) throw new Error(`Batch ${batchId} did not settle: ${answer.text}\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  beforeAll(async () => {
    [site, model] = await Promise.all([
      serveSite({
        '/': page('Acme', '<h1>Acme</h1><p>Plans for teams of every size.</p><p><a href="/pricing">Plans and pricing</a> <a href="/blog">Blog</a></p>'),
        '/pricing': page('Pricing', `<h1>Pricing</h1><p>${RIGHT}</p>`),
        '/blog': page('Blog', `<h1>Blog</h1><p>${WRONG}</p>`),
      }),
      startFakeModelServer(brain),
    ]);
    server = await startInProcessService({
      database,
      env: {
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
        // Six runs and more of one fixture host within the hour.
        AGENTGAUGE_SCANS_PER_TARGET: '100',
        AGENT_MODEL_BASE_URL: model.baseUrl,
        AGENT_MODEL_API_KEY: model.apiKey,
        AGENT_MODEL: 'fake-agent-1',
      },
      seed: async (db) => {
        const alpha = await seedOrganization(db, { name: 'Alpha', subscription: 'active' });
        const beta = await seedOrganization(db, { name: 'Beta', subscription: 'active' });
        const row = await addFixtureSite(db, alpha.id, site);
        const pricing = await db.journey.create({ data: { organizationId: alpha.id, siteId: row.id, name: 'pricing', question: 'What does the Pro plan cost?', answer: ['$29', '29 USD'] } });
        const careers = await db.journey.create({ data: { organizationId: alpha.id, siteId: row.id, name: 'careers', question: 'Where are the open roles?', answer: 'Lisbon' } });
        // The latest scan's journey result for claude-code: the finding a failed run's replay names.
        const at = new Date('2026-11-20T10:00:00Z');
        const report = {
          ...minimalReport(site.url, 80, at),
          journeys: [
            {
              name: 'careers',
              question: 'Where are the open roles?',
              results: [{ profile: 'claude-code', found: false, hops: null, url: null, quote: null, reason: 'The answer is not on any page the scan read.', code: 'journey.not-found', path: [site.url] }],
            },
          ],
        };
        await db.scan.create({
          data: { organizationId: alpha.id, siteId: row.id, status: 'succeeded', trigger: 'api', engine: report.engine, score: 80, originScore: 80, pageCount: 1, discoveredUrls: 1, report: report as never, startedAt: at, finishedAt: at },
        });
        Object.assign(ids, { key: alpha.key, otherKey: beta.key, site: row.id, pricing: pricing.id, careers: careers.id });
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([site?.close(), model?.close()]);
  });

  it('k = 3 model runs: two right, one wrong; pass^3 is false with exactly 2 passes; tokens, steps and time summed', async () => {
    answers = 0;
    const started = await post(`/api/v1/me/sites/${ids.site}/journeys/${ids.pricing}/runs`, {});
    expect(started.status, started.text).toBe(202);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/journeys/{journeyId}/runs', 202, started.body);
    expect(started.body).toMatchObject({ journeyId: ids.pricing, siteId: ids.site, agent: 'model', profile: 'claude-code', k: 3, pollUrl: `/api/v1/me/sites/${ids.site}/journeys/${ids.pricing}/runs` });
    expect(started.body.runs).toHaveLength(3);

    const batch = await settledBatch(ids.pricing, started.body.batchId);
    expect(batch).toMatchObject({ agent: 'model', model: 'fake-agent-1', profile: 'claude-code', k: 3, settled: true, passes: 2, passK: false });
    // Every run asks the model twice (open /pricing, answer); the fake endpoint reports 20 tokens a call.
    expect(batch.tokens).toBe(120);
    expect(batch.runs.map((run) => run.tokens)).toEqual([40, 40, 40]);
    expect(batch.steps).toBe(batch.runs.reduce((sum, run) => sum + run.steps, 0));
    expect(batch.durationMs).toBe(batch.runs.reduce((sum, run) => sum + run.durationMs!, 0));
    expect(batch.runs.filter((run) => run.found === true)).toHaveLength(2);
    const wrong = batch.runs.find((run) => run.found === false)!;
    expect(wrong).toMatchObject({ status: 'finished', verdict: 'succeeded', answer: 'It costs $19.', steps: 3 });
    expect(wrong.failure).toEqual({ step: 3, action: 'answer', url: null, code: null, reason: "The run's answer and its verified quotes hold none of the journey's expected answers." });
    for (const run of batch.runs) expect(run.replayUrl).toMatch(new RegExp(`/replay/${run.runId}$`));

    // Each run is an agent run too, its failure told in its reasons (the seed's closed Agent run object is unchanged).
    const one = await get(`/api/v1/me/sites/${ids.site}/agent-runs?run_id=${wrong.runId}`);
    expect(one.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/agent-runs', 200, one.body);
    expect(Object.keys(one.body.runs[0]).sort()).toEqual(
      ['agentVersion', 'answer', 'batchId', 'createdAt', 'error', 'evidence', 'goal', 'id', 'model', 'publishedAt', 'reasons', 'replayUrl', 'status', 'stepCount', 'taskId', 'verdict'].sort(),
    );
    expect(one.body.runs[0].reasons.at(-1)).toBe("Failed at step 3 (answer). The run's answer and its verified quotes hold none of the journey's expected answers.");
  });

  it('the built-in agent, k = 2: both find the answer, pass^2 is true, no tokens', async () => {
    const started = await post(`/api/v1/me/sites/${ids.site}/journeys/${ids.pricing}/runs`, { agent: 'builtin', runs: 2 });
    expect(started.status, started.text).toBe(202);
    const batch = await settledBatch(ids.pricing, started.body.batchId);
    expect(batch).toMatchObject({ agent: 'builtin', model: null, k: 2, settled: true, passes: 2, passK: true, tokens: null });
    for (const run of batch.runs) expect(run).toMatchObject({ found: true, verdict: 'succeeded', answer: RIGHT, failure: null, tokens: null });
  });

  it("a run that cannot find the answer names the step where it failed and the latest scan's finding for its profile", async () => {
    const started = await post(`/api/v1/me/sites/${ids.site}/journeys/${ids.careers}/runs`, { agent: 'builtin' });
    expect(started.status, started.text).toBe(202);
    expect(started.body.k).toBe(1);
    const batch = await settledBatch(ids.careers, started.body.batchId);
    expect(batch).toMatchObject({ k: 1, passes: 0, passK: false });
    // No link says anything about open roles: the agent opens both in the order found and fails at the last.
    expect(batch.runs[0]!.failure).toEqual({
      step: 4,
      action: 'open_url',
      url: `${site.origin}/blog`,
      code: 'journey.not-found',
      reason: "The latest scan's finding for claude-code: The answer is not on any page the scan read.",
    });
  });

  it('bad input gets the usual 400 body; another organization gets 404; batches page', async () => {
    const bad = await post(`/api/v1/me/sites/${ids.site}/journeys/${ids.pricing}/runs`, { runs: 6, profile: 'browser' });
    expect(bad.status).toBe(400);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/journeys/{journeyId}/runs', 400, bad.body);
    expect(bad.body.error).toBe('invalid-body');
    const other = await get(`/api/v1/me/sites/${ids.site}/journeys/${ids.pricing}/runs`, ids.otherKey);
    expect(other.status).toBe(404);
    const first = await get(`/api/v1/me/sites/${ids.site}/journeys/${ids.pricing}/runs?limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.batches).toHaveLength(1);
    expect(first.body.batches[0].agent).toBe('builtin');
    expect(first.body.nextOffset).toBe(1);
    const second = await get(`/api/v1/me/sites/${ids.site}/journeys/${ids.pricing}/runs?limit=1&offset=1`);
    expect(second.body.batches[0].agent).toBe('model');
    expect(second.body.nextOffset).toBeNull();
  });
});
