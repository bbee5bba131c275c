// Agent views (checks.md, "Agent outcomes", Agent views): what each agent profile receives for a page, and one
// verdict. Every request goes through the audit's one SSRF-safe fetcher, memoized on its headers: profiles that send
// the same headers share one request, and a profile's request equal to one the gather step made is not sent again.
// That holds for the Markdown alternate a profile follows too (checks.md: Codex follows rel="alternate"
// type="text/markdown"): fetched once per audit and header set, whichever page or profile links it. What a profile
// received is judged, converted and truncated by page-view.ts, the one reading the journeys share.
import { definePageGatherer, type GatherContext } from '../gather/context.js';
import { renderAsAgent } from '../gather/rendered.js';
import type { FetchedResponse, FetchResult } from '../fetch/types.js';
import { challengeMarkersIn } from '../parse/bot-challenge.js';
import { hasMarkdownBody, isMarkdownType, looksLikeHtml } from '../parse/content-type.js';
import { NO_CONTENT_CHARACTERS } from '../parse/placeholder-text.js';
import { robotsAllows } from '../parse/robots-txt.js';
import { judgeableView, type RenderedArtifact } from '../render/types.js';
import { thousands } from '../thousands.js';
import { auditReadings } from './audit-readings.js';
import {
  BROWSER_PROFILE,
  challengeOf,
  charactersKept,
  excerptOf,
  failureOf,
  judged,
  judgeHtml,
  judgeText,
  pricedOf,
  pricedReason,
  profileHeaders,
  readBody,
  refusalOf,
  statusRefusal,
  type PageBody,
  type ViewJudgement,
} from './page-view.js';
import { AGENT_PROFILES, type AgentProfile, type AgentProfileId } from './profiles.js';
import { requestRecord } from './request-record.js';
import type { AgentView } from './types.js';

declare module '../gather/artifacts.js' {
  interface PageArtifacts {
    agentViews: AgentView[];
  }
}

export { VIEW_EXCERPT_CHARACTERS } from './page-view.js';

interface Received {
  result: FetchResult | null;
  response: FetchedResponse | null;
}

