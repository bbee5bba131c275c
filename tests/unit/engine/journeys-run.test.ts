// Journeys run per agent profile (issue 33 point 2): fixture sites on 127.0.0.1 where the answer sits in each place
// the issue names, exact results per profile with reasons and codes, through the public entry.
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { audit, type Journey, type JourneyProfileResult } from '../../../engine/index.js';
import { NO_DNS, useFixtureSites } from '../../helpers/check-audit.js';
import { html, text, type SiteRoutes } from '../../helpers/site.js';

const serve = useFixtureSites();

const ANSWER = 'The Pro plan costs $29 a month.';
const JOURNEY: Journey = { name: 'pricing', question: 'What does the Pro plan cost?', answer: '$29' };
const PROSE = `<p>${'The widget turns answers into actions for every reader. '.repeat(10)}</p>`;
const NON_JS = ['claude-code', 'cursor', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch'];

/**
 * A 100-page site (/, /p1 … /p99), each page linking the next three, the answer on /p99 only: the fetches each agent
 * user-agent makes are counted into `perAgent` (the scanner's own are not).
 */
function hundredPages(perAgent: Map<string, number>) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const ua = req.headers['user-agent'] ?? '';
    if (!ua.startsWith('AgentGauge')) perAgent.set(ua, (perAgent.get(ua) ?? 0) + 1);
    const n = Number(/^\/p(\d+)$/.exec(req.url ?? '')?.[1] ?? (req.url === '/' ? 0 : NaN));
    if (!Number.isInteger(n) || n > 99) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const links = [1, 2, 3].map((step) => n + step).filter((next) => next <= 99).map((next) => `<a href="/p${next}">Page ${next}</a>`).join(' ');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(`<p>Chapter ${n}. ${n === 99 ? ANSWER : ''}</p>${links}`));
  };
}

