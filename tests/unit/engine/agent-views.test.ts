// Agent views (checks.md, "Agent outcomes (2026-12)", Agent views): one fixture site per profile rule, exact verdicts
// per profile, through the public entry.
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { agentProfile, audit, type AgentVerdict, type AuditReport } from '../../../engine/index.js';
import { NO_DNS, useFixtureSites } from '../../helpers/check-audit.js';
import { html, type Routes } from '../../helpers/site.js';

const serve = useFixtureSites();

const ARTICLE = `<h1>Widget docs</h1><p>${'The widget turns answers into actions for every reader. '.repeat(20)}</p><p>The planted answer is 42.</p>`;
const PAGE = `<!doctype html><html lang="en"><head><title>Widget docs</title></head><body><nav><a href="/a">Home</a></nav><main>${ARTICLE}</main></body></html>`;

function verdicts(report: AuditReport): Record<string, AgentVerdict | null> {
  return Object.fromEntries(report.agents!.pages[0]!.views.map((view) => [view.profile, view.verdict]));
}

async function auditOf(routes: Routes): Promise<AuditReport> {
  const site = await serve(routes);
  return audit(site.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS });
}

/** Answers by User-Agent: the first token of `answers` found in the User-Agent decides, else the page. */
function byUserAgent(answers: Record<string, { status: number; body: string }>, page = PAGE): Routes {
  return {
    '/': (req: http.IncomingMessage, res: http.ServerResponse) => {
      const ua = req.headers['user-agent'] ?? '';
      const token = Object.keys(answers).find((t) => ua.includes(t));
      const answer = token ? answers[token]! : { status: 200, body: page };
      res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(answer.body);
    },
  };
}

const ALL_READ = { 'claude-code': 'reads', cursor: 'reads', codex: 'reads', chatgpt: 'reads', gemini: 'reads', perplexity: 'reads', 'mcp-fetch': 'reads', browser: null };

