// What an agent profile receives for one page, judged, converted and truncated in one place (issue 45 point 6): the
// agent views, the journeys, the browsing profile and the built-in agent all read pages through this module, so a
// refusal is worded once, a page is converted once per kind and cut, and every conversion stays inside the conversion
// budget (conversion-budget.ts). A body (the text of one response) is parsed once per audit, whichever profile or
// journey received it; its parsed document is kept only for the few bodies read last.
import type { CheerioAPI } from 'cheerio';
import type { Document, Element } from 'domhandler';
import type { FetchedResponse, FetchResult } from '../fetch/types.js';
import { isOwnLimit } from '../measured.js';
import { challengeMarkersIn, interstitialsAmong } from '../parse/bot-challenge.js';
import { loadLeanDocument } from '../parse/lean-dom.js';
import { NO_CONTENT_CHARACTERS, textWithoutPlaceholders } from '../parse/placeholder-text.js';
import { metaRefreshTarget } from '../parse/redirect-page.js';
import { queryAll } from '../parse/select.js';
import { thousands } from '../thousands.js';
import { ConversionLedger, describeCut, estimateConversion, type ConversionCut, type ConversionEstimate } from './conversion-budget.js';
import { convertPageAroundMain, convertWithMain, elementToMarkdownUpTo, headToMarkdown, mainContentRange, toMarkdownUpTo, type ConvertedPage, type PageAroundMain } from './convert.js';
import { paymentTermsOf, priceWords, type PaymentTerms } from '../parse/payment-terms.js';
import { frameOnlyContent, pageRefusal, refusalShape, scriptEvidence, type ScriptEvidence } from './page-evidence.js';
import { AGENT_PROFILES, type AgentProfile } from './profiles.js';
import type { AgentCause, AgentVerdict } from './types.js';

/** HTML converted for the excerpt of a view that keeps everything (the report shows its start only). */
const EXCERPT_SOURCE_CHARACTERS = 20_000;
/** Parsed documents kept for the bodies read last (a site scan must not hold every page's tree). */
const DOCUMENTS_KEPT = 4;
/** A non-JavaScript view with under this share of the rendered page's text misses what scripts add. */
export const SCRIPT_SHARE = 0.5;

export interface ViewLink {
  url: string;
  text: string;
}

interface MainRange {
  start: number;
  end: number;
  element: Element | null;
}

/** One body an agent received, read once per audit whichever profile or journey received it. */
export interface PageBody {
  /** The body's key in the conversion ledger: its page's URL. */
  readonly key: string;
  readonly html: string;
  readonly finalUrl: string;
  /** Over the page structure caps: not parsed, not judged. */
  readonly overCaps: boolean;
  /** Visible text, loading placeholders left out. */
  readonly text: string;
  /** The text an agent could find on the page: visible text and images' alt text. */
  readonly whole: string;
  /** The page's script sources (an answer only a script holds is not on the page for a non-JavaScript agent). */
  readonly scripts: string;
  readonly links: ViewLink[];
  readonly range: MainRange | null;
  readonly evidence: ScriptEvidence;
  /** Sources of the frames that carry the page's only content, or null. */
  readonly frames: string[] | null;
  /** What refusal the page's shape suggests, to be compared with what a browser received (page-evidence.ts). */
  readonly refusal: ReturnType<typeof refusalShape>;
  /** `<link rel="alternate" type="text/markdown">`, resolved, or null. */
  readonly markdownAlternate: string | null;
  /** Where a `<meta http-equiv="refresh">` sends the reader (resolved; another URL than the page's), or null. */
  readonly refresh: string | null;
  readonly estimate: ConversionEstimate | null;
  readonly conversions: Map<string, unknown>;
}

/** Bodies kept read (a site scan's journeys read many pages; one read again later is read anew). */
const BODIES_KEPT = 64;

