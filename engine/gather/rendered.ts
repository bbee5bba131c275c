// The rendered view of a page: what a browsing agent sees after scripts ran. Optional and off the critical path: with
// rendering off or no browser, the artifact says why, and every check keeps to the raw view.
import type { FetchedResponse } from '../fetch/types.js';
import type { RenderBrowser } from '../render/browser.js';
import { DEFAULT_RENDER_LIMITS, renderPage, tabReusable } from '../render/render-page.js';
import { openRenderTab, type RenderAuditBudget, type RenderDeps, type RenderLimits, type RenderTab } from '../render/render-tab.js';
import { judgeableView, type RenderedView } from '../render/types.js';
import type { RenderedArtifact } from '../render/types.js';
import { USER_AGENT } from '../version.js';
import { definePageGatherer, type GatherContext } from './context.js';
import { schemaSessionOf } from './schema-session.js';
import { errorLine } from '../errors.js';

declare module './artifacts.js' {
  interface PageArtifacts {
    rendered: RenderedArtifact;
  }
}

interface Session {
  browser: Promise<RenderBrowser>;
  /** Pages of one audit render one after another: an audit holds one page of the browser at a time. */
  queue: Promise<unknown>;
  /** The audit's tab, kept for its next page while renders end cleanly (render/render-tab.ts). */
  tab: Promise<RenderTab> | null;
  /** The tab of the renders sent as the browsing agent profile does (its User-Agent), when its page differs. */
  agentTab: Promise<RenderTab> | null;
  /** The third-party requests the audit's pages spent together. */
  budget: RenderAuditBudget;
}

const sessions = new WeakMap<GatherContext, Session>();

async function openBrowser(browser: string): Promise<RenderBrowser> {
  const module = await import('../render/browser.js');
  return /^wss?:\/\//.test(browser) ? module.connectRenderBrowser(browser) : module.launchRenderBrowser(browser);
}

function sessionOf(ctx: GatherContext, browser: string): Session {
  let session = sessions.get(ctx);
  if (!session) {
    const opened = openBrowser(browser);
    opened.catch(() => undefined);
    session = { browser: opened, queue: Promise.resolve(), tab: null, agentTab: null, budget: { thirdPartyRequests: 0 } };
    sessions.set(ctx, session);
  }
  return session;
}

/** Ends the audit's browser connection (or the browser it launched); called once when the audit ends. */
export async function closeRenderSession(ctx: GatherContext): Promise<void> {
  const session = sessions.get(ctx);
  if (!session) return;
  sessions.delete(ctx);
  await Promise.all([closeTab(session, 'tab'), closeTab(session, 'agentTab')]);
  const browser = await session.browser.catch(() => null);
  await browser?.close();
}

type TabSlot = 'tab' | 'agentTab';

async function closeTab(session: Session, slot: TabSlot): Promise<void> {
  const tab = session[slot];
  session[slot] = null;
  if (!tab) return;
  // A renderer stuck in a script is killed with its context; a browser that does not answer even that is the pool's to replace.
  const closed = tab.then((opened) => opened.close()).catch(() => undefined);
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
}

/** Renders one page of the audit on its tab, opening one when there is none, and closing it after a render that went wrong. */
async function renderOnTab(session: Session, slot: TabSlot, browser: RenderBrowser, pageUrl: string, deps: RenderDeps, limits: RenderLimits): Promise<RenderedView> {
  if (!session[slot]) {
    const opened = openRenderTab(browser.browser, deps.userAgent);
    opened.catch(() => undefined);
    session[slot] = opened;
  }
  const tab = session[slot]!;
  try {
    const view = await renderPage(tab, pageUrl, deps, limits);
    if (!tabReusable(await tab, view)) await closeTab(session, slot);
    return view;
  } catch (error) {
    await closeTab(session, slot);
    throw error;
  }
}

export const renderedGatherer = definePageGatherer('rendered', async (ctx, pageUrl): Promise<RenderedArtifact> => {
  const setting = ctx.options.render;
  if (setting === null) return { measured: false, reason: 'Rendering was off for this audit, so only the raw HTML was judged.' };
  const page = await ctx.getPage('page', pageUrl);
  if (!page.isHtml || page.response === null) {
    return { measured: false, reason: 'The page did not answer an HTML document, so it was not rendered.' };
  }
  return renderAs(ctx, pageUrl, page.response, ctx.options.userAgent ?? USER_AGENT, 'tab');
});

/**
 * The page rendered as the browsing agent profile sends it: its User-Agent on every request of the render, from
 * `response`, the page as fetched with the profile's headers (agents/views.ts renders this only where that page
 * differs from the scanner's; otherwise the rendered view stands for it).
 */
export function renderAsAgent(ctx: GatherContext, pageUrl: string, response: FetchedResponse, userAgent: string): Promise<RenderedArtifact> {
  if (ctx.options.render === null) return Promise.resolve({ measured: false, reason: 'Rendering was off for this audit, so only the raw HTML was judged.' });
  return renderAs(ctx, pageUrl, response, userAgent, 'agentTab');
}

async function renderAs(ctx: GatherContext, pageUrl: string, rawResponse: FetchedResponse, userAgent: string, slot: TabSlot): Promise<RenderedArtifact> {
  const setting = ctx.options.render!;
  const session = sessionOf(ctx, setting.browser);
  let browser: RenderBrowser;
  try {
    browser = await session.browser;
  } catch (error) {
    return { measured: false, reason: `No browser could be started: ${errorLine(error, Infinity)}` };
  }
  const run = session.queue.then(() =>
    renderOnTab(session, slot, browser, pageUrl, { fetch: ctx.fetch, rawResponse, userAgent, ...(slot === 'agentTab' ? { agentUserAgent: userAgent } : {}), schemas: schemaSessionOf(ctx), auditBudget: session.budget }, { ...DEFAULT_RENDER_LIMITS, ...setting.limits }),
  );
  session.queue = run.catch(() => undefined);
  try {
    const view = await run;
    const stopped = browser.stoppedBecause?.() ?? null;
    return stopped === null ? view : { measured: false, reason: `The browser failed while rendering the page: ${stopped}` };
  } catch (error) {
    return { measured: false, reason: `The browser failed while rendering the page: ${browser.stoppedBecause?.() ?? errorLine(error, Infinity)}` };
  }
}

/**
 * Whether this page's rendered view was measured so that its checks judged it (a render that ran out of time before
 * its DOM could be read was not); never starts a render the page's checks did not ask for.
 */
export async function renderedMeasured(ctx: GatherContext, pageUrl: string): Promise<boolean> {
  if (ctx.options.render === null || !ctx.hasPage('rendered', pageUrl)) return false;
  return judgeableView(await ctx.getPage('rendered', pageUrl)) !== null;
}
