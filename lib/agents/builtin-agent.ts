// The built-in agent needs no model. It is a generic agent (issue 32 point 7): it starts where any agent starts, at
// the start page and what it links; it reads llms.txt only where the start page points to it (a link, `<link>` or
// `Link` header), never as a privileged first step, so its runs do not credit llms.txt with what a generic agent
// would not have found; without such a pointer it falls back to the sitemap. It ranks pages by the goal's keywords
// and answers with the sentence that covers most of them, quoted verbatim from the page it read.
import { parseSitemapXml } from '@/engine/index';
import type { AgentBrowser, OpenResult, PageLink } from './browser';
import { bestSentence, coverage, keywordsOf, type SentenceMatch } from './keywords';
import { BudgetExhausted, type Trail } from './trail';
import type { AgentVerdict, Evidence } from './types';

export const BUILTIN_AGENT_VERSION = 'agentgauge-builtin@1';

/** A sentence covering this share of the goal's keywords answers it; half of that is a partial answer. */
const ANSWERED = 0.6;
const PARTLY_ANSWERED = 0.3;
const MAX_CANDIDATES = 6;

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

export async function runBuiltinAgent(browser: AgentBrowser, trail: Trail, goal: string): Promise<AgentConclusion> {
  let keywords = keywordsOf(goal);
  const reasons: string[] = [];
  const found: { best: SentenceMatch | null } = { best: null };
  const consider = (page: OpenResult) => {
    if (!page.ok) return;
    const match = bestSentence(keywords, page.url, page.text);
    if (match && (!found.best || match.score > found.best.score)) found.best = match;
  };

  try {
    const start = await trail.step('open_url', `${browser.origin}/`, () => browser.open(`${browser.origin}/`), describeOpen);
    if (!start.ok && start.kind === 'blocked') return { verdict: 'blocked', reasons: [start.reason], answer: null, evidence: [] };
    if (!start.ok) return { verdict: 'failed', reasons: [`The start page could not be read: ${start.reason}`], answer: null, evidence: [] };
    keywords = focusKeywords(keywords, start.title);
    consider(start);

    // Reasons say only what the agent did: which files it read, and how many pages it opened from each.
    const candidates: SourcedLink[] = [];
    const pointer = start.llmsTxt;
    const llms = pointer ? await trail.step('read_llms_txt', pointer, () => browser.open(pointer), describeOpen) : null;
    if (llms?.ok) {
      candidates.push(...llms.links.map((link) => ({ ...link, source: '/llms.txt' })));
      reasons.push(`Read /llms.txt (${llms.links.length} links), which the start page points to.`);
    } else {
      const sitemap = await trail.step('read_sitemap', `${browser.origin}/sitemap.xml`, () => browser.open(`${browser.origin}/sitemap.xml`), describeOpen);
      if (sitemap.ok) {
        const parsed = parseSitemapXml(sitemap.text);
        if (parsed.ok) {
          candidates.push(...parsed.entries.flatMap((entry) => (entry.loc ? [{ url: entry.loc, text: new URL(entry.loc).pathname, source: '/sitemap.xml' }] : [])));
          reasons.push(`Read /sitemap.xml (${parsed.entries.length} URLs).`);
        }
      }
    }
    candidates.push(...start.links.map((link) => ({ ...link, source: 'the start page' })));

    const opened = new Map<string, number>();
    const ranked = rank(candidates, keywords, browser);
    try {
      for (const candidate of ranked) {
        if ((found.best?.score ?? 0) >= ANSWERED) break;
        const page = await trail.step('open_url', candidate.url, () => browser.open(candidate.url), describeOpen);
        opened.set(candidate.source, (opened.get(candidate.source) ?? 0) + 1);
        consider(page);
      }
    } finally {
      if (opened.size > 0) reasons.push(`Opened ${[...opened].map(([source, count]) => `${count} page${count === 1 ? '' : 's'} linked from ${source}`).join(' and ')}.`);
      else if (ranked.length === 0) reasons.push("No link's text or path matched the goal's keywords, so no further page was opened.");
    }
  } catch (error) {
    if (!(error instanceof BudgetExhausted)) throw error;
    reasons.push(error.reason);
  }
  return conclude(found.best, keywords, browser, reasons);
}

/** Words of the site's own name (its start page title) occur on every page and tell pages apart poorly. */
function focusKeywords(keywords: string[], siteTitle: string | null): string[] {
  const focused = keywords.filter((keyword) => coverage([keyword], siteTitle ?? '') === 0);
  return focused.length > 0 ? focused : keywords;
}

/** A link and where the agent found it (for its reasons). */
type SourcedLink = PageLink & { source: string };

/** Distinct on-site candidates not read yet, best keyword match of link text and path first. */
function rank(candidates: SourcedLink[], keywords: string[], browser: AgentBrowser): SourcedLink[] {
  const seen = new Set(browser.visited.map((page) => page.url));
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
    .slice(0, MAX_CANDIDATES)
    .map((entry) => entry.link);
}

function conclude(best: SentenceMatch | null, keywords: string[], browser: AgentBrowser, reasons: string[]): AgentConclusion {
  if (keywords.length === 0) return { verdict: 'failed', reasons: [...reasons, 'The goal has no words to search for.'], answer: null, evidence: [] };
  const score = best?.score ?? 0;
  if (best && score >= PARTLY_ANSWERED) {
    const verdict = score >= ANSWERED ? 'succeeded' : 'partial';
    const share = `${Math.round(score * 100)}% of the goal's keywords`;
    reasons.push(`${verdict === 'succeeded' ? 'Found' : 'Found only'} a sentence on ${best.url} covering ${share}.`);
    return { verdict, reasons, answer: best.sentence, evidence: [{ url: best.url, quote: best.sentence }] };
  }
  if (browser.blocks.length > 0) return { verdict: 'blocked', reasons: [...reasons, ...browser.blocks], answer: null, evidence: [] };
  reasons.push(`No page read covered enough of the goal's keywords (${keywords.join(', ')}).`);
  return { verdict: 'failed', reasons, answer: null, evidence: [] };
}
