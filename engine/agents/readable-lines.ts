// A page as the built-in agent reads it (issue 45 point 7): what the page shows, one block a line, so that an answer
// in a table cell, a definition list or an `<address>` is a line it can find and quote. A table row is one line,
// each cell named by its column's header where the table has one ("Item: Croissant; Price: €2.40"); a definition is
// its term and its description ("Saturday: 8:00–13:00"); an address is one line ("Address: 12 Rue des Fleurs, 75011
// Paris", named by its element); headings keep
// their Markdown mark, so the sentences under a heading read as its section; an image's alt text is a line of its own
// (image-first pages); blocks that are mostly link text are navigation and left out.
import type { CheerioAPI } from 'cheerio';
import { isTag, type AnyNode, type Element } from 'domhandler';
import { collapseWhitespace, textOf } from '../parse/html.js';
import { queryAll } from '../parse/select.js';

/** Blocks that are one line each. */
const LINE_BLOCKS = new Set(['p', 'li', 'blockquote', 'pre', 'figcaption', 'caption', 'summary', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'iframe', 'object', 'svg', 'nav']);
/** Elements that are part of a line of text, not blocks of their own. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);
/** Blocks that are mostly link text are navigation, not content. */
const MAX_LINK_SHARE = 0.3;

function linkShare(element: Element, text: string): number {
  let links = 0;
  const pending: AnyNode[] = [...element.children];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (isTag(node) && node.name === 'a') links += textOf(node).length;
    else if ('children' in node) pending.push(...node.children);
  }
  return text.length === 0 ? 0 : links / text.length;
}

/** The text of a node with its line breaks (br) and block children read as ", " (an address's lines). */
function inlineText(node: AnyNode): string {
  const parts: string[] = [];
  const walk = (current: AnyNode) => {
    if (current.type === 'text') parts.push(current.data);
    else if (isTag(current)) {
      if (SKIPPED.has(current.name)) return;
      if (current.name === 'br') {
        parts.push(', ');
        return;
      }
      for (const child of current.children) walk(child);
      if (current.name === 'p' || current.name === 'div') parts.push(', ');
    }
  };
  walk(node);
  return collapseWhitespace(parts.join(' ').replace(/\s*,\s*(?:,\s*)+/g, ', ').replace(/\s+,/g, ','))
    .replace(/^,\s*|,\s*$/g, '')
    .trim();
}

function cellsOf(row: Element): Element[] {
  return row.children.filter((child): child is Element => isTag(child) && (child.name === 'td' || child.name === 'th'));
}

function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  const pending: AnyNode[] = [...table.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (!isTag(node)) continue;
    if (node.name === 'tr') rows.push(node);
    else if (node.name === 'thead' || node.name === 'tbody' || node.name === 'tfoot') pending.push(...[...node.children].reverse());
  }
  return rows;
}

/** One line per data row, its cells named by the header row's cells where the table has one. */
function tableLines(table: Element): string[] {
  const rows = rowsOf(table);
  const first = rows[0];
  const headerRow = first && cellsOf(first).length > 0 && cellsOf(first).every((cell) => cell.name === 'th') ? first : null;
  const headers = headerRow ? cellsOf(headerRow).map((cell) => inlineText(cell)) : null;
  const lines: string[] = [];
  for (const row of rows) {
    if (row === headerRow) continue;
    const cells = cellsOf(row).map((cell) => inlineText(cell));
    if (cells.every((cell) => cell === '')) continue;
    const named = headers && headers.length === cells.length && headers.every((header) => header !== '');
    lines.push(named ? cells.map((cell, index) => `${headers![index]}: ${cell}`).join('; ') : cells.filter((cell) => cell !== '').join(' | '));
  }
  return lines;
}

/** One line per term: the term and its descriptions. */
function definitionLines(list: Element): string[] {
  const lines: string[] = [];
  let term: string | null = null;
  let descriptions: string[] = [];
  const flush = () => {
    if (term !== null || descriptions.length > 0) lines.push(term !== null ? `${term}: ${descriptions.join('; ')}` : descriptions.join('; '));
    term = null;
    descriptions = [];
  };
  const items = list.children.flatMap((child) => (isTag(child) && child.name === 'div' ? child.children : [child]));
  for (const item of items) {
    if (!isTag(item)) continue;
    if (item.name === 'dt') {
      if (descriptions.length > 0) flush();
      term = term === null ? inlineText(item) : `${term}, ${inlineText(item)}`;
    } else if (item.name === 'dd') {
      descriptions.push(inlineText(item));
    }
  }
  flush();
  return lines.filter((line) => line.replace(/[:;\s]/g, '') !== '');
}

/** The page's readable lines, in document order; null when the page has none. */
export function readableLines($: CheerioAPI): string | null {
  const lines: string[] = [];
  const body = queryAll($, 'body')[0] ?? $.root().get(0);
  if (!body) return null;
  const walk = (node: AnyNode) => {
    if (!isTag(node)) return;
    const name = node.name;
    if (SKIPPED.has(name)) return;
    if (name === 'table') {
      lines.push(...tableLines(node));
      return;
    }
    if (name === 'dl') {
      lines.push(...definitionLines(node));
      return;
    }
    if (name === 'address') {
      // Named as what it is: the element says it is the contact information of the page or its organization.
      const text = inlineText(node);
      if (text !== '') lines.push(`Address: ${text}`);
      return;
    }
    if (name === 'img') {
      const alt = collapseWhitespace(node.attribs.alt ?? '');
      if (alt !== '') lines.push(alt);
      return;
    }
    if (LINE_BLOCKS.has(name) && !node.children.some((child) => isTag(child) && (LINE_BLOCKS.has(child.name) || child.name === 'table' || child.name === 'dl'))) {
      const text = textOf(node);
      if (text === '' || linkShare(node, text) > MAX_LINK_SHARE) return;
      const level = /^h([1-6])$/.exec(name)?.[1];
      lines.push(level ? `${'#'.repeat(Number(level))} ${text}` : text);
      for (const child of node.children) if (isTag(child) && child.name === 'img') walk(child);
      return;
    }
    // A container with text of its own and no block inside (`<div class="price">€2.40</div>`) is a line too.
    const blocks = node.children.some((child) => isTag(child) && !INLINE.has(child.name));
    if (!blocks && node.children.some((child) => child.type === 'text' && /\S/.test(child.data))) {
      const text = textOf(node);
      if (text !== '' && linkShare(node, text) <= MAX_LINK_SHARE) lines.push(text);
      return;
    }
    for (const child of node.children) walk(child);
  };
  walk(body);
  return lines.length > 0 ? lines.join('\n') : null;
}
