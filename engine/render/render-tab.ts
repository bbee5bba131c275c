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
import type { BlockedRequest, NotSent } from './types.js';

export interface RenderLimits {
  /** The whole render: navigation, scripts, snapshot and axe. */
  budgetMs: number;
  /** Requests the page may make; the rest are refused. */
  maxRequests: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = { budgetMs: 10_000, maxRequests: 150 };

/**
 * Requests to other origins than the audited page's, per audit (all its rendered pages together): enough for the
 * scripts and data a real page builds itself from (a framework on a CDN, an API), never a tool to load someone else.
 */
export const MAX_THIRD_PARTY_REQUESTS = 40;

/** What one audit's renders share: the third-party requests spent so far. */
export interface RenderAuditBudget {
  thirdPartyRequests: number;
}
export interface RenderDeps {
  /** The engine's SSRF-safe fetcher (memoized per audit): every request of the page goes through it. */
  fetch(request: FetchRequest): Promise<FetchResult>;
  /** The page as the raw view fetched it, reused for the navigation so both views judge the same bytes. */
  rawResponse: FetchedResponse | null;
  userAgent: string;
  /** Sent as the User-Agent of every request the render makes, in place of the scanner's (the browsing agent
   *  profile's render: agents/views.ts); absent, the fetcher sends the scanner's own. */
  agentUserAgent?: string;
  /** The audit's compile clock for the WebMCP inputSchemas the page registers (parse/json-schema.ts). */
  schemas?: SchemaSession;
  /** Shared by the audit's pages; a fresh one per page when absent. */
  auditBudget?: RenderAuditBudget;
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
  notSent: NotSent;
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
/** The rendered view is a crawler that runs scripts: it reads, and sends nothing a page composes (RFC 9110 §9.2.1). */
const SENT_METHOD = 'GET';

/**
 * Request headers a browser sets itself (the Fetch standard's forbidden names and prefixes, what Chromium adds, and
 * the CORS-safelisted ones). Any other header on a cross-origin read is the page's own, and needed a preflight.
 */
const BROWSER_HEADERS = new Set([
  'accept', 'accept-language', 'content-language', 'content-type', 'range', 'accept-charset', 'accept-encoding',
  'access-control-request-headers', 'access-control-request-method', 'connection', 'content-length', 'cookie', 'date',
  'dnt', 'expect', 'host', 'keep-alive', 'origin', 'referer', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'via',
  'user-agent', 'cache-control', 'pragma', 'priority', 'upgrade-insecure-requests',
]);

function pageHeaders(headers: Record<string, string>): string[] {
  return Object.keys(headers).filter((name) => !BROWSER_HEADERS.has(name) && !name.startsWith('sec-') && !name.startsWith('proxy-'));
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

interface Rendering {
  start: string;
  deps: RenderDeps;
  limits: RenderLimits;
  activity: PageActivity;
  budget: RenderAuditBudget;
}

function fulfilHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED_RESPONSE_HEADERS.has(name)));
}

function block(activity: PageActivity, entry: BlockedRequest): void {
  activity.blockedCount += 1;
  if (activity.blocked.length < MAX_BLOCKED_LISTED) activity.blocked.push(entry);
}

async function answer(route: Route, { start, deps, limits, activity, budget }: Rendering): Promise<void> {
  const request = route.request();
  const target = request.url();
  const method = request.method();
  // A refused navigation after the first (a form the page submits, a script's redirect) is answered 204 No Content,
  // which leaves the frame on the page being rendered instead of an error page (RFC 9110 §15.3.5).
  const staysOnPage = request.isNavigationRequest() && !(target === start && method === SENT_METHOD);
  const refuse = (reason: string, error: 'blockedbyclient' | 'failed' = 'blockedbyclient') => {
    block(activity, { url: target, reason });
    return (staysOnPage ? route.fulfill({ status: 204, body: '' }) : route.abort(error)).catch(() => undefined);
  };
  // Refused before anything is sent: fetch/XHR with a body, form posts (submitted by the page itself too), sendBeacon.
  if (method !== SENT_METHOD) {
    activity.notSent.methods[method] = (activity.notSent.methods[method] ?? 0) + 1;
    return refuse(`method ${method}`);
  }
  if (activity.requests > limits.maxRequests) return refuse('request-limit');
  const targetOrigin = originOf(target);
  if (targetOrigin !== originOf(start)) {
    if (budget.thirdPartyRequests >= MAX_THIRD_PARTY_REQUESTS) {
      activity.notSent.thirdParty += 1;
      return refuse('third-party-limit');
    }
    budget.thirdPartyRequests += 1;
  }
  let response: FetchedResponse;
  if (request.isNavigationRequest() && target === start && deps.rawResponse !== null) {
    response = deps.rawResponse;
  } else {
    const sent = await request.allHeaders().catch(() => ({}) as Record<string, string>);
    // A cross-origin read in CORS mode: the page may read the answer only if that origin says so itself. Chromium's
    // preflight for page-set headers is answered by the driver, not the origin, so such a read is not made at all.
    const requestOrigin = sent.origin;
    const corsRead = requestOrigin !== undefined && requestOrigin !== targetOrigin && !request.isNavigationRequest();
    if (corsRead && pageHeaders(sent).length > 0) {
      activity.notSent.preflighted += 1;
      return refuse(`cors-preflight (${pageHeaders(sent).slice(0, 3).join(', ')})`);
    }
    const headers = Object.fromEntries(Object.entries(sent).filter(([name]) => FORWARDED_HEADERS.includes(name)));
    if (deps.agentUserAgent !== undefined) headers['user-agent'] = deps.agentUserAgent;
    // Redirects are followed by the fetcher, each hop vetted: Chromium does not hand the follow-up of a fulfilled
    // redirect back to interception (it would go to the black-hole proxy), so the final answer is fulfilled instead.
    const result = await deps.fetch({ url: target, method, headers, cap: 'html' });
    if (!result.ok) return refuse(result.error.rule ?? result.error.code, result.error.code === 'refused' ? 'blockedbyclient' : 'failed');
    response = result.response;
    // The driver would add Access-Control-Allow-Origin to an answer without one: the browser's own CORS failure instead.
    if (corsRead && response.headers['access-control-allow-origin'] === undefined) return refuse('cors: no Access-Control-Allow-Origin', 'failed');
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
        const activity: PageActivity = {
          requests: 0,
          inFlight: 0,
          skipped: 0,
          blocked: [],
          blockedCount: 0,
          popups: 0,
          downloads: 0,
          dialogs: 0,
          webSockets: 0,
          notSent: { methods: {}, preflighted: 0, thirdParty: 0 },
        };
        const rendering: Rendering = { start, deps, limits, activity, budget: deps.auditBudget ?? { thirdPartyRequests: 0 } };
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