/** What one audit (or one agent run) has read: its bodies and its conversion ledger. */
export interface PageReadings {
  /** By final URL (links resolve against it), then by the response's text (the string object, whose hash V8 keeps). */
  bodies: Map<string, Map<string, PageBody>>;
  /** The bodies in the order they were read, for BODIES_KEPT. */
  order: PageBody[];
  documents: Map<PageBody, CheerioAPI>;
  ledger: ConversionLedger;
}

export function createPageReadings(ledger: ConversionLedger = new ConversionLedger()): PageReadings {
  return { bodies: new Map(), order: [], documents: new Map(), ledger };
}

function keepDocument(readings: PageReadings, body: PageBody, $: CheerioAPI): void {
  readings.documents.delete(body);
  readings.documents.set(body, $);
  while (readings.documents.size > DOCUMENTS_KEPT) readings.documents.delete(readings.documents.keys().next().value!);
}

function documentOf(readings: PageReadings, body: PageBody): CheerioAPI | null {
  const $ = readings.documents.get(body);
  if ($) keepDocument(readings, body, $);
  return $ ?? null;
}

function htmlLinks($: CheerioAPI, base: string): ViewLink[] {
  const out: ViewLink[] = [];
  for (const element of queryAll($, 'a[href], link[rel~="alternate" i][href], link[rel~="llms" i][href], link[rel~="sitemap" i][href]')) {
    const href = (element as Element).attribs.href;
    if (!href) continue;
    try {
      out.push({ url: new URL(href, base).href, text: $(element as never).text().replace(/\s+/g, ' ').trim() });
    } catch {
      continue;
    }
  }
  return out;
}

function refreshTargetOf($: CheerioAPI, base: string): string | null {
  const target = metaRefreshTarget($);
  if (target === null) return null;
  try {
    const url = new URL(target, base);
    url.hash = '';
    const page = new URL(base);
    page.hash = '';
    return url.href === page.href ? null : url.href;
  } catch {
    return null;
  }
}

function markdownAlternateOf($: CheerioAPI, base: string): string | null {
  for (const element of queryAll($, 'link[rel~="alternate" i][href]')) {
    const attribs = (element as Element).attribs;
    if ((attribs.type ?? '').split(';')[0]!.trim().toLowerCase() !== 'text/markdown' || !attribs.href) continue;
    try {
      return new URL(attribs.href, base).href;
    } catch {
      continue;
    }
  }
  return null;
}

/**
 * The body of a response, read once per readings: its text, links, main content and evidence. `parsed` is the page as
 * the gather step parsed it, when this is that same body (it is not parsed again).
 */
export function readBody(readings: PageReadings, response: FetchedResponse, parsed: CheerioAPI | null = null): PageBody {
  let byText = readings.bodies.get(response.finalUrl);
  const known = byText?.get(response.text);
  if (known) return known;
  const $ = parsed ?? loadLeanDocument(response.text).$;
  // Charged per page (its URL): every body of it, whichever profile received it, shares the page's conversion time.
  const key = response.finalUrl;
  let body: PageBody;
  if ($ === null) {
    body = { key, html: response.text, finalUrl: response.finalUrl, overCaps: true, text: '', whole: '', scripts: '', links: [], range: null, evidence: { scripts: 0, whole: null, part: null }, frames: null, refusal: null, markdownAlternate: null, refresh: null, estimate: null, conversions: new Map() };
  } else {
    const text = textWithoutPlaceholders($);
    const alts = queryAll($, 'img[alt], area[alt], input[type="image" i][alt]')
      .map((element) => (element as Element).attribs.alt!.trim())
      .filter((alt) => alt !== '');
    const range = mainContentRange($, response.text);
    body = {
      key,
      html: response.text,
      finalUrl: response.finalUrl,
      overCaps: false,
      text,
      whole: alts.length > 0 ? `${text} ${alts.join(' ')}` : text,
      scripts: queryAll($, 'script')
        .map((element) => $(element as never).text())
        .join('\n'),
      links: htmlLinks($, response.finalUrl),
      range: range && { start: range.start, end: range.end, element: (range.element as Element | null) ?? null },
      evidence: scriptEvidence($, text),
      frames: frameOnlyContent($, text),
      refusal: refusalShape($, text),
      markdownAlternate: markdownAlternateOf($, response.finalUrl),
      refresh: refreshTargetOf($, response.finalUrl),
      estimate: range === null ? null : estimateConversion($.root().get(0) as Document),
      conversions: new Map(),
    };
    keepDocument(readings, body, $);
  }
  if (!byText) readings.bodies.set(response.finalUrl, (byText = new Map()));
  byText.set(response.text, body);
  readings.order.push(body);
  if (readings.order.length > BODIES_KEPT) {
    const oldest = readings.order.shift()!;
    readings.bodies.get(oldest.finalUrl)?.delete(oldest.html);
    if (readings.bodies.get(oldest.finalUrl)?.size === 0) readings.bodies.delete(oldest.finalUrl);
    readings.documents.delete(oldest);
  }
  return body;
}

