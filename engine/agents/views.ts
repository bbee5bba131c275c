// Agent views (checks.md, "Agent outcomes", Agent views): what each agent profile receives for a page, and one
// verdict. Every request goes through the audit's one SSRF-safe fetcher, memoized on its headers: profiles that send
// the same headers share one request, and a profile's request equal to one the gather step made is not sent again.
// That holds for the Markdown alternate a profile follows too (checks.md: Codex follows rel="alternate"
// type="text/markdown"): fetched once per audit and header set, whichever page or profile links it.
import type { CheerioAPI } from 'cheerio';
import type { Document } from 'domhandler';
import { definePageGatherer, type GatherContext } from '../gather/context.js';
import { renderAsAgent } from '../gather/rendered.js';
import type { FetchResult, FetchedResponse } from '../fetch/types.js';
import { challengeMarkersIn, interstitialsAmong } from '../parse/bot-challenge.js';
import { hasMarkdownBody, isMarkdownType, looksLikeHtml } from '../parse/content-type.js';
import { loadLeanDocument } from '../parse/lean-dom.js';
import { NO_CONTENT_CHARACTERS, textWithoutPlaceholders } from '../parse/placeholder-text.js';
import { robotsAllows } from '../parse/robots-txt.js';
import { queryAll } from '../parse/select.js';
import { judgeableView, type RenderedArtifact } from '../render/types.js';
import { thousands } from '../thousands.js';
import { convertPageAroundMain, convertWithMain, elementToMarkdownUpTo, headToMarkdown, mainContentRange, toMarkdownUpTo } from './convert.js';
import { AGENT_PROFILES, type AgentProfile, type AgentProfileId } from './profiles.js';
import type { AgentCause, AgentVerdict, AgentView } from './types.js';

declare module '../gather/artifacts.js' {
  interface PageArtifacts {
    agentViews: AgentView[];
  }
}

/** Characters of each view's text kept in the report (the full text is the agent's, not the report's). */
export const VIEW_EXCERPT_CHARACTERS = 600;
/** HTML converted for the excerpt of a view that keeps everything. */
const EXCERPT_SOURCE_CHARACTERS = 20_000;
/** A non-JavaScript view with under this share of the rendered page's text misses what scripts add. */
const SCRIPT_SHARE = 0.5;

interface Received {
  result: FetchResult | null;
  response: FetchedResponse | null;
}

/** One parsed copy of each distinct body the profiles received (most sites send every profile the same page). */
interface ParsedBody {
  $: CheerioAPI | null;
  text: string;
  /** Each conversion of this body, once per kind and limit: turndown is most of an audit's CPU, and most profiles
   *  ask for the same conversion of the same page (five keep everything and convert only the excerpt). */
  conversions: Map<string, unknown>;
}

export const agentViewsGatherer = definePageGatherer('agentViews', async (ctx, pageUrl) => {
  const [page, robots] = await Promise.all([ctx.getPage('page', pageUrl), ctx.get('robots').catch(() => null)]);
  const parsed = new Map<string, ParsedBody>();
  const parse = (response: FetchedResponse): ParsedBody => {
    let body = parsed.get(response.text);
    if (!body) {
      // The page the gather step parsed is not parsed again, over its structure caps included (its $ is then null).
      const $ = page.response && page.response.text === response.text ? page.$ : loadLeanDocument(response.text).$;
      body = { $, text: $ ? textWithoutPlaceholders($) : '', conversions: new Map() };
      parsed.set(response.text, body);
    }
    return body;
  };
  const reference = page.response && page.$ ? challengeMarkersIn(page.response.text, page.response.headers) : [];
  const rendered = ctx.options.render === null ? null : await ctx.getPage('rendered', pageUrl).catch(() => null);
  const renderedText = rendered ? (judgeableView(rendered)?.snapshot.text ?? null) : null;

  return Promise.all(
    AGENT_PROFILES.map(async (profile): Promise<AgentView> => {
      const base = baseView(profile, pageUrl);
      if (profile.runsJavaScript.value === true) return browserProfileView(base, ctx, profile, page.response, rendered);
      let robotsDecision: AgentView['robots'] = null;
      if (profile.obeysRobots.value === true && profile.robotsToken && robots) {
        const verdict = robotsAllows(robots, profile.robotsToken, pageUrl);
        robotsDecision = { allowed: verdict.allowed, line: verdict.line, rule: verdict.rule };
        if (!verdict.allowed) {
          const why = robots.kind === 'unreachable' ? 'robots.txt is unreachable, which RFC 9309 reads as disallowing everything' : `robots.txt line ${verdict.line}: ${verdict.rule}`;
          return { ...base, robots: robotsDecision, ...decide('blocked', 'disallowed', `${profile.robotsToken} obeys robots.txt and may not fetch this page (${why}); it sends no request.`) };
        }
      }
      const received = await receive(ctx, profile, pageUrl);
      // No profile that follows Markdown alternates is documented to obey robots.txt, so the alternate is not asked about.
      const follow = (url: string) => receive(ctx, profile, url);
      return { ...base, robots: robotsDecision, ...(await judgeReceived(profile, received, reference, parse, renderedText, follow)) };
    }),
  );
});

