// Placeholder text is not content (checks.md 12, 2026-11): a pre-render loading skeleton fills the raw HTML with
// grey bars and "Loading…" text that a reader (or a crawler, which runs no JavaScript) never gets real words from.
// An element that says it is still loading (`aria-busy="true"`, WAI-ARIA 1.2 §aria-busy) or whose class names
// contain `skeleton` is left out, with everything inside it.
import type { CheerioAPI } from 'cheerio';
import { isTag, type AnyNode } from 'domhandler';
import { collapseWhitespace, visibleText } from './html.js';
import { queryAll } from './select.js';

const HIDDEN_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'iframe', 'object']);

function isPlaceholder(node: AnyNode): boolean {
  if (!isTag(node)) return false;
  return node.attribs['aria-busy']?.trim().toLowerCase() === 'true' || /skeleton/i.test(node.attribs.class ?? '');
}

function collect(node: AnyNode, parts: string[]): void {
  if (node.type === 'text') {
    parts.push(node.data);
    return;
  }
  if (isTag(node) && (HIDDEN_CONTENT.has(node.tagName.toLowerCase()) || isPlaceholder(node))) return;
  if ('children' in node) for (const child of node.children) collect(child, parts);
}

/** The page's visible text without loading placeholders; the plain visible text when the page has none. */
export function textWithoutPlaceholders($: CheerioAPI): string {
  if (queryAll($, '[aria-busy], [class*="skeleton" i]').length === 0) return visibleText($);
  const body = queryAll($, 'body')[0];
  const parts: string[] = [];
  for (const root of body ? [body] : $.root().get()) collect(root, parts);
  return collapseWhitespace(parts.join(' '));
}