export const agentViewsGatherer = definePageGatherer('agentViews', async (ctx, pageUrl) => {
  // A broken page (404, 410 or 5xx to a browser and the scanner alike) gets no agent verdict (checks.md 2026-12c).
  if ((await ctx.getPage('pageHealth', pageUrl)).broken) return [];
  const [page, robots] = await Promise.all([ctx.getPage('page', pageUrl), ctx.get('robots').catch(() => null)]);
  const readings = auditReadings(ctx);
  // The page the gather step parsed is not parsed again (over its structure caps included: its $ is then null).
  const bodyOf = (response: FetchedResponse): PageBody => readBody(readings, response, page.response && page.response.text === response.text ? page.$ : null);
  const reference = page.response && page.$ ? challengeMarkersIn(page.response.text, page.response.headers) : [];
  const rendered = ctx.options.render === null ? null : await ctx.getPage('rendered', pageUrl).catch(() => null);
  const renderedText = rendered ? (judgeableView(rendered)?.snapshot.text ?? null) : null;
  // What a browser received for the page, the reference a 200 refusal is recognised against (asked for once, and only
  // where a profile's page reads as a refusal).
  let browser: Promise<PageBody | null> | null = null;
  const browserBody = () =>
    (browser ??= receive(ctx, BROWSER_PROFILE, pageUrl).then(({ response }) =>
      response !== null && response.status >= 200 && response.status <= 299 && looksLikeHtml(response) ? bodyOf(response) : null,
    ));

  // The audit's extra headers go to the start URL's origin alone (engine/fetch/origin-headers.ts); their values are never here.
  const extra = ctx.options.extraHeaderNames.length > 0 ? { origin: new URL(ctx.startUrl).origin, names: ctx.options.extraHeaderNames } : null;
  const recordOf = (profile: AgentProfile, received: Received | null): AgentView['request'] =>
    received === null ? null : requestRecord({ url: pageUrl, sent: profileHeaders(profile), extra, response: received.response });
  return Promise.all(
    AGENT_PROFILES.map(async (profile): Promise<AgentView> => {
      const base = baseView(profile, pageUrl);
      if (profile.runsJavaScript.value === true) {
        const view = await browserProfileView(base, ctx, profile, page.response, rendered);
        // The profile's own fetch of the page, where it sent one (the render's requests are the browser's).
        return { ...view, request: ctx.options.render === null || rendered === null ? null : recordOf(profile, await receive(ctx, profile, pageUrl)) };
      }
      let robotsDecision: AgentView['robots'] = null;
      if (profile.obeysRobots.value === true && profile.robotsToken && robots) {
        const verdict = robotsAllows(robots, profile.robotsToken, pageUrl);
        robotsDecision = { allowed: verdict.allowed, line: verdict.line, rule: verdict.rule };
        if (!verdict.allowed) {
          const why = robots.kind === 'unreachable' ? 'robots.txt is unreachable, which RFC 9309 reads as disallowing everything' : `robots.txt line ${verdict.line}: ${verdict.rule}`;
          return { ...base, robots: robotsDecision, ...judged('blocked', 'disallowed', `${profile.robotsToken} obeys robots.txt and may not fetch this page (${why}); it sends no request.`), request: null };
        }
      }
      const received = await receive(ctx, profile, pageUrl);
      // No profile that follows Markdown alternates or meta refreshes is documented to obey robots.txt, so where they
      // lead is not asked about.
      const follow = (url: string) => receive(ctx, profile, url);
      const browserAnswered = async () => (await receive(ctx, BROWSER_PROFILE, pageUrl)).response !== null;
      const judgement = await judgeReceived(ctx, profile, received, reference, { bodyOf, renderedText, browserBody, follow, browserAnswered, refreshes: 0 });
      return { ...base, robots: robotsDecision, ...judgement, request: recordOf(profile, received) };
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

async function receive(ctx: GatherContext, profile: AgentProfile, url: string): Promise<Received> {
  const result = await ctx.fetch({ url, cap: 'html', headers: profileHeaders(profile) });
  return { result, response: result.ok ? result.response : null };
}

type Judged = ViewJudgement & Pick<AgentView, 'status' | 'challenge'>;

interface Reading {
  bodyOf: (response: FetchedResponse) => PageBody;
  renderedText: string | null;
  browserBody: () => Promise<PageBody | null>;
  follow: (url: string) => Promise<Received>;
  /** Whether a browser got any answer for the page (asked only where this profile got none). */
  browserAnswered: () => Promise<boolean>;
  /** Meta refreshes followed to reach this response (one at most). */
  refreshes: number;
}

async function judgeReceived(ctx: GatherContext, profile: AgentProfile, received: Received, reference: readonly string[], reading: Reading): Promise<Judged> {
  if (!received.response) {
    const failure = failureOf(received.result);
    // Out of time, or refused by the audit's own rules: not the site's answer (engine/measured.ts).
    if (failure.own) return { status: null, challenge: [], ...judged(null, 'not-measured', `Not measured: ${failure.reason}`) };
    // No answer is never read or refused by itself (checks.md 2026-12c): only where a browser got an answer is the
    // dropped connection this agent's.
    if (!(await reading.browserAnswered())) return { status: null, challenge: [], ...judged(null, 'not-measured', `Not measured: ${failure.reason} A browser got no answer either.`) };
    return { status: null, challenge: [], ...judged('blocked', 'unreachable', `${failure.reason} A browser got an answer.`) };
  }
  const response = received.response;
  const got = { status: response.status, challenge: challengeOf(response, reference) };
  // A 402 asks the agent to pay (checks.md 2026-12d): the owner's choice, never a refusal.
  const priced = pricedOf(response, reference);
  if (priced) return { ...got, ...judged('pay', 'priced', priced.reason, { payment: priced.payment }) };
  const refused = refusalOf(response, reference);
  if (refused) return { ...got, ...judged('blocked', refused.cause, refused.reason) };
  const limit = charactersKept(profile);
  if (isMarkdownType(response.contentType)) return { ...got, ...judgeText('served', response.text, 0, response.text.length, limit) };
  if (!looksLikeHtml(response)) return { ...got, ...judgeText('none', response.text, 0, response.text.length, limit) };
  const body = reading.bodyOf(response);
  // A profile that follows the page's Markdown alternate reads that instead of the HTML (before the JavaScript rule:
  // the alternate holds the content a script-built page lacks); where the alternate cannot be read, the HTML stands.
  let note: string | undefined;
  if (profile.followsMarkdownAlternate.value === true && body.markdownAlternate !== null) {
    const alternate = await followAlternate(body.markdownAlternate, reading.follow, reference, limit);
    if (alternate.judged) return { ...got, ...alternate.judged };
    note = alternate.why;
  }
  if (body.refresh !== null && reading.refreshes === 0) {
    const refreshed = await judgeRefresh(ctx, profile, body, reference, reading, limit);
    if (refreshed) return { ...got, ...refreshed };
  }
  const judgement = await judgeHtml(auditReadings(ctx), body, profile, { renderedText: reading.renderedText, browserBody: reading.browserBody, status: response.status, ...(note ? { note } : {}) });
  return { ...got, ...judgement };
}

/**
 * A page that sends its reader on with a meta refresh (checks.md 2026-12c): a profile whose sources say it follows
 * one gets the page it leads to, judged as its own; the others get the page that holds the refresh, which, where it
 * holds no main content of its own, loses the content for them (`partial`, the way content only a frame carries
 * does: the page points to it, the agent does not go). Null: the page's own content stands (judgeHtml).
 */
async function judgeRefresh(ctx: GatherContext, profile: AgentProfile, body: PageBody, reference: readonly string[], reading: Reading, limit: number | null): Promise<Judged | null> {
  const target = body.refresh!;
  if (profile.followsMetaRefresh.value === true) {
    const followed = await judgeReceived(ctx, profile, await reading.follow(target), reference, { ...reading, renderedText: null, refreshes: 1 });
    return { ...followed, reason: `Follows the page's meta refresh to ${target}. ${followed.reason}` };
  }
  if (body.text.length >= NO_CONTENT_CHARACTERS) return null;
  const why = profile.followsMetaRefresh.value === false ? 'which this agent does not follow' : 'which no source says this agent follows';
  const seen = { textLength: body.text.length, kept: limit === null ? body.text.length : Math.min(limit, body.text.length), excerpt: excerptOf(body.text, body.text.length) };
  return {
    status: null,
    challenge: [],
    ...judged('partial', 'meta-refresh', `The page only sends its reader on with a meta refresh to ${target}, ${why}: it gets the ${thousands(body.text.length)} characters of the page that holds it.`, seen),
  };
}

/**
 * The view of a Markdown alternate, fetched with the profile's headers; or why it cannot stand in for the page (an
 * error status, a challenge, HTML or no text where Markdown was linked).
 */
async function followAlternate(url: string, follow: (url: string) => Promise<Received>, reference: readonly string[], limit: number | null): Promise<{ judged: ViewJudgement | null; why: string }> {
  const fetched = await follow(url);
  const response = fetched.response;
  const failed = (what: string) => ({ judged: null, why: `The page links a Markdown alternate (${url}), which this agent follows, but ${what}: it reads the HTML instead.` });
  if (!response) return failed(`it got no answer${fetched.result && !fetched.result.ok ? ` (${fetched.result.error.code})` : ''}`);
  if (challengeOf(response, reference).length > 0) return failed(`it answered a challenge page (HTTP ${response.status})`);
  if (!hasMarkdownBody(response)) {
    return failed(response.status < 200 || response.status > 299 ? `it answered HTTP ${response.status}` : `it answered no Markdown (${response.contentType || 'no Content-Type'})`);
  }
  if (response.text.trim().length < NO_CONTENT_CHARACTERS) return failed(`it holds ${response.text.trim().length} characters of text`);
  const view = judgeText('served', response.text, 0, response.text.length, limit);
  return { judged: { ...view, reason: `Follows the page's Markdown alternate (${url}). ${view.reason}` }, why: '' };
}

type Rendered = Awaited<ReturnType<GatherContext['getPage']>> | null;

/**
 * The browsing profile's view: the page is fetched with the profile's headers (a desktop Chrome's User-Agent and
 * Accept); where that answer is the scanner's, the audit's rendered view (rendered with the profile's User-Agent on
 * every request: gather/rendered.ts) is what the profile gets, and where it differs (a site that refuses the scanner
 * and serves Chrome, or the reverse) the page is rendered again from it.
 */
async function browserProfileView(base: AgentView, ctx: GatherContext, profile: AgentProfile, scanned: FetchedResponse | null, rendered: Rendered): Promise<AgentView> {
  // Without a render of the page browserView says why the profile was not measured. A render the scanner's own
  // identity was refused (or ran out of time) still lets the profile fetch with its own headers: a site that refuses
  // the scanner may serve Chrome, and that answer is rendered on its own below.
  if (ctx.options.render === null || rendered === null) return browserView(base, ctx, rendered);
  const received = await receive(ctx, profile, base.url);
  const response = received.response;
  if (response === null) {
    const failure = failureOf(received.result);
    if (failure.own) return { ...base, ...judged(null, 'not-measured', `Not measured: ${failure.reason}`) };
    return { ...base, ...judged('blocked', 'unreachable', `The browser could not load the page: ${failure.reason}`) };
  }
  const priced = pricedOf(response, null);
  if (priced) return { ...base, status: response.status, ...judged('pay', 'priced', priced.reason, { payment: priced.payment }) };
  const refused = refusalOf(response);
  if (refused) return { ...base, status: response.status, challenge: refused.challenge, ...judged('blocked', refused.cause, refused.reason) };
  if (scanned !== null && response.status === scanned.status && response.text === scanned.text) return browserView(base, ctx, rendered);
  return browserView(base, ctx, await renderAsAgent(ctx, base.url, response, profile.userAgents[0]!.userAgent));
}

function browserView(base: AgentView, ctx: GatherContext, rendered: Rendered): AgentView {
  if (ctx.options.render === null || rendered === null) {
    return { ...base, ...judged(null, 'not-measured', 'Not measured: no browser, so what agents that run JavaScript read was not measured (audit with --browser to see what a browsing agent reads).') };
  }
  const view = rendered as RenderedArtifact;
  if (!view.measured) return { ...base, ...judged(null, 'not-measured', `Not measured: ${view.reason}`) };
  if (view.navigationError) return { ...base, ...judged('blocked', 'unreachable', `The browser could not load the page: ${view.navigationError}.`) };
  const status = view.status;
  // A render has no headers to read the terms from: a 402 it received is priced all the same.
  if (status === 402) return { ...base, status, ...judged('pay', 'priced', pricedReason({ scheme: 'none', price: null })) };
  if (status !== null && (status < 200 || status > 299)) return { ...base, status, ...judged('blocked', 'refused', statusRefusal(status)) };
  // The browsing profile is measured only where the page was rendered (checks.md 2026-12c): a render that ran out of
  // time before its page could be read was not, and no verdict, floor or cap rests on it.
  const judgeable = judgeableView(view);
  if (judgeable === null) return { ...base, status, ...judged(null, 'not-measured', 'Not measured: the render ran out of time before the page could be read.') };
  const text = judgeable.snapshot.text;
  // The browsing agent reads what the rendered page shows, however short: little text is no refusal.
  return { ...base, status, ...judged('reads', 'ok', `Reads the rendered page (${thousands(text.length)} characters of text).`, { textLength: text.length, kept: text.length, excerpt: excerptOf(text, text.length), mainShare: 1 }) };
}

export function viewOf(views: readonly AgentView[], id: AgentProfileId): AgentView | undefined {
  return views.find((view) => view.profile === id);
}