function baseView(profile: AgentProfile, url: string): AgentView {
  return {
    profile: profile.id,
    url,
    userAgent: profile.userAgents[0]!.userAgent,
    status: null,
    challenge: [],
    robots: null,
    markdown: 'none',
    textLength: 0,
    kept: 0,
    mainShare: 0,
    excerpt: '',
    verdict: null,
    cause: 'not-measured',
    reason: '',
  };
}

function decide(verdict: AgentVerdict, cause: AgentCause, reason: string): Pick<AgentView, 'verdict' | 'cause' | 'reason'> {
  return { verdict, cause, reason };
}

async function receive(ctx: GatherContext, profile: AgentProfile, url: string): Promise<Received> {
  const headers: Record<string, string> = { 'user-agent': profile.userAgents[0]!.userAgent };
  if (profile.accept.value !== 'unknown') headers.accept = profile.accept.value;
  const result = await ctx.fetch({ url, cap: 'html', headers });
  return { result, response: result.ok ? result.response : null };
}

type Judged = Omit<AgentView, 'profile' | 'url' | 'userAgent' | 'robots'>;

/** One rule with agent-access: an interstitial is a challenge; a captcha widget only when the page without the agent's
 *  User-Agent has none. */
function challengeOf(response: FetchedResponse, reference: readonly string[]): string[] {
  const markers = challengeMarkersIn(response.text, response.headers);
  return [...new Set([...interstitialsAmong(markers), ...markers.filter((marker) => !reference.includes(marker))])];
}

async function judgeReceived(
  profile: AgentProfile,
  received: Received,
  reference: readonly string[],
  parse: (response: FetchedResponse) => ParsedBody,
  renderedText: string | null,
  follow: (url: string) => Promise<Received>,
): Promise<Judged> {
  const empty = { status: null, challenge: [], markdown: 'none' as const, textLength: 0, kept: 0, mainShare: 0, excerpt: '' };
  if (!received.response) {
    const error = received.result && !received.result.ok ? received.result.error : null;
    return { ...empty, ...decide('blocked', 'unreachable', `No answer: ${error ? `${error.code} (${error.message})` : 'the request failed'}.`) };
  }
  const response = received.response;
  const challenge = challengeOf(response, reference);
  const seen = { ...empty, status: response.status, challenge };
  if (challenge.length > 0) return { ...seen, ...decide('blocked', 'challenged', `Challenged: ${challenge.join(', ')} (HTTP ${response.status}).`) };
  if (response.status < 200 || response.status > 299) {
    return { ...seen, ...decide('blocked', 'refused', `Refused: HTTP ${response.status}${response.status === 403 ? ' (forbidden to this User-Agent)' : ''}.`) };
  }
  const limit = typeof profile.charactersKept.value === 'number' ? profile.charactersKept.value : null;
  const got = { status: seen.status, challenge: seen.challenge };
  if (isMarkdownType(response.contentType)) return { ...readText('served', response.text, 0, response.text.length, limit), ...got };
  if (!looksLikeHtml(response)) return { ...readText('none', response.text, 0, response.text.length, limit), ...got };
  const body = parse(response);
  if (body.$ === null) return { ...seen, ...decide('blocked', 'no-content', 'The HTML is over the structure caps: no agent can read it whole.') };
  // A profile that follows the page's Markdown alternate reads that instead of the HTML (before the JavaScript rule:
  // the alternate holds the content a script-built page lacks); where the alternate cannot be read, the HTML stands.
  const alternateUrl = profile.followsMarkdownAlternate.value === true ? markdownAlternateOf(body.$, response.finalUrl) : null;
  let alternateNote = '';
  if (alternateUrl !== null) {
    const alternate = await followAlternate(alternateUrl, follow, reference, limit);
    if (alternate.judged) return { ...alternate.judged, ...got };
    alternateNote = ` ${alternate.why}`;
  }
  if (body.text.length < NO_CONTENT_CHARACTERS) {
    return {
      ...seen,
      excerpt: body.text,
      textLength: body.text.length,
      kept: body.text.length,
      ...decide('blocked', 'javascript', `No main content without JavaScript: ${body.text.length} characters of text in the HTML${renderedText ? ` (${renderedText.length} after scripts run)` : ''}.${alternateNote}`),
    };
  }
  const judged = convertedView(profile, response.text, body, limit);
  if (judged.verdict === 'reads' && renderedText !== null && body.text.length < renderedText.length * SCRIPT_SHARE) {
    const share = body.text.length / renderedText.length;
    return {
      ...judged,
      ...got,
      mainShare: share,
      ...decide('partial', 'javascript', `Scripts add most of the text: the HTML holds ${body.text.length} of the ${renderedText.length} characters a browser shows (${Math.round(share * 100)}%).${alternateNote}`),
    };
  }
  return { ...judged, ...got, reason: `${judged.reason}${alternateNote}` };
}

