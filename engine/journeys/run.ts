// Journeys run per agent profile (issue 33 point 2): from the journey's start URL, breadth-first over what the
// profile's agent would reach (links in its view of each page, a linked llms.txt and the Markdown it lists, a
// sitemap only where the page or robots.txt points to it), at most JOURNEY_FETCH_BUDGET fetches per journey and
// profile, and at most JOURNEY_REQUESTS_PER_SCAN distinct requests for all the journeys of a scan. Found when the
// answer is in the profile's view of a page after its conversion and truncation (agents/page-view.ts, the one reading
// the agent views share). Every request goes through the audit's memoized fetcher: the same URL with the same headers
// is fetched once per audit. A journey stays on its site (issue 44 point 5): its start must keep the site's origin,
// and a page that ends on another origin is reported, never read as the site's.
import type { GatherContext } from '../gather/context.js';
import type { FetchedResponse, FetchRequest, FetchResult } from '../fetch/types.js';
import { isMarkdownType, looksLikeHtml } from '../parse/content-type.js';
import { robotsAllows } from '../parse/robots-txt.js';
import { judgeableView } from '../render/types.js';
import { auditReadings } from '../agents/audit-readings.js';
import { describeCut } from '../agents/conversion-budget.js';
import {
  BROWSER_PROFILE,
  charactersKept,
  convertFor,
  createPageReadings,
  failureOf,
  keptOf,
  profileHeaders,
  readBody,
  pricedOf,
  refusalOf,
  refusedPage,
  pricedReason,
  statusRefusal,
  type PageBody,
  type PageReadings,
  type ViewLink,
} from '../agents/page-view.js';
import { AGENT_PROFILES, type AgentProfile } from '../agents/profiles.js';
import { boundText } from '../report-bounds.js';
import { isBrokenStatus } from '../site/page-health.js';
import { thousands } from '../thousands.js';
import { compileJourneyAnswer, findJourneyAnswer, type AnswerMatcher, type PatternMeter } from './match.js';
import { journeyStartRefusal, JOURNEY_REQUESTS_PER_SCAN, type Journey, type JourneyCode, type JourneyProfileResult, type JourneyResult, type JourneyStep } from './journey.js';

export type { JourneyProfileResult, JourneyResult, JourneyStep } from './journey.js';
export type { ViewLink } from '../agents/page-view.js';

/** Fetches one journey may spend for one profile (issue 33: "at most 12 fetches per journey and profile"). */
export const JOURNEY_FETCH_BUDGET = 12;

/** Characters of what a profile received that a step keeps (a report holds up to 20 journeys × profiles × 12 steps). */
export const JOURNEY_STEP_EXCERPT = 200;

interface Visit {
  url: string;
  hops: number;
}

/**
 * What a profile received for one URL: its kept text and the pointers it can follow, or why it got nothing. The
 * built-in agent's journey runs browse through the same view (lib/agents/browser.ts), so an agent run and the
 * deterministic journey see the same text and links.
 */
export interface ProfileView {
  finalUrl: string;
  /** The HTTP status received, null when no response came. */
  status: number | null;
  /** True when the response was a challenge page (whatever its status). */
  challenged: boolean;
  blocked: string | null;
  /** Why it got nothing without paying: HTTP 402 (checks.md 2026-12d, priced is not refused); the owner's choice. */
  priced?: string;
  /**
   * Why it got nothing from a broken page (checks.md 2026-12c, broken is not blocked): the page answers 404, 410 or a
   * 5xx to this profile and to a browser alike, so no agent is refused there: "Broken link: … answers 404 to everyone."
   */
  broken?: string;
  /** Why nothing was measured here: our own limits (a timeout, a budget, no browser), not the site's answer. */
  unmeasured?: string;
  /** Text the profile keeps (after conversion and truncation). */
  kept: string;
  /** The whole page's text as the profile could find it on the page (visible text and alt text), for "beyond the truncation". */
  whole: string;
  limit: number | null;
  /** Raw HTML, for "only after JavaScript": the answer inside a script. */
  scripts: string;
  /** The pointers it can follow, each with its link text ('' where there is none). */
  links: ViewLink[];
  /** Where the conversion budget cut the page short (a sentence naming the budget), or null. */
  budget?: string | null;
}

