// A journey as agent runs (issue 33 point 4), through lib/agents' entry points (runAgent and the journey-run rules the
// run job stores): the built-in agent browses as an agent profile from the journey's start, matches words by stem
// ("Opening hours" answers "find the opening hours") and never reports a partial answer that holds none of the
// expected strings; the model-driven agent, against a local OpenAI-compatible server with scripted answers (right,
// wrong, a tool loop, a timeout), is judged by the journey's answer, with the step where it failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentProfile, compileJourneyAnswer, type AnswerMatcher, type JourneyProfileResult } from '../../../engine/index';
import { journeyBatchSummary, journeyRunFailure, journeyRunFound } from '../../../lib/agents/journey-run';
import { createChatModel } from '../../../lib/agents/model-client';
import { runAgent } from '../../../lib/agents/run-agent';
import type { AgentOutcome } from '../../../lib/agents/types';
import { lastToolResult, startFakeModelServer, toolCallsSoFar, type ChatRequest, type FakeModelServer, type ModelTurn } from '../../fixtures/fake-model-server';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';

const BUDGET = { maxSteps: 12, maxMs: 30_000 };
const FETCHER = { timeoutMs: 5_000, allowPrivateTargets: true };
const HOURS = 'Monday to Friday, 9:00 to 17:00.';
const CLAUDE = agentProfile('claude-code');

const page = (title: string, body: string) =>
  html(`<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`);