// ---------------------------------------------------------------------------------------------------------------
// What was received: refusals, challenges, no answer.

export function isSuccess(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** The challenge markers of a response that count for this profile: interstitials, and captcha widgets the page
 *  without the profile's User-Agent (`reference`) does not have (one rule with agent-access); with no reference
 *  (null), interstitials only. */
export function challengeOf(response: FetchedResponse, reference: readonly string[] | null = []): string[] {
  const markers = challengeMarkersIn(response.text, response.headers);
  const interstitials = interstitialsAmong(markers);
  if (reference === null) return interstitials;
  return [...new Set([...interstitials, ...markers.filter((marker) => !reference.includes(marker))])];
}

export interface Refusal {
  cause: Extract<AgentCause, 'refused' | 'challenged'>;
  challenge: string[];
  reason: string;
}

/**
 * Whether what a profile received refuses it: a challenge page (whatever its status) or an error status. `at` names
 * the URL in the sentence (journeys walk several pages; a view is of one).
 */
export function refusalOf(response: FetchedResponse, reference: readonly string[] | null = [], at: string | null = null): Refusal | null {
  const where = at ? ` at ${at}` : '';
  const challenge = challengeOf(response, reference);
  if (challenge.length > 0) return { cause: 'challenged', challenge, reason: `Challenged${where}: ${challenge.join(', ')} (HTTP ${response.status}).` };
  if (isSuccess(response.status)) return null;
  return { cause: 'refused', challenge: [], reason: statusRefusal(response.status, response.headers['retry-after'], at) };
}

export interface Priced {
  payment: PaymentTerms;
  reason: string;
}

/**
 * Whether what a profile received asks it to pay (checks.md 2026-12d, "Priced is not refused"): HTTP 402, with the
 * terms it states (engine/parse/payment-terms.ts), unless it is a challenge page. Priced access is the owner's choice:
 * the verdict is pay, never blocked. `at` names the URL (journeys walk several pages).
 */
export function pricedOf(response: Pick<FetchedResponse, 'status' | 'headers' | 'body' | 'text'>, reference: readonly string[] | null = [], at: string | null = null): Priced | null {
  const payment = paymentTermsOf(response);
  if (payment === null) return null;
  if (challengeOf(response as FetchedResponse, reference).length > 0) return null;
  return { payment, reason: pricedReason(payment, at) };
}

/** "Asked to pay: HTTP 402, USD 0.01 a request (crawler-price). Charging agents is the site owner's choice, not a refusal." */
export function pricedReason(payment: PaymentTerms, at: string | null = null): string {
  const terms = payment.scheme === 'none' ? 'HTTP 402 without stating a price' : `HTTP 402, ${priceWords(payment)}${payment.scheme === 'crawler-price' && payment.price !== null ? ' (crawler-price: Cloudflare pay per crawl)' : ''}`;
  return `Asked to pay${at ? ` at ${at}` : ''}: ${terms}. Charging agents is the site owner's choice, not a refusal.`;
}

/** The sentence for an error status (also what a browser's render received, which has no headers to read). */
export function statusRefusal(status: number, retryAfter: string | undefined = undefined, at: string | null = null): string {
  const retry = status === 429 || status === 503 ? retryAfter : undefined;
  const why = status === 403 ? ' (forbidden to this User-Agent)' : retry !== undefined ? ` (Retry-After: ${retry.slice(0, 40)})` : '';
  return `Refused${at ? ` at ${at}` : ''}: HTTP ${status}${why}.`;
}

/** Why no answer came, and whether that was the audit's own limit (then not measured, never the site's failure). */
export function failureOf(result: FetchResult | null, at: string | null = null): { reason: string; own: boolean } {
  const where = at ? ` from ${at}` : '';
  if (result === null || result.ok) return { reason: `No answer${where}: the request failed.`, own: false };
  return { reason: `No answer${where}: ${result.error.code} (${result.error.message}).`, own: isOwnLimit(result.error) };
}

/** The headers a profile sends (its first documented User-Agent and its Accept). */
export function profileHeaders(profile: AgentProfile): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': profile.userAgents[0]!.userAgent };
  if (profile.accept.value !== 'unknown') headers.accept = profile.accept.value;
  return headers;
}