/**
 * The view of a Markdown alternate, fetched with the profile's headers; or why it cannot stand in for the page (an
 * error status, a challenge, HTML or no text where Markdown was linked).
 */
async function followAlternate(
  url: string,
  follow: (url: string) => Promise<Received>,
  reference: readonly string[],
  limit: number | null,
): Promise<{ judged: Judged | null; why: string }> {
  const fetched = await follow(url);
  const response = fetched.response;
  const failed = (what: string) => ({ judged: null, why: `The page links a Markdown alternate (${url}), which this agent follows, but ${what}: it reads the HTML instead.` });
  if (!response) return failed(`it got no answer${fetched.result && !fetched.result.ok ? ` (${fetched.result.error.code})` : ''}`);
  if (challengeOf(response, reference).length > 0) return failed(`it answered a challenge page (HTTP ${response.status})`);
  if (!hasMarkdownBody(response)) {
    return failed(response.status < 200 || response.status > 299 ? `it answered HTTP ${response.status}` : `it answered no Markdown (${response.contentType || 'no Content-Type'})`);
  }
  if (response.text.trim().length < NO_CONTENT_CHARACTERS) return failed(`it holds ${response.text.trim().length} characters of text`);
  const judged = readText('served', response.text, 0, response.text.length, limit);
  return { judged: { ...judged, reason: `Follows the page's Markdown alternate (${url}). ${judged.reason}` }, why: '' };
}

function readText(markdown: AgentView['markdown'], text: string, mainStart: number, mainEnd: number, limit: number | null): Judged {
  const kept = limit === null ? text.length : Math.min(limit, text.length);
  const share = mainEnd <= mainStart ? 1 : Math.max(0, Math.min(1, (kept - mainStart) / (mainEnd - mainStart)));
  const base = { status: null, challenge: [], markdown, textLength: text.length, kept, mainShare: share, excerpt: excerptOf(text, kept) };
  const how = markdown === 'served' ? 'Markdown served' : markdown === 'converted' ? 'converted to Markdown' : 'read as sent';
  if (share >= 1) return { ...base, ...decide('reads', 'ok', `Reads the main content (${how}, ${thousands(kept)} characters kept).`) };
  return {
    ...base,
    ...decide('partial', 'truncated', `Cut at ${thousands(kept)} characters (${how}): ${Math.round(share * 100)}% of the main content is kept, which ${mainStart >= kept ? 'starts after the cut' : 'ends after the cut'}.`),
  };
}

/** The conversion `key` of a body, computed on the first ask. */
function once<T>(body: ParsedBody, key: string, convert: () => T): T {
  if (!body.conversions.has(key)) body.conversions.set(key, convert());
  return body.conversions.get(key) as T;
}

function convertedView(profile: AgentProfile, html: string, body: ParsedBody, limit: number | null): Judged {
  const $ = body.$!;
  const document = ($.root().get(0) as Document | undefined) ?? null;
  const range = once(body, 'range', () => mainContentRange($, html));
  if (range === null) return readText('converted', '', 0, 0, limit);
  // Where the page has a main element, one conversion serves every profile that converts (convertPageAroundMain).
  const whole = once(body, 'whole', () => (range.element ? convertPageAroundMain(html, range.element, document) : null));
  if (profile.conversion.value === 'main-to-markdown') {
    // Readability keeps the main content: the cut counts from its start.
    const markdown = once(body, `main ${limit}`, () => {
      const element = range.element;
      if (whole) return whole.mainMarkdown;
      if (element) return elementToMarkdownUpTo($.html(element as never), element, limit);
      return toMarkdownUpTo(html.slice(range.start, range.end), limit);
    });
    return readText('converted', markdown, 0, markdown.length, limit);
  }
  if (limit === null) {
    // Nothing is cut: the page's Markdown from the one pass; without it, only the excerpt's source is converted, from
    // the start of the page (its length is then that of the converted start).
    const markdown = whole?.markdown ?? once(body, 'excerpt', () => headToMarkdown(html, document, EXCERPT_SOURCE_CHARACTERS));
    const how = profile.conversion.value === 'unknown' ? 'conversion undocumented: shown as Markdown' : 'converted to Markdown';
    return {
      ...readText('converted', markdown, 0, 0, null),
      textLength: markdown.length,
      kept: markdown.length,
      mainShare: 1,
      ...decide('reads', 'ok', `Reads the main content (${how}; this agent keeps the whole page as far as its sources say).`),
    };
  }
  if (whole) return readText('converted', whole.markdown, whole.mainStart, whole.mainEnd, limit);
  const converted = once(body, `page ${limit}`, () => convertWithMain(html, range, limit, document));
  // Converted only as far as the cut: a main content that ends beyond it is counted as ending where the conversion stopped (an upper bound).
  const mainEnd = converted.mainEnd ?? Math.max(converted.markdown.length, limit + 1);
  return readText('converted', converted.markdown, converted.mainStart, mainEnd, limit);
}

