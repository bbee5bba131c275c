// The rendered view: pages audited in the machine's Chromium (playwright-core, never a downloaded browser), every
// request the browser makes answered by the engine's SSRF-safe fetcher. Exact verdicts and codes with a browser on the
// fixture pages of tests/fixtures/web/rendered.ts (system tier: Chromium's processes, and an audit process rendering
// through it); the same pages audited without a browser are in tests/unit/engine/rendered-view.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, createAuditPool, createRenderPool, type RenderPool } from '../../../engine/index.js';
import { buildAuditThread } from '../../helpers/audit-thread.js';
import {
  RENDERED_CHECKS as CHECKS,
  RENDERED_NOT_MEASURED as NOT_MEASURED,
  renderedVerdicts as verdicts,
  startConnectionTrap,
  startRenderedSite,
  type ConnectionTrap,
} from '../../fixtures/web/rendered.js';
import type { FixtureSite } from '../../helpers/site.js';

const CHROMIUM = '/usr/bin/chromium';

let trap: ConnectionTrap;
let site: FixtureSite;
let pool: RenderPool;
let browser: string;
let releaseLease: () => void;

beforeAll(async () => {
  // Another loopback port: a listener that counts every connection it is offered. The rendered pages aim at it.
  trap = await startConnectionTrap();
  site = await startRenderedSite({ trapOrigin: trap.origin });
  pool = createRenderPool({ executablePath: CHROMIUM, browsers: 1, auditsPerBrowser: 4 });
  const lease = (await pool.lease())!;
  browser = lease.browser;
  releaseLease = lease.release;
});

afterAll(async () => {
  releaseLease?.();
  await pool?.close();
  await site?.close();
  await trap?.close();
});

/** Only the fixture site's own origin is allowed among private targets: the trap's port stays refused. */
const options = (rendered: boolean) => ({
  checks: CHECKS,
  allowPrivateTargets: [`127.0.0.1:${site.port}`],
  retries: 0,
  render: rendered ? { browser } : null,
});


/**
 * The render budget of the audits that meet the hostile page, whose endless script (started 50 ms after load, every
 * request it tries sent before it) holds its tab until the budget ends it: 6 s instead of the engine's 10 s default,
 * still some 3 times what a fixture page takes to render here on a loaded 2-core machine (1 to 2 s).
 */
const HOSTILE_BUDGET = { budgetMs: 6_000 };

describe('the browser reaches nothing the engine would not (private targets allowed by origin)', () => {
  it('refuses, on every channel, a page allowed by host:port that aims at another loopback port: the listener there sees no connection', async () => {
    const before = site.requests.length;
    const report = await audit(`${site.origin}/escape`, options(true));
    expect(report.rendered).toBe(true);
    // The page went through every attempt (its last request, /done, runs after all of them settled) ...
    const during = site.requests.slice(before);
    expect(during).toContain('GET /redirect-to-trap');
    expect(during).toContain('GET /done');
    // ... the service worker script was never asked for (service workers are blocked), and nothing reached the trap:
    // subresources, the redirect, fetch, XHR, WebSocket, EventSource, beacon, worker, prefetch, preconnect, prerender.
    expect(during).not.toContain('GET /sw.js');
    expect(trap.connections()).toBe(0);
  });
});

