// Journeys stay on their site and within their budgets (issue 44 points 4 and 5), through the public entry: a start
// that URL parsing would take to another origin is never fetched, a page that ends on another origin is reported and
// never read as the site's, an owner's pattern is bounded by its compiled program and its matching work, and a scan's
// journeys send at most JOURNEY_REQUESTS_PER_SCAN requests.
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { audit, JOURNEY_LIMITS, JOURNEY_MATCH_BUDGET, JOURNEY_REQUESTS_PER_SCAN, journeyStartRefusal, type Journey } from '../../../engine/index.js';
import { NO_DNS, useFixtureSites } from '../../helpers/check-audit.js';
import { html } from '../../helpers/site.js';

const serve = useFixtureSites();

const PROSE = `<p>${'The widget turns answers into actions for every reader. '.repeat(10)}</p>`;
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Widgets</title></head><body><main><h1>Widgets</h1>${PROSE}${body}</main></body></html>`;
const NON_JS = ['claude-code', 'cursor', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch'];
const OPTIONS = { retries: 0, resolver: NO_DNS, checks: ['robots-txt' as const] };

describe('a journey start stays on the site (issue 44 point 5)', () => {
  it('journeyStartRefusal: paths on the site pass; backslashes, encoded slashes, control characters, //host and schemes are refused', () => {
    const site = 'http://127.0.0.1:4701/';
    for (const start of ['/pricing', '/docs/a/../b', '/search?q=a%20b', '/caf%C3%A9']) expect([start, journeyStartRefusal(start, site)]).toEqual([start, null]);
    expect(journeyStartRefusal('/\\127.0.0.1:4702/pricing', site)).toBe('it holds a backslash, which URL parsing reads as "/"');
    expect(journeyStartRefusal('/%5c127.0.0.1:4702/pricing', site)).toBe('it holds an encoded "%5c", which a server may decode into a path that leaves the site');
    expect(journeyStartRefusal('/%2F%2F127.0.0.1:4702/', site)).toBe('it holds an encoded "%2F", which a server may decode into a path that leaves the site');
    expect(journeyStartRefusal('/\t/127.0.0.1:4702/', site)).toBe('it holds a control character, which URL parsing removes');
    expect(journeyStartRefusal('//127.0.0.1:4702/pricing', site)).toBe('it is not a path on the site (a path starts with one "/")');
    expect(journeyStartRefusal('http://127.0.0.1:4702/', site)).toBe('it is not a path on the site (a path starts with one "/")');
    expect(journeyStartRefusal('/pricing#plans', site)).toBe('it holds whitespace or a fragment ("#")');
  });

  it('the probe\'s start "/\\\\127.0.0.1:<other>/pricing" given to the engine directly: not run, and the other origin gets no request', async () => {
    const other = await serve({ '/pricing': html(page('<p>The Pro plan costs $29 a month.</p>')) });
    const site = await serve({ '/': html(page('<p>Welcome.</p>')) });
    const journeys: Journey[] = [
      { name: 'backslash', question: 'What does Pro cost?', answer: '$29', start: `/\\127.0.0.1:${other.port}/pricing` },
      { name: 'encoded', question: 'What does Pro cost?', answer: '$29', start: `/%5C127.0.0.1:${other.port}/pricing` },
    ];
    const report = await audit(site.url, { ...OPTIONS, allowPrivateTargets: true, journeys });
    expect(other.requests).toEqual([]);
    const reasons = report.journeys!.map((journey) => [journey.name, [...new Set(journey.results.map((result) => `${result.found} ${result.code} ${result.path.length}`))]]);
    expect(reasons).toEqual([
      ['backslash', ['false journey.not-measured 0']],
      ['encoded', ['false journey.not-measured 0']],
    ]);
    expect(report.journeys![0]!.results[0]!.reason).toBe(
      `Not measured: the journey's start "/\\127.0.0.1:${other.port}/pricing" does not stay on the site (it holds a backslash, which URL parsing reads as "/"); a journey is only run on its site.`,
    );
  });

  it('a link that redirects to another origin is reported as off-site, never read or credited as the site\'s page', async () => {
    const other = await serve({ '/answer': html(page('<p>The Pro plan costs $29 a month.</p>')) });
    const site = await serve({
      '/': html(page('<p><a href="/moved">Pricing</a></p>')),
      '/moved': { status: 302, headers: { location: `${other.origin}/answer` } },
    });
    const report = await audit(site.url, { ...OPTIONS, allowPrivateTargets: true, journeys: [{ name: 'pricing', question: 'What does Pro cost?', answer: '$29' }] });
    for (const result of report.journeys![0]!.results) {
      const left = `Left the site: ${site.origin}/moved ended at ${other.origin}/answer, on another origin than ${site.origin}; not read as the site's page.`;
      expect([result.profile, result.found, result.code, result.reason]).toEqual([result.profile, false, 'journey.unreachable', left]);
      expect(result.steps.map((step) => [step.url, step.verdict, step.kept])).toEqual([
        [site.url, 'read', expect.any(Number)],
        [`${site.origin}/moved`, 'off-site', 0],
      ]);
    }
  });
});

