// What an agent sees of a site. Every request goes through the engine's SSRF-safe fetcher; the agent stays on the
// site's host (and its subdomains), obeys robots.txt for its own token, and treats 401/403/429 and bot-challenge
// pages as blocks. Every text it read is kept, so evidence quotes can be checked against what was really there.
// Given an agent profile (a journey's agent runs), it browses as that profile does in the journey runner: the
// profile's headers, its view of each page (conversion and truncation) and the links in it, robots.txt only where
// the profile obeys it (engine/journeys/run.ts receiveAsProfile, one source for both).
import {
  challengeMarkersIn,
  createPageReadings,
  isAllowed,
  loadLeanDocument,
  parseRobots,
  pricedOf,
  readableLines,
  visibleText,
  type CapName,
  type FetchedResponse,
  type Fetcher,
  type ParsedRobots,
  type AgentProfile,
  receiveAsProfile,
} from '@/engine/index';
import { belongsToSite } from '@/lib/answers/citations';

/** The product token the agent answers to in robots.txt (groups naming it, else the `*` group). */
export const AGENT_ROBOTS_TOKEN = 'AgentGauge';

const BLOCKING_STATUSES = new Set([401, 403, 429]);
const MAX_LINKS = 200;

export interface PageLink {
  url: string;
  text: string;
}

export type OpenResult =
  | {
      ok: true;
      url: string;
      status: number;
      contentType: string;
      title: string | null;
      text: string;
      links: PageLink[];
      /** The llms.txt the page points to (an `<a>`, a `<link>` or a `Link` header), else null: a generic agent reads it only then. */
      llmsTxt: string | null;
    }
  | { ok: false; url: string; kind: 'blocked' | 'not-found' | 'error' | 'off-site'; reason: string };

export interface AgentBrowser {
  readonly origin: string;
  /** robots.txt's verdict for a URL; reads robots.txt once. */
  robotsVerdict(url: string): Promise<{ allowed: boolean; reason: string | null }>;
  open(url: string): Promise<OpenResult>;
  /** Text read from a URL during the run (undefined when it was never read). */
  textOf(url: string): string | undefined;
  /** Every page read so far, in order. */
  readonly visited: ReadonlyArray<{ url: string; text: string }>;
  /** Why pages were refused (robots, 401/403/429, challenges), in order. */
  readonly blocks: readonly string[];
  /** The sitemaps robots.txt points to (a generic agent may read them; nothing else makes it read a sitemap). */
  robotsSitemaps(): Promise<string[]>;
  /** The profile it browses as, null for the scanner's own agent. */
  readonly profile: AgentProfile | null;
}

export function createAgentBrowser(fetcher: Fetcher, siteUrl: string, profile: AgentProfile | null = null): AgentBrowser {
  const site = new URL(siteUrl);
  const texts = new Map<string, string>();
  const visited: Array<{ url: string; text: string }> = [];
  const blocks: string[] = [];
  let robots: Promise<ParsedRobots | 'disallow-all' | null> | undefined;

  const loadRobots = async (): Promise<ParsedRobots | 'disallow-all' | null> => {
    const result = await fetcher.fetch({ url: new URL('/robots.txt', site).href, cap: 'robots' });
    if (!result.ok) return null;
    const { status, text } = result.response;
    // RFC 9309 §2.3.1: unavailable (4xx) allows everything; unreachable (5xx) disallows everything.
    if (status >= 500) return 'disallow-all';
    return status >= 200 && status < 300 ? parseRobots(text) : null;
  };

  // A profile that does not obey robots.txt (or names no token) is never stopped by it.
  const token = profile ? (profile.obeysRobots.value === true ? profile.robotsToken : null) : AGENT_ROBOTS_TOKEN;

  const robotsVerdict = async (url: string) => {
    if (token === null) return { allowed: true, reason: null };
    const parsed = await (robots ??= loadRobots());
    if (parsed === null) return { allowed: true, reason: null };
    if (parsed === 'disallow-all') return { allowed: false, reason: 'robots.txt answered with a server error, which disallows every path.' };
    const verdict = isAllowed(parsed, token, url);
    if (verdict.allowed) return { allowed: true, reason: null };
    return {
      allowed: false,
      reason: `robots.txt disallows ${token} on ${new URL(url).pathname} (${verdict.rule}, line ${verdict.line}).`,
    };
  };

  const robotsSitemaps = async () => {
    const parsed = await (robots ??= loadRobots());
    return parsed && parsed !== 'disallow-all' ? parsed.sitemaps.map((entry) => entry.url) : [];
  };

  // The pages this run read, as the profile receives them: each parsed and converted once, under one conversion budget.
  const readings = createPageReadings();
  const openAsProfile = async (url: URL, as: AgentProfile): Promise<OpenResult> => {
    const view = await receiveAsProfile((request) => fetcher.fetch(request), as, url.href, readings);
    // Asked to pay (HTTP 402): no page without paying, and never a refusal (checks.md 2026-12d).
    if (view.priced) return refuse(url.href, 'not-found', view.priced);
    // Broken for everyone (404, 410 or 5xx to a browser too): the site's broken link, never a refusal of the agent.
    if (view.broken) return refuse(url.href, 'not-found', view.broken);
    if (view.blocked) {
      if (view.status === null) return refuse(url.href, 'error', view.blocked);
      const refused = view.challenged || BLOCKING_STATUSES.has(view.status);
      return refuse(url.href, refused ? 'blocked' : 'not-found', view.blocked);
    }
    texts.set(url.href, view.kept);
    if (view.finalUrl !== url.href) texts.set(view.finalUrl, view.kept);
    visited.push({ url: url.href, text: view.kept });
    const links = view.links.filter((link) => /^https?:/.test(link.url)).slice(0, MAX_LINKS);
    const llms = links.find((link) => LLMS_TXT_PATH.test(new URL(link.url).pathname));
    return {
      ok: true,
      url: url.href,
      status: view.status ?? 200,
      contentType: '',
      title: null,
      text: view.kept,
      links,
      llmsTxt: llms?.url ?? null,
    };
  };

  const refuse = (url: string, kind: 'blocked' | 'not-found' | 'error' | 'off-site', reason: string): OpenResult => {
    if (kind === 'blocked') blocks.push(reason);
    return { ok: false, url, kind, reason };
  };

  const open = async (raw: string): Promise<OpenResult> => {
    let url: URL;
    try {
      url = new URL(raw, site);
    } catch {
      return refuse(raw, 'error', `"${raw}" is not a URL.`);
    }
    url.hash = '';
    if (!/^https?:$/.test(url.protocol) || !belongsToSite(url.hostname.toLowerCase(), site.hostname)) {
      return refuse(url.href, 'off-site', `${url.href} is not on ${site.host}; the agent only browses the site under test.`);
    }
    const verdict = await robotsVerdict(url.href);
    if (!verdict.allowed) return refuse(url.href, 'blocked', verdict.reason!);
    if (profile) return openAsProfile(url, profile);
    const result = await fetcher.fetch({ url: url.href, cap: capFor(url) });
    if (!result.ok) return refuse(url.href, 'error', result.error.message);
    const response = result.response;
    if (BLOCKING_STATUSES.has(response.status)) {
      return refuse(url.href, 'blocked', `${url.href} answered HTTP ${response.status}: the site refused the agent.`);
    }
    const challenges = challengeMarkersIn(response.text, response.headers, true);
    if (challenges.length > 0) {
      return refuse(url.href, 'blocked', `${url.href} answered with a bot challenge (${challenges.join(', ')}).`);
    }
    const priced = pricedOf(response, null, url.href);
    if (priced) return refuse(url.href, 'not-found', priced.reason);
    if (response.status >= 400) return refuse(url.href, 'not-found', `${url.href} answered HTTP ${response.status}.`);
    const page = readPage(response);
    texts.set(url.href, page.text);
    if (response.finalUrl !== url.href) texts.set(response.finalUrl, page.text);
    visited.push({ url: url.href, text: page.text });
    return { ok: true, url: url.href, status: response.status, contentType: response.contentType, ...page, llmsTxt: llmsTxtPointer(response, page.links) };
  };

  return { origin: site.origin, robotsVerdict, open, textOf: (url) => texts.get(url), visited, blocks, robotsSitemaps, profile };
}

