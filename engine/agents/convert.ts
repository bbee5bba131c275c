// HTML to Markdown as the agents that convert pages do it (turndown, the library Claude Code's WebFetch is reported
// to use), and where the page's main content lands in the converted text, so truncation can be judged.
import TurndownService from 'turndown';
import type { CheerioAPI } from 'cheerio';
import { isTag, isText, type AnyNode, type Document, type Text } from 'domhandler';
import { parseFragment } from 'parse5';
import { firstTextOffset, mainContentOffset } from '../parse/html.js';
import { queryAll } from '../parse/select.js';
import { turndownTreeOfDocument, turndownTreeOfDocumentWith, turndownTreeOfElement, type TextInsertion, type TurndownNode } from './turndown-dom.js';

const START = 'zqxagentgaugemainstartqxz';
const END = 'zqxagentgaugemainendqxz';

/** HTML converted per step while looking for the end of the main content; a page is converted at most to its end. */
const STEP_CHARACTERS = 200_000;

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });
/**
 * Text inside script, style and template elements is never content (checks.md 2026-12c): it is dropped before
 * conversion, so it never reaches a view's text or counts toward an agent's truncation limit (turndown keeps it by
 * default: a page of 2,141 characters with 209,818 of inline script in its body was cut at 5,000).
 */
export const NEVER_CONTENT = ['script', 'style', 'template'] as const;
turndown.remove([...NEVER_CONTENT]);

/**
 * What turndown escapes in a text node: a backslash, `*`, a backtick, `[`, `]` or `_` anywhere, and `-`, `+`, `=`,
 * `#`, `~`, `>` or a digit at its start. Its escape runs thirteen replacements over every text node of a page; most
 * hold none of these characters and come back unchanged, so only those that may are handed to it (same Markdown:
 * tests/unit/checks/turndown-dom.test.ts).
 */
