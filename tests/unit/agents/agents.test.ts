// Both agents against fixture sites on 127.0.0.1, through runAgent (lib/agents' entry point) and the engine's
// fetcher: they succeed on the agent-ready docs site, are blocked by robots.txt, 403 and challenge pages, keep only
// evidence that occurs on the quoted page, and stop at the step budget. The model is a local fake server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatModel } from '../../../lib/agents/model-client';
import { runAgent } from '../../../lib/agents/run-agent';
import type { AgentOutcome } from '../../../lib/agents/types';
import { startChallengeSite, startForbiddenSite, startRobotsDisallowSite } from '../../fixtures/agent-hostile-sites';
import { lastToolResult, startFakeModelServer, toolCallsSoFar, type ChatRequest, type FakeModelServer, type ModelTurn } from '../../fixtures/fake-model-server';
import { startDocsSite } from '../../fixtures/web/docs';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';

const INSTALL_GOAL = 'How do I install the lumen-queue package?';
const INSTALL_QUOTE = 'Install the package with the package manager your project uses.';
const BUDGET = { maxSteps: 12, maxMs: 30_000 };
const FETCHER = { timeoutMs: 5_000, allowPrivateTargets: true };

/** A model that reads llms.txt, opens the installation twin and answers with a real and (optionally) a made-up quote. */
function docsReader(extraQuote: string | null): (request: ChatRequest) => ModelTurn {
  return (request) => {
    const done = toolCallsSoFar(request);
    if (done.length === 0) return { toolCalls: [{ name: 'read_llms_txt', arguments: {} }] };
    if (done.length === 1) {
      const twin = /(http:\/\/[^\s)]+\/docs\/installation\.md)/.exec(lastToolResult(request))?.[1];
      return { toolCalls: [{ name: 'open_url', arguments: { url: twin ?? '/' } }] };
    }
    const url = /URL: (\S+)/.exec(lastToolResult(request))?.[1] ?? '';
    const evidence = [{ url, quote: INSTALL_QUOTE }, ...(extraQuote ? [{ url, quote: extraQuote }] : [])];
    return { toolCalls: [{ name: 'answer', arguments: { answer: 'Run npm install lumen-queue.', verdict: 'succeeded', evidence } }] };
  };
}

/** A model that opens the start page, then reports failure with no evidence. */
const giveUpAfterStartPage = (request: ChatRequest): ModelTurn =>
  toolCallsSoFar(request).length === 0
    ? { toolCalls: [{ name: 'open_url', arguments: { url: '/' } }] }
    : { toolCalls: [{ name: 'answer', arguments: { answer: 'The site refused me.', verdict: 'failed', evidence: [] } }] };

async function withModel(brain: (request: ChatRequest) => ModelTurn, work: (server: FakeModelServer) => Promise<void>): Promise<void> {
  const server = await startFakeModelServer(brain);
  try {
    await work(server);
  } finally {
    await server.close();
  }
}

function run(site: FixtureSite, goal: string, server: FakeModelServer | null, budget = BUDGET): Promise<AgentOutcome> {
  const model = server ? createChatModel({ baseUrl: server.baseUrl, apiKey: server.apiKey, model: 'fake-agent-1' }) : null;
  return runAgent({ siteUrl: site.url, goal, model, budget, fetcher: FETCHER });
}

