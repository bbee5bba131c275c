// Issue 36 point 3: the browser's memory is bounded for real, not only the renderer's JavaScript heap. A page that
// fills array buffers (outside V8's old space, so the 256 MB heap flag does not stop it) is ended by the memory watch
// (engine/render/memory-watch.ts) at AGENTGAUGE_RENDER_MEMORY_MB: the whole browser is killed, the audit finishes,
// and the page keeps to the raw view with the reason. The page stops at 640 MB itself and then spins, so that a watch
// that failed would end in the render budget instead of taking the machine's memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../../engine/index.js';
import { html, serveSite, type FixtureSite } from '../../helpers/site.js';

const CHROMIUM = '/usr/bin/chromium';
const BUDGET_MB = 200;
const GREEDY = html(`<!doctype html><html lang="en"><head><title>Greedy</title></head><body><main><h1>Greedy</h1>
<script>
const kept = [];
for (let chunk = 0; chunk < 40; chunk++) { const buffer = new Uint8Array(16 * 1024 * 1024); buffer.fill(7); kept.push(buffer); }
for (;;) {}
</script></main></body></html>`);

let site: FixtureSite;
beforeAll(async () => {
  process.env.AGENTGAUGE_RENDER_MEMORY_MB = String(BUDGET_MB);
  site = await serveSite({ '/': GREEDY });
});
afterAll(async () => {
  delete process.env.AGENTGAUGE_RENDER_MEMORY_MB;
  await site?.close();
});

describe('the rendered view under a memory budget (AGENTGAUGE_RENDER_MEMORY_MB)', () => {
  it('kills the browser of a page that fills memory outside the JavaScript heap, and keeps the page to the raw view', async () => {
    const report = await audit(site.url, {
      checks: ['server-rendered-content'],
      allowPrivateTargets: [`127.0.0.1:${site.port}`],
      retries: 0,
      render: { browser: CHROMIUM },
    });
    expect(report.rendered).toBe(false);
    const finding = report.results[0]!.findings.find((candidate) => candidate.code === 'server-rendered-content.rendered-not-measured')!;
    expect(finding.detail).toMatch(
      new RegExp(`^The browser failed while rendering the page: the browser was stopped: one of its processes held \\d+ MB, over the ${BUDGET_MB} MB budget \\(AGENTGAUGE_RENDER_MEMORY_MB\\)$`),
    );
  }, 60_000);
});