function sameSite(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === origin;
  } catch {
    return false;
  }
}

function withoutFragment(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

const MARKDOWN_LINK = /(?:\[([^\]\n]*))?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|(https?:\/\/[^\s<>()"'\]]+)/g;

function textLinks(text: string, base: string): ViewLink[] {
  const out: ViewLink[] = [];
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    try {
      out.push({ url: new URL((match[2] ?? match[3])!, base).href, text: match[1] ?? '' });
    } catch {
      continue;
    }
  }
  return out;
}

const LOC = /<loc>\s*([^<\s]+)\s*<\/loc>/gi;

function isSitemapUrl(url: string): boolean {
  return /sitemap[^/]*\.xml$/i.test(new URL(url).pathname);
}

function sitemapLinks(text: string): ViewLink[] {
  return [...text.matchAll(LOC)].map((match) => ({ url: match[1]!.replace(/&amp;/g, '&'), text: '' }));
}

/** The request function a view is read through: the audit's memoized fetcher, or an agent run's own. */
export type ViewFetch = (request: FetchRequest) => Promise<FetchResult>;

/**
 * One URL as a non-browsing profile receives it: its headers, its conversion and truncation (page-view.ts), the links
 * it can follow. `readings` shares the reading of identical responses between calls (an audit's journeys and views, an
 * agent run's pages) and their conversion budget; without it each call reads alone.
 */
export async function receiveAsProfile(fetch: ViewFetch, profile: AgentProfile, url: string, readings: PageReadings = createPageReadings()): Promise<ProfileView> {
  const limit = charactersKept(profile);
  const nothing = { kept: '', whole: '', limit, scripts: '', links: [] as ViewLink[] };
  const result = await fetch({ url, cap: isSitemapUrl(url) ? 'sitemap' : 'html', headers: profileHeaders(profile) });
  if (!result.ok) {
    const failure = failureOf(result, url);
    // Out of time, or refused by the audit's own rules or budget: not the site's answer (engine/measured.ts).
    if (failure.own) return { finalUrl: url, status: null, challenged: false, blocked: failure.reason, unmeasured: failure.reason, ...nothing };
    return { finalUrl: url, status: null, challenged: false, blocked: failure.reason, ...nothing };
  }
  const response: FetchedResponse = result.response;
  const finalUrl = response.finalUrl;
  const status = response.status;
  // Interstitials only: a journey has no page without the profile's User-Agent to tell a page's own captcha widget by.
  const priced = pricedOf(response, null, finalUrl);
  if (priced) return { finalUrl, status, challenged: false, blocked: null, priced: priced.reason, ...nothing };
  const refusal = refusalOf(response, null, finalUrl);
  if (refusal?.cause === 'refused' && isBrokenStatus(status)) {
    // The same request the site scan's page health sends for a browser (site/page-health.ts): memoized, sent once.
    const browser = await fetch({ url, cap: 'html', headers: profileHeaders(BROWSER_PROFILE) });
    const browserStatus = browser.ok ? browser.response.status : null;
    if (isBrokenStatus(browserStatus)) return { finalUrl, status, challenged: false, blocked: null, broken: brokenLinkReason(finalUrl, status, browserStatus!), ...nothing };
  }
  if (refusal) return { finalUrl, status, challenged: refusal.cause === 'challenged', blocked: refusal.reason, ...nothing };
  if (isSitemapUrl(finalUrl) || /xml/.test(response.contentType)) {
    return { finalUrl, status, challenged: false, blocked: null, ...nothing, links: sitemapLinks(response.text) };
  }
  if (isMarkdownType(response.contentType) || !looksLikeHtml(response)) {
    const text = response.text;
    return { finalUrl, status, challenged: false, blocked: null, kept: limit === null ? text : text.slice(0, limit), whole: text, limit, scripts: '', links: textLinks(text, finalUrl) };
  }
  const body = readBody(readings, response);
  if (body.overCaps) {
    const failure = `Not measured at ${finalUrl}: the HTML is over the scanner's page structure caps, so it was not parsed.`;
    return { finalUrl, status, challenged: false, blocked: failure, unmeasured: failure, ...nothing };
  }
  const browserBody = async (): Promise<PageBody | null> => {
    const reference = await fetch({ url, cap: 'html', headers: profileHeaders(BROWSER_PROFILE) });
    return reference.ok && reference.response.status >= 200 && reference.response.status <= 299 && looksLikeHtml(reference.response) ? readBody(readings, reference.response) : null;
  };
  const refused = await refusedPage(body, status, browserBody);
  if (refused) return { finalUrl, status, challenged: false, blocked: `${refused.replace(/^Refused:/, `Refused at ${finalUrl}:`)}`, ...nothing };
  const converted = convertFor(readings, body, profile, 'kept');
  return {
    finalUrl,
    status,
    challenged: false,
    blocked: null,
    kept: keptOf(converted, limit),
    whole: body.whole,
    limit,
    scripts: body.scripts,
    links: body.links,
    budget: converted.cut ? describeCut(converted.cut) : null,
  };
}

/** "Broken link: https://example.com/pricing answers 404 to everyone." (the agent's and a browser's statuses named when they differ). */
export function brokenLinkReason(url: string, status: number, browserStatus: number): string {
  const answers = status === browserStatus ? `${status} to everyone` : `${status} to this agent and ${browserStatus} to a browser, broken for everyone`;
  return `Broken link: ${url} answers ${answers}.`;
}

async function receiveAsBrowser(ctx: GatherContext, url: string): Promise<ProfileView> {
  const nothing = { status: null, challenged: false, kept: '', whole: '', limit: null, scripts: '', links: [] as ViewLink[] };
  const rendered = await ctx.getPage('rendered', url).catch(() => null);
  const view = rendered ? judgeableView(rendered) : null;
  if (!rendered || !view) {
    // The browser is ours: a page it could not render was not measured.
    const failure = `The browser could not render ${url}.`;
    return { finalUrl: url, blocked: failure, unmeasured: failure, ...nothing };
  }
  const finalUrl = view.finalUrl || url;
  if (view.navigationError) return { finalUrl, blocked: `The browser could not load ${url}: ${view.navigationError}.`, ...nothing, status: view.status };
  if (view.status === 402) return { finalUrl, blocked: null, priced: pricedReason({ scheme: 'none', price: null }, url), ...nothing, status: view.status };
  if (view.status !== null && isBrokenStatus(view.status)) {
    // Broken for the scanner and a browser alike, as the site scan judges it (site/page-health.ts): not a refusal.
    const health = await ctx.getPage('pageHealth', url).catch(() => null);
    if (health?.broken) return { finalUrl, blocked: null, broken: brokenLinkReason(finalUrl, view.status, health.browserStatus ?? view.status), ...nothing, status: view.status };
  }
  if (view.status !== null && (view.status < 200 || view.status > 299)) return { finalUrl, blocked: statusRefusal(view.status, undefined, url), ...nothing, status: view.status };
  const text = view.snapshot.text;
  return { finalUrl, status: view.status, challenged: false, blocked: null, kept: text, whole: text, limit: null, scripts: '', links: view.snapshot.links.map((link) => ({ url: link, text: '' })) };
}

interface Miss {
  unmeasured: string | null;
  truncated: { url: string; at: number } | null;
  javascript: string | null;
  blocked: string[];
  /** Pages that asked this agent to pay (HTTP 402). */
  priced: string[];
  /** Pages that answer 404, 410 or a 5xx to everyone: broken links, not refusals. */
  broken: string[];
  offSite: string | null;
  exhausted: boolean;
}

/**
 * What each profile received at each URL, once per audit: every journey of a profile starts at the same pages and
 * follows the same links, and a view (its conversion to Markdown above all) is the costly part, so journeys after the
 * first of a profile reuse it. Keyed by what the view depends on (the request headers, the conversion and the
 * truncation), so profiles that fetch and convert alike share one too. Each journey still counts every URL it visits
 * against its own budget, and every distinct request counts once against the scan's (JOURNEY_REQUESTS_PER_SCAN).
 */
interface ViewCache {
  views: Map<string, Promise<ProfileView>>;
  readings: PageReadings;
  /** The distinct requests (URL and headers) the journeys have asked for. */
  requested: Set<string>;
  /** The CPU the audit's answer patterns have spent. */
  meter: PatternMeter;
}

/** The audit's fetcher, refusing a request past the scan's journey request budget (our own limit: not measured). */
function budgetedFetch(ctx: GatherContext, views: ViewCache): ViewFetch {
  return (request) => {
    const key = `${request.url}\n${JSON.stringify(request.headers ?? {})}`;
    if (!views.requested.has(key)) {
      if (views.requested.size >= JOURNEY_REQUESTS_PER_SCAN) {
        const message = `Not sent: the scan's journeys had sent their ${thousands(JOURNEY_REQUESTS_PER_SCAN)} requests (the per-scan budget).`;
        return Promise.resolve({ ok: false, error: { code: 'refused', rule: 'journey-request-budget', message, url: request.url, redirects: [] } });
      }
      views.requested.add(key);
    }
    return ctx.fetch(request);
  };
}

function viewOf(ctx: GatherContext, views: ViewCache, profile: AgentProfile, url: string): Promise<ProfileView> {
  if (profile.id === 'browser') return receiveAsBrowser(ctx, url);
  const key = `${JSON.stringify(profileHeaders(profile))}\n${profile.conversion.value}\n${String(profile.charactersKept.value)}\n${url}`;
  let view = views.views.get(key);
  if (!view) {
    view = receiveAsProfile(budgetedFetch(ctx, views), profile, url, views.readings);
    views.views.set(key, view);
  }
  return view;
}

async function runForProfile(ctx: GatherContext, views: ViewCache, profile: AgentProfile, start: string, origin: string, matcher: AnswerMatcher): Promise<JourneyProfileResult> {
  const robots = profile.obeysRobots.value === true && profile.robotsToken ? await ctx.get('robots').catch(() => null) : null;
  const queue: Visit[] = [{ url: start, hops: 0 }];
  const queued = new Set([withoutFragment(start)]);
  const path: string[] = [];
  const read: string[] = [];
  const steps: JourneyStep[] = [];
  const miss: Miss = { unmeasured: null, truncated: null, javascript: null, blocked: [], priced: [], broken: [], offSite: null, exhausted: false };
  const enqueue = (url: string, hops: number) => {
    if (!sameSite(url, origin)) return;
    const key = withoutFragment(url);
    if (queued.has(key)) return;
    queued.add(key);
    queue.push({ url: key, hops });
  };
  // robots.txt's Sitemap lines are a pointer a generic agent may read; they come after the start page's own links.
  const robotsSitemaps = profile.id === 'browser' ? [] : ((await ctx.get('robots').catch(() => null))?.sitemaps ?? []);
  let fetches = 0;
  while (queue.length > 0) {
    if (fetches >= JOURNEY_FETCH_BUDGET) {
      miss.exhausted = true;
      break;
    }
    const visit = queue.shift()!;
    if (robots && profile.robotsToken && !robotsAllows(robots, profile.robotsToken, visit.url).allowed) {
      miss.blocked.push(`robots.txt disallows ${visit.url} to ${profile.robotsToken}, which obeys it.`);
      continue;
    }
    fetches += 1;
    path.push(visit.url);
    const received = await viewOf(ctx, views, profile, visit.url);
    const step = { url: visit.url, finalUrl: received.finalUrl, status: received.status, kept: received.kept.length };
    if (received.unmeasured) {
      miss.unmeasured ??= received.unmeasured;
      steps.push({ ...step, verdict: 'not-measured', excerpt: boundExcerpt(received.unmeasured) });
      continue;
    }
    if (!sameSite(received.finalUrl, origin)) {
      // Redirected off the site: another origin's page is never read (nor credited) as the site's.
      const left = `Left the site: ${visit.url} ended at ${received.finalUrl}, on another origin than ${origin}; not read as the site's page.`;
      miss.offSite ??= left;
      steps.push({ ...step, kept: 0, verdict: 'off-site', excerpt: boundExcerpt(left) });
      continue;
    }
    if (received.priced) {
      miss.priced.push(received.priced);
      steps.push({ ...step, verdict: 'pay', excerpt: boundExcerpt(received.priced) });
      continue;
    }
    if (received.broken) {
      miss.broken.push(received.broken);
      steps.push({ ...step, verdict: 'broken-link', excerpt: boundExcerpt(received.broken) });
      continue;
    }
    if (received.blocked) {
      miss.blocked.push(received.blocked);
      steps.push({ ...step, verdict: 'blocked', excerpt: boundExcerpt(received.blocked) });
      continue;
    }
    read.push(visit.url);
    // An answer only a script's source holds (turndown keeps script text) is not on the page for a non-JS agent.
    const onPage = matcher.find(received.whole);
    const bounded = matcher.limited;
    const found = onPage ? findJourneyAnswer(received.kept, matcher) : null;
    if (found) {
      steps.push({ ...step, verdict: 'answer', excerpt: boundExcerpt(found.quote) });
      const where = visit.hops === 0 ? 'on the start page' : `${visit.hops} link${visit.hops === 1 ? '' : 's'} from the start page`;
      return { profile: profile.id, found: true, hops: visit.hops, url: received.finalUrl, quote: found.quote, reason: `Found ${where}, at ${received.finalUrl}, after ${fetches} fetch${fetches === 1 ? '' : 'es'}.`, code: null, path, steps };
    }
    // Not found where the scanner's own budgets left part of the page unread: not measured there.
    const unread = !onPage && bounded ? `Not measured at ${received.finalUrl}: ${bounded}.` : onPage && received.limit === null && received.budget ? `Not measured at ${received.finalUrl}: the answer is on the page, past what the conversion budget converted. ${received.budget}` : null;
    if (unread) {
      miss.unmeasured ??= unread;
      steps.push({ ...step, verdict: 'not-measured', excerpt: boundExcerpt(unread) });
    } else {
      const truncated = received.limit !== null && onPage;
      const javascript = Boolean(received.scripts) && matcher.find(received.scripts);
      if (!miss.truncated && truncated) miss.truncated = { url: received.finalUrl, at: received.limit! };
      if (!miss.javascript && javascript) miss.javascript = received.finalUrl;
      steps.push({ ...step, verdict: truncated ? 'beyond-truncation' : javascript ? 'javascript-only' : 'read', excerpt: boundExcerpt(received.kept) });
    }
    for (const link of received.links) enqueue(link.url, visit.hops + 1);
    if (visit.hops === 0) for (const sitemap of robotsSitemaps) enqueue(sitemap, 1);
  }
  const result: JourneyProfileResult = { profile: profile.id, found: false, hops: null, url: null, quote: null, path, steps, ...explainMiss(miss) };
  pagesRead.set(result, read);
  if (result.reason === miss.offSite) leftTheSite.add(result);
  return result;
}

function boundExcerpt(text: string): string {
  return boundText(text.replace(/\s+/g, ' ').trim(), JOURNEY_STEP_EXCERPT);
}

function explainMiss(miss: Miss): { reason: string; code: JourneyCode } {
  // A step our own limits left unmeasured may have held the answer: not found is not known, so no verdict on the site.
  if (miss.unmeasured) return { code: 'journey.not-measured', reason: `Not measured: ${miss.unmeasured} That is the scan's own limit, not the site's answer.` };
  if (miss.truncated) {
    return { code: 'journey.truncated', reason: `The answer is at ${miss.truncated.url}, beyond this agent's truncation at character ${thousands(miss.truncated.at)}.` };
  }
  if (miss.javascript) return { code: 'journey.javascript', reason: `The answer at ${miss.javascript} exists only after JavaScript runs, which this agent does not do.` };
  if (miss.blocked.length > 0) return { code: 'journey.blocked', reason: `Blocked: ${miss.blocked[0]}` };
  // Asked to pay is the owner's choice (checks.md 2026-12d): its own code, never journey.blocked.
  if (miss.priced.length > 0) return { code: 'journey.pay', reason: `${miss.priced[0]}${miss.priced.length > 1 ? ` (${miss.priced.length} pages asked it to pay)` : ''}` };
  // Broken is not blocked (checks.md 2026-12c): a page nobody gets is the site's broken link, never a refusal.
  if (miss.broken.length > 0) return { code: 'journey.broken-link', reason: `${miss.broken[0]}${miss.broken.length > 1 ? ` (${miss.broken.length} broken links on its path)` : ''}` };
  if (miss.offSite) return { code: 'journey.unreachable', reason: miss.offSite };
  if (miss.exhausted) return { code: 'journey.unreachable', reason: `The answer is on no page this agent reached within ${JOURNEY_FETCH_BUDGET} fetches.` };
  return { code: 'journey.not-found', reason: 'The answer is on no page this agent could reach.' };
}

/** Where the scanner saw the answer on a page no profile reached: a sitemap page (read as the scanner reads it). */
async function scannerSighting(ctx: GatherContext, matcher: AnswerMatcher, visited: ReadonlySet<string>): Promise<string | null> {
  const sitemap = await ctx.get('sitemap').catch(() => null);
  if (!sitemap) return null;
  const unvisited = sitemap.urls.filter((url) => !visited.has(url)).slice(0, JOURNEY_FETCH_BUDGET);
  for (const url of unvisited) {
    const page = await ctx.getPage('page', url).catch(() => null);
    const text = page?.$ ? page.$.root().text() : (page?.response?.text ?? '');
    if (matcher.find(text)) return url;
  }
  return null;
}

/**
 * "Answer only after JavaScript" without a script holding the answer (a page that fetches it after loading): where the
 * audit rendered a page a non-JS profile read without finding the answer, and the rendered text holds it, the profile
 * missed it for want of JavaScript. Only pages already rendered are compared (the browsing profile's path), so this
 * adds no render.
 */
/** The pages a profile received (not refused) on its path, for compareWithRendered; internal to one run. */
const pagesRead = new WeakMap<JourneyProfileResult, string[]>();
/** The results whose reason is that the journey left the site: kept as they are, whatever other profiles found. */
const leftTheSite = new WeakSet<JourneyProfileResult>();

async function compareWithRendered(ctx: GatherContext, matcher: AnswerMatcher, results: JourneyProfileResult[]): Promise<void> {
  if (ctx.options.render === null) return;
  const rendered = new Map<string, boolean>();
  const holds = async (url: string): Promise<boolean> => {
    if (!rendered.has(url)) {
      const page = ctx.hasPage('rendered', url) ? await ctx.getPage('rendered', url).catch(() => null) : null;
      const view = page ? judgeableView(page) : null;
      rendered.set(url, view !== null && !view.navigationError && matcher.find(view.snapshot.text) !== null);
    }
    return rendered.get(url)!;
  };
  for (const result of results) {
    // A truncation is the nearer cause (explainMiss's order); a script-held answer is already told.
    if (result.found || result.profile === 'browser' || result.code === 'journey.truncated' || result.code === 'journey.javascript') continue;
    for (const url of pagesRead.get(result) ?? []) {
      if (!(await holds(url))) continue;
      result.code = 'journey.javascript';
      result.reason = `The answer at ${url} exists only after JavaScript runs (the rendered page holds it), which this agent does not do.`;
      break;
    }
  }
}

/** Runs every journey for every user-triggered profile (the browsing one only when the audit renders pages). */
export async function runJourneys(ctx: GatherContext, startUrl: string, journeys: readonly Journey[]): Promise<JourneyResult[]> {
  const profiles = AGENT_PROFILES.filter((profile) => profile.runsJavaScript.value !== true || ctx.options.render !== null);
  const views: ViewCache = { views: new Map(), readings: auditReadings(ctx), requested: new Set(), meter: { spentMs: 0 } };
  // The site's origin is where its start page ends (a site that redirects its address to https or www is that site).
  const scanned = await ctx.getPage('page', startUrl).catch(() => null);
  const site = scanned?.response ? new URL(scanned.response.finalUrl).origin : new URL(startUrl).origin;
  // Journeys run side by side (each profile's walk is sequential and deterministic; the fetcher's per-origin limit
  // bounds the requests in flight), so a scan waits for the longest walk, not for their sum.
  return Promise.all(journeys.map((journey) => runJourney(ctx, views, profiles, startUrl, site, journey)));
}

async function runJourney(ctx: GatherContext, views: ViewCache, profiles: readonly AgentProfile[], startUrl: string, site: string, journey: Journey): Promise<JourneyResult> {
  // Checked again here, whatever let it through (a config file, an older row): a start that leaves the site is not run.
  const notRun = (reason: string): JourneyResult => ({
    name: journey.name,
    question: journey.question,
    results: profiles.map((profile) => ({ profile: profile.id, found: false, hops: null, url: null, quote: null, reason, code: 'journey.not-measured', path: [], steps: [] })),
  });
  const leaves = journey.start !== undefined ? journeyStartRefusal(journey.start, `${site}/`) : null;
  if (leaves !== null) return notRun(`Not measured: the journey's start "${boundText(journey.start!, 200)}" does not stay on the site (${leaves}); a journey is only run on its site.`);
  let matcher: AnswerMatcher;
  try {
    matcher = await compileJourneyAnswer(journey.answer, views.meter);
  } catch (error) {
    // A pattern the services would have refused when it was saved (the engine's own callers may pass anything).
    return notRun(`Not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
  const start = journey.start ? new URL(journey.start, `${site}/`).href : startUrl;
  const results = await Promise.all(profiles.map((profile) => runForProfile(ctx, views, profile, start, site, matcher)));
  await compareWithRendered(ctx, matcher, results);
  if (results.some((result) => result.code === 'journey.not-found' || result.code === 'journey.unreachable')) {
    const foundBy = results.find((result) => result.found);
    const visited = new Set(results.flatMap((result) => result.path));
    const seen = foundBy ? null : await scannerSighting(ctx, matcher, visited);
    for (const result of results) {
      if ((result.code !== 'journey.not-found' && result.code !== 'journey.unreachable') || leftTheSite.has(result)) continue;
      if (foundBy) {
        result.code = 'journey.unreachable';
        result.reason = `The answer is at ${foundBy.url} (${foundBy.profile} reached it), a page this agent cannot reach within ${JOURNEY_FETCH_BUDGET} fetches.`;
      } else if (seen) {
        result.code = 'journey.unreachable';
        result.reason = `The answer is at ${seen}, in the sitemap, linked from nowhere this agent reads.`;
      } else {
        result.code = 'journey.not-found';
        result.reason = 'The answer is not on any page the scan read.';
      }
    }
  }
  return { name: journey.name, question: journey.question, results };
}