describe('agents on the agent-ready docs site', () => {
  let docs: FixtureSite;
  beforeAll(async () => {
    docs = await startDocsSite();
  });
  afterAll(() => docs?.close());

  it('the built-in agent answers from the installation page with a verified quote (its link is the most relevant: no detour through llms.txt)', async () => {
    const outcome = await run(docs, INSTALL_GOAL, null);
    expect(outcome.verdict).toBe('succeeded');
    expect(outcome.model).toBeNull();
    expect(outcome.agentVersion).toBe('agentgauge-builtin@3');
    expect(outcome.answer).toBe(INSTALL_QUOTE);
    expect(outcome.evidence).toEqual([{ url: `${docs.origin}/docs/installation`, quote: INSTALL_QUOTE }]);
    expect(outcome.steps.map((step) => [step.action, step.url])).toEqual([
      ['read_robots_txt', `${docs.origin}/robots.txt`],
      ['open_url', `${docs.origin}/`],
      ['open_url', `${docs.origin}/docs/installation`],
    ]);
    for (const step of outcome.steps) expect(step.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('the model-driven agent succeeds; a quote that is not on the page is dropped with a reason', async () => {
    await withModel(docsReader('Lumen Queue is installed with a single curl command.'), async (server) => {
      const outcome = await run(docs, INSTALL_GOAL, server);
      expect(outcome.verdict).toBe('succeeded');
      expect(outcome.model).toBe('fake-agent-1');
      expect(outcome.agentVersion).toBe('agentgauge-model@1');
      expect(outcome.answer).toBe('Run npm install lumen-queue.');
      expect(outcome.evidence).toEqual([{ url: `${docs.origin}/docs/installation.md`, quote: INSTALL_QUOTE }]);
      expect(outcome.reasons).toContain(
        `Evidence rejected: the quote "Lumen Queue is installed with a single curl command." does not occur on ${docs.origin}/docs/installation.md.`,
      );
      expect(outcome.steps.map((step) => step.action)).toEqual(['read_robots_txt', 'read_llms_txt', 'open_url', 'answer']);
      expect(server.requests).toHaveLength(3);
      expect(server.requests[0]!.tools.map((tool) => tool.function.name)).toEqual(['open_url', 'follow_link', 'search_site', 'read_llms_txt', 'read_markdown_twin', 'answer']);
    });
  });

  it('a success whose only quote is made up counts as partial, with no evidence stored', async () => {
    const madeUp = (request: ChatRequest): ModelTurn =>
      toolCallsSoFar(request).length === 0
        ? { toolCalls: [{ name: 'open_url', arguments: { url: '/' } }] }
        : {
            toolCalls: [
              { name: 'answer', arguments: { answer: 'It is free.', verdict: 'succeeded', evidence: [{ url: `${docs.origin}/`, quote: 'Lumen Queue costs nothing, forever.' }] } },
            ],
          };
    await withModel(madeUp, async (server) => {
      const outcome = await run(docs, 'What does Lumen Queue cost?', server);
      expect(outcome.verdict).toBe('partial');
      expect(outcome.evidence).toEqual([]);
      expect(outcome.reasons).toEqual([
        'The model reported: succeeded.',
        `Evidence rejected: the quote "Lumen Queue costs nothing, forever." does not occur on ${docs.origin}/.`,
        'No evidence quote could be verified on the site, so the run counts as partial.',
      ]);
    });
  });

  it('the model-driven agent reads a page\'s markdown twin', async () => {
    const twinReader = (request: ChatRequest): ModelTurn => {
      if (toolCallsSoFar(request).length === 0) return { toolCalls: [{ name: 'read_markdown_twin', arguments: { url: '/docs/installation' } }] };
      const url = /URL: (\S+)/.exec(lastToolResult(request))?.[1] ?? '';
      return { toolCalls: [{ name: 'answer', arguments: { answer: 'npm install lumen-queue', verdict: 'succeeded', evidence: [{ url, quote: INSTALL_QUOTE }] } }] };
    };
    await withModel(twinReader, async (server) => {
      const outcome = await run(docs, INSTALL_GOAL, server);
      expect(outcome.verdict).toBe('succeeded');
      expect(outcome.steps.map((step) => [step.action, step.url])).toEqual([
        ['read_robots_txt', `${docs.origin}/robots.txt`],
        ['read_markdown_twin', `${docs.origin}/docs/installation.md`],
        ['answer', null],
      ]);
      expect(outcome.evidence).toEqual([{ url: `${docs.origin}/docs/installation.md`, quote: INSTALL_QUOTE }]);
    });
  });

  it('the step budget ends a runaway model', async () => {
    const wander = (): ModelTurn => ({ toolCalls: [{ name: 'open_url', arguments: { url: '/docs/faq' } }] });
    await withModel(wander, async (server) => {
      const outcome = await run(docs, INSTALL_GOAL, server, { maxSteps: 5, maxMs: 30_000 });
      expect(outcome.verdict).toBe('failed');
      expect(outcome.steps).toHaveLength(5);
      expect(outcome.reasons).toEqual(['The step budget (5 steps) ran out before the goal was reached.']);
      expect(server.requests).toHaveLength(4);
    });
  });
});

// Issue 22 point 3: "price" in the goal and "Pricing" in a link meet through the Porter stemmer, and the reasons
// state only what the agent did (it read llms.txt and opened one page linked from it).
describe('the built-in agent on a prepared pricing page', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await serveSite((origin) => ({
      '/': html('<!doctype html><html lang="en"><head><title>Widgetry</title></head><body><main><h1>Widgetry</h1><p>Widgets for teams of every size, made to order.</p><p><a href="/llms.txt">For agents</a></p></main></body></html>'),
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
      '/llms.txt': text(`# Widgetry\n\n> Widgets for teams.\n\n## Docs\n\n- [Pricing](${origin}/pricing.md): plans and fees\n- [Careers](${origin}/careers.md): open roles\n`, 'text/markdown'),
      '/pricing.md': text('# Pricing\n\nEach widget is priced at 12 euros per month, billed yearly.\n', 'text/markdown'),
      '/careers.md': text('# Careers\n\nWe are hiring engineers in Lisbon and Berlin this spring.\n', 'text/markdown'),
    }));
  });
  afterAll(() => site?.close());

  it('finds the price of widgets on the pricing page and says what it did', async () => {
    const outcome = await run(site, 'Find the price of widgets', null);
    expect(outcome.verdict).toBe('succeeded');
    expect(outcome.answer).toBe('Each widget is priced at 12 euros per month, billed yearly.');
    expect(outcome.steps.map((step) => step.action)).toEqual(['read_robots_txt', 'open_url', 'read_llms_txt', 'open_url']);
    expect(outcome.reasons).toEqual([
      'Read /llms.txt (2 links), which the start page points to.',
      'Opened 1 page linked from /llms.txt.',
      `Found a sentence on ${site.origin}/pricing.md covering 100% of the goal's keywords.`,
    ]);
  });
});