describe('owners\' answer patterns are bounded (issue 44 point 4)', () => {
  it('a pattern over the compiled-program limit given to the engine directly is not run: the journey says why, the audit goes on', async () => {
    const site = await serve({ '/': html(page('<p>The Pro plan costs $29 a month.</p>')) });
    const report = await audit(site.url, { ...OPTIONS, allowPrivateTargets: true, journeys: [{ name: 'slow', question: 'Q?', answer: { pattern: String.raw`(?:\w+\s?){1000}Q` } }] });
    const reasons = new Set(report.journeys![0]!.results.map((result) => `${result.code} ${result.reason}`));
    expect([...reasons]).toEqual([
      `journey.not-measured Not measured: The pattern /(?:\\w+\\s?){1000}Q/ cannot be used: its compiled program has 4,003 instructions, over the limit of ${JOURNEY_LIMITS.patternProgram.toLocaleString('en')} (matching time grows with the program; repeat counts such as {1000} multiply it).`,
    ]);
  });

  it('a pattern under the limit reads only the first characters its per-page work allows on a long page, and says so', async () => {
    const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit '.repeat(1800);
    const site = await serve({ '/': html(page(`<p>${words}</p>`)) });
    const pattern = String.raw`(?:\w+\s?){60}Q`;
    const started = performance.now();
    const report = await audit(site.url, { ...OPTIONS, allowPrivateTargets: true, journeys: [{ name: 'bounded', question: 'Q?', answer: { pattern } }] });
    const elapsed = performance.now() - started;
    // 243 instructions: at most 10,000,000 / (243 + 50) characters of each page are matched.
    const readable = Math.floor(JOURNEY_MATCH_BUDGET.workPerPage / (243 + JOURNEY_MATCH_BUDGET.perCharacter));
    expect(readable).toBe(34_129);
    // Each profile's page is matched over its first 34,129 characters, until the audit's 1,000 ms of pattern CPU is
    // spent: on a loaded machine the last profiles may meet that limit instead, and say so; the first never does.
    const perPage = new RegExp(`^Not measured: Not measured at ${site.url.replace(/[.]/g, '\\.')}: the answer pattern was matched over the first 34,129 of [\\d,]+ characters \\(its per-page budget\\)\\. That is the scan's own limit, not the site's answer\\.$`);
    const spent = `Not measured: Not measured at ${site.url}: not matched: the audit's journeys had spent the 1,000 ms of CPU their answer patterns may take. That is the scan's own limit, not the site's answer.`;
    const results = report.journeys![0]!.results;
    expect(results.map((result) => result.code)).toEqual(results.map(() => 'journey.not-measured'));
    expect(results.filter((result) => !perPage.test(result.reason) && result.reason !== spent)).toEqual([]);
    expect(results.filter((result) => perPage.test(result.reason)).length).toBeGreaterThan(0);
    // Seven profiles' pages, each matched within its bound: far from the 1.8–5.1 s one unbounded match took.
    expect(elapsed).toBeLessThan(15_000);
  });
});

describe('the journeys of one scan send at most JOURNEY_REQUESTS_PER_SCAN requests (issue 44 point 4)', () => {
  it(`25 journeys from different starts on a 100-page site: at most ${JOURNEY_REQUESTS_PER_SCAN} agent requests, the rest not measured`, async () => {
    let agentRequests = 0;
    const site = await serve({}, (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!(req.headers['user-agent'] ?? '').startsWith('AgentGauge')) agentRequests += 1;
      const n = Number(/^\/p(\d+)$/.exec(req.url ?? '')?.[1] ?? (req.url === '/' ? 0 : NaN));
      if (!Number.isInteger(n) || n > 99) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      const links = [1, 2, 3].map((step) => n + step).filter((next) => next <= 99).map((next) => `<a href="/p${next}">Page ${next}</a>`).join(' ');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(`<p>Chapter ${n}.</p>${links}`));
    });
    const journeys: Journey[] = Array.from({ length: 25 }, (_, index) => ({ name: `j${index}`, question: 'Where is the unicorn?', answer: 'unicorn', start: `/p${index * 3}` }));
    const report = await audit(site.url, { ...OPTIONS, allowPrivateTargets: true, journeys });
    // The journeys' own requests, and the agent views' seven of the start page.
    expect(agentRequests).toBeLessThanOrEqual(JOURNEY_REQUESTS_PER_SCAN + NON_JS.length);
    const codes = new Set(report.journeys!.flatMap((journey) => journey.results.map((result) => result.code)));
    expect(codes.has('journey.not-measured')).toBe(true);
    const unsent = report.journeys!.flatMap((journey) => journey.results).find((result) => result.code === 'journey.not-measured')!;
    expect(unsent.reason).toMatch(/Not sent: the scan's journeys had sent their 300 requests \(the per-scan budget\)\./);
  });
});