describe('agent views', () => {
  it('a plain server-rendered page: every profile reads it (the browsing agent is not measured without a browser)', async () => {
    const report = await auditOf({ '/': html(PAGE) });
    expect(verdicts(report)).toEqual(ALL_READ);
    expect(report.scorecard).toBe('2026.12.3');
    expect(report.scoring!.access).toBe(100);
    expect(report.scoring!.cap).toBeNull();
    const browser = report.agents!.pages[0]!.views.find((view) => view.profile === 'browser')!;
    // Issue 45 point 5: without the rendered view, the report says agents that run JavaScript were not measured.
    expect(browser.reason).toBe('Not measured: no browser, so what agents that run JavaScript read was not measured (audit with --browser to see what a browsing agent reads).');
  });

  it('403 to the agents that name themselves: those are blocked, Cursor (a Chrome User-Agent) reads; the score is at most 19', async () => {
    const forbidden = { status: 403, body: 'Forbidden' };
    const report = await auditOf(
      byUserAgent({ 'Claude-User': forbidden, 'ChatGPT-User': forbidden, GoogleAgent: forbidden, 'Perplexity-User': forbidden, ModelContextProtocol: forbidden }),
    );
    expect(verdicts(report)).toEqual({ ...ALL_READ, 'claude-code': 'blocked', codex: 'blocked', chatgpt: 'blocked', gemini: 'blocked', perplexity: 'blocked', 'mcp-fetch': 'blocked' });
    const claude = report.agents!.pages[0]!.views.find((view) => view.profile === 'claude-code')!;
    expect(claude).toMatchObject({ status: 403, cause: 'refused', reason: 'Refused: HTTP 403 (forbidden to this User-Agent).' });
    // This bare page scores under the refusal cap without it: a cap that lowers nothing is not applied (2026-12b);
    // tests/unit/engine/scorecard.test.ts has the site with files, which the cap lowers.
    expect(report.scoring!.uncapped).toBeLessThanOrEqual(19);
    expect(report.scoring!.cap).toBeNull();
    expect(report.overallScore).toBe(report.scoring!.uncapped);
  });

  it('a challenge page with 200 to one agent: that agent is blocked as challenged', async () => {
    const challenge =
      '<!doctype html><html><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>';
    const report = await auditOf(byUserAgent({ 'Perplexity-User': { status: 200, body: challenge } }));
    expect(verdicts(report)).toEqual({ ...ALL_READ, perplexity: 'blocked' });
    const view = report.agents!.pages[0]!.views.find((entry) => entry.profile === 'perplexity')!;
    expect(view.cause).toBe('challenged');
    expect(view.challenge).toContain('Cloudflare "Just a moment..." interstitial');
    expect(report.scoring!.cap).toBeNull();
  });

  it('robots.txt disallowing the user-triggered agents blocks only the profiles that obey it, without a request', async () => {
    const robots = 'User-agent: Claude-User\nUser-agent: ChatGPT-User\nUser-agent: Perplexity-User\nUser-agent: ModelContextProtocol\nDisallow: /\n\nUser-agent: *\nAllow: /\n';
    const site = await serve({ '/': html(PAGE), '/robots.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: robots } });
    const report = await audit(site.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS });
    expect(verdicts(report)).toEqual({ ...ALL_READ, 'claude-code': 'blocked', 'mcp-fetch': 'blocked' });
    const claude = report.agents!.pages[0]!.views.find((view) => view.profile === 'claude-code')!;
    expect(claude).toMatchObject({ cause: 'disallowed', status: null, robots: { allowed: false, line: 5, rule: 'Disallow: /' } });
    expect(report.scoring!.cap).toBeNull();
  });

  it('JavaScript-only main content: every non-JS profile is blocked and the score is at most 39', async () => {
    const shell = '<!doctype html><html><head><title>App</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>';
    const report = await auditOf({ '/': html(shell) });
    expect(verdicts(report)).toEqual({ 'claude-code': 'blocked', cursor: 'blocked', codex: 'blocked', chatgpt: 'blocked', gemini: 'blocked', perplexity: 'blocked', 'mcp-fetch': 'blocked', browser: null });
    expect(report.agents!.pages[0]!.views[0]!.cause).toBe('javascript');
    // Under the cap without it, so not capped (2026-12b: a cap is shown only where it lowers the score).
    expect(report.scoring!.uncapped).toBeLessThanOrEqual(39);
    expect(report.scoring!.cap).toBeNull();
    expect(report.overallScore).toBeLessThanOrEqual(39);
  });

  it('main content after 120,000 characters of markup: cut for Claude Code (100,000), read by the others', async () => {
    const links = Array.from({ length: 2400 }, (_, i) => `<li><a href="/docs/page-${i}">Documentation page ${i}</a></li>`).join('');
    const page = `<!doctype html><html lang="en"><head><title>Widget docs</title></head><body><nav><ul>${links}</ul></nav><main>${ARTICLE}</main></body></html>`;
    expect(page.indexOf('<main>')).toBeGreaterThan(120_000);
    const report = await auditOf({ '/': html(page) });
    expect(verdicts(report)).toEqual({ ...ALL_READ, 'claude-code': 'partial' });
    const claude = report.agents!.pages[0]!.views.find((view) => view.profile === 'claude-code')!;
    expect(claude).toMatchObject({ cause: 'truncated', kept: 100_000, mainShare: 0, markdown: 'converted' });
    expect(claude.reason).toBe('Cut at 100,000 characters (converted to Markdown): 0% of the main content is kept, which starts after the cut.');
    // The MCP fetch server extracts the main content first (readability), then keeps 5,000 characters: all of it here.
    const mcp = report.agents!.pages[0]!.views.find((view) => view.profile === 'mcp-fetch')!;
    expect(mcp).toMatchObject({ cause: 'ok', mainShare: 1 });
  });

  it('Markdown negotiation: the profiles whose Accept asks for Markdown are served it, the others convert HTML', async () => {
    const markdown = `# Widget docs\n\n${'The widget turns answers into actions. '.repeat(20)}\n`;
    const report = await auditOf({
      '/': (req: http.IncomingMessage, res: http.ServerResponse) => {
        const wantsMarkdown = /text\/markdown/.test(req.headers.accept ?? '');
        res.writeHead(200, { 'content-type': wantsMarkdown ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8', vary: 'Accept' });
        res.end(wantsMarkdown ? markdown : PAGE);
      },
    });
    expect(verdicts(report)).toEqual(ALL_READ);
    const served = report.agents!.pages[0]!.views.filter((view) => view.markdown === 'served').map((view) => view.profile);
    expect(served).toEqual(['claude-code', 'cursor']);
    const claude = report.agents!.pages[0]!.views.find((view) => view.profile === 'claude-code')!;
    expect(claude.excerpt.startsWith('# Widget docs')).toBe(true);
  });

  it('a Markdown alternate: Codex (documented to follow it) reads it, once per audit; the others read the HTML', async () => {
    const markdown = `# Widget docs\n\n${'The widget turns answers into actions. '.repeat(20)}\nThe planted answer is 42.\n`;
    const alternateAgents: string[] = [];
    const linked = PAGE.replace('</head>', '<link rel="alternate" type="text/markdown" href="/index.md"></head>');
    const site = await serve({
      '/': html(linked),
      // The start page's nav links /a: a two-page audit measures it too.
      '/a': html(linked),
      '/index.md': (req: http.IncomingMessage, res: http.ServerResponse) => {
        alternateAgents.push(req.headers['user-agent'] ?? '');
        res.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' });
        res.end(markdown);
      },
    });
    const report = await audit(site.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS, maxPages: 2 });
    expect(report.agents!.pages.map((page) => page.url)).toEqual([site.url, `${site.origin}/a`]);
    for (const page of report.agents!.pages) {
      expect(Object.fromEntries(page.views.map((view) => [view.profile, view.verdict]))).toEqual(ALL_READ);
      const codex = page.views.find((view) => view.profile === 'codex')!;
      expect(codex).toMatchObject({ markdown: 'served', cause: 'ok', textLength: markdown.length, kept: markdown.length, mainShare: 1 });
      expect(codex.reason).toBe(`Follows the page's Markdown alternate (${site.origin}/index.md). Reads the main content (Markdown served, ${markdown.length} characters kept).`);
      expect(codex.excerpt.startsWith('# Widget docs')).toBe(true);
      // The others do not follow it: they convert the HTML they got.
      expect(page.views.filter((view) => view.markdown === 'served').map((view) => view.profile)).toEqual(['codex']);
    }
    // One request with Codex's headers for both pages: the audit's fetcher sends identical requests once.
    expect(alternateAgents.filter((ua) => ua === 'ChatGPT-User/1.0')).toHaveLength(1);
  });

  it('a Markdown alternate lifts a JavaScript-only page for Codex alone; one that answers 404 leaves the HTML verdict, said why', async () => {
    const shell = '<!doctype html><html><head><title>App</title><link rel="alternate" type="text/markdown" href="/app.md"></head><body><div id="root"></div><script src="/app.js"></script></body></html>';
    const markdown = `# App guide\n\n${'The app answers every question a reader asks. '.repeat(10)}\n`;
    const served = await auditOf({ '/': html(shell), '/app.md': { headers: { 'content-type': 'text/markdown' }, body: markdown } });
    expect(verdicts(served)).toEqual({ 'claude-code': 'blocked', cursor: 'blocked', codex: 'reads', chatgpt: 'blocked', gemini: 'blocked', perplexity: 'blocked', 'mcp-fetch': 'blocked', browser: null });
    // An agent gets the content: the JavaScript-only cap does not apply.
    expect(served.scoring!.cap).toBeNull();

    const missing = await auditOf({ '/': html(shell) });
    expect(verdicts(missing).codex).toBe('blocked');
    const codex = missing.agents!.pages[0]!.views.find((view) => view.profile === 'codex')!;
    expect(codex.cause).toBe('javascript');
    expect(codex.reason).toMatch(
      /^No main content without JavaScript: the HTML is an application shell \(#root\) that scripts fill, with 0 characters of text\. The page links a Markdown alternate \(http:\/\/127\.0\.0\.1:\d+\/app\.md\), which this agent follows, but it answered HTTP 404: it reads the HTML instead\.$/,
    );
    expect(missing.scoring!.uncapped).toBeLessThanOrEqual(39);
    expect(missing.scoring!.cap).toBeNull();
  });

  it('sends each distinct header set once', async () => {
    const site = await serve({ '/': html(PAGE) });
    await audit(site.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS, checks: ['robots-txt'] });
    // The start page (scanner) and one request per non-browser profile (seven distinct User-Agent/Accept pairs).
    expect(site.requests.filter((request) => request === 'GET /').length).toBe(8);
  });

  it("agent-access's ChatGPT-User probe is the chatgpt view's request (same User-Agent and Accept): sent once for both", async () => {
    const seen: string[] = [];
    const site = await serve({
      '/': (req: http.IncomingMessage, res: http.ServerResponse) => {
        seen.push(`${req.headers['user-agent']} | ${req.headers.accept}`);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(PAGE);
      },
    });
    const report = await audit(site.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS, checks: ['agent-access'] });
    const chatgpt = agentProfile('chatgpt');
    // agent-access's probe and the view: one request (Codex's own ChatGPT-User/1.0 is another agent's).
    expect(seen.filter((line) => line.startsWith(`${chatgpt.userAgents[0]!.userAgent} |`))).toEqual([`${chatgpt.userAgents[0]!.userAgent} | ${chatgpt.accept.value}`]);
    expect(report.results.find((result) => result.id === 'agent-access')!.status).toBe('pass');
    expect(verdicts(report).chatgpt).toBe('reads');
  });

  it('a scanner that gets challenge pages says so: partial sample with counts, and "not measured", never "missing"', async () => {
    const challenge =
      '<!doctype html><html><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>';
    const site = await serve({}, (req: http.IncomingMessage, res: http.ServerResponse) => {
      const ua = req.headers['user-agent'] ?? '';
      if (ua.startsWith('AgentGauge/6 ')) {
        res.writeHead(403, { 'content-type': 'text/html' });
        res.end(challenge);
        return;
      }
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(req.url === '/' ? PAGE : 'Not found');
    });
    const report = await audit(site.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS });
    const robots = report.results.find((result) => result.id === 'robots-txt')!;
    expect(robots.status).toBe('error');
    expect(robots.findings[0]).toMatchObject({ code: 'robots-txt.scanner-blocked', status: 'error', message: 'Not measured: the scanner was blocked.' });
    expect(report.results.some((result) => result.status === 'fail')).toBe(false);
    expect(report.partialSample!.challenged).toBeGreaterThan(report.partialSample!.fetches / 5);
    expect(report.partialSample!.which[0]!.why).toMatch(/^challenge page \(Cloudflare "Just a moment\.\.\." interstitial/);
    // The agents themselves read the page.
    expect(verdicts(report)).toEqual(ALL_READ);
  });
});