/** The browsing profile: what a browser received is the reference a refusal is recognised against. */
export const BROWSER_PROFILE = AGENT_PROFILES.find((profile) => profile.runsJavaScript.value === true)!;

/**
 * Whether a profile's 2xx HTML page is a refusal (a 200 "Access denied", a sign-in wall, an empty body) while a browser
 * gets the content. Asks for the browser's page only when the profile's reads as a refusal (page-evidence.ts).
 */
export async function refusedPage(body: PageBody, status: number, browserBody: () => Promise<PageBody | null>): Promise<string | null> {
  if (body.refusal === null) return null;
  const browser = await browserBody();
  return browser === null ? null : pageRefusal(body.refusal, body.text, browser.text, status);
}

// ---------------------------------------------------------------------------------------------------------------
// Conversion and truncation.

/** Characters a profile keeps, or null where no source says it cuts. */
export function charactersKept(profile: AgentProfile): number | null {
  return typeof profile.charactersKept.value === 'number' ? profile.charactersKept.value : null;
}

export interface ConvertedText {
  /** The Markdown, as far as it was converted. */
  markdown: string;
  /** How long the whole Markdown is: `markdown`'s length, or the estimate where the budget cut the conversion. */
  length: number;
  /** Where the main content starts and ends in `markdown`; end null: past what was converted. */
  mainStart: number;
  mainEnd: number | null;
  /** Why the conversion stopped before the page's end, or null. */
  cut: ConversionCut | null;
}

/**
 * `excerpt`: a view of a profile that keeps everything needs only the start of the page (its verdict does not depend
 * on the rest); `kept`: what the profile keeps, whole (journeys look for answers in it).
 */
export type ConversionNeed = 'excerpt' | 'kept';

const NOTHING: ConvertedText = { markdown: '', length: 0, mainStart: 0, mainEnd: 0, cut: null };

/** The body's Markdown as the profile converts it, within the budget: the page (or, for main-to-markdown, its main
 *  content) converted as far as the profile's cut, or as `need` says. Once per body, conversion kind and cut. */
export function convertFor(readings: PageReadings, body: PageBody, profile: AgentProfile, need: ConversionNeed): ConvertedText {
  const limit = charactersKept(profile);
  const main = profile.conversion.value === 'main-to-markdown';
  const key = `${main ? 'main' : 'page'}\n${limit}\n${limit === null && !main ? need : 'kept'}`;
  const cached = body.conversions.get(key) as ConvertedText | undefined;
  if (cached) return cached;
  const converted = convert(readings, body, main, limit, limit === null && !main ? need : 'kept');
  body.conversions.set(key, converted);
  return converted;
}

