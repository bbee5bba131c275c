// The answer engines against a local fake engine that speaks the real wire formats, and the citation analysis of
// what they return: cited (host or subdomain), mentioned (name or host in the text), rank, competitors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeCitations } from '../../../lib/answers/citations';
import { answerEngineSettings, createAnswerEngine } from '../../../lib/answers/engine';
import { startFakeAnswerEngine, type FakeAnswerEngine, type ScriptedAnswer } from '../../fixtures/fake-answer-engine';

const SITE = { host: 'lumenqueue.dev', name: 'Lumen Queue' };

const ANSWERS: Record<string, ScriptedAnswer> = {
  'Which Node.js job queue stores jobs in PostgreSQL?': {
    text: 'Popular choices are pg-boss and Lumen Queue, which keeps jobs in PostgreSQL tables.',
    citations: [
      { url: 'https://github.com/timgit/pg-boss', title: 'pg-boss' },
      { url: 'https://docs.lumenqueue.dev/docs/installation', title: 'Installing Lumen Queue' },
      { url: 'https://www.github.com/graphile/worker', title: 'Graphile Worker' },
      { url: 'https://lumenqueue.dev/', title: 'Lumen Queue' },
      { url: 'https://stackoverflow.com/q/1', title: 'Question' },
    ],
  },
  'What is the best queue for Redis?': {
    text: 'BullMQ is the usual choice.',
    citations: [{ url: 'https://docs.bullmq.io/', title: 'BullMQ' }, { url: 'https://notlumenqueue.dev/', title: 'Lookalike' }],
  },
};

describe.each(['openai', 'perplexity'] as const)('the %s answer engine', (kind) => {
  let fake: FakeAnswerEngine;
  beforeAll(async () => {
    fake = await startFakeAnswerEngine((question) => ANSWERS[question] ?? { text: 'No idea.', citations: [] });
  });
  afterAll(() => fake?.close());

  const engine = () =>
    createAnswerEngine(
      answerEngineSettings({
        ANSWERS_ENGINE: kind,
        ANSWERS_BASE_URL: kind === 'openai' ? `${fake.baseUrl}/v1` : fake.baseUrl,
        ANSWERS_API_KEY: fake.apiKey,
        ANSWERS_MODEL: 'fake-search-1',
      })!,
    );

  it('returns the answer and the cited URLs in order; the analysis finds the site at rank 2', async () => {
    const reply = await engine().ask('Which Node.js job queue stores jobs in PostgreSQL?');
    expect(reply.answer).toBe(ANSWERS['Which Node.js job queue stores jobs in PostgreSQL?']!.text);
    expect(reply.citedUrls).toEqual(ANSWERS['Which Node.js job queue stores jobs in PostgreSQL?']!.citations.map((c) => c.url));
    expect(analyzeCitations(SITE, reply.answer, reply.citedUrls)).toEqual({
      cited: true,
      mentioned: true,
      rank: 2,
      citedDomains: ['github.com', 'docs.lumenqueue.dev', 'lumenqueue.dev', 'stackoverflow.com'],
      competitors: [
        { domain: 'github.com', count: 2 },
        { domain: 'stackoverflow.com', count: 1 },
      ],
    });
    const request = fake.requests.at(-1)!;
    if (kind === 'openai') {
      expect(request.path).toBe('/v1/responses');
      expect(request.body).toEqual({ model: 'fake-search-1', input: 'Which Node.js job queue stores jobs in PostgreSQL?', tools: [{ type: 'web_search' }] });
    } else {
      expect(request.path).toBe('/chat/completions');
      expect(request.body?.messages).toEqual([{ role: 'user', content: 'Which Node.js job queue stores jobs in PostgreSQL?' }]);
    }
  });

  it('a lookalike domain is a competitor, not the site; the site is neither cited nor mentioned', async () => {
    const reply = await engine().ask('What is the best queue for Redis?');
    expect(analyzeCitations(SITE, reply.answer, reply.citedUrls)).toEqual({
      cited: false,
      mentioned: false,
      rank: null,
      citedDomains: ['docs.bullmq.io', 'notlumenqueue.dev'],
      competitors: [
        { domain: 'docs.bullmq.io', count: 1 },
        { domain: 'notlumenqueue.dev', count: 1 },
      ],
    });
  });

  it('a refused key is an error naming the HTTP status', async () => {
    const settings = answerEngineSettings({ ANSWERS_ENGINE: kind, ANSWERS_BASE_URL: kind === 'openai' ? `${fake.baseUrl}/v1` : fake.baseUrl, ANSWERS_API_KEY: 'wrong', ANSWERS_MODEL: 'm' })!;
    await expect(createAnswerEngine(settings).ask('Anything?')).rejects.toThrow('The model endpoint answered HTTP 401: {"error":{"message":"Incorrect API key provided."}}');
  });
});

describe('answer engine configuration', () => {
  it('is unavailable (null) unless engine, key and model are all set', () => {
    expect(answerEngineSettings({})).toBeNull();
    expect(answerEngineSettings({ ANSWERS_ENGINE: 'openai', ANSWERS_API_KEY: 'k' })).toBeNull();
    expect(answerEngineSettings({ ANSWERS_ENGINE: 'openai', ANSWERS_API_KEY: 'k', ANSWERS_MODEL: 'm' })).toEqual({
      kind: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'k',
      model: 'm',
    });
    expect(() => answerEngineSettings({ ANSWERS_ENGINE: 'gemini', ANSWERS_API_KEY: 'k', ANSWERS_MODEL: 'm' })).toThrow(
      'ANSWERS_ENGINE must be one of openai, perplexity (got "gemini").',
    );
  });

  it('mentioned matches whole words of the name or host only', () => {
    expect(analyzeCitations(SITE, 'Try lumenqueue.dev today.', []).mentioned).toBe(true);
    expect(analyzeCitations(SITE, 'lumen queue is nice', []).mentioned).toBe(true);
    expect(analyzeCitations(SITE, 'Lumen Queueing theory', []).mentioned).toBe(false);
  });
});
