// The built-in agent needs no model. It is a generic agent (issue 32 point 7): it starts where any agent starts, at
// the start page and what it links; it reads llms.txt only where the start page points to it (a link, `<link>` or
// `Link` header), never as a privileged first step, so its runs do not credit llms.txt with what a generic agent
// would not have found; a sitemap only where the start page or robots.txt points to it (the journey runner's link
// rules, issue 33 point 2), within the same fetch budget. It opens the most relevant link found so far (words
// compared by stem, plus a small table of common equivalents: lib/agents/word-equivalents.ts), and where no link is
// relevant, the links in the order found, breadth-first. It answers with the sentence that, with its heading, covers
// most of the goal's keywords, quoted verbatim. Given a journey's expected answer, it succeeds only with a quote that
// holds it.
import { findJourneyAnswer, JOURNEY_FETCH_BUDGET, parseSitemapXml, type AnswerMatcher } from '@/engine/index';
import type { AgentBrowser, OpenResult, PageLink } from './browser';
import { asksForValue, bestSentence, coverage, keywordsOf, linkRelevance, type SentenceMatch } from './keywords';
import { BudgetExhausted, type Trail } from './trail';
import type { AgentVerdict, Evidence } from './types';

/**
 * @2: links ranked by relevance with the table of equivalents, unscored links breadth-first, the journey fetch budget.
 * @3: reads what a page shows (table rows, definitions, addresses, alt text: engine/agents/readable-lines.ts), and a
 * question about a value (a price, a time, an address) is answered by a sentence that holds one.
 */
export const BUILTIN_AGENT_VERSION = 'agentgauge-builtin@3';

/** A sentence covering this share of the goal's keywords answers it; half of that is a partial answer. */
const ANSWERED = 0.6;
const PARTLY_ANSWERED = 0.3;

export interface AgentConclusion {
  verdict: AgentVerdict;
  reasons: string[];
  answer: string | null;
  evidence: Evidence[];
}

export function describeOpen(result: OpenResult): string {
  if (!result.ok) return result.reason;
  const title = result.title ? `"${result.title}": ` : '';
  return `HTTP ${result.status} ${result.contentType || 'no type'}, ${result.links.length} links. ${title}${result.text}`;
}

/** What the built-in agent is given: the goal, where it starts, and (for a journey) how to recognise the answer. */
export interface BuiltinGoal {
  goal: string;
  /** The page it starts at; the site's start page when absent. */
  start?: string;
  /** A journey's answer: the run succeeds only with a quote that holds it, and never reports a partial answer. */
  expect?: AnswerMatcher;
}

/**
 * Pages the agent may fetch, its start page included: the journey runner's budget (issue 33 point 2: at most 12
 * fetches per journey and profile), one source for both; the run's step budget may end it sooner.
 */
export const BUILTIN_FETCH_BUDGET = JOURNEY_FETCH_BUDGET;

export async function runBuiltinAgent(browser: AgentBrowser, trail: Trail, input: BuiltinGoal): Promise<AgentConclusion> {
  let keywords = keywordsOf(input.goal);
  // A question about a price, a time or an address is answered by a sentence that holds one (a table row, a
  // definition, an address: engine/agents/readable-lines.ts), not by one that only shares its words.
  const wantsValue = asksForValue(input.goal);
  const reasons: string[] = [];
  const found: { best: SentenceMatch | null; expected: Evidence | null } = { best: null, expected: null };
  const consider = (page: OpenResult) => {
    if (!page.ok) return;
    if (input.expect && !found.expected) {
      const hit = findJourneyAnswer(page.text, input.expect);
      // The quote is cut with "…" around a long sentence; the part between is verbatim page text.
      if (hit) found.expected = { url: page.url, quote: hit.quote.replace(/^…|…$/g, '') };
    }
    const match = bestSentence(keywords, page.url, page.text, wantsValue);
    const best = found.best;
    if (match && (!best || match.score > best.score || (wantsValue && match.score === best.score && match.value && !best.value))) found.best = match;
  };
  const done = () => (input.expect ? found.expected !== null : (found.best?.score ?? 0) >= ANSWERED && (!wantsValue || found.best!.value));

  try {
    const startUrl = new URL(input.start ?? '/', `${browser.origin}/`).href;
    const start = await trail.step('open_url', startUrl, () => browser.open(startUrl), describeOpen);
    if (!start.ok && start.kind === 'blocked') return { verdict: 'blocked', reasons: [start.reason], answer: null, evidence: [] };
    if (!start.ok) return { verdict: 'failed', reasons: [`The start page could not be read: ${start.reason}`], answer: null, evidence: [] };
    keywords = focusKeywords(keywords, start.title);
    consider(start);
    if (done()) return conclude(found, keywords, browser, reasons, input.expect !== undefined);
    await explore(browser, trail, start, keywords, consider, done, reasons);
  } catch (error) {
    if (!(error instanceof BudgetExhausted)) throw error;
    reasons.push(error.reason);
  }
  return conclude(found, keywords, browser, reasons, input.expect !== undefined);
}