function page(body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><title>Widgets</title>${head}</head><body><main><h1>Widgets</h1>${PROSE}${body}</main></body></html>`;
}

async function run(routes: SiteRoutes, journeys: Journey[] = [JOURNEY]) {
  const site = await serve(routes);
  const report = await audit(site.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS, checks: ['robots-txt'], journeys });
  return { site, journeys: report.journeys! };
}

function byProfile(results: JourneyProfileResult[]): Record<string, JourneyProfileResult> {
  return Object.fromEntries(results.map((result) => [result.profile, result]));
}

describe('journeys per agent profile', () => {
  it('the answer on the start page: every non-JS profile finds it with 0 hops and quotes the sentence (no browser: no browser profile)', async () => {
    const { site, journeys } = await run({ '/': html(page(`<p>${ANSWER}</p>`)) });
    expect(journeys).toHaveLength(1);
    expect(journeys[0]!.name).toBe('pricing');
    expect(journeys[0]!.results.map((result) => result.profile)).toEqual(NON_JS);
    for (const result of journeys[0]!.results) {
      expect(result).toMatchObject({ found: true, hops: 0, url: site.url, quote: ANSWER, code: null, reason: `Found on the start page, at ${site.url}, after 1 fetch.` });
    }
  });

  it('two links deep: found with 2 hops at the third page', async () => {
    const { site, journeys } = await run({
      '/': html(page('<a href="/plans">Plans</a>')),
      '/plans': html(page('<a href="/plans/pro">Pro</a>')),
      '/plans/pro': html(page(`<p>${ANSWER}</p>`)),
    });
    for (const result of journeys[0]!.results) {
      expect(result).toMatchObject({ found: true, hops: 2, url: `${site.origin}/plans/pro`, quote: ANSWER, code: null });
      expect(result.path).toEqual([site.url, `${site.origin}/plans`, `${site.origin}/plans/pro`]);
      // Each page fetched, with what this profile received there: read (links followed) until the answer.
      expect(result.steps.map(({ url, status, verdict }) => ({ url, status, verdict }))).toEqual([
        { url: site.url, status: 200, verdict: 'read' },
        { url: `${site.origin}/plans`, status: 200, verdict: 'read' },
        { url: `${site.origin}/plans/pro`, status: 200, verdict: 'answer' },
      ]);
      expect(result.steps[2]!.excerpt).toBe(ANSWER);
    }
  });

  it('only after JavaScript: no non-JS profile finds it, each says why with journey.javascript', async () => {
    const { site, journeys } = await run({ '/': html(page(`<div id="price"></div><script>document.getElementById('price').textContent = ${JSON.stringify(ANSWER)};</script>`)) });
    for (const result of journeys[0]!.results) {
      expect(result).toEqual({
        profile: result.profile,
        found: false,
        hops: null,
        url: null,
        quote: null,
        code: 'journey.javascript',
        reason: `The answer at ${site.url} exists only after JavaScript runs, which this agent does not do.`,
        path: [site.url],
        steps: [{ url: site.url, finalUrl: site.url, status: 200, verdict: 'javascript-only', kept: result.steps[0]!.kept, excerpt: expect.stringMatching(/# Widgets The widget turns answers into actions/) }],
      });
      expect(result.steps[0]!.excerpt.length).toBeLessThanOrEqual(200);
    }
  });

  it('on a page that 403s agent User-Agents: the agents that name themselves are blocked, Cursor (a Chrome User-Agent) finds it', async () => {
    const pricing = (req: http.IncomingMessage, res: http.ServerResponse) => {
      const named = /Claude-User|ChatGPT-User|GoogleAgent|Perplexity-User|ModelContextProtocol|codex/i.test(req.headers['user-agent'] ?? '');
      res.writeHead(named ? 403 : 200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(named ? 'Forbidden' : page(`<p>${ANSWER}</p>`));
    };
    const { site, journeys } = await run({ '/': html(page('<a href="/pricing">Pricing</a>')), '/pricing': pricing });
    const results = byProfile(journeys[0]!.results);
    expect(results.cursor).toMatchObject({ found: true, hops: 1, url: `${site.origin}/pricing`, code: null });
    for (const id of ['claude-code', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch']) {
      expect(results[id]).toMatchObject({ found: false, code: 'journey.blocked', reason: `Blocked: Refused at ${site.origin}/pricing: HTTP 403 (forbidden to this User-Agent).` });
      expect(results[id]!.steps[1]).toEqual({
        url: `${site.origin}/pricing`,
        finalUrl: `${site.origin}/pricing`,
        status: 403,
        verdict: 'blocked',
        kept: 0,
        excerpt: `Refused at ${site.origin}/pricing: HTTP 403 (forbidden to this User-Agent).`,
      });
    }
  });

  // Issue 63 point 5, checks.md 2026-12c ("broken is not blocked"): a nav link that answers 404 to everyone is the
  // site's broken link, never an agent refused; the site scan's http-semantics calls the same page broken.
  it('a nav link that answers 404 to everyone: each agent meets a broken link (journey.broken-link), never Blocked or Refused', async () => {
    const site = await serve({ '/': html(page('<a href="/pricing">Pricing</a>')), '/robots.txt': text('User-agent: *\nAllow: /\n') });
    const report = await audit(site.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS, checks: ['robots-txt', 'http-semantics', 'page-metadata'], maxPages: 2, journeys: [JOURNEY] });
    const broken = `Broken link: ${site.origin}/pricing answers 404 to everyone.`;
    expect(report.journeys![0]!.results.map((result) => result.profile)).toEqual(NON_JS);
    for (const result of report.journeys![0]!.results) {
      expect({ profile: result.profile, found: result.found, code: result.code, reason: result.reason }).toEqual({ profile: result.profile, found: false, code: 'journey.broken-link', reason: broken });
      expect(result.steps[1]).toEqual({ url: `${site.origin}/pricing`, finalUrl: `${site.origin}/pricing`, status: 404, verdict: 'broken-link', kept: 0, excerpt: broken });
    }
    // One truth: the site scan calls the same page a broken link.
    const semantics = report.results.find((check) => check.id === 'http-semantics')!;
    const finding = semantics.findings.find((candidate) => candidate.code === 'http-semantics.broken-linked-pages');
    expect(finding?.detail).toBe(`${site.origin}/pricing — HTTP 404, found by start page link`);
  });

  it('a page that answers 404 to agents only (a browser gets it): a refusal of those agents, still journey.blocked', async () => {
    const pricing = (req: http.IncomingMessage, res: http.ServerResponse) => {
      const named = /Claude-User|ChatGPT-User|GoogleAgent|Perplexity-User|ModelContextProtocol|codex/i.test(req.headers['user-agent'] ?? '');
      res.writeHead(named ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(named ? 'Not found' : page(`<p>${ANSWER}</p>`));
    };
    const { site, journeys } = await run({ '/': html(page('<a href="/pricing">Pricing</a>')), '/pricing': pricing });
    const results = byProfile(journeys[0]!.results);
    expect(results.cursor).toMatchObject({ found: true, code: null });
    for (const id of ['claude-code', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch']) {
      expect(results[id]).toMatchObject({ found: false, code: 'journey.blocked', reason: `Blocked: Refused at ${site.origin}/pricing: HTTP 404.` });
      expect(results[id]!.steps[1]!.verdict).toBe('blocked');
    }
  });

  it('a page that outlasts the audit\'s timeout: journey.not-measured (our own limit), never not-found', async () => {
    const site = await serve({ '/': html(page('<a href="/pricing">Pricing</a>')), '/pricing': () => undefined });
    const report = await audit(site.url, { allowPrivateTargets: true, retries: 0, timeout: 500, resolver: NO_DNS, checks: ['robots-txt'], journeys: [JOURNEY] });
    for (const result of report.journeys![0]!.results) {
      expect(result).toMatchObject({ found: false, code: 'journey.not-measured' });
      expect(result.reason).toMatch(/^Not measured: No answer from .*\/pricing: timeout .* That is the scan's own limit, not the site's answer\.$/);
      expect(result.steps.map((step) => step.verdict)).toEqual(['read', 'not-measured']);
    }
  });

  it('beyond 100,000 characters: Claude Code (100,000) and the MCP fetch server (5,000) cut before it, the others find it', async () => {
    const long = `<p>${'Long reading about widgets and their many uses in daily life. '.repeat(2000)}</p>`;
    const { site, journeys } = await run({ '/': html(page(`${long}<p>${ANSWER}</p>`)) });
    const results = byProfile(journeys[0]!.results);
    expect(results['claude-code']).toMatchObject({ found: false, code: 'journey.truncated', reason: `The answer is at ${site.url}, beyond this agent's truncation at character 100,000.` });
    expect(results['mcp-fetch']).toMatchObject({ found: false, code: 'journey.truncated', reason: `The answer is at ${site.url}, beyond this agent's truncation at character 5,000.` });
    for (const id of ['cursor', 'codex', 'chatgpt', 'gemini', 'perplexity']) expect(results[id]).toMatchObject({ found: true, hops: 0, quote: ANSWER });
  });

  it('on a page listed only in the sitemap: no profile reaches it, and the reason says where the scanner saw it', async () => {
    const { site, journeys } = await run((origin) => ({
      '/': html(page('<p>Nothing about prices here.</p>')),
      '/sitemap.xml': text(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url><url><loc>${origin}/hidden-pricing</loc></url></urlset>`, 'application/xml'),
      '/hidden-pricing': html(page(`<p>${ANSWER}</p>`)),
    }));
    for (const result of journeys[0]!.results) {
      expect(result).toMatchObject({ found: false, code: 'journey.unreachable', reason: `The answer is at ${site.origin}/hidden-pricing, in the sitemap, linked from nowhere this agent reads.` });
    }
  });

  it('a sitemap robots.txt points to is followed', async () => {
    const { site, journeys } = await run((origin) => ({
      '/': html(page('<p>Nothing about prices here.</p>')),
      '/robots.txt': text(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`),
      '/sitemap.xml': text(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/hidden-pricing</loc></url></urlset>`, 'application/xml'),
      '/hidden-pricing': html(page(`<p>${ANSWER}</p>`)),
    }));
    for (const result of journeys[0]!.results) expect(result).toMatchObject({ found: true, hops: 2, url: `${site.origin}/hidden-pricing`, quote: ANSWER });
  });

  it("in a linked llms.txt's Markdown twin: found two hops away, at the .md URL", async () => {
    const { site, journeys } = await run({
      '/': html(page('<a href="/llms.txt">For agents</a>')),
      '/llms.txt': text('# Widgets\n\n> Widgets for everyone.\n\n## Docs\n\n- [Pricing](/pricing.md): plans and prices\n', 'text/markdown; charset=utf-8'),
      '/pricing.md': text(`# Pricing\n\n${ANSWER}\n`, 'text/markdown; charset=utf-8'),
    });
    for (const result of journeys[0]!.results) expect(result).toMatchObject({ found: true, hops: 2, url: `${site.origin}/pricing.md`, quote: ANSWER, code: null });
  });

  it('behind a redirect chain: found one link away, at the final URL', async () => {
    const { site, journeys } = await run({
      '/': html(page('<a href="/old-pricing">Pricing</a>')),
      '/old-pricing': { status: 301, headers: { location: '/older-pricing' } },
      '/older-pricing': { status: 302, headers: { location: '/pricing' } },
      '/pricing': html(page(`<p>${ANSWER}</p>`)),
    });
    for (const result of journeys[0]!.results) expect(result).toMatchObject({ found: true, hops: 1, url: `${site.origin}/pricing`, quote: ANSWER });
  });

  it('a 100-page site: each profile spends at most 12 fetches on a journey, counted at the fixture server', async () => {
    const perAgent = new Map<string, number>();
    const pages = hundredPages(perAgent);
    const site = await serve({}, pages);
    const report = await audit(site.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS, checks: ['robots-txt'], journeys: [JOURNEY] });
    for (const result of report.journeys![0]!.results) {
      expect(result.path.length).toBe(12);
      expect(result).toMatchObject({ found: false, code: 'journey.not-found', reason: 'The answer is not on any page the scan read.' });
    }
    expect(perAgent.size).toBeGreaterThan(0);
    for (const [, count] of perAgent) expect(count).toBeLessThanOrEqual(12);
  });

  it('five journeys on a 100-page site, run side by side: each spends its own 12 fetches per profile, the site gets each page once per agent, and the results are those of each journey alone', async () => {
    const perAgent = new Map<string, number>();
    const pages = hundredPages(perAgent);
    const journeys: Journey[] = [
      JOURNEY,
      { name: 'start', question: 'Where does it start?', answer: 'Chapter 0.' },
      { name: 'second', question: 'Where is chapter 2?', answer: 'Chapter 2.' },
      { name: 'tenth', question: 'Where is chapter 10?', answer: { pattern: 'Chapter 1[0-9]\\.' } },
      { name: 'deep', question: 'Where is chapter 40?', answer: 'Chapter 40.' },
    ];
    const site = await serve({}, pages);
    const options = { allowPrivateTargets: true, retries: 0, resolver: NO_DNS, checks: ['robots-txt'] } as const;
    const together = (await audit(site.url, { ...options, journeys })).journeys!;
    const agents = perAgent.size;
    expect(agents).toBeGreaterThan(0);
    // The walks share each agent's views: no agent is sent more than one walk's 12 pages, whatever the journey count.
    for (const [, count] of perAgent) expect(count).toBeLessThanOrEqual(12);
    expect(together.map((journey) => journey.name)).toEqual(['pricing', 'start', 'second', 'tenth', 'deep']);
    const found = (name: string) => together.find((journey) => journey.name === name)!.results;
    for (const result of found('pricing')) expect(result).toMatchObject({ found: false, code: 'journey.not-found' });
    for (const result of found('pricing')) expect(result.path).toHaveLength(12);
    for (const result of found('start')) expect(result).toMatchObject({ found: true, hops: 0 });
    for (const result of found('second')) expect(result).toMatchObject({ found: true, hops: 1 });
    for (const result of found('tenth')) expect(result).toMatchObject({ found: true, hops: 4, url: `${site.origin}/p10` });
    for (const result of found('deep')) expect(result).toMatchObject({ found: false, code: 'journey.not-found' });
    for (const journey of journeys) {
      const alone = (await audit(site.url, { ...options, journeys: [journey] })).journeys!;
      expect(alone).toEqual(together.filter((item) => item.name === journey.name));
    }
  });
});