describe('webmcp: tools registered at run time (WebMCP draft; Lighthouse webmcp-schema-validity)', () => {
  it('captures document.modelContext and navigator.modelContext tools and judges names, duplicates, schemas and parameters', async () => {
    const report = await audit(`${site.origin}/webmcp`, options(true));
    expect(verdicts(report).webmcp).toEqual([
      'warn 34',
      'rendered pass registered-tool searchFlights',
      'rendered fail schema-invalid bookFlight',
      'rendered fail tool-name-duplicate cancel',
      'rendered fail tool-name-duplicate cancel',
      'rendered warn params-undescribed checkIn',
      'rendered warn older-api',
    ]);
    const schema = report.results.find((r) => r.id === 'webmcp')!.findings[1]!;
    // Compiled by the engine's one JSON Schema setup, the one MCP tool schemas go through (parse/json-schema.ts).
    expect(schema.message).toBe(
      'The inputSchema of the tool "bookFlight" is not a valid JSON Schema: schema is invalid: data/properties/id/type must be equal to one of the allowed values, data/properties/id/type must be array, data/properties/id/type must match a schema in anyOf.',
    );
  });

  it('judges form tools in the rendered DOM and lists the forms left without tools', async () => {
    const [withBrowser, without] = await Promise.all([audit(`${site.origin}/form-tool`, options(true)), audit(`${site.origin}/form-tool`, options(false))]);
    expect(verdicts(withBrowser).webmcp).toEqual(['warn 90', 'rendered pass tool findBooks', 'rendered warn form-without-tool']);
    expect(withBrowser.results.find((r) => r.id === 'webmcp')!.findings[1]!.detail).toMatch(/ — #newsletter \(action \/subscribe\)$/);
    expect(verdicts(without).webmcp).toEqual(['pass 100', 'raw pass tool findBooks', NOT_MEASURED]);
  });
});

describe("semantic-structure: the axe-core rules of Lighthouse's agent-accessibility-tree audit", () => {
  it('reports each failing element with its selector, on top of the raw structure findings (issue 34: the rendered view adds, never erases)', async () => {
    const report = await audit(`${site.origin}/axe-problems`, options(true));
    expect(verdicts(report)['semantic-structure']).toEqual([
      'fail 0',
      'raw pass one-h1',
      'raw pass heading-levels-ok',
      'raw pass main-landmark',
      'raw fail no-nav-landmark',
      'raw fail control-names-missing',
      'raw fail form-labels-missing',
      'rendered fail axe-aria-required-children ul',
      'rendered fail axe-aria-roles #bad-role',
      'rendered fail axe-button-name #icon-only',
      'rendered fail axe-label #unlabelled',
      'rendered fail axe-link-name #empty-link',
      'rendered fail axe-tabindex #jump',
    ]);
  });
});

// Issue 34 point 4: the rendered view adds, never erases. Measured before the fix: 17 → 100 on a minimal page and
// 0 → 100 on an empty JavaScript shell, because the axe-core subset replaced the raw structure findings.
describe('semantic-structure: the rendered view adds to the raw structure, never erases it (issue 34 point 4)', () => {
  const both = async (path: string) => {
    const [raw, rendered] = await Promise.all([audit(`${site.origin}${path}`, options(false)), audit(`${site.origin}${path}`, options(true))]);
    return { raw: verdicts(raw)['semantic-structure']!, rendered: verdicts(rendered)['semantic-structure']! };
  };
  const structure = (lines: string[]) => lines.slice(1).filter((line) => !/ (rendered-not-measured|axe-passed)$/.test(line));

  it('keeps the verdict of pages whose scripts add no structure: a minimal page stays 17, an empty shell stays 0', async () => {
    const minimal = await both('/minimal');
    expect(minimal.raw[0]).toBe('warn 17');
    expect(minimal.rendered).toEqual(['warn 17', 'raw fail h1-count', 'raw fail no-main-landmark', 'raw fail no-nav-landmark', 'raw pass control-names-ok', 'rendered pass axe-passed']);
    expect(structure(minimal.rendered)).toEqual(structure(minimal.raw));
    const shell = await both('/empty-shell');
    expect(shell.raw[0]).toBe('fail 0');
    expect(shell.rendered).toEqual(['fail 0', 'raw fail h1-count', 'raw fail no-main-landmark', 'rendered pass axe-passed']);
  }, 60_000);

  it('credits the headings and landmarks a script really adds, from the rendered view', async () => {
    const app = await both('/client-rendered');
    expect(app.raw).toEqual(['fail 0', 'raw fail h1-count', 'raw fail no-main-landmark', NOT_MEASURED]);
    expect(app.rendered).toEqual([
      'pass 100',
      'rendered pass one-h1',
      'rendered pass heading-levels-ok',
      'rendered pass main-landmark',
      'rendered pass nav-landmark',
      'rendered pass axe-passed',
    ]);
  }, 60_000);
});

describe('server-rendered-content: what a crawler that runs no JavaScript misses', () => {
  it('counts the words, headings, links and JSON-LD only scripts add', async () => {
    const report = await audit(`${site.origin}/client-rendered`, options(true));
    expect(verdicts(report)['server-rendered-content']).toEqual([
      'fail 0',
      'raw fail app-shell',
      'rendered info view-comparison',
      'rendered fail js-only-text',
      'rendered warn js-only-headings',
      'rendered warn js-only-links',
      'rendered warn js-only-json-ld',
    ]);
    const findings = report.results.find((r) => r.id === 'server-rendered-content')!.findings;
    expect(findings[1]!.message).toBe('The raw HTML holds 0 of 102 words (0%), 0 of 2 headings, 0 of 3 links and 0 of 1 JSON-LD blocks of the rendered page.');
    expect(findings[5]!.message).toBe('1 JSON-LD block is added by script only (Product).');
  });
});

describe('a hostile page (endless script, huge DOM, popups, dialogs, downloads, private addresses)', () => {
  it('ends within its render budget, reaches no private address, and does not stall an audit rendering beside it', async () => {
    const started = Date.now();
    const hostile = audit(`${site.origin}/hostile`, { ...options(true), render: { browser, limits: HOSTILE_BUDGET } }).then((report) => ({ report, ms: Date.now() - started }));
    const beside = audit(`${site.origin}/webmcp`, options(true)).then((report) => ({ report, ms: Date.now() - started }));
    const [h, b] = await Promise.all([hostile, beside]);
    expect(b.ms).toBeLessThan(h.ms);
    expect(verdicts(b.report).webmcp?.[0]).toBe('warn 34');
    // The endless script starts after load: the render budget (HOSTILE_BUDGET) ends it, and the checks fall back to the
    // raw view.
    expect(h.ms).toBeLessThan(20_000);
    // Its DOM could not be read before the budget ran out: the report says the rendered view was not measured.
    expect(h.report.rendered).toBe(false);
    expect(verdicts(h.report)['semantic-structure']).toContain(NOT_MEASURED);
    const note = h.report.results.find((r) => r.id === 'webmcp')!.findings.find((f) => f.code === 'webmcp.rendered-not-measured')!;
    expect(note.detail).toBe('The page did not finish rendering within its budget.');
    expect(trap.connections()).toBe(0);
  }, 60_000);
});

describe('a site audit renders its pages one after another on one tab (render/render-tab.ts)', () => {
  it('keeps each page\'s tools to that page, and gives the page after one that ran out of time a fresh tab', async () => {
    const report = await audit(`${site.origin}/tour`, { ...options(true), render: { browser, limits: HOSTILE_BUDGET }, checks: ['webmcp'], maxPages: 4 });
    const pages = report.pages.map((page) => [
      new URL(page.url).pathname,
      ...page.results[0]!.findings.map((f) => `${f.view} ${f.status} ${f.code.split('.')[1]}${f.subject === undefined ? '' : ` ${f.subject}`}`),
    ]);
    expect(pages).toEqual([
      ['/tour', 'rendered fail none'],
      [
        '/webmcp',
        'rendered pass registered-tool searchFlights',
        'rendered fail schema-invalid bookFlight',
        'rendered fail tool-name-duplicate cancel',
        'rendered fail tool-name-duplicate cancel',
        'rendered warn params-undescribed checkIn',
        'rendered warn older-api',
      ],
      ['/hostile', 'raw fail none', NOT_MEASURED],
      ['/form-tool', 'rendered pass tool findBooks', 'rendered warn form-without-tool'],
    ]);
    expect(trap.connections()).toBe(0);
  }, 60_000);
});

describe('the service path: an audit thread renders through a pooled browser', () => {
  it('gives the same rendered verdicts from dist/audit-thread.mjs as in process', async () => {
    const threads = createAuditPool({ entry: buildAuditThread() });
    try {
      const report = await threads.audit(`${site.origin}/webmcp`, options(true));
      expect(report.rendered).toBe(true);
      expect(verdicts(report).webmcp?.slice(0, 2)).toEqual(['warn 34', 'rendered pass registered-tool searchFlights']);
    } finally {
      await threads.close();
    }
  }, 60_000);
});