// Issue 45 point 7: the built-in agent reads what a page shows. The bakery's start page has a sentence with both of the
// goal's words and no price; the answers are in a table cell, a definition list and an <address> on the pages it
// links. Each is found and quoted from its page, never answered with the start page's sentence.
describe('the built-in agent reads tables, definition lists and addresses', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    const page = (title: string, main: string) => html(`<!doctype html><html lang="en"><head><title>${title} - Maison Brioche</title></head><body><nav><a href="/">Home</a> <a href="/prices">Prices</a> <a href="/contact">Contact</a></nav><main>${main}</main></body></html>`);
    site = await serveSite({
      '/': page('Home', '<h1>Maison Brioche</h1><p>Our croissants are the best in town, at prices that make every morning better.</p>'),
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
      '/prices': page('Prices', '<h1>Prices</h1><table><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody><tr><td>Croissant</td><td>€2.40</td></tr><tr><td>Pain au chocolat</td><td>€2.80</td></tr></tbody></table>'),
      '/contact': page('Contact', '<h1>Contact</h1><address>Maison Brioche<br>12 Rue des Fleurs<br>75011 Paris</address><h2>Opening hours</h2><dl><dt>Monday to Friday</dt><dd>7:00–19:00</dd><dt>Saturday</dt><dd>8:00–13:00</dd></dl>'),
    });
  });
  afterAll(() => site?.close());

  it.each([
    ['Find the price of a croissant', '/prices', 'Item: Croissant; Price: €2.40'],
    ['What is the address of Maison Brioche?', '/contact', 'Address: Maison Brioche, 12 Rue des Fleurs, 75011 Paris'],
    ['When is the bakery open on Saturday?', '/contact', 'Saturday: 8:00–13:00'],
  ])('%s: answered from %s, quoted', async (goal, path, quote) => {
    const outcome = await run(site, goal, null);
    expect([outcome.verdict, outcome.answer, outcome.evidence]).toEqual(['succeeded', quote, [{ url: `${site.origin}${path}`, quote }]]);
  });
});

// Issue 32 point 7: the built-in agent is a generic agent. An llms.txt the start page does not point to is never read
// (a generic agent does not know it is there), so agent runs do not credit llms.txt with what agents would not find.
describe('the built-in agent where the start page does not point to llms.txt', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await serveSite((origin) => ({
      '/': html('<!doctype html><html lang="en"><head><title>Widgetry</title></head><body><main><h1>Widgetry</h1><p>Widgets for teams of every size, made to order.</p></main></body></html>'),
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
      '/llms.txt': text(`# Widgetry\n\n> Widgets for teams.\n\n## Docs\n\n- [Pricing](${origin}/pricing.md): plans and fees\n`, 'text/markdown'),
      '/pricing.md': text('# Pricing\n\nEach widget is priced at 12 euros per month, billed yearly.\n', 'text/markdown'),
    }));
  });
  afterAll(() => site?.close());

  it('never reads llms.txt as a privileged first step', async () => {
    const outcome = await run(site, 'Find the price of widgets', null);
    expect(outcome.steps.map((step) => step.action)).not.toContain('read_llms_txt');
    expect(outcome.steps.some((step) => step.url === `${site.origin}/llms.txt`)).toBe(false);
    expect(outcome.answer).not.toBe('Each widget is priced at 12 euros per month, billed yearly.');
  });
});

describe.each([
  ['robots.txt disallows every path', startRobotsDisallowSite, () => 'robots.txt disallows AgentGauge on / (Disallow: /, line 2).'],
  ['every page answers 403', startForbiddenSite, (origin: string) => `${origin}/ answered HTTP 403: the site refused the agent.`],
  [
    'the start page is a bot challenge',
    startChallengeSite,
    (origin: string) => `${origin}/ answered with a bot challenge (Cloudflare "Just a moment..." interstitial, Cloudflare challenge script).`,
  ],
] as const)('agents are blocked when %s', (_name, start, reason) => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await start();
  });
  afterAll(() => site?.close());

  it('the built-in agent', async () => {
    const outcome = await run(site, INSTALL_GOAL, null);
    expect(outcome.verdict).toBe('blocked');
    expect(outcome.reasons).toEqual([reason(site.origin)]);
    expect(outcome.answer).not.toBe('Each widget is priced at 12 euros per month, billed yearly.');
    expect(outcome.evidence).toEqual([]);
  });

  it('the model-driven agent', async () => {
    await withModel(giveUpAfterStartPage, async (server) => {
      const outcome = await run(site, INSTALL_GOAL, server);
      expect(outcome.verdict).toBe('blocked');
      expect(outcome.reasons).toContain(reason(site.origin));
      expect(outcome.evidence).toEqual([]);
      // robots.txt is read before the model is asked anything: a disallowed agent costs no model call.
      if (_name.startsWith('robots')) expect(server.requests).toHaveLength(0);
      else expect(server.requests).toHaveLength(2);
    });
  });
});