const LLMS_TXT_PATH = /\/llms\.txt$/i;

/** Where the page points to an llms.txt: a link on it, a `<link href>` or a `Link` header target. */
function llmsTxtPointer(response: FetchedResponse, links: readonly PageLink[]): string | null {
  const linked = links.find((link) => LLMS_TXT_PATH.test(new URL(link.url).pathname));
  if (linked) return linked.url;
  const targets = [...(response.headers.link ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]!);
  if (response.contentType === 'text/html') {
    for (const match of response.text.slice(0, 64 * 1024).matchAll(/<link\b[^>]*\bhref=["']?([^"'\s>]+)/gi)) targets.push(match[1]!);
  }
  for (const target of targets) {
    const resolved = resolve(target, response.finalUrl);
    if (resolved && LLMS_TXT_PATH.test(new URL(resolved).pathname)) return resolved;
  }
  return null;
}

function capFor(url: URL): CapName {
  return /\.(txt|md)$/i.test(url.pathname) ? 'llms' : 'html';
}

function readPage(response: FetchedResponse): { title: string | null; text: string; links: PageLink[] } {
  if (response.contentType === 'text/html' || response.contentType === 'application/xhtml+xml') {
    // The engine's parser, under its structure caps: a hostile page costs the agent no more than it costs an audit.
    const { $ } = loadLeanDocument(response.text);
    if ($ === null) return { title: null, text: '', links: [] };
    const links: PageLink[] = [];
    $('a[href]').each((_index, element) => {
      if (links.length >= MAX_LINKS) return;
      const href = $(element).attr('href');
      const resolved = href ? resolve(href, response.finalUrl) : null;
      if (resolved) links.push({ url: resolved, text: $(element).text().replace(/\s+/g, ' ').trim() });
    });
    const title = $('title').first().text().trim() || null;
    // What the page shows, one block a line: table rows, definitions and addresses included (engine/agents/readable-lines.ts).
    return { title, text: readableLines($) ?? visibleText($), links };
  }
  return { title: null, text: response.text, links: markdownLinks(response.text, response.finalUrl) };
}

/** [text](url) links and bare http(s) URLs of a markdown or plain-text document. */
export function markdownLinks(text: string, base: string): PageLink[] {
  const links: PageLink[] = [];
  for (const match of text.matchAll(/\[([^\]]*)\]\(([^)\s]+)[^)]*\)([^\n]*)/g)) {
    const resolved = resolve(match[2]!, base);
    const note = match[3]!.replace(/^[\s:–-]+/, '').trim();
    if (resolved) links.push({ url: resolved, text: note ? `${match[1]!}: ${note}` : match[1]! });
    if (links.length >= MAX_LINKS) break;
  }
  return links;
}

function resolve(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    if (!/^https?:$/.test(url.protocol)) return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}