function convert(readings: PageReadings, body: PageBody, main: boolean, limit: number | null, need: ConversionNeed): ConvertedText {
  const range = body.range;
  if (range === null || body.estimate === null) return NOTHING;
  const charge = <T>(run: () => T): T => readings.ledger.charge(body.key, run);
  const estimate = body.estimate;
  // A page over the budget is converted once, whichever profile asks (its head is already converted: no time is spent).
  if (estimate.cut !== null && body.conversions.has(CUT_HEAD)) return convertCut(body, range, estimate, main, charge);
  const spent = readings.ledger.spentFor(body.key);
  if (spent !== null) {
    // Nothing more is converted: the page's text stands in for its Markdown, and the view says so.
    const cut: ConversionCut = { convertedChars: 0, htmlChars: body.html.length, budget: spent, estimatedMarkdown: body.estimate.markdown, nesting: body.estimate.nesting };
    return { markdown: body.text, length: body.text.length, mainStart: 0, mainEnd: body.text.length, cut };
  }
  if (estimate.cut !== null) return convertCut(body, range, estimate, main, charge);
  const $ = documentOf(readings, body);
  const document = ($?.root().get(0) as Document | undefined) ?? null;
  // Where the page has a main element, one pass gives the page, the main element's place in it and the element alone.
  let whole = body.conversions.get('whole') as PageAroundMain | null | undefined;
  if (whole === undefined) {
    whole = range.element && document ? charge(() => convertPageAroundMain(body.html, range.element!, document)) : null;
    body.conversions.set('whole', whole);
  }
  if (main) {
    const markdown =
      whole?.mainMarkdown ??
      charge(() => (range.element && $ ? elementToMarkdownUpTo($.html(range.element as never), range.element!, limit) : toMarkdownUpTo(body.html.slice(range.start, range.end), limit)));
    return { markdown, length: markdown.length, mainStart: 0, mainEnd: markdown.length, cut: null };
  }
  if (whole) return { markdown: whole.markdown, length: whole.markdown.length, mainStart: whole.mainStart, mainEnd: whole.mainEnd, cut: null };
  if (limit === null && need === 'excerpt') {
    const markdown = charge(() => headToMarkdown(body.html, document, EXCERPT_SOURCE_CHARACTERS));
    return { markdown, length: markdown.length, mainStart: 0, mainEnd: 0, cut: null };
  }
  const converted = charge(() => convertWithMain(body.html, range, limit ?? Number.POSITIVE_INFINITY, document));
  return { markdown: converted.markdown, length: converted.markdown.length, mainStart: converted.mainStart, mainEnd: converted.mainEnd, cut: null };
}

/** The key of a page's head, converted once where the budget cut the page (see convertCut). */
const CUT_HEAD = 'cut-head';

/**
 * The page converted up to the budget's cut (its first `estimate.cut` characters), from the HTML text. The whole
 * page's Markdown is as long as estimated: a main content that goes on past the cut is taken to end there, and the
 * main-to-markdown conversion to be the page's estimate less what precedes the main content. The head is converted
 * once, whole, for every profile (each keeps its own first characters of it: keptOf), and the main content's Markdown
 * is the part of it between the main content's edges: a page over the budget costs one conversion of its head, not
 * one per profile's cut and kind (three of 100 ms each on the probe's pages, issue 44), so its audit's CPU stays
 * within a few times an ordinary page's.
 */
function convertCut(body: PageBody, range: MainRange, estimate: ConversionEstimate, main: boolean, charge: <T>(run: () => T) => T): ConvertedText {
  const at = estimate.cut!;
  const cut: ConversionCut = { convertedChars: at, htmlChars: body.html.length, budget: estimate.over!, estimatedMarkdown: estimate.markdown, nesting: estimate.nesting };
  const past = range.end > at;
  if (main && range.start >= at) return { markdown: '', length: estimate.markdown, mainStart: 0, mainEnd: null, cut };
  let head = body.conversions.get(CUT_HEAD) as ConvertedPage | undefined;
  if (head === undefined) {
    const html = body.html.slice(0, at);
    head = charge((): ConvertedPage => {
      if (range.start < at) return convertWithMain(html, { start: range.start, end: Math.min(range.end, at) }, Number.POSITIVE_INFINITY);
      const markdown = toMarkdownUpTo(html, null);
      return { markdown, complete: true, mainStart: markdown.length, mainEnd: null };
    });
    body.conversions.set(CUT_HEAD, head);
  }
  if (main) {
    const markdown = head.markdown.slice(head.mainStart, head.mainEnd ?? head.markdown.length);
    const length = past ? Math.max(markdown.length, estimate.markdown) : markdown.length;
    return { markdown, length, mainStart: 0, mainEnd: past ? length : markdown.length, cut };
  }
  const length = Math.max(head.markdown.length, estimate.markdown);
  if (range.start >= at) return { markdown: head.markdown, length, mainStart: head.markdown.length, mainEnd: null, cut };
  return { markdown: head.markdown, length, mainStart: head.mainStart, mainEnd: past ? length : head.mainEnd, cut };
}

