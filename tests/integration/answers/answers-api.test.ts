// Answers through the real server and its worker, against a local fake answer engine: a pass queued by POST runs on
// the job queue and stores answers, citations and their analysis; the model budget refuses what does not fit (429
// with Retry-After, nothing stored or spent); reads never start work, call the engine or spend budget; without an
// engine configured Answers is unavailable (503). PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnswersResult } from '../../../lib/schemas/me';
import { seedOrganization } from '../../helpers/api-fixtures';
import { buildReport, seedScan } from '../../helpers/me-fixtures';
import { request, type HttpAnswer } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { DAY_SECONDS } from '../../../lib/db/usage';
import { clearOfWindowEnd } from '../../helpers/quota';
import { DATABASE_KINDS, SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { startFakeAnswerEngine, type FakeAnswerEngine } from '../../fixtures/fake-answer-engine';

const HOST = 'lumenqueue.dev';
/**
 * The model budget counts in UTC days: the first pass's 3 units and the refusal (and the one counter it reads) must
 * fall in one day. The two tests took 2 s on a 2-core machine.
 */
const BUDGET_BLOCK_NEEDS_MS = 120_000;
const QUESTIONS = ['Which Node.js job queue stores jobs in PostgreSQL?', 'How do I retry failed jobs in Node.js?', 'What is BullMQ?'];

function answerFor(question: string) {
  if (question === QUESTIONS[0]) {
    return {
      text: 'Lumen Queue (lumenqueue.dev) keeps jobs in PostgreSQL; pg-boss does too.',
      citations: [
        { url: 'https://github.com/timgit/pg-boss', title: 'pg-boss' },
        { url: 'https://docs.lumenqueue.dev/docs/installation', title: 'Installing' },
        { url: 'https://github.com/graphile/worker', title: 'Graphile Worker' },
      ],
    };
  }
  if (question === QUESTIONS[1]) {
    return { text: 'Use a queue with retries and backoff.', citations: [{ url: 'https://lumenqueue.dev/docs/guides/retries', title: 'Retries' }] };
  }
  return { text: 'BullMQ is a Redis-based queue.', citations: [{ url: 'https://docs.bullmq.io/', title: 'BullMQ' }] };
}

async function waitForPass(server: InProcessService, key: string, siteId: string, passId: string): Promise<HttpAnswer> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/answers?pass_id=${passId}`, { key });
    expect(answer.status, answer.text).toBe(200);
    if (['succeeded', 'failed'].includes(answer.body.selectedPass.status)) return answer;
    if (Date.now() > deadline) throw new Error(`Pass ${passId} did not finish: ${answer.text}\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe.each(DATABASE_KINDS)('Answers passes on %s', (database) => {
  let server: InProcessService;
  let engine: FakeAnswerEngine;
  let conformance: Conformance;
  const ids = {} as { key: string; siteId: string; otherKey: string; reportedSiteId: string; budgetKey: string; budgetSiteId: string; budgetOrganizationId: string; pagedKey: string; pagedSiteId: string };

  /** A pass of `questions` started and run to its end: its id. */
  async function runPass(key: string, siteId: string, questions: string[]): Promise<string> {
    const started = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/answers/passes`, { key, json: { questions } });
    expect(started.status, started.text).toBe(202);
    const done = await waitForPass(server, key, siteId, started.body.passId);
    expect(done.body.selectedPass.status).toBe('succeeded');
    return started.body.passId as string;
  }

  beforeAll(async () => {
    engine = await startFakeAnswerEngine(answerFor);
    server = await startInProcessService({
      database,
      env: {
        ANSWERS_ENGINE: 'openai',
        ANSWERS_BASE_URL: `${engine.baseUrl}/v1`,
        ANSWERS_API_KEY: engine.apiKey,
        ANSWERS_MODEL: 'fake-search-1',
        AGENTGAUGE_MODEL_BUDGET_PER_DAY: '5',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      },
      seed: async (db) => {
        const alpha = await seedOrganization(db, { name: 'Alpha', subscription: 'active', hosts: [HOST] });
        const beta = await seedOrganization(db, { name: 'Beta', subscription: 'active', hosts: ['docs.lumen.example'] });
        const reported = beta.sites[0]!;
        const origin = 'https://docs.lumen.example';
        const page = (path: string, title: string) => ({ url: `${origin}${path}`, httpStatus: 200, title, description: null, lang: 'en', h1: title });
        const report = buildReport({
          url: `${origin}/`,
          at: new Date('2026-11-01T10:00:00Z'),
          overallScore: 80,
          checks: [{ id: 'robots-txt', score: 100 }],
          otherPages: [`${origin}/docs/installation`, `${origin}/docs/retries`],
          siteFacts: {
            siteName: 'Lumen Docs',
            pages: [page('/', 'Lumen Docs'), page('/docs/installation', 'Installing Lumen Queue'), page('/docs/retries', 'Retries and backoff.')],
            robotsKind: 'ok',
            robotsTxt: null,
            sitemaps: [],
          },
        });
        await seedScan(db, reported, beta.id, report);
        // Organizations of their own for the budget and paging tests, so that no test counts another's passes.
        const budget = await seedOrganization(db, { name: 'Gamma', subscription: 'active', hosts: ['budget.lumenqueue.dev'] });
        const paged = await seedOrganization(db, { name: 'Delta', subscription: 'active', hosts: ['paged.lumenqueue.dev'] });
        Object.assign(ids, {
          key: alpha.key,
          siteId: alpha.sites[0]!.id,
          otherKey: beta.key,
          reportedSiteId: reported.id,
          budgetKey: budget.key,
          budgetSiteId: budget.sites[0]!.id,
          budgetOrganizationId: budget.id,
          pagedKey: paged.key,
          pagedSiteId: paged.sites[0]!.id,
        });
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
    await clearOfWindowEnd(BUDGET_BLOCK_NEEDS_MS, DAY_SECONDS);
  }, SERVER_START_TIMEOUT_MS + BUDGET_BLOCK_NEEDS_MS);
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
  });

  it('a pass asks every question on the queue and stores cited, mentioned, rank and competitors', async () => {
    const asked = engine.requests.length;
    const started = await request(server.baseUrl, `/api/v1/me/sites/${ids.siteId}/answers/passes`, { key: ids.key, json: { questions: QUESTIONS } });
    expect(started.status, started.text).toBe(202);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/answers/passes', 202, started.body);
    expect(started.body).toMatchObject({ siteId: ids.siteId, status: 'queued', engine: 'openai', model: 'fake-search-1', questions: QUESTIONS });

    const done = await waitForPass(server, ids.key, ids.siteId, started.body.passId);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/answers', 200, done.body);
    expect(done.body.selectedPass).toMatchObject({ id: started.body.passId, status: 'succeeded', engine: 'openai', questionsAsked: 3, questionsCited: 2, error: null });
    expect(done.body.selectedPass.finishedAt).not.toBeNull();
    expect(done.body.results.map((result: z.output<typeof AnswersResult>) => [result.question, result.cited, result.mentioned, result.rank, result.competitors])).toEqual([
      [QUESTIONS[0], true, true, 2, [{ domain: 'github.com', count: 2 }]],
      [QUESTIONS[1], true, false, 1, []],
      [QUESTIONS[2], false, false, null, [{ domain: 'docs.bullmq.io', count: 1 }]],
    ]);
    expect(done.body.results[0].citedDomains).toEqual(['github.com', 'docs.lumenqueue.dev']);
    expect(done.body.results[0].citations).toEqual([
      { type: 'url_citation', start_index: 0, end_index: 1, url: 'https://github.com/timgit/pg-boss', title: 'pg-boss' },
      { type: 'url_citation', start_index: 1, end_index: 2, url: 'https://docs.lumenqueue.dev/docs/installation', title: 'Installing' },
      { type: 'url_citation', start_index: 2, end_index: 3, url: 'https://github.com/graphile/worker', title: 'Graphile Worker' },
    ]);
    expect(engine.requests.slice(asked).map((entry) => entry.body?.input)).toEqual(QUESTIONS);
  });

  it('a pass that does not fit the model budget is refused with 429 and Retry-After; nothing is stored or asked', async () => {
    // The organization's first pass spends 3 of its 5 units.
    await runPass(ids.budgetKey, ids.budgetSiteId, QUESTIONS);
    const before = await withDatabase(server.databaseEnv, (db) => db.answersPass.count());
    const asked = engine.requests.length;
    const refused = await request(server.baseUrl, `/api/v1/me/sites/${ids.budgetSiteId}/answers/passes`, { key: ids.budgetKey, json: { questions: QUESTIONS } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'model-budget-exhausted',
      message: "This needs 3 model calls, more than is left of the organization's budget of 5 per day (AGENTGAUGE_MODEL_BUDGET_PER_DAY).",
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/answers/passes', 429, refused.body);
    expect(await withDatabase(server.databaseEnv, (db) => db.answersPass.count())).toBe(before);
    expect(engine.requests.length).toBe(asked);
    const counter = await withDatabase(server.databaseEnv, (db) => db.usageCounter.findMany({ where: { scope: 'model:organization', subject: ids.budgetOrganizationId } }));
    expect(counter.map((row) => row.count)).toEqual([3]);
  });

  it('reads never start a pass, call the engine or spend budget', async () => {
    const snapshot = () =>
      withDatabase(server.databaseEnv, async (db) => ({
        passes: await db.answersPass.count(),
        results: await db.answersResult.count(),
        usage: (await db.usageCounter.findMany({ orderBy: { scope: 'asc' } })).map((row) => [row.scope, row.count]),
      }));
    const before = await snapshot();
    const requestsBefore = engine.requests.length;
    for (const path of ['/answers', '/answers?limit=1', '/answers?offset=5', '/agent-runs']) {
      const answer = await request(server.baseUrl, `/api/v1/me/sites/${ids.siteId}${path}`, { key: ids.key });
      expect(answer.status, answer.text).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await snapshot()).toEqual(before);
    expect(engine.requests.length).toBe(requestsBefore);
  });

  it('without questions, a pass asks questions suggested from the latest report', async () => {
    const started = await request(server.baseUrl, `/api/v1/me/sites/${ids.reportedSiteId}/answers/passes`, { key: ids.otherKey, json: {} });
    expect(started.status, started.text).toBe(202);
    expect(started.body.questions).toEqual([
      'What is Lumen Docs?',
      'What products or services does Lumen Docs offer?',
      'Where can I find the documentation for Lumen Docs?',
      'Installing Lumen Queue: what does Lumen Docs say about this?',
      'Retries and backoff: what does Lumen Docs say about this?',
    ]);
    const done = await waitForPass(server, ids.otherKey, ids.reportedSiteId, started.body.passId);
    expect(done.body.selectedPass).toMatchObject({ status: 'succeeded', questionsAsked: 5, questionsCited: 0 });
  });

  it('pages the passes; an unknown pass and another organization\'s site are 404', async () => {
    await runPass(ids.pagedKey, ids.pagedSiteId, QUESTIONS.slice(0, 1));
    const page = await request(server.baseUrl, `/api/v1/me/sites/${ids.pagedSiteId}/answers?limit=1&offset=1`, { key: ids.pagedKey });
    expect(page.body.passes).toEqual([]);
    expect(page.body.nextOffset).toBeNull();
    expect(page.body.selectedPass.status).toBe('succeeded');
    const unknown = await request(server.baseUrl, `/api/v1/me/sites/${ids.siteId}/answers?pass_id=00000000-0000-4000-8000-000000000000`, { key: ids.key });
    expect(unknown.status).toBe(404);
    const foreign = await request(server.baseUrl, `/api/v1/me/sites/${ids.siteId}/answers/passes`, { key: ids.otherKey, json: {} });
    expect(foreign.status).toBe(404);
    const invalid = await request(server.baseUrl, `/api/v1/me/sites/${ids.siteId}/answers/passes`, { key: ids.key, json: { questions: [] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('invalid-body');
  });
});

describe('Answers without an engine configured', () => {
  let server: InProcessService;
  const ids = {} as { key: string; siteId: string };

  beforeAll(async () => {
    server = await startInProcessService({
      env: { ANSWERS_ENGINE: '', ANSWERS_API_KEY: '', ANSWERS_MODEL: '', AGENT_MODEL_BASE_URL: '', AGENT_MODEL_API_KEY: '', AGENT_MODEL: '' },
      seed: async (db) => {
        const alpha = await seedOrganization(db, { name: 'Alpha', subscription: 'active', hosts: [HOST] });
        Object.assign(ids, { key: alpha.key, siteId: alpha.sites[0]!.id });
      },
    });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => server?.stop());

  it('a pass is refused with 503 answers-unavailable naming the settings and Retry-After (RFC 9110 §15.6.4), and nothing is stored', async () => {
    const refused = await request(server.baseUrl, `/api/v1/me/sites/${ids.siteId}/answers/passes`, { key: ids.key, json: {} });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(refused.body).toEqual({
      error: 'answers-unavailable',
      message:
        'Answers is not configured on this installation. Set ANSWERS_ENGINE (openai or perplexity), ANSWERS_API_KEY and ANSWERS_MODEL (and ANSWERS_BASE_URL for another endpoint) to enable Answers.',
    });
    expect(await withDatabase(server.databaseEnv, (db) => db.answersPass.count())).toBe(0);
  });

  it('a model-driven agent run is refused with 503 agent-model-unavailable and Retry-After', async () => {
    const refused = await request(server.baseUrl, `/api/v1/me/sites/${ids.siteId}/agent-runs`, { key: ids.key, json: { goal: 'Find the docs', agent: 'model' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(refused.body).toEqual({
      error: 'agent-model-unavailable',
      message: 'No agent model is configured. Set AGENT_MODEL_BASE_URL, AGENT_MODEL_API_KEY and AGENT_MODEL to run model-driven agents. Or send "agent": "builtin".',
    });
    expect(await withDatabase(server.databaseEnv, (db) => db.agentRun.count())).toBe(0);
  });
});
