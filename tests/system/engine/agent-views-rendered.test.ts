// The browsing profile's view sends what the profile says (issue 32, agent views): a desktop Chrome's User-Agent, on
// the page and on every request its render makes, not the scanner's. A site that refuses the scanner and serves
// Chrome is read by the browsing agent; a site that serves both alike is rendered once (the audit's rendered view).
// With a browser: the machine's Chromium.
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, createRenderPool, type AgentView, type RenderPool } from '../../../engine/index.js';
import { DESKTOP_CHROME_USER_AGENT } from '../../../engine/agents/profiles.js';
import { serveSite, type FixtureSite } from '../../helpers/site.js';

const CHROMIUM = '/usr/bin/chromium';
const PROSE = `<p>${'The widget turns answers into actions for every reader. '.repeat(10)}</p>`;
const PAGE =
  `<!doctype html><html lang="en"><head><title>Widgets</title></head><body><main><h1>Widgets</h1>${PROSE}<p id="price">Loading the price…</p></main>` +
  `<script>fetch('/api/price.json').then((r) => r.json()).then((d) => { document.getElementById('price').textContent = 'The Pro plan costs ' + d.amount + ' a month.'; });</script></body></html>`;

/** Who asked for what: the User-Agent of each request, by path. */
let seen: Array<{ path: string; userAgent: string }> = [];
let site: FixtureSite;
let open: FixtureSite;
let dataRefused: FixtureSite;
let pool: RenderPool;
let browser: string;
let release: () => void;

/** Refuses the scanner (its User-Agent names AgentGauge) unless `everyone`, serves everyone else. */
function refusingTheScanner(body: string, type: string, everyone = false) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const userAgent = req.headers['user-agent'] ?? '';
    seen.push({ path: req.url ?? '', userAgent });
    if (!everyone && /AgentGauge/i.test(userAgent)) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
      return;
    }
    res.writeHead(200, { 'content-type': type }).end(body);
  };
}

beforeAll(async () => {
  site = await serveSite({
    '/': refusingTheScanner(PAGE, 'text/html; charset=utf-8'),
    '/api/price.json': refusingTheScanner(JSON.stringify({ amount: '$29' }), 'application/json'),
  });
  open = await serveSite({
    '/': refusingTheScanner(PAGE, 'text/html; charset=utf-8', true),
    '/api/price.json': refusingTheScanner(JSON.stringify({ amount: '$29' }), 'application/json', true),
  });
  // The page for everyone; its data refused to the scanner only (a bot rule on the API).
  dataRefused = await serveSite({
    '/': refusingTheScanner(PAGE, 'text/html; charset=utf-8', true),
    '/api/price.json': refusingTheScanner(JSON.stringify({ amount: '$29' }), 'application/json'),
  });
  pool = createRenderPool({ executablePath: CHROMIUM, browsers: 1, auditsPerBrowser: 2 });
  const lease = (await pool.lease())!;
  browser = lease.browser;
  release = lease.release;
});

afterAll(async () => {
  release?.();
  await pool?.close();
  await site?.close();
  await open?.close();
  await dataRefused?.close();
});

const viewOf = (views: readonly AgentView[], id: string) => views.find((view) => view.profile === id)!;

describe('the browsing profile with a browser', () => {
  it('reads a site that refuses the scanner but serves Chrome, rendering it with Chrome\'s User-Agent', async () => {
    seen = [];
    const report = await audit(site.url, { allowPrivateTargets: [`127.0.0.1:${site.port}`], retries: 0, checks: ['robots-txt'], render: { browser } });
    const view = viewOf(report.agents!.pages[0]!.views, 'browser');
    expect({ verdict: view.verdict, cause: view.cause, status: view.status, userAgent: view.userAgent }).toEqual({
      verdict: 'reads',
      cause: 'ok',
      status: 200,
      userAgent: DESKTOP_CHROME_USER_AGENT,
    });
    expect(view.excerpt).toContain('The Pro plan costs $29 a month.');
    // The script's request went out with the profile's User-Agent, as the page's did.
    expect(seen.filter((request) => request.path === '/api/price.json').map((request) => request.userAgent)).toContain(DESKTOP_CHROME_USER_AGENT);
    expect(seen.filter((request) => request.path === '/').map((request) => request.userAgent)).toContain(DESKTOP_CHROME_USER_AGENT);
  });

  it('takes the audit\'s rendered view where Chrome gets the page the scanner got: one render, with the browsing profile\'s User-Agent', async () => {
    seen = [];
    const report = await audit(open.url, { allowPrivateTargets: [`127.0.0.1:${open.port}`], retries: 0, checks: ['robots-txt'], render: { browser } });
    const view = viewOf(report.agents!.pages[0]!.views, 'browser');
    expect({ verdict: view.verdict, status: view.status }).toEqual({ verdict: 'reads', status: 200 });
    expect(view.excerpt).toContain('The Pro plan costs $29 a month.');
    // The page's script ran once, in the audit's render, which is the browsing profile's (issue 45 point 5: its
    // rendered requests carry its documented User-Agent, not the scanner's).
    expect(seen.filter((request) => request.path === '/api/price.json').map((request) => request.userAgent)).toEqual([DESKTOP_CHROME_USER_AGENT]);
  });

  it('reads a page whose data the site refuses to the scanner but serves to Chrome: the render\'s requests are the profile\'s', async () => {
    seen = [];
    const report = await audit(dataRefused.url, { allowPrivateTargets: [`127.0.0.1:${dataRefused.port}`], retries: 0, checks: ['robots-txt'], render: { browser } });
    const view = viewOf(report.agents!.pages[0]!.views, 'browser');
    expect({ verdict: view.verdict, cause: view.cause }).toEqual({ verdict: 'reads', cause: 'ok' });
    expect(view.excerpt).toContain('The Pro plan costs $29 a month.');
    expect(seen.some((request) => request.path === '/api/price.json' && /AgentGauge/.test(request.userAgent))).toBe(false);
  });
});