/** The text a profile keeps of a conversion (its first `limit` characters). */
export function keptOf(converted: ConvertedText, limit: number | null): string {
  return limit === null ? converted.markdown : converted.markdown.slice(0, limit);
}

// ---------------------------------------------------------------------------------------------------------------
// The verdict of a view.

export interface ViewJudgement {
  verdict: AgentVerdict | null;
  cause: AgentCause;
  reason: string;
  /** With the verdict pay: what the 402 asks. */
  payment?: PaymentTerms;
  markdown: 'served' | 'converted' | 'none';
  textLength: number;
  kept: number;
  mainShare: number;
  excerpt: string;
}

/** Characters of each view's text kept in the report (the full text is the agent's, not the report's). */
export const VIEW_EXCERPT_CHARACTERS = 600;

export function excerptOf(text: string, kept: number): string {
  return text.slice(0, Math.min(kept, VIEW_EXCERPT_CHARACTERS));
}

export function judged(verdict: AgentVerdict | null, cause: AgentCause, reason: string, seen: Partial<ViewJudgement> = {}): ViewJudgement {
  return { markdown: 'none', textLength: 0, kept: 0, mainShare: 0, excerpt: '', ...seen, verdict, cause, reason };
}

/**
 * A text an agent keeps up to its cut: served Markdown, plain text, or a conversion (whose whole length, `length`, is
 * estimated where the conversion budget stopped it: what the agent keeps is judged against that).
 */
export function judgeText(markdown: ViewJudgement['markdown'], text: string, mainStart: number, mainEnd: number | null, limit: number | null, length: number = text.length): ViewJudgement {
  const kept = limit === null ? length : Math.min(limit, length);
  // A main content that ends past what was converted ends, as far as the cut is concerned, past the cut.
  const end = mainEnd ?? Math.max(length, (limit ?? length) + 1);
  const share = end <= mainStart ? 1 : Math.max(0, Math.min(1, (kept - mainStart) / (end - mainStart)));
  const seen = { markdown, textLength: length, kept, mainShare: share, excerpt: excerptOf(text, kept) };
  const how = markdown === 'served' ? 'Markdown served' : markdown === 'converted' ? 'converted to Markdown' : 'read as sent';
  if (share >= 1) return judged('reads', 'ok', `Reads the main content (${how}, ${thousands(kept)} characters kept).`, seen);
  const where = mainStart >= kept ? 'starts after the cut' : 'ends after the cut';
  return judged('partial', 'truncated', `Cut at ${thousands(kept)} characters (${how}): ${Math.round(share * 100)}% of the main content is kept, which ${where}.`, seen);
}

export interface HtmlContext {
  /** The rendered page's text where the rendered view was measured, else null. */
  renderedText: string | null;
  /** What a browser received for the same URL (asked for only where the profile's page reads as a refusal). */
  browserBody: () => Promise<PageBody | null>;
  status: number;
  /** A sentence to add to the reason (a Markdown alternate that could not be read). */
  note?: string;
}

