// server-rendered-content with a browser: the raw HTML measured against the rendered DOM. What scripts add is what a
// crawler that runs no JavaScript misses: words of text, headings, links and JSON-LD blocks, each counted.
import type { CheerioAPI } from 'cheerio';
import { fail, info, pass, rendered, warn, type DraftFinding } from '../../findings.js';
import { collapseWhitespace, extractJsonLd, textOf, topLevelNodes, visibleText } from '../../parse/html.js';
import { resolveUrl } from '../../parse/urls.js';
import { queryAll } from '../../parse/select.js';
import type { DomSnapshot } from '../../render/types.js';
import { excerpt } from './excerpt.js';

export const COMPARE_CODES = {
  'view-comparison':
    'What the raw HTML holds of the rendered page, in numbers: pass when it holds 90% or more of its words, headings and links and all its JSON-LD, info otherwise.',
  'js-only-text': 'Scripts add more than 10% of the words of the rendered page: a crawler that runs no JavaScript misses them.',
  'js-only-headings': 'Headings of the rendered page are missing from the raw HTML.',
  'js-only-links': 'Links of the rendered page are missing from the raw HTML.',
  'js-only-json-ld': 'JSON-LD blocks are added by script only: crawlers that read structured data from the HTML miss them.',
} as const;
export type CompareCode = keyof typeof COMPARE_CODES;

const ENOUGH_SHARE = 0.9;
const WORD = /[\p{L}\p{N}]+/gu;

const words = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];
const normalize = (text: string) => collapseWhitespace(text).toLowerCase();
const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((100 * part) / whole));

interface Counted {
  /** What the raw HTML has of the rendered page's items, and how many the rendered page has. */
  inRaw: number;
  total: number;
  /** Items of the rendered page the raw HTML lacks (the first few, for the detail). */
  missing: string[];
}

function counted(renderedItems: string[], rawItems: Set<string>): Counted {
  const missing = renderedItems.filter((item) => !rawItems.has(item));
  return { inRaw: renderedItems.length - missing.length, total: renderedItems.length, missing };
}

function jsonLdTypes(values: ReadonlyArray<{ types: string[] }>): string {
  const types = [...new Set(values.flatMap((value) => value.types))];
  return types.length > 0 ? types.slice(0, 5).join(', ') : 'no @type';
}

export function compareWithRendered(
  $: CheerioAPI,
  baseUrl: string,
  snapshot: DomSnapshot,
): { score: number; findings: Array<DraftFinding<CompareCode>> } {
  const rawWords = new Set(words(visibleText($)));
  const renderedWords = words(snapshot.text);
  const text = counted(renderedWords, rawWords);
  const headings = counted(
    snapshot.headings.map((heading) => normalize(heading.text)).filter((heading) => heading !== ''),
    new Set(queryAll($, 'h1, h2, h3, h4, h5, h6').map((heading) => normalize(textOf(heading)))),
  );
  const links = counted(
    snapshot.links,
    new Set(queryAll($, 'a[href]').flatMap((link) => resolveUrl(link.attribs['href'] ?? '', baseUrl) ?? [])),
  );
  const rawBlocks = extractJsonLd($);
  const rawJsonLd = rawBlocks.length;
  const rawTypes = new Set(rawBlocks.flatMap((block) => (block.ok ? topLevelNodes(block.value).flatMap((node) => [node['@type']].flat().map(String)) : [])));
  const scriptJsonLd = snapshot.jsonLd.length - rawJsonLd;
  const newTypes = snapshot.jsonLd.filter((block) => block.types.some((type) => !rawTypes.has(type)));

  const summary = `The raw HTML holds ${text.inRaw} of ${text.total} words (${percent(text.inRaw, text.total)}%), ${headings.inRaw} of ${headings.total} headings, ${links.inRaw} of ${links.total} links and ${rawJsonLd} of ${snapshot.jsonLd.length} JSON-LD blocks of the rendered page`;
  const where = `${baseUrl} — raw ${rawWords.size} distinct words; rendered ${renderedWords.length} words, ${snapshot.elements} elements`;
  const findings: Array<DraftFinding<CompareCode>> = [];
  let score = 100;
  const textShare = text.total === 0 ? 1 : text.inRaw / text.total;
  if (textShare < ENOUGH_SHARE) {
    const missed = text.total - text.inRaw;
    const make = textShare < 0.5 ? fail : warn;
    findings.push(
      make(
        'js-only-text',
        `Scripts add ${missed} of the ${text.total} words of the rendered page (${100 - percent(text.inRaw, text.total)}%); a crawler that runs no JavaScript misses them.`,
        `${where}; words only after scripts ran: "${excerpt([...new Set(text.missing)].slice(0, 20).join(' '), 120)}"`,
        'Render the content on the server (SSR or static generation) so the HTML itself carries the text.',
      ),
    );
    score = Math.min(score, Math.round(100 * textShare));
  }
  if (headings.total > 0 && headings.inRaw / headings.total < ENOUGH_SHARE) {
    findings.push(
      warn(
        'js-only-headings',
        `${headings.total - headings.inRaw} of the ${headings.total} headings of the rendered page are added by script.`,
        `${baseUrl} — ${headings.missing.slice(0, 5).map((heading) => `"${excerpt(heading, 50)}"`).join(', ')}`,
        'Put the headings in the HTML the server sends; agents outline a page by them.',
      ),
    );
    score = Math.min(score, 80);
  }
  if (links.total > 0 && links.inRaw / links.total < ENOUGH_SHARE) {
    findings.push(
      warn(
        'js-only-links',
        `${links.total - links.inRaw} of the ${links.total} links of the rendered page are added by script, so crawlers cannot follow them.`,
        `${baseUrl} — ${links.missing.slice(0, 5).join(', ')}`,
        'Render navigation and content links as <a href> in the HTML the server sends.',
      ),
    );
    score = Math.min(score, 80);
  }
  if (scriptJsonLd > 0 || newTypes.length > 0) {
    findings.push(
      warn(
        'js-only-json-ld',
        `${Math.max(scriptJsonLd, newTypes.length)} JSON-LD block${Math.max(scriptJsonLd, newTypes.length) === 1 ? ' is' : 's are'} added by script only (${jsonLdTypes(newTypes.length > 0 ? newTypes : snapshot.jsonLd)}).`,
        `${baseUrl} — ${rawJsonLd} JSON-LD blocks in the raw HTML, ${snapshot.jsonLd.length} after scripts ran`,
        'Emit the JSON-LD in the server-rendered HTML; most crawlers read structured data without running scripts.',
      ),
    );
    score = Math.min(score, 70);
  }
  findings.unshift((findings.length === 0 ? pass : info)('view-comparison', `${summary}.`, where, null));
  return { score, findings: findings.map(rendered) };
}
