// "Answer only after JavaScript" from the rendered view (issue 33 point 2): a page that fetches its answer after it
// loads holds it in no script's source, yet the rendered page holds it; with a browser (the machine's Chromium), the
// non-JS profiles that read the page are told journey.javascript and the browsing profile finds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, createRenderPool, type RenderPool } from '../../../engine/index.js';
import { html, json, serveSite, type FixtureSite } from '../../helpers/site.js';

const CHROMIUM = '/usr/bin/chromium';
const PROSE = `<p>${'The widget turns answers into actions for every reader. '.repeat(10)}</p>`;

let site: FixtureSite;
let pool: RenderPool;
let browser: string;
let release: () => void;

beforeAll(async () => {
  site = await serveSite({
    '/': html(
      `<!doctype html><html lang="en"><head><title>Widgets</title></head><body><main><h1>Widgets</h1>${PROSE}<p id="price">Loading the price…</p></main>` +
        `<script>fetch('/api/price.json').then((r) => r.json()).then((d) => { document.getElementById('price').textContent = 'The Pro plan costs ' + d.amount + ' a month.'; });</script></body></html>`,
    ),
    '/api/price.json': json({ amount: '$29' }),
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
});

describe('an answer fetched after the page loads', () => {
  it('is journey.javascript for the non-JS profiles that read the page, found by the browsing profile', async () => {
    const report = await audit(site.url, {
      allowPrivateTargets: [`127.0.0.1:${site.port}`],
      retries: 0,
      checks: ['robots-txt'],
      render: { browser },
      journeys: [{ name: 'pricing', question: 'What does the Pro plan cost?', answer: '$29' }],
    });
    const results = report.journeys![0]!.results;
    const browsing = results.find((result) => result.profile === 'browser')!;
    expect(browsing).toMatchObject({ found: true, hops: 0, url: site.url, code: null });
    for (const result of results.filter((item) => item.profile !== 'browser')) {
      expect(result, result.profile).toMatchObject({
        found: false,
        code: 'journey.javascript',
        reason: `The answer at ${site.url} exists only after JavaScript runs (the rendered page holds it), which this agent does not do.`,
      });
    }
  });
});