/**
 * The verdict for an HTML page a non-JavaScript profile received with a 2xx status (checks.md, "Agent outcomes",
 * 2026-12b): `blocked` only for a refusal (the page reads as one while a browser gets the content) or main content
 * that exists only after JavaScript (evidence in the HTML, or the rendered view); otherwise what the profile keeps of
 * its conversion decides `reads` or `partial` (truncation, a part scripts add, content only a frame carries).
 */
export async function judgeHtml(readings: PageReadings, body: PageBody, profile: AgentProfile, context: HtmlContext): Promise<ViewJudgement> {
  const note = context.note ? ` ${context.note}` : '';
  if (body.overCaps) return judged(null, 'not-measured', `Not measured: the HTML is over the scanner's page structure caps, so it was not parsed.${note}`);
  const refused = await refusedPage(body, context.status, context.browserBody);
  if (refused) return judged('blocked', 'refused', `${refused}${note}`, { textLength: body.text.length, kept: body.text.length, excerpt: excerptOf(body.text, body.text.length) });
  const rendered = context.renderedText;
  const after = rendered !== null ? ` (${thousands(rendered.length)} after scripts run)` : '';
  const seenText = { textLength: body.text.length, kept: body.text.length, excerpt: excerptOf(body.text, body.text.length) };
  if (body.evidence.whole) {
    return judged('blocked', 'javascript', `No main content without JavaScript: the HTML is ${body.evidence.whole}, with ${thousands(body.text.length)} characters of text${after}.${note}`, seenText);
  }
  if (rendered !== null && body.text.length < NO_CONTENT_CHARACTERS && rendered.length >= NO_CONTENT_CHARACTERS) {
    return judged('blocked', 'javascript', `No main content without JavaScript: the HTML holds ${thousands(body.text.length)} characters of text, the rendered page ${thousands(rendered.length)}.${note}`, seenText);
  }
  const limit = charactersKept(profile);
  const converted = convertFor(readings, body, profile, 'excerpt');
  let view = judgeText('converted', converted.markdown, converted.mainStart, converted.mainEnd, limit, converted.length);
  if (limit === null && profile.conversion.value !== 'main-to-markdown') {
    // The whole page is kept: only the start was converted for the excerpt (unless a budget cut it).
    const how = profile.conversion.value === 'unknown' ? 'conversion undocumented: shown as Markdown' : 'converted to Markdown';
    view = judged('reads', 'ok', `Reads the main content (${how}; this agent keeps the whole page as far as its sources say).`, { ...view, mainShare: 1 });
  }
  if (converted.cut !== null) {
    const budget = describeCut(converted.cut);
    if (converted.cut.convertedChars > 0 && converted.mainStart >= converted.markdown.length && view.verdict === 'reads') {
      return judged(null, 'not-measured', `Not measured: the main content starts after what the conversion budget let the scanner convert. ${budget}${note}`, view);
    }
    view = { ...view, reason: `${view.reason} ${budget}` };
  }
  if (view.verdict !== 'reads') return { ...view, reason: `${view.reason}${note}` };
  if (rendered !== null && body.text.length < rendered.length * SCRIPT_SHARE) {
    const share = body.text.length / rendered.length;
    return judged('partial', 'javascript', `Scripts add most of the text: the HTML holds ${thousands(body.text.length)} of the ${thousands(rendered.length)} characters a browser shows (${Math.round(share * 100)}%).${note}`, { ...view, mainShare: share });
  }
  if (body.evidence.part) {
    const measured = rendered !== null ? ` The rendered page holds ${thousands(rendered.length)} characters; the HTML ${thousands(body.text.length)}.` : ' How much that adds, only the rendered view measures (audit with a browser).';
    return judged('partial', 'javascript', `Part of the main content is built by scripts: the HTML has ${body.evidence.part}.${measured}${note}`, view);
  }
  if (body.frames) {
    const frames = body.frames.slice(0, 3).join(', ');
    return judged('partial', 'iframe', `The page's content is in a frame (${frames}), which this agent does not load: it reads the ${thousands(body.text.length)} characters around it.${note}`, { ...view, mainShare: 0 });
  }
  return { ...view, reason: `${view.reason}${note}` };
}