describe('the built-in agent on a café site', () => {
  let cafe: FixtureSite;
  let vague: FixtureSite;
  let hidden: FixtureSite;
  const requests: string[] = [];
  beforeAll(async () => {
    cafe = await serveSite({
      '/': page('Café Lumen', '<h1>Café Lumen</h1><p>Coffee and cake in the old town since 1998.</p><nav><a href="/menu">Menu</a> <a href="/hours">Opening hours</a></nav>'),
      '/menu': page('Menu', '<h1>Menu</h1><p>Espresso, flat white and a cake of the day.</p>'),
      '/hours': (req, res) => {
        requests.push(String(req.headers['user-agent']));
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><head><title>Opening hours</title></head><body><main><h1>Opening hours</h1><p>${HOURS}</p></main></body></html>`);
      },
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
    });
    // The hours page says something about opening hours, but not the hours.
    vague = await serveSite({
      '/': page('Café Lumen', '<h1>Café Lumen</h1><p>Coffee and cake in the old town since 1998.</p><p><a href="/hours">Opening hours</a></p>'),
      '/hours': page('Opening hours', '<h1>Opening hours</h1><p>Our opening hours change with the seasons, so call us first.</p>'),
    });
    // The hours are in the sitemap only: the start page links no sitemap and there is no robots.txt pointing to one.
    hidden = await serveSite({
      '/': page('Café Lumen', '<h1>Café Lumen</h1><p>Coffee and cake in the old town since 1998.</p>'),
      '/sitemap.xml': text('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/hours</loc></url></urlset>', 'application/xml'),
      '/hours': page('Opening hours', `<h1>Opening hours</h1><p>${HOURS}</p>`),
    });
  });
  afterAll(async () => {
    await Promise.all([cafe?.close(), vague?.close(), hidden?.close()]);
  });

  it('"Opening hours" answers "find the opening hours": the heading carries the words the sentence lacks', async () => {
    const outcome = await runAgent({ siteUrl: cafe.url, goal: 'find the opening hours', model: null, budget: BUDGET, fetcher: FETCHER });
    expect(outcome.verdict).toBe('succeeded');
    expect(outcome.answer).toBe(HOURS);
    expect(outcome.evidence).toEqual([{ url: `${cafe.origin}/hours`, quote: HOURS }]);
    expect(outcome.steps.map((step) => [step.action, step.url])).toEqual([
      ['read_robots_txt', `${cafe.origin}/robots.txt`],
      ['open_url', `${cafe.origin}/`],
      ['open_url', `${cafe.origin}/hours`],
    ]);
    expect(outcome.reasons).toEqual([
      'Opened 1 page linked from the start page.',
      `Found a sentence under the heading "Opening hours" on ${cafe.origin}/hours covering 100% of the goal's keywords.`,
    ]);
    expect(outcome.tokens).toBeNull();
  });

  it("as a journey's run it browses as the profile (its User-Agent and view) and quotes the expected answer", async () => {
    requests.length = 0;
    const outcome = await runAgent({
      siteUrl: cafe.url,
      goal: 'What are the opening hours?',
      model: null,
      budget: BUDGET,
      fetcher: FETCHER,
      profile: CLAUDE,
      expect: await compileJourneyAnswer(['9:00 to 17:00']),
    });
    expect(outcome.verdict).toBe('succeeded');
    expect(outcome.answer).toBe(HOURS);
    expect(outcome.evidence).toEqual([{ url: `${cafe.origin}/hours`, quote: HOURS }]);
    expect(requests).toEqual(['Claude-User/1.0']);
  });

  it('never reports a partial answer that holds none of the expected strings', async () => {
    const plain = await runAgent({ siteUrl: vague.url, goal: 'find the opening hours', model: null, budget: BUDGET, fetcher: FETCHER });
    expect(plain.answer).toBe('Our opening hours change with the seasons, so call us first.');
    const journey = await runAgent({
      siteUrl: vague.url,
      goal: 'find the opening hours',
      model: null,
      budget: BUDGET,
      fetcher: FETCHER,
      profile: CLAUDE,
      expect: await compileJourneyAnswer(['9:00 to 17:00', '9am to 5pm']),
    });
    expect(journey.verdict).toBe('failed');
    expect(journey.answer).toBeNull();
    expect(journey.evidence).toEqual([]);
    expect(journey.reasons.at(-1)).toBe(
      `No page read holds the expected answer. The closest sentence, on ${vague.origin}/hours, holds none of the expected answers, so no answer is reported.`,
    );
  });

  it('reads no sitemap nothing points to (no privileged first step)', async () => {
    const outcome = await runAgent({ siteUrl: hidden.url, goal: 'find the opening hours', model: null, budget: BUDGET, fetcher: FETCHER, profile: CLAUDE, expect: await compileJourneyAnswer('9:00') });
    expect(outcome.verdict).toBe('failed');
    expect(outcome.steps.map((step) => step.url)).toEqual([`${hidden.origin}/robots.txt`, `${hidden.origin}/`]);
  });
});

/** A pricing site: the answer "$29" is on /pricing, linked from the start page; /blog holds a wrong figure. */
async function startPricingSite(): Promise<FixtureSite> {
  return serveSite({
    '/': page('Acme', '<h1>Acme</h1><p>Plans for teams of every size.</p><p><a href="/pricing">Pricing</a> <a href="/blog">Blog</a></p>'),
    '/pricing': page('Pricing', '<h1>Pricing</h1><p>The Pro plan costs $29 per month.</p>'),
    '/blog': page('Blog', '<h1>Blog</h1><p>In 2019 the Pro plan cost $19 per month.</p>'),
  });
}

/**
 * A site whose link texts say little: 40 pages, each linking the next three ("Read more", "Next", "Continue"); with
 * `answerAt`, that page says what the Pro plan costs. No link's text or path shares a word with the question.
 */
async function startMazeSite(answerAt: number | null): Promise<FixtureSite> {
  const routes: Record<string, ReturnType<typeof page>> = {};
  for (let index = 0; index < 40; index++) {
    const links = [1, 2, 3].map((step) => index + step).filter((next) => next < 40);
    const nav = links.map((next, position) => `<a href="/p${next}">${['Read more', 'Next', 'Continue'][position]}</a>`).join(' ');
    const body = index === answerAt ? '<p>The Pro plan costs $29 per month.</p>' : '<p>The Pro plan cost is something we will talk about soon, promise.</p>';
    routes[index === 0 ? '/' : `/p${index}`] = page(`Maze ${index}`, `<h1>Part ${index}</h1>${body}<p>${nav}</p>`);
  }
  return serveSite(routes);
}

const pagesServed = (site: FixtureSite) => site.requests.filter((request) => request !== 'GET /robots.txt');
/** The pages one run asked for: tests share the sites, and run in any order (the tier passes shuffled). */
async function servedDuring(site: FixtureSite, run: () => Promise<unknown>): Promise<string[]> {
  const before = pagesServed(site).length;
  await run();
  return pagesServed(site).slice(before);
}

describe("the built-in agent's link choice (a generic agent)", () => {
  let pricing: FixtureSite;
  let buried: FixtureSite;
  let maze: FixtureSite;
  let unanswered: FixtureSite;
  let matcher: AnswerMatcher;
  beforeAll(async () => {
    matcher = await compileJourneyAnswer(['$29', '29 USD']);
    // "Pricing" shares no stem with "What does the Pro plan cost?": the table of equivalents relates cost and plan to it.
    pricing = await serveSite({
      '/': page('Acme', '<h1>Acme</h1><p>Tools for teams of every size.</p><p><a href="/about">About us</a> <a href="/blog">Blog</a> <a href="/careers">Careers</a> <a href="/pricing">Pricing</a></p>'),
      '/about': page('About', '<h1>About</h1><p>We started in a garage in 2011.</p>'),
      '/blog': page('Blog', '<h1>Blog</h1><p>In 2019 the Pro plan cost $19 per month.</p>'),
      '/careers': page('Careers', '<h1>Careers</h1><p>We are hiring in Lisbon.</p>'),
      '/pricing': page('Pricing', '<h1>Pricing</h1><p>The Pro plan costs $29 per month.</p>'),
    });
    // The answer is two links deep behind links that say nothing about it: reached breadth-first.
    buried = await startMazeSite(5);
    maze = await startMazeSite(null);
    unanswered = await startMazeSite(39);
  });
  afterAll(async () => {
    await Promise.all([pricing?.close(), buried?.close(), maze?.close(), unanswered?.close()]);
  });

  const ask = (site: FixtureSite) =>
    runAgent({ siteUrl: site.url, goal: 'What does the Pro plan cost?', model: null, budget: { maxSteps: 40, maxMs: 30_000 }, fetcher: FETCHER, profile: CLAUDE, expect: matcher });

  it('opens "Pricing" first for "What does the Pro plan cost?" (cost and plan are equivalents of pricing), though it is the last link', async () => {
    const outcome = await ask(pricing);
    expect(outcome.verdict).toBe('succeeded');
    expect(outcome.answer).toBe('The Pro plan costs $29 per month.');
    expect(outcome.evidence).toEqual([{ url: `${pricing.origin}/pricing`, quote: 'The Pro plan costs $29 per month.' }]);
    expect(outcome.steps.map((step) => [step.action, step.url])).toEqual([
      ['read_robots_txt', `${pricing.origin}/robots.txt`],
      ['open_url', `${pricing.origin}/`],
      ['open_url', `${pricing.origin}/pricing`],
    ]);
    expect(journeyRunFound(outcome, matcher)).toBe(true);
  });

  it('with no relevant link, explores the links in the order found, breadth-first, and reaches the answer two links deep', async () => {
    let outcome!: Awaited<ReturnType<typeof ask>>;
    const served = await servedDuring(buried, async () => (outcome = await ask(buried)));
    expect(outcome.verdict).toBe('succeeded');
    expect(outcome.evidence).toEqual([{ url: `${buried.origin}/p5`, quote: 'The Pro plan costs $29 per month.' }]);
    expect(served).toEqual(['GET /', 'GET /p1', 'GET /p2', 'GET /p3', 'GET /p4', 'GET /p5']);
    expect(outcome.reasons).toEqual([
      'Opened 3 pages linked from the start page, 1 page linked from /p1 and 1 page linked from /p2.',
      "5 of the pages opened had a link whose text and path hold none of the question's words or their equivalents; no link did better, so they were opened in the order found (breadth-first).",
      `Found the expected answer on ${buried.origin}/p5.`,
    ]);
  });

  it('stays within the fetch budget (12 pages, counted at the fixture server) and, without the answer, reports not found: never a partial', async () => {
    let outcome!: Awaited<ReturnType<typeof ask>>;
    const served = await servedDuring(maze, async () => (outcome = await ask(maze)));
    expect(served).toHaveLength(12);
    expect(served).toEqual(['GET /', ...Array.from({ length: 11 }, (_, index) => `GET /p${index + 1}`)]);
    expect(outcome.verdict).toBe('failed');
    expect(outcome.answer).toBeNull();
    expect(outcome.evidence).toEqual([]);
    expect(outcome.reasons).toContain('The fetch budget (12 pages) ran out before the answer was found.');
    expect(outcome.reasons.at(-1)).toBe(
      `No page read holds the expected answer. The closest sentence, on ${maze.origin}/, holds none of the expected answers, so no answer is reported.`,
    );
    expect(journeyRunFound(outcome, matcher)).toBe(false);
  });

  it('an answer beyond the budget is not found either; the step budget, where smaller, ends the run sooner', async () => {
    let outcome!: Awaited<ReturnType<typeof ask>>;
    const served = await servedDuring(unanswered, async () => (outcome = await ask(unanswered)));
    expect(outcome.verdict).toBe('failed');
    expect(outcome.answer).toBeNull();
    expect(served).toHaveLength(12);
    const short = await runAgent({ siteUrl: maze.url, goal: 'What does the Pro plan cost?', model: null, budget: { maxSteps: 5, maxMs: 30_000 }, fetcher: FETCHER, profile: CLAUDE, expect: matcher });
    expect(short.steps).toHaveLength(5);
    expect(short.verdict).toBe('failed');
    expect(short.answer).toBeNull();
    expect(short.reasons).toContain('The step budget (5 steps) ran out before the goal was reached.');
  });

  it('is deterministic: the same site gives the same path', async () => {
    const first = await ask(buried);
    const second = await ask(buried);
    expect(second.steps.map((step) => step.url)).toEqual(first.steps.map((step) => step.url));
  });
});

/** Opens a page, then answers with the sentence it quotes from it. */
function answerFrom(path: string, quote: string, answer: string): (request: ChatRequest) => ModelTurn {
  return (request) => {
    const done = toolCallsSoFar(request);
    if (done.length === 0) return { toolCalls: [{ name: 'open_url', arguments: { url: path } }] };
    const url = /URL: (\S+)/.exec(lastToolResult(request))?.[1] ?? '';
    return { toolCalls: [{ name: 'answer', arguments: { answer, verdict: 'succeeded', evidence: [{ url, quote }] } }] };
  };
}

describe('the model-driven agent on a journey, against scripted answers', () => {
  let site: FixtureSite;
  let matcher: AnswerMatcher;
  beforeAll(async () => {
    site = await startPricingSite();
    matcher = await compileJourneyAnswer(['$29', '29 USD']);
  });
  afterAll(() => site?.close());

  async function runWith(brain: (request: ChatRequest) => ModelTurn | Promise<ModelTurn>, budget = BUDGET): Promise<{ outcome: AgentOutcome; server: FakeModelServer }> {
    const server = await startFakeModelServer(brain);
    try {
      const model = createChatModel({ baseUrl: server.baseUrl, apiKey: server.apiKey, model: 'fake-agent-1' });
      const outcome = await runAgent({ siteUrl: site.url, goal: 'What does the Pro plan cost?', model, budget, fetcher: FETCHER, profile: CLAUDE, start: '/' });
      return { outcome, server };
    } finally {
      await server.close();
    }
  }

  it('a right answer is found; tokens are what the endpoint reported (20 per call)', async () => {
    const { outcome, server } = await runWith(answerFrom('/pricing', 'The Pro plan costs $29 per month.', 'It costs $29 per month.'));
    expect(outcome.verdict).toBe('succeeded');
    expect(journeyRunFound(outcome, matcher)).toBe(true);
    expect(server.requests).toHaveLength(2);
    expect(outcome.tokens).toBe(40);
    expect(outcome.steps.map((step) => step.action)).toEqual(['read_robots_txt', 'open_url', 'answer']);
  });

  it('a wrong answer with a real quote is not found; the failure names the answering step and the scan finding', async () => {
    const { outcome } = await runWith(answerFrom('/blog', 'In 2019 the Pro plan cost $19 per month.', 'It costs $19 per month.'));
    expect(outcome.verdict).toBe('succeeded');
    expect(journeyRunFound(outcome, matcher)).toBe(false);
    expect(journeyRunFailure(outcome, null)).toEqual({
      step: 3,
      action: 'answer',
      url: null,
      code: null,
      reason: "The run's answer and its verified quotes hold none of the journey's expected answers.",
    });
    const scan: JourneyProfileResult = { profile: 'claude-code', found: false, hops: null, url: null, quote: null, reason: 'The answer is not on any page the scan read.', code: 'journey.not-found', path: [], steps: [] };
    expect(journeyRunFailure(outcome, scan)).toEqual({
      step: 3,
      action: 'answer',
      url: null,
      code: 'journey.not-found',
      reason: "The latest scan's finding for claude-code: The answer is not on any page the scan read.",
    });
  });

  it('a tool loop ends at the step budget, not found, failing at its last step', async () => {
    const { outcome, server } = await runWith(() => ({ toolCalls: [{ name: 'search_site', arguments: { query: 'price' } }] }), { maxSteps: 5, maxMs: 30_000 });
    expect(outcome.verdict).toBe('failed');
    expect(outcome.reasons).toEqual(['The step budget (5 steps) ran out before the goal was reached.']);
    expect(outcome.steps).toHaveLength(5);
    expect(server.requests).toHaveLength(4);
    expect(journeyRunFound(outcome, matcher)).toBe(false);
    expect(journeyRunFailure(outcome, null)).toMatchObject({ step: 5, action: 'search_site', code: null });
  });

  it('a model that does not answer within the time budget ends the run as failed, with the call that timed out as its last step', async () => {
    const { outcome } = await runWith(async (request) => {
      if (toolCallsSoFar(request).length === 0) return { toolCalls: [{ name: 'open_url', arguments: { url: '/pricing' } }] };
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      return { content: 'too late' };
    }, { maxSteps: 12, maxMs: 2_000 });
    expect(outcome.verdict).toBe('failed');
    expect(outcome.reasons).toHaveLength(1);
    expect(outcome.reasons[0]).toMatch(/^The model did not answer: The model endpoint 127\.0\.0\.1:\d+ could not be reached: no answer within \d+ ms\.$/);
    expect(outcome.steps.map((step) => step.action)).toEqual(['read_robots_txt', 'open_url', 'ask_model']);
    expect(journeyRunFound(outcome, matcher)).toBe(false);
    expect(journeyRunFailure(outcome, null)).toMatchObject({ step: 3, action: 'ask_model', code: null });
    expect(outcome.durationMs).toBeLessThan(9_000);
  });

  it('a blocked run fails at the refused step, explained by journey.blocked', async () => {
    const forbidden = await serveSite({ '/': (_req, res) => void res.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Forbidden</h1>') });
    try {
      const outcome = await runAgent({ siteUrl: forbidden.url, goal: 'What does the Pro plan cost?', model: null, budget: BUDGET, fetcher: FETCHER, profile: CLAUDE, expect: matcher });
      expect(outcome.verdict).toBe('blocked');
      expect(journeyRunFailure(outcome, null)).toEqual({
        step: 2,
        action: 'open_url',
        url: `${forbidden.origin}/`,
        code: 'journey.blocked',
        reason: `Refused at ${forbidden.origin}/: HTTP 403 (forbidden to this User-Agent).`,
      });
    } finally {
      await forbidden.close();
    }
  });
});

describe('pass^k', () => {
  const run = (found: boolean | null, status = 'finished') => ({ status, found, tokens: 20, stepCount: 3, durationMs: 100 });
  it('is true only when all k runs settled and found the answer', () => {
    expect(journeyBatchSummary([run(true), run(true), run(true)])).toEqual({ k: 3, settled: true, passes: 3, passK: true, tokens: 60, steps: 9, durationMs: 300 });
    expect(journeyBatchSummary([run(true), run(false), run(true)])).toMatchObject({ k: 3, passes: 2, passK: false });
    expect(journeyBatchSummary([run(true), run(false, 'failed')])).toMatchObject({ k: 2, passes: 1, passK: false });
    expect(journeyBatchSummary([run(true), run(null, 'running')])).toMatchObject({ k: 2, settled: false, passes: 1, passK: null });
  });
});
