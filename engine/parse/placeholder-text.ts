// Placeholder text is not content (checks.md 12, 2026-11): a pre-render loading skeleton fills the raw HTML with
// grey bars and "Loading…" text that a reader (or a crawler, which runs no JavaScript) never gets real words from.
// An element that says it is still loading (`aria-busy="true"`, WAI-ARIA 1.2 §aria-busy) or whose class names
// contain `skeleton` is left out, with everything inside it.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { collapseWhitespace, textOfExcept, visibleText } from './html.js';
import { queryAll } from './select.js';

/** Under this many characters of text (placeholders left out) a page has no content for a reader that runs no JavaScript. */
export const NO_CONTENT_CHARACTERS = 100;

function isPlaceholder(element: Element): boolean {
  return element.attribs['aria-busy']?.trim().toLowerCase() === 'true' || /skeleton/i.test(element.attribs.class ?? '');
}

/** The page's visible text without loading placeholders; the plain visible text when the page has none. */
export function textWithoutPlaceholders($: CheerioAPI): string {
  if (queryAll($, '[aria-busy], [class*="skeleton" i]').length === 0) return visibleText($);
  const body = queryAll($, 'body')[0];
  const roots = body ? [body] : $.root().get();
  return collapseWhitespace(roots.map((root) => textOfExcept(root, isPlaceholder)).join(' '));
}