function markdownAlternateOf($: CheerioAPI, base: string): string | null {
  for (const link of queryAll($, 'link[rel~="alternate" i][type="text/markdown" i]')) {
    const href = (link as { attribs?: Record<string, string> }).attribs?.href;
    if (!href) continue;
    try {
      return new URL(href, base).href;
    } catch {
      continue;
    }
  }
  return null;
}

function excerptOf(text: string, kept: number): string {
  return text.slice(0, Math.min(kept, VIEW_EXCERPT_CHARACTERS));
}

type Rendered = Awaited<ReturnType<GatherContext['getPage']>> | null;

/**
 * The browsing profile's view: the page is fetched with the profile's headers (a desktop Chrome's User-Agent and
 * Accept); where that answer is the scanner's, the audit's rendered view is what the profile gets, and where it
 * differs (a site that refuses the scanner and serves Chrome, or the reverse) the page is rendered again from it,
 * with the profile's User-Agent on every request the render makes.
 */
async function browserProfileView(base: AgentView, ctx: GatherContext, profile: AgentProfile, scanned: FetchedResponse | null, rendered: Rendered): Promise<AgentView> {
  if (ctx.options.render === null || rendered === null) return browserView(base, ctx, rendered);
  const received = await receive(ctx, profile, base.url);
  const response = received.response;
  if (response === null) {
    const error = received.result && !received.result.ok ? `${received.result.error.code} (${received.result.error.message})` : 'the request failed';
    return { ...base, ...decide('blocked', 'unreachable', `The browser could not load the page: ${error}.`) };
  }
  if (response.status < 200 || response.status > 299) return { ...base, status: response.status, ...decide('blocked', 'refused', `Refused: HTTP ${response.status}.`) };
  if (scanned !== null && response.status === scanned.status && response.text === scanned.text) return browserView(base, ctx, rendered);
  return browserView(base, ctx, await renderAsAgent(ctx, base.url, response, profile.userAgents[0]!.userAgent));
}

function browserView(base: AgentView, ctx: GatherContext, rendered: Rendered): AgentView {
  if (ctx.options.render === null || rendered === null) {
    return { ...base, ...decide(null as unknown as AgentVerdict, 'not-measured', 'Not measured: no browser (audit with --browser to see what a browsing agent reads).'), verdict: null };
  }
  const view = rendered as RenderedArtifact;
  if (!view.measured) return { ...base, verdict: null, cause: 'not-measured', reason: `Not measured: ${view.reason}` };
  if (view.navigationError) return { ...base, ...decide('blocked', 'unreachable', `The browser could not load the page: ${view.navigationError}.`) };
  const status = view.status;
  if (status !== null && (status < 200 || status > 299)) return { ...base, status, ...decide('blocked', 'refused', `Refused: HTTP ${status}.`) };
  const text = judgeableView(view)?.snapshot.text ?? '';
  const shown = { status, textLength: text.length, kept: text.length, excerpt: excerptOf(text, text.length), mainShare: text.length >= NO_CONTENT_CHARACTERS ? 1 : 0 };
  if (text.length < NO_CONTENT_CHARACTERS) return { ...base, ...shown, ...decide('blocked', 'no-content', `The rendered page holds ${text.length} characters of text.`) };
  return { ...base, ...shown, ...decide('reads', 'ok', `Reads the rendered page (${thousands(text.length)} characters of text).`) };
}

export function viewOf(views: readonly AgentView[], id: AgentProfileId): AgentView | undefined {
  return views.find((view) => view.profile === id);
}