const MAY_NEED_MARKDOWN_ESCAPE = /[\\*`[\]_]|^[-+=#~>\d]/;
const escapeAsTurndown = turndown.escape.bind(turndown);
turndown.escape = (text: string) => (MAY_NEED_MARKDOWN_ESCAPE.test(text) ? escapeAsTurndown(text) : text);

/**
 * The main element's Markdown, kept while a page is converted: turndown's block rule for it, with the content marked
 * where it lands in the page's Markdown (turndown-dom.ts flags the element's copy). The marks sit between the
 * newlines the block rule puts around the content, so joining and the enclosing rules treat it as they would
 * unmarked; an element whose content is only newlines (nowhere to mark) or that is code is left unmarked.
 */
const MAIN_ELEMENT = 'agentGaugeMainElement';
const MAIN_CONTENT = 'agentGaugeMainContent';
turndown.addRule(MAIN_ELEMENT, {
  filter: (node) => (node as unknown as Record<string, unknown>)[MAIN_ELEMENT] === true,
  replacement: (content, node) => {
    const trimmed = content.replace(/^\n+/, '').replace(/\n+$/, '');
    if (trimmed === '' || (node as unknown as { isCode?: boolean }).isCode) return `\n\n${content}\n\n`;
    (node as unknown as Record<string, unknown>)[MAIN_CONTENT] = content;
    return `\n\n${START}${trimmed}${END}\n\n`;
  },
});

export function toMarkdown(html: string): string {
  return turndown.turndown(html);
}

function treeToMarkdown(tree: TurndownNode): string {
  return turndown.turndown(tree as unknown as HTMLElement);
}

/** The first `characters` of a page's HTML as Markdown; a page that fits is converted from its parsed document. */
export function headToMarkdown(html: string, document: Document | null, characters: number): string {
  if (document === null || html.length > characters) return toMarkdown(html.slice(0, characters));
  const tree = turndownTreeOfDocument(document);
  return tree === null ? toMarkdown(html.slice(0, characters)) : treeToMarkdown(tree);
}

/**
 * An element's HTML (`source`, its serialization) as Markdown, as toMarkdownUpTo converts it; converted from the
 * parsed element where toMarkdownUpTo would convert the HTML whole.
 */
export function elementToMarkdownUpTo(source: string, element: AnyNode, enough: number | null): string {
  if (enough !== null && source.length > STEP_CHARACTERS) return toMarkdownUpTo(source, enough);
  const tree = turndownTreeOfElement(element);
  return tree === null ? toMarkdownUpTo(source, enough) : treeToMarkdown(tree);
}

export interface ConvertedPage {
  /** The converted text, as far as it was converted (`complete` false: the rest was not needed). */
  markdown: string;
  complete: boolean;
  /** Where the main content starts and ends in `markdown` (end null: beyond what was converted). */
  mainStart: number;
  mainEnd: number | null;
}

const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'iframe', 'object']);

/** Source offset just after the last non-blank text of a subtree. */
function lastTextEnd(html: string, node: AnyNode): number | null {
  if (node.type === 'text') {
    // The parser keeps start offsets only; a text node's source runs to the next tag (decoded entities make the
    // text shorter than its source, so its length cannot be used).
    if (!/\S/.test(node.data) || node.startIndex === null) return null;
    const next = html.indexOf('<', node.startIndex);
    return next === -1 ? html.length : next;
  }
  if (isTag(node) && HIDDEN.has(node.tagName.toLowerCase())) return null;
  if ('children' in node) {
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const end = lastTextEnd(html, node.children[index]!);
      if (end !== null) return end;
    }
  }
  return null;
}

/** Images whose alt text an agent reads in place of text (turndown writes `![alt](src)`): source ranges of their tags. */
function altImages(html: string, node: AnyNode): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = [];
  const pending: AnyNode[] = [node];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (isTag(current)) {
      if (HIDDEN.has(current.tagName.toLowerCase())) continue;
      if (current.tagName.toLowerCase() === 'img' && (current.attribs.alt ?? '').trim() !== '' && current.startIndex !== null) {
        const close = html.indexOf('>', current.startIndex);
        found.push({ start: current.startIndex, end: close === -1 ? html.length : close + 1 });
      }
    }
    if ('children' in current) for (let index = current.children.length - 1; index >= 0; index -= 1) pending.push(current.children[index]!);
  }
  return found;
}

/** Where a subtree's content starts and ends in the source: its text, or (a page of images) its images' alt text. */
function contentEdges(html: string, node: AnyNode): { start: number; end: number } | null {
  const start = firstTextOffset(node);
  const end = lastTextEnd(html, node);
  if (start !== null && end !== null) return { start, end };
  const images = altImages(html, node);
  return images.length > 0 ? { start: images[0]!.start, end: images.at(-1)!.end } : null;
}

/**
 * The main content's source range: `<main>` (or role=main), else from the first h1 to the body's end, else the body.
 * A main content of images only (an image-first landing page) is where their alt text is.
 */
export function mainContentRange($: CheerioAPI, html: string): { start: number; end: number; element: AnyNode | null } | null {
  for (const main of queryAll($, 'main, [role="main"]')) {
    const edges = contentEdges(html, main);
    if (edges) return { ...edges, element: main };
  }
  const body = queryAll($, 'body')[0] ?? $.root().get(0);
  if (!body) return null;
  const edges = contentEdges(html, body);
  if (edges === null) return null;
  const anchor = mainContentOffset($);
  return { start: anchor?.offset ?? edges.start, end: edges.end, element: null };
}

/**
 * The text nodes whose sources hold the markers' places, found in one walk: `first`, the last to start at or before
 * `start`; `last`, the last to start before `end` (the one that ends there).
 */
function textNodesAt(document: Document, start: number, end: number): { first: Text | null; last: Text | null } {
  let first: Text | null = null;
  let last: Text | null = null;
  const pending: AnyNode[] = [document];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (isText(node)) {
      const from = node.startIndex;
      if (from === null) continue;
      if (from <= start && (first === null || from > first.startIndex!)) first = node;
      if (from < end && (last === null || from > last.startIndex!)) last = node;
    } else if ('children' in node) {
      pending.push(...node.children);
    }
  }
  return { first, last };
}

/** Whether `source`, text without markup, is the whole source of a text node of `data`: the same, or entities decoded. */
function isSourceOf(source: string, data: string): boolean {
  if (source === data) return true;
  const [only, ...more] = parseFragment(source).childNodes;
  return more.length === 0 && only?.nodeName === '#text' && 'value' in only && only.value === data;
}

/**
 * The parsed page with the main content's markers in its text, as turndown would parse the marked HTML; null where
 * that cannot be told from the tree: the start marker's place in the source is not plain text of one text node (an
 * entity or a line break the parser rewrote lies before it), the end marker's is not the end of one (the text goes on
 * past markup the parser ignored, or a `<` that opens no tag), or the tree differs from turndown's (turndown-dom.ts).
 */
function markedTree(html: string, document: Document, range: { start: number; end: number }): TurndownNode | null {
  if (range.start > range.end) return null;
  const { first, last } = textNodesAt(document, range.start, range.end);
  if (first === null || last === null) return null;
  const before = html.slice(first.startIndex!, range.start);
  if (before.includes('<') || first.data.slice(0, before.length) !== before) return null;
  if (!isSourceOf(html.slice(last.startIndex!, range.end), last.data)) return null;
  const insertions = new Map<AnyNode, TextInsertion[]>();
  insertions.set(first, [{ at: before.length, text: `${START} ` }]);
  insertions.set(last, [...(insertions.get(last) ?? []), { at: last.data.length, text: ` ${END}` }]);
  return turndownTreeOfDocument(document, insertions);
}

/**
 * The page as Markdown with its main content marked, converting only as far as `enough` characters of Markdown or
 * the end of the main content (turndown costs about a quarter of a millisecond a link: a page is never converted
 * further than a verdict needs). With the page's parsed `document`, a page converted in one step is converted from
 * it where the tree can hold the markers (markedTree), for the same Markdown.
 */
export function convertWithMain(html: string, range: { start: number; end: number }, enough: number, document: Document | null = null): ConvertedPage {
  if (document !== null && html.length + START.length + END.length + 2 <= STEP_CHARACTERS) {
    const tree = markedTree(html, document, range);
    if (tree !== null) return unmark(treeToMarkdown(tree), true);
  }
  const marked = `${html.slice(0, range.start)}${START} ${html.slice(range.start, range.end)} ${END}${html.slice(range.end)}`;
  let upTo = Math.min(marked.length, Math.max(STEP_CHARACTERS, range.start + START.length + 1));
  for (;;) {
    const complete = upTo >= marked.length;
    const raw = toMarkdown(complete ? marked : marked.slice(0, upTo));
    const found = raw.includes(END);
    if (found || complete || raw.length > enough + START.length) return unmark(raw, complete || found);
    upTo = Math.min(marked.length, upTo * 2);
  }
}

/** The page, where its main element lands in it, and that element alone, from one conversion. */
export interface PageAroundMain {
  /** The page as Markdown: what toMarkdown makes of its HTML. */
  markdown: string;
  /** Where the main element's Markdown starts and ends in `markdown`. */
  mainStart: number;
  mainEnd: number;
  /** The main element as Markdown: what elementToMarkdownUpTo makes of it, unbounded. */
  mainMarkdown: string;
}

/**
 * Block elements turndown converts with its default rule (`\n\n` + content + `\n\n`), the rule the main element's
 * is (turndown's block list less the elements a rule of its own converts: headings, paragraphs, lists, quotes, code).
 */
const DEFAULT_RULE_BLOCKS = new Set([
  'address', 'article', 'aside', 'center', 'dd', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'header', 'hgroup', 'main', 'menu', 'nav', 'section', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr',
]);

/** Whether the element converts inside the page as it does alone: a default-rule block outside any pre or code
 *  (whose whitespace and escaping its content would inherit). */
function convertsAsAlone(element: AnyNode): boolean {
  if (!isTag(element) || !DEFAULT_RULE_BLOCKS.has(element.tagName.toLowerCase())) return false;
  for (let parent = element.parent; parent !== null; parent = parent.parent) {
    if (isTag(parent) && (parent.tagName.toLowerCase() === 'pre' || parent.tagName.toLowerCase() === 'code')) return false;
  }
  return true;
}

/**
 * The page's Markdown, its main element's place in it and that element's own Markdown, from one turndown pass over
 * the parsed page instead of three (each the same Markdown as its own conversion: tests/unit/checks/turndown-dom.test.ts).
 * Null where one pass cannot give all three: the page is over a step's size, its tree is not turndown's (a
 * noscript), or the element converts otherwise inside the page than alone.
 */
export function convertPageAroundMain(html: string, element: AnyNode, document: Document | null): PageAroundMain | null {
  if (document === null || html.length > STEP_CHARACTERS || !convertsAsAlone(element)) return null;
  const found = turndownTreeOfDocumentWith(document, element);
  if (found === null) return null;
  found.element[MAIN_ELEMENT] = true;
  const raw = treeToMarkdown(found.tree);
  const content = found.element[MAIN_CONTENT];
  const startAt = raw.indexOf(START);
  const endAt = raw.indexOf(END);
  if (typeof content !== 'string' || startAt === -1 || endAt < startAt || raw.indexOf(START, startAt + 1) !== -1 || raw.indexOf(END, endAt + 1) !== -1) return null;
  const before = raw.slice(0, startAt);
  const after = raw.slice(endAt + END.length);
  let main = raw.slice(startAt + START.length, endAt);
  // turndown trims the start and end of the whole Markdown; where the main element is there, that reaches into it.
  if (before === '') main = main.replace(TURNDOWN_LEADING, '');
  if (after === '') main = main.replace(TURNDOWN_TRAILING, '');
  return {
    markdown: before + main + after,
    mainStart: before.length,
    mainEnd: before.length + main.length,
    mainMarkdown: content.replace(TURNDOWN_LEADING, '').replace(TURNDOWN_TRAILING, ''),
  };
}

/** What turndown trims from the start and the end of the Markdown it returns (its postProcess). */
const TURNDOWN_LEADING = /^[\t\r\n]+/;
const TURNDOWN_TRAILING = /[\t\r\n\s]+$/;

/**
 * HTML as Markdown, converted only until it passes `enough` characters (or whole when nothing is cut): a 5 MB main
 * content converted at once holds hundreds of megabytes, more than an audit's heap budget.
 */
export function toMarkdownUpTo(html: string, enough: number | null): string {
  if (enough === null) return toMarkdown(html);
  let upTo = Math.min(html.length, STEP_CHARACTERS);
  for (;;) {
    const markdown = toMarkdown(html.slice(0, upTo));
    if (upTo >= html.length || markdown.length > enough) return markdown;
    upTo = Math.min(html.length, upTo * 2);
  }
}

/** The converted text without the markers, and where they were. */
function unmark(raw: string, complete: boolean): ConvertedPage {
  let markdown = raw;
  const startAt = markdown.indexOf(START);
  const mainStart = startAt === -1 ? markdown.length : startAt;
  if (startAt !== -1) markdown = markdown.slice(0, startAt) + markdown.slice(startAt + START.length).replace(/^ /, '');
  const endAt = markdown.indexOf(END);
  let mainEnd: number | null = null;
  if (endAt !== -1) {
    const before = markdown.slice(0, endAt).replace(/ $/, '');
    mainEnd = Math.max(mainStart, before.length);
    markdown = before + markdown.slice(endAt + END.length);
  }
  return { markdown, complete, mainStart: Math.min(mainStart, markdown.length), mainEnd };
}
