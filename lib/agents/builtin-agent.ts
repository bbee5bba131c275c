// The built-in agent needs no model. It is a generic agent (issue 32 point 7): it starts where any agent starts, at
// the start page and what it links; it reads llms.txt only where the start page points to it (a link, `<link>` or
// `Link` header), never as a privileged first step, so its runs do not credit llms.txt with what a generic agent
// would not have found; a sitemap only where the start page or robots.txt points to it (the journey runner's link
// rules, issue 33 point 2). It opens the best-matching link among every page read so far (words compared by stem),
// and answers with the sentence that, with its heading, covers most of the goal's keywords, quoted verbatim. Given a
// journey's expected answer, it succeeds only with a quote that holds it.
import { findJourneyAnswer, parseSitemapXml, type AnswerMatcher } from '@/engine/index';
import type { AgentBrowser, OpenResult, PageLink } from './browser';
import { bestSentence, coverage, keywordsOf, type SentenceMatch } from './keywords';
import { BudgetExhausted, type Trail } from './trail';
import type { AgentVerdict, Evidence } from './types';

export const BUILTIN_AGENT_VERSION = 'agentgauge-builtin@1';

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

/** Pages the agent opens beyond its start page (best first, over every page it has read). */
const MAX_OPENED = 8;

export async function runBuiltinAgent(browser: AgentBrowser, trail: Trail, input: BuiltinGoal): Promise<AgentConclusion> {
  let keywords = keywordsOf(input.goal);
  const reasons: string[] = [];
  const found: { best: SentenceMatch | null; expected: Evidence | null } = { best: null, expected: null };
  const consider = (page: OpenResult) => {
    if (!page.ok) return;
    if (input.expect && !found.expected) {
      const hit = findJourneyAnswer(page.text, input.expect);
      // The quote is cut with "…" around a long sentence; the part between is verbatim page text.
      if (hit) found.expected = { url: page.url, quote: hit.quote.replace(/^…|…$/g, '') };
    }
    const match = bestSentence(keywords, page.url, page.text);
    if (match && (!found.best || match.score > found.best.score)) found.best = match;
  };
  const done = () => (input.expect ? found.expected !== null : (found.best?.score ?? 0) >= ANSWERED);

  try {
    const startUrl = new URL(input.start ?? '/', `${browser.origin}/`).href;
    const start = await trail.step('open_url', startUrl, () => browser.open(startUrl), describeOpen);
    if (!start.ok && start.kind === 'blocked') return { verdict: 'blocked', reasons: [start.reason], answer: null, evidence: [] };
    if (!start.ok) return { verdict: 'failed', reasons: [`The start page could not be read: ${start.reason}`], answer: null, evidence: [] };
    keywords = focusKeywords(keywords, start.title);
    consider(start);
    if (done()) return conclude(found, keywords, browser, reasons, input.expect !== undefined);

    // The site's own pointers, as the journey runner follows them (issue 33 point 2): an llms.txt the start page
    // points to, a sitemap only where the page or robots.txt points to it. Reasons say only what the agent did.
    const candidates: SourcedLink[] = [];
    const pointer = start.llmsTxt;
    const llms = pointer ? await trail.step('read_llms_txt', pointer, () => browser.open(pointer), describeOpen) : null;
    if (llms?.ok) {
      candidates.push(...llms.links.map((link) => ({ ...link, source: '/llms.txt' })));
      reasons.push(`Read /llms.txt (${llms.links.length} links), which the start page points to.`);
    } else {
      const linked = start.links.find((link) => SITEMAP_PATH.test(new URL(link.url).pathname))?.url;
      const sitemapUrl = linked ?? (await browser.robotsSitemaps()).find((url) => url.startsWith(browser.origin));
      if (sitemapUrl) {
        const sitemap = await trail.step('read_sitemap', sitemapUrl, () => browser.open(sitemapUrl), describeOpen);
        const entries = sitemap.ok ? sitemapEntries(sitemap) : [];
        if (sitemap.ok) {
          candidates.push(...entries.map((url) => ({ url, text: new URL(url).pathname, source: new URL(sitemapUrl).pathname })));
          reasons.push(`Read ${new URL(sitemapUrl).pathname} (${entries.length} URLs), which ${linked ? 'the start page' : 'robots.txt'} points to.`);
        }
      }
    }
    candidates.push(...start.links.map((link) => ({ ...link, source: 'the start page' })));

    const opened = new Map<string, number>();
    const tried = new Set<string>();
    try {
      for (let count = 0; count < MAX_OPENED && !done(); count++) {
        const candidate = rank(candidates, keywords, browser, tried)[0];
        if (!candidate) break;
        tried.add(candidate.url);
        const page = await trail.step('open_url', candidate.url, () => browser.open(candidate.url), describeOpen);
        opened.set(candidate.source, (opened.get(candidate.source) ?? 0) + 1);
        consider(page);
        if (page.ok) candidates.push(...page.links.map((link) => ({ ...link, source: new URL(page.url).pathname })));
      }
    } finally {
      if (opened.size > 0) reasons.push(`Opened ${[...opened].map(([source, count]) => `${count} page${count === 1 ? '' : 's'} linked from ${source}`).join(' and ')}.`);
      else if (!done()) reasons.push("No link's text or path matched the goal's keywords, so no further page was opened.");
    }
  } catch (error) {
    if (!(error instanceof BudgetExhausted)) throw error;
    reasons.push(error.reason);
  }
  return conclude(found, keywords, browser, reasons, input.expect !== undefined);
}

const SITEMAP_PATH = /sitemap[^/]*\.xml$/i;

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

/** A link and where the agent found it (for its reasons). */
type SourcedLink = PageLink & { source: string };

/** Distinct on-site candidates not read yet, best keyword match of link text and path first. */
function rank(candidates: SourcedLink[], keywords: string[], browser: AgentBrowser, tried: ReadonlySet<string>): SourcedLink[] {
  const seen = new Set([...browser.visited.map((page) => page.url), ...tried]);
  const unique: SourcedLink[] = [];
  for (const candidate of candidates) {
    if (seen.has(candidate.url) || !candidate.url.startsWith(browser.origin)) continue;
    seen.add(candidate.url);
    unique.push(candidate);
  }
  const score = (link: SourcedLink) => coverage(keywords, `${link.text} ${new URL(link.url).pathname.replace(/[/._-]+/g, ' ')}`);
  return unique
    .map((link, index) => ({ link, index, score: score(link) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.link);
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