/** A link the agent may open: where it found it (for its reasons), how far from the start, and how relevant it is. */
interface Candidate extends PageLink {
  source: string;
  hops: number;
  /** Discovery order: ties go to the link found first (breadth-first). */
  order: number;
  relevance: number;
}

/**
 * Opens pages until the answer is found or the fetch budget is spent, following the journey runner's link rules
 * (issue 33 point 2): the links in the profile's view of each page read, an llms.txt the start page points to (a
 * link, `<link>` or `Link` header), a sitemap only where a page or robots.txt points to it, never a well-known path
 * nothing points to. The next page is the most relevant link found so far (its text and path against the question's
 * words by stem and the table of equivalents); where no link is relevant, the links in the order found, breadth-first,
 * so a page whose link says nothing about the question can still be reached within the budget. Deterministic.
 */
async function explore(
  browser: AgentBrowser,
  trail: Trail,
  start: Extract<OpenResult, { ok: true }>,
  keywords: string[],
  consider: (page: OpenResult) => void,
  done: () => boolean,
  reasons: string[],
): Promise<void> {
  const candidates = new Map<string, Candidate>();
  const tried = new Set(browser.visited.map((page) => page.url));
  const add = (link: PageLink, source: string, hops: number) => {
    if (!isOnSite(link.url, browser) || tried.has(link.url) || candidates.has(link.url)) return;
    const text = link.text || '';
    const relevance = linkRelevance(keywords, `${text} ${new URL(link.url).pathname.replace(/[/._-]+/g, ' ')}`);
    candidates.set(link.url, { ...link, source, hops, order: candidates.size + tried.size, relevance });
  };
  for (const link of start.links) add(link, 'the start page', 1);
  if (start.llmsTxt) add({ url: start.llmsTxt, text: '' }, 'the start page', 1);
  for (const url of await browser.robotsSitemaps()) add({ url, text: '' }, 'robots.txt', 1);

  const opened = new Map<string, number>();
  let unscored = 0;
  let fetches = browser.visited.length;
  try {
    while (!done()) {
      const next = pick(candidates);
      if (!next) break;
      if (fetches >= BUILTIN_FETCH_BUDGET) {
        reasons.push(`The fetch budget (${BUILTIN_FETCH_BUDGET} pages) ran out before the answer was found.`);
        break;
      }
      candidates.delete(next.url);
      tried.add(next.url);
      fetches += 1;
      const path = new URL(next.url).pathname;
      const kind = LLMS_TXT_PATH.test(path) ? 'llms' : SITEMAP_PATH.test(path) ? 'sitemap' : 'page';
      const action = kind === 'llms' ? 'read_llms_txt' : kind === 'sitemap' ? 'read_sitemap' : 'open_url';
      const page = await trail.step(action, next.url, () => browser.open(next.url), describeOpen);
      if (!page.ok) continue;
      if (kind === 'page') {
        opened.set(next.source, (opened.get(next.source) ?? 0) + 1);
        if (next.relevance === 0) unscored += 1;
        consider(page);
      }
      const links = kind === 'sitemap' ? sitemapEntries(page).map((url) => ({ url, text: '' })) : page.links;
      if (kind !== 'page') reasons.push(`Read ${path} (${links.length} ${kind === 'sitemap' ? 'URLs' : 'links'}), which ${next.source} points to.`);
      for (const link of links) add(link, path, next.hops + 1);
    }
  } finally {
    const parts = [...opened].map(([source, count]) => `${count} page${count === 1 ? '' : 's'} linked from ${source}`);
    if (parts.length > 0) reasons.push(`Opened ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]}.`);
    if (unscored > 0) {
      reasons.push(
        `${unscored} of the pages opened had a link whose text and path hold none of the question's words or their equivalents; no link did better, so they were opened in the order found (breadth-first).`,
      );
    }
  }
}

