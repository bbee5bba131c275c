// Journeys run per agent profile (issue 33 point 2): from the journey's start URL, breadth-first over what the
// profile's agent would reach (links in its view of each page, a linked llms.txt and the Markdown it lists, a
// sitemap only where the page or robots.txt points to it), at most JOURNEY_FETCH_BUDGET fetches per journey and
// profile. Found when the answer is in the profile's view of a page after its conversion and truncation. Every
// request goes through the audit's memoized fetcher: the same URL with the same headers is fetched once per audit.
import type { CheerioAPI } from 'cheerio';
import type { GatherContext } from '../gather/context.js';
import type { FetchedResponse, FetchRequest, FetchResult } from '../fetch/types.js';
import { challengeMarkersIn, interstitialsAmong } from '../parse/bot-challenge.js';
import { isMarkdownType, looksLikeHtml } from '../parse/content-type.js';
import { loadLeanDocument } from '../parse/lean-dom.js';
import { robotsAllows } from '../parse/robots-txt.js';
import { queryAll } from '../parse/select.js';
import { judgeableView } from '../render/types.js';
import { convertWithMain, mainContentRange, toMarkdown } from '../agents/convert.js';
import { AGENT_PROFILES, type AgentProfile, type AgentProfileId } from '../agents/profiles.js';
import { isOwnLimit } from '../measured.js';
import { boundText } from '../report-bounds.js';
import { thousands } from '../thousands.js';
import { compileJourneyAnswer, findJourneyAnswer, type AnswerMatcher } from './match.js';
import type { Journey, JourneyCode, JourneyStepVerdict } from './journey.js';

/** Fetches one journey may spend for one profile (issue 33: "at most 12 fetches per journey and profile"). */
export const JOURNEY_FETCH_BUDGET = 12;

/** Characters of what a profile received that a step keeps (a report holds up to 20 journeys × profiles × 12 steps). */
export const JOURNEY_STEP_EXCERPT = 200;

export interface JourneyStep {
  /** The URL fetched (the page it ended at, after redirects, when that differs: `finalUrl`). */
  url: string;
  finalUrl: string;
  /** The HTTP status this profile received; null when no response came (or the browser gave none). */
  status: number | null;
  verdict: JourneyStepVerdict;
  /** Characters of text this profile keeps from the page (after its conversion and truncation). */
  kept: number;
  /** The quoted answer where found; else the start of what the profile kept (at most 200 characters), or why it got nothing. */
  excerpt: string;
}


export interface JourneyProfileResult {
  profile: AgentProfileId;
  found: boolean;
  /** Links followed from the start page to the page with the answer (0: the start page); null when not found. */
  hops: number | null;
  url: string | null;
  quote: string | null;
  /** One sentence: where the answer was found, or what stopped this agent. */
  reason: string;
  /** A finding code when not found, null when found. */
  code: JourneyCode | null;
  /** The URLs this profile fetched, in order. */
  path: string[];
  /** What this profile received at each URL of `path`, in the same order. */
  steps: JourneyStep[];
}

export interface JourneyResult {
  name: string;
  question: string;
  results: JourneyProfileResult[];
}

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
  /** Why nothing was measured here: our own limits (a timeout, the request budget, no browser), not the site's answer. */
  unmeasured?: string;
  /** Text the profile keeps (after conversion and truncation). */
  kept: string;
  /** The whole page's text as the profile converts it (for "beyond the truncation"), as far as was converted. */
  whole: string;
  limit: number | null;
  /** Raw HTML, for "only after JavaScript": the answer inside a script. */
  scripts: string;
  /** The pointers it can follow, each with its link text ('' where there is none). */
  links: ViewLink[];
}

export interface ViewLink {
  url: string;
  text: string;
}

function headersOf(profile: AgentProfile): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': profile.userAgents[0]!.userAgent };
  if (profile.accept.value !== 'unknown') headers.accept = profile.accept.value;
  return headers;
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

