// The browser context and page one audit renders its pages in, one page after another: every request the page makes
// is answered by the engine's fetcher of the page being rendered (the browser itself never connects anywhere; see
// browser.ts for what catches the rest). Kept across the pages of one audit because opening a context and its page
// costs 0.2–0.5 s and a renderer that already compiled axe-core compiles it again faster; never shared between audits
// (cookies and storage stay with one site's audit). A tab whose render ran out of time or failed is closed, not kept.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { FetchRequest, FetchResult, FetchedResponse } from '../fetch/types.js';
import type { SchemaSession } from '../parse/json-schema.js';
import { webmcpCaptureScript } from './page-scripts.js';
import type { BlockedRequest } from './types.js';

export interface RenderLimits {
  /** The whole render: navigation, scripts, snapshot and axe. */
  budgetMs: number;
  /** Requests the page may make; the rest are refused. */
  maxRequests: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = { budgetMs: 10_000, maxRequests: 150 };

export interface RenderDeps {
  /** The engine's SSRF-safe fetcher (memoized per audit): every request of the page goes through it. */
  fetch(request: FetchRequest): Promise<FetchResult>;
  /** The page as the raw view fetched it, reused for the navigation so both views judge the same bytes. */
  rawResponse: FetchedResponse | null;
  userAgent: string;
  /** The audit's compile clock for the WebMCP inputSchemas the page registers (parse/json-schema.ts). */
  schemas?: SchemaSession;
}

/** What happened on the network and in the browser while one page rendered. */
export interface PageActivity {
  /** Requests answered or refused (skipped resources not counted). */
  requests: number;
  inFlight: number;
  /** Images, fonts and media: not fetched, since no check reads them and the load event need not wait for them. */
  skipped: number;
  /** The first MAX_BLOCKED_LISTED refused requests. */
  blocked: BlockedRequest[];
  blockedCount: number;
  popups: number;
  downloads: number;
  dialogs: number;
  webSockets: number;
}

export interface RenderTab {
  page: Page;
  /** Where the capture script keeps the tools the page registered (a random window property). */
  captureKey: string;
  /** Answers the page's requests for the page at `start` until `end()`; in between, every request is refused. */
  begin(start: string, deps: RenderDeps, limits: RenderLimits): { activity: PageActivity; end(): void };
  close(): Promise<void>;
}

const FORWARDED_HEADERS = ['accept', 'accept-language', 'content-type'];
/** The fetcher hands bodies back decoded and whole; these would describe the wire form. */
const DROPPED_RESPONSE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
const SKIPPED_RESOURCES = new Set(['image', 'font', 'media']);
const MAX_BLOCKED_LISTED = 50;

interface Rendering {
  start: string;
  deps: RenderDeps;
  limits: RenderLimits;
  activity: PageActivity;
}

function fulfilHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED_RESPONSE_HEADERS.has(name)));
}

function block(activity: PageActivity, entry: BlockedRequest): void {
  activity.blockedCount += 1;
  if (activity.blocked.length < MAX_BLOCKED_LISTED) activity.blocked.push(entry);
}

async function answer(route: Route, { start, deps, limits, activity }: Rendering): Promise<void> {
  const request = route.request();
  const target = request.url();
  const method = request.method();
  if (activity.requests > limits.maxRequests) {
    block(activity, { url: target, reason: 'request-limit' });
    return route.abort('blockedbyclient').catch(() => undefined);
  }
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    block(activity, { url: target, reason: `method ${method}` });
    return route.abort('blockedbyclient').catch(() => undefined);
  }
  let response: FetchedResponse;
  if (request.isNavigationRequest() && target === start && method === 'GET' && deps.rawResponse !== null) {
    response = deps.rawResponse;
  } else {
    const headers = Object.fromEntries(
      Object.entries(await request.allHeaders().catch(() => ({}) as Record<string, string>)).filter(([name]) => FORWARDED_HEADERS.includes(name)),
    );
    const body = request.postData();
    // Redirects are followed by the fetcher, each hop vetted: Chromium does not hand the follow-up of a fulfilled
    // redirect back to interception (it would go to the black-hole proxy), so the final answer is fulfilled instead.
    const result = await deps.fetch({ url: target, method, headers, ...(body === null ? {} : { body }), cap: 'html' });
    if (!result.ok) {
      block(activity, { url: target, reason: result.error.rule ?? result.error.code });
      return route.abort(result.error.code === 'refused' ? 'blockedbyclient' : 'failed').catch(() => undefined);
    }
    response = result.response;
  }
  await route.fulfill({ status: response.status, headers: fulfilHeaders(response.headers), body: response.body }).catch(() => undefined);
}

export async function openRenderTab(browser: Browser, userAgent: string): Promise<RenderTab> {
  let current: Rendering | null = null;
  const context: BrowserContext = await browser.newContext({
    serviceWorkers: 'block',
    acceptDownloads: false,
    bypassCSP: true,
    userAgent,
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: true,
  });
  try {
    context.on('page', (popup) => {
      // The first page is ours; any other is a popup the page opened.
      if (context.pages()[0] !== popup) {
        if (current) current.activity.popups += 1;
        void popup.close().catch(() => undefined);
      }
    });
    await context.routeWebSocket(/.*/, (socket) => {
      // Never connected to the server: the page's socket is closed at once.
      if (current) {
        current.activity.webSockets += 1;
        block(current.activity, { url: socket.url(), reason: 'websocket' });
      }
      void socket.close({ code: 1008, reason: 'WebSockets are not opened by the rendered view.' }).catch(() => undefined);
    });
    await context.route('**/*', async (route: Route) => {
      const rendering = current;
      // Between two pages (a script of the last page still running), nothing is fetched for anyone.
      if (!rendering) return route.abort('blockedbyclient').catch(() => undefined);
      if (SKIPPED_RESOURCES.has(route.request().resourceType())) {
        rendering.activity.skipped += 1;
        return route.abort('blockedbyclient').catch(() => undefined);
      }
      rendering.activity.requests += 1;
      rendering.activity.inFlight += 1;
      try {
        await answer(route, rendering);
      } finally {
        rendering.activity.inFlight -= 1;
      }
    });
    const captureKey = `__agentgauge_${randomBytes(6).toString('hex')}`;
    await context.addInitScript({ content: webmcpCaptureScript(captureKey) });
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      if (current) current.activity.dialogs += 1;
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('download', (download) => {
      if (current) current.activity.downloads += 1;
      void download.cancel().catch(() => undefined);
    });
    return {
      page,
      captureKey,
      begin(start, deps, limits) {
        const activity: PageActivity = { requests: 0, inFlight: 0, skipped: 0, blocked: [], blockedCount: 0, popups: 0, downloads: 0, dialogs: 0, webSockets: 0 };
        const rendering: Rendering = { start, deps, limits, activity };
        current = rendering;
        return {
          activity,
          end() {
            if (current === rendering) current = null;
          },
        };
      },
      close: () => context.close().catch(() => undefined),
    };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}