/** The most relevant candidate; among equals the nearest to the start page, then the first found. */
function pick(candidates: ReadonlyMap<string, Candidate>): Candidate | null {
  let best: Candidate | null = null;
  for (const candidate of candidates.values()) {
    if (
      !best ||
      candidate.relevance > best.relevance ||
      (candidate.relevance === best.relevance && (candidate.hops < best.hops || (candidate.hops === best.hops && candidate.order < best.order)))
    ) {
      best = candidate;
    }
  }
  return best;
}

function isOnSite(url: string, browser: AgentBrowser): boolean {
  return url.startsWith(`${browser.origin}/`) || url === browser.origin;
}

const SITEMAP_PATH = /sitemap[^/]*\.xml$/i;
const LLMS_TXT_PATH = /\/llms\.txt$/i;

/** The page URLs a sitemap lists (the engine's parser for a raw read, the profile view's links for a profile's). */
function sitemapEntries(sitemap: Extract<OpenResult, { ok: true }>): string[] {
  const parsed = parseSitemapXml(sitemap.text);
  if (parsed.ok && parsed.entries.length > 0) return parsed.entries.flatMap((entry) => (entry.loc ? [entry.loc] : []));
  return sitemap.links.map((link) => link.url);
}

/** Words of the site's own name (its start page title) occur on every page and tell pages apart poorly. */
function focusKeywords(keywords: string[], siteTitle: string | null): string[] {
  const focused = keywords.filter((keyword) => coverage([keyword], siteTitle ?? '') === 0);
  return focused.length > 0 ? focused : keywords;
}

function conclude(
  found: { best: SentenceMatch | null; expected: Evidence | null },
  keywords: string[],
  browser: AgentBrowser,
  reasons: string[],
  journey: boolean,
): AgentConclusion {
  if (journey) return concludeJourney(found, browser, reasons);
  const best = found.best;
  if (keywords.length === 0) return { verdict: 'failed', reasons: [...reasons, 'The goal has no words to search for.'], answer: null, evidence: [] };
  const score = best?.score ?? 0;
  if (best && score >= PARTLY_ANSWERED) {
    const verdict = score >= ANSWERED ? 'succeeded' : 'partial';
    const share = `${Math.round(score * 100)}% of the goal's keywords`;
    // The heading is named where it carried words the sentence lacks ("Opening hours" over the hours themselves).
    const under = best.heading && coverage(keywords, best.sentence) < score ? ` under the heading "${best.heading}"` : '';
    reasons.push(`${verdict === 'succeeded' ? 'Found' : 'Found only'} a sentence${under} on ${best.url} covering ${share}.`);
    return { verdict, reasons, answer: best.sentence, evidence: [{ url: best.url, quote: best.sentence }] };
  }
  if (browser.blocks.length > 0) return { verdict: 'blocked', reasons: [...reasons, ...browser.blocks], answer: null, evidence: [] };
  reasons.push(`No page read covered enough of the goal's keywords (${keywords.join(', ')}).`);
  return { verdict: 'failed', reasons, answer: null, evidence: [] };
}

/**
 * A journey's run succeeds only with a quote that holds the expected answer; a sentence that holds none of it is no
 * answer, however many of the question's words it shares, so the run never reports it as a partial one.
 */
function concludeJourney(found: { best: SentenceMatch | null; expected: Evidence | null }, browser: AgentBrowser, reasons: string[]): AgentConclusion {
  if (found.expected) {
    reasons.push(`Found the expected answer on ${found.expected.url}.`);
    return { verdict: 'succeeded', reasons, answer: found.expected.quote, evidence: [found.expected] };
  }
  if (browser.blocks.length > 0) return { verdict: 'blocked', reasons: [...reasons, ...browser.blocks], answer: null, evidence: [] };
  const closest = found.best ? ` The closest sentence, on ${found.best.url}, holds none of the expected answers, so no answer is reported.` : '';
  reasons.push(`No page read holds the expected answer.${closest}`);
  return { verdict: 'failed', reasons, answer: null, evidence: [] };
}