function htmlLinks($: CheerioAPI, base: string): ViewLink[] {
  const out: ViewLink[] = [];
  for (const element of queryAll($, 'a[href], link[rel~="alternate" i][href], link[rel~="llms" i][href], link[rel~="sitemap" i][href]')) {
    const href = (element as { attribs?: Record<string, string> }).attribs?.href;
    if (!href) continue;
    try {
      out.push({ url: new URL(href, base).href, text: $(element as never).text().replace(/\s+/g, ' ').trim() });
    } catch {
      continue;
    }
  }
  return out;
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

function scriptText($: CheerioAPI): string {
  return queryAll($, 'script')
    .map((element) => $(element as never).text())
    .join('\n');
}

/** The request function a view is read through: the audit's memoized fetcher, or an agent run's own. */
export type ViewFetch = (request: FetchRequest) => Promise<FetchResult>;

/**
 * An HTML page as every profile reads it, worked out once per response text: profiles that send different headers
 * mostly receive the same page, and parsing it (and each distinct conversion) is what a journey costs. The DOM is read
 * here and then dropped; conversions work on strings and are kept per conversion and truncation.
 */
interface ParsedHtml {
  links: ViewLink[];
  scripts: string;
  range: { start: number; end: number } | null;
  /** The main content's HTML (for main-to-markdown), null without a main content range. */
  mainSource: string | null;
  whole: string;
  /** What each conversion keeps, by `${conversion}\n${limit}`. */
  kept: Map<string, string>;
}

/** Parsed pages shared by the views of one audit's journeys, by final URL (links resolve against it), then by response text. */
export type ParsedPages = Map<string, Map<string, ParsedHtml | null>>;

function parseHtml(text: string, finalUrl: string): ParsedHtml | null {
  const { $ } = loadLeanDocument(text);
  if ($ === null) return null;
  const links = htmlLinks($, finalUrl);
  const scripts = scriptText($);
  const range = mainContentRange($, text);
  const mainSource = range === null ? null : range.element ? $.html(range.element as never) : text.slice(range.start, range.end);
  // The page's visible text, for "beyond the truncation": what scripts and styles hold is no page text.
  $('script, style, noscript, template').remove();
  const whole = $.root().text();
  return { links, scripts, range: range && { start: range.start, end: range.end }, mainSource, whole, kept: new Map() };
}

function keptBy(page: ParsedHtml, text: string, profile: AgentProfile, limit: number | null): string {
  const main = profile.conversion.value === 'main-to-markdown';
  const key = `${main ? 'main' : 'page'}\n${limit}`;
  let kept = page.kept.get(key);
  if (kept === undefined) {
    kept = '';
    if (page.range !== null && main) {
      const markdown = toMarkdown(page.mainSource!);
      kept = limit === null ? markdown : markdown.slice(0, limit);
    } else if (page.range !== null) {
      kept = limit === null ? toMarkdown(text) : convertWithMain(text, page.range, limit).markdown.slice(0, limit);
    }
    page.kept.set(key, kept);
  }
  return kept;
}

/**
 * One URL as a non-browsing profile receives it: its headers, its conversion and truncation, the links it can follow.
 * `pages` shares the parsing of identical responses between calls (an audit's journeys); without it each call parses.
 */
export async function receiveAsProfile(fetch: ViewFetch, profile: AgentProfile, url: string, pages: ParsedPages = new Map()): Promise<ProfileView> {
  const limit = typeof profile.charactersKept.value === 'number' ? profile.charactersKept.value : null;
  const nothing = { kept: '', whole: '', limit, scripts: '', links: [] as ViewLink[] };
  const result = await fetch({ url, cap: isSitemapUrl(url) ? 'sitemap' : 'html', headers: headersOf(profile) });
  if (!result.ok) {
    const failure = `No answer from ${url}: ${result.error.code} (${result.error.message}).`;
    // Out of time, or refused by the audit's own rules or budget: not the site's answer (engine/measured.ts).
    if (isOwnLimit(result.error)) return { finalUrl: url, status: null, challenged: false, blocked: failure, unmeasured: failure, ...nothing };
    return { finalUrl: url, status: null, challenged: false, blocked: failure, ...nothing };
  }
  const response: FetchedResponse = result.response;
  const finalUrl = response.finalUrl;
  const status = response.status;
  const markers = interstitialsAmong(challengeMarkersIn(response.text, response.headers));
  if (markers.length > 0) return { finalUrl, status, challenged: true, blocked: `Challenged at ${finalUrl}: ${markers.join(', ')} (HTTP ${response.status}).`, ...nothing };
  if (response.status < 200 || response.status > 299) {
    return { finalUrl, status, challenged: false, blocked: `Refused at ${finalUrl}: HTTP ${response.status}${response.status === 403 ? ' (forbidden to this User-Agent)' : ''}.`, ...nothing };
  }
  if (isSitemapUrl(finalUrl) || /xml/.test(response.contentType)) {
    return { finalUrl, status, challenged: false, blocked: null, ...nothing, links: sitemapLinks(response.text) };
  }
  if (isMarkdownType(response.contentType) || !looksLikeHtml(response)) {
    const text = response.text;
    return { finalUrl, status, challenged: false, blocked: null, kept: limit === null ? text : text.slice(0, limit), whole: text, limit, scripts: '', links: textLinks(text, finalUrl) };
  }
  let byText = pages.get(finalUrl);
  if (!byText) pages.set(finalUrl, (byText = new Map()));
  if (!byText.has(response.text)) byText.set(response.text, parseHtml(response.text, finalUrl));
  const page = byText.get(response.text)!;
  if (page === null) return { finalUrl, status, challenged: false, blocked: `The HTML at ${finalUrl} is over the structure caps: no agent can read it whole.`, ...nothing };
  return { finalUrl, status, challenged: false, blocked: null, kept: keptBy(page, response.text, profile, limit), whole: page.whole, limit, scripts: page.scripts, links: page.links };
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
  if (view.navigationError) return { finalUrl: url, blocked: `The browser could not load ${url}: ${view.navigationError}.`, ...nothing, status: view.status };
  if (view.status !== null && (view.status < 200 || view.status > 299)) return { finalUrl: url, blocked: `Refused at ${url}: HTTP ${view.status}.`, ...nothing, status: view.status };
  const text = view.snapshot.text;
  return { finalUrl: url, status: view.status, challenged: false, blocked: null, kept: text, whole: text, limit: null, scripts: '', links: view.snapshot.links.map((link) => ({ url: link, text: '' })) };
}

interface Miss {
  unmeasured: string | null;
  truncated: { url: string; at: number } | null;
  javascript: string | null;
  blocked: string[];
  exhausted: boolean;
}

/**
 * What each profile received at each URL, once per audit: every journey of a profile starts at the same pages and
 * follows the same links, and a view (its conversion to Markdown above all) is the costly part, so journeys after the
 * first of a profile reuse it. Keyed by what the view depends on (the request headers, the conversion and the
 * truncation), so profiles that fetch and convert alike share one too. Each journey still counts every URL it visits
 * against its own budget.
 */
interface ViewCache {
  views: Map<string, Promise<ProfileView>>;
  pages: ParsedPages;
}

function viewOf(ctx: GatherContext, views: ViewCache, profile: AgentProfile, url: string): Promise<ProfileView> {
  if (profile.id === 'browser') return receiveAsBrowser(ctx, url);
  const key = `${JSON.stringify(headersOf(profile))}\n${profile.conversion.value}\n${String(profile.charactersKept.value)}\n${url}`;
  let view = views.views.get(key);
  if (!view) {
    view = receiveAsProfile((request) => ctx.fetch(request), profile, url, views.pages);
    views.views.set(key, view);
  }
  return view;
}

async function runForProfile(ctx: GatherContext, views: ViewCache, profile: AgentProfile, start: string, matcher: AnswerMatcher): Promise<JourneyProfileResult> {
  const origin = new URL(start).origin;
  const robots = profile.obeysRobots.value === true && profile.robotsToken ? await ctx.get('robots').catch(() => null) : null;
  const queue: Visit[] = [{ url: start, hops: 0 }];
  const queued = new Set([withoutFragment(start)]);
  const path: string[] = [];
  const read: string[] = [];
  const steps: JourneyStep[] = [];
  const miss: Miss = { unmeasured: null, truncated: null, javascript: null, blocked: [], exhausted: false };
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
      steps.push({ ...step, verdict: 'not-measured', excerpt: received.unmeasured });
      continue;
    }
    if (received.blocked) {
      miss.blocked.push(received.blocked);
      steps.push({ ...step, verdict: 'blocked', excerpt: received.blocked });
      continue;
    }
    read.push(visit.url);
    // An answer only a script's source holds (turndown keeps script text) is not on the page for a non-JS agent.
    const found = matcher.find(received.whole) ? findJourneyAnswer(received.kept, matcher) : null;
    if (found) {
      steps.push({ ...step, verdict: 'answer', excerpt: boundExcerpt(found.quote) });
      const where = visit.hops === 0 ? 'on the start page' : `${visit.hops} link${visit.hops === 1 ? '' : 's'} from the start page`;
      return { profile: profile.id, found: true, hops: visit.hops, url: received.finalUrl, quote: found.quote, reason: `Found ${where}, at ${received.finalUrl}, after ${fetches} fetch${fetches === 1 ? '' : 'es'}.`, code: null, path, steps };
    }
    const truncated = received.limit !== null && matcher.find(received.whole);
    const javascript = Boolean(received.scripts) && matcher.find(received.scripts);
    if (!miss.truncated && truncated) miss.truncated = { url: received.finalUrl, at: received.limit! };
    if (!miss.javascript && javascript) miss.javascript = received.finalUrl;
    steps.push({ ...step, verdict: truncated ? 'beyond-truncation' : javascript ? 'javascript-only' : 'read', excerpt: boundExcerpt(received.kept) });
    for (const link of received.links) enqueue(link.url, visit.hops + 1);
    if (visit.hops === 0) for (const sitemap of robotsSitemaps) enqueue(sitemap, 1);
  }
  const result: JourneyProfileResult = { profile: profile.id, found: false, hops: null, url: null, quote: null, path, steps, ...explainMiss(miss) };
  pagesRead.set(result, read);
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
  const views: ViewCache = { views: new Map(), pages: new Map() };
  // Journeys run side by side (each profile's walk is sequential and deterministic; the fetcher's per-origin limit
  // bounds the requests in flight), so a scan waits for the longest walk, not for their sum.
  return Promise.all(journeys.map((journey) => runJourney(ctx, views, profiles, startUrl, journey)));
}

async function runJourney(ctx: GatherContext, views: ViewCache, profiles: readonly AgentProfile[], startUrl: string, journey: Journey): Promise<JourneyResult> {
  const matcher = await compileJourneyAnswer(journey.answer);
  const start = journey.start ? new URL(journey.start, startUrl).href : startUrl;
  const results = await Promise.all(profiles.map((profile) => runForProfile(ctx, views, profile, start, matcher)));
  await compareWithRendered(ctx, matcher, results);
  if (results.some((result) => result.code === 'journey.not-found' || result.code === 'journey.unreachable')) {
    const foundBy = results.find((result) => result.found);
    const visited = new Set(results.flatMap((result) => result.path));
    const seen = foundBy ? null : await scannerSighting(ctx, matcher, visited);
    for (const result of results) {
      if (result.code !== 'journey.not-found' && result.code !== 'journey.unreachable') continue;
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
