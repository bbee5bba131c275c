// Shared readers of a parsed HTML page. They never mutate the tree: every check reads the same cheerio document.
import type { CheerioAPI } from 'cheerio';
import { isTag, type AnyNode, type Element } from 'domhandler';
import { sourceLineOf } from './lean-dom.js';
import { queryAll } from './select.js';

/** Elements whose content is never rendered as page text. */
const HIDDEN_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'iframe', 'object']);

const isHiddenContent = (element: Element) => HIDDEN_CONTENT.has(element.tagName.toLowerCase());

/** The text nodes of a subtree in document order, without the elements `skip` says (and what they hold). */
function collectText(node: AnyNode, parts: string[], skip: (element: Element) => boolean): void {
  if (node.type === 'text') {
    parts.push(node.data);
    return;
  }
  if (isTag(node) && skip(node)) return;
  if ('children' in node) for (const child of node.children) collectText(child, parts, skip);
}

/** Rendered text of a subtree as textOf reads it, also leaving out the elements `skip` says; whitespace collapsed. */
export function textOfExcept(node: AnyNode, skip: (element: Element) => boolean): string {
  const parts: string[] = [];
  collectText(node, parts, (element) => isHiddenContent(element) || skip(element));
  return collapseWhitespace(parts.join(' '));
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Rendered text of a subtree (scripts, styles, templates and noscript left out), whitespace collapsed. */
export function textOf(node: AnyNode): string {
  const parts: string[] = [];
  collectText(node, parts, isHiddenContent);
  return collapseWhitespace(parts.join(' '));
}

/** True when the subtree has any rendered non-blank text; stops at the first one (cheap on large pages). */
export function hasText(node: AnyNode): boolean {
  if (node.type === 'text') return /\S/.test(node.data);
  if (isTag(node) && HIDDEN_CONTENT.has(node.tagName.toLowerCase())) return false;
  return 'children' in node && node.children.some(hasText);
}

// Several checks read the visible text of the same shared document; it is computed once per document.
const visibleTextCache = new WeakMap<CheerioAPI, string>();

/** The text a reader sees in the raw HTML: the body without scripts, styles, templates and noscript. */
export function visibleText($: CheerioAPI): string {
  const cached = visibleTextCache.get($);
  if (cached !== undefined) return cached;
  const body = queryAll($, 'body')[0];
  const roots: AnyNode[] = body ? [body] : $.root().get();
  // textOf's result is already collapsed: only several roots' texts, joined, need collapsing again.
  const text = roots.length === 1 ? textOf(roots[0]!) : collapseWhitespace(roots.map((root) => textOf(root)).join(' '));
  visibleTextCache.set($, text);
  return text;
}

/** Text inside `<noscript>` elements (parsed as raw text by parse5, so tags are stripped here). */
export function noscriptText($: CheerioAPI): string {
  const parts = queryAll($, 'body noscript').map((el) =>
      $(el)
        .text()
        .replace(/<[^>]*>/g, ' '),
    );
  return collapseWhitespace(parts.join(' '));
}

/** 1-based source line of a node of the page document. */
export function lineOf(node: AnyNode): number | null {
  return sourceLineOf(node);
}

/** Source offset (characters into the HTML) where the first non-blank text inside the subtree starts. */
export function firstTextOffset(node: AnyNode): number | null {
  if (node.type === 'text') {
    if (!/\S/.test(node.data)) return null;
    const start = node.startIndex;
    if (start === null) return null;
    return start + (node.data.length - node.data.trimStart().length);
  }
  if (isTag(node) && HIDDEN_CONTENT.has(node.tagName.toLowerCase())) return null;
  if ('children' in node) {
    for (const child of node.children) {
      const offset = firstTextOffset(child);
      if (offset !== null) return offset;
    }
  }
  return null;
}

/** Where the main content starts: the first text inside `<main>` (or `[role=main]`), else the first `<h1>`. */
export function mainContentOffset($: CheerioAPI): { offset: number; anchor: 'main' | 'h1' } | null {
  for (const [selector, anchor] of [
    ['main, [role="main"]', 'main'],
    ['h1', 'h1'],
  ] as const) {
    for (const el of queryAll($, selector)) {
      const offset = firstTextOffset(el);
      if (offset !== null) return { offset, anchor };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// JSON-LD

export type JsonLdBlock =
  | { index: number; line: number | null; ok: true; value: unknown }
  | { index: number; line: number | null; ok: false; error: string; excerpt: string };

export type BrokenJsonLdBlock = Extract<JsonLdBlock, { ok: false }>;

export function isBrokenBlock(block: JsonLdBlock): block is BrokenJsonLdBlock {
  return !block.ok;
}

export type JsonLdNode = Record<string, unknown>;

// Structured data, product data and commerce detection read the JSON-LD of the same document: parsed once.
const jsonLdCache = new WeakMap<CheerioAPI, readonly JsonLdBlock[]>();

/** Every `<script type="application/ld+json">` block, parsed, with its parse error when it does not parse. */
export function extractJsonLd($: CheerioAPI): readonly JsonLdBlock[] {
  const cached = jsonLdCache.get($);
  if (cached !== undefined) return cached;
  const blocks: JsonLdBlock[] = [];
  for (const el of queryAll($, 'script[type]')) {
    const type = ($(el).attr('type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/ld+json') continue;
    const source = $(el).text();
    const line = lineOf(el);
    const position = blocks.length;
    try {
      blocks.push({ index: position, line, ok: true, value: JSON.parse(source.replace(/^\uFEFF/, '')) });
    } catch (error) {
      blocks.push({
        index: position,
        line,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
        excerpt: collapseWhitespace(source).slice(0, 120),
      });
    }
  }
  jsonLdCache.set($, blocks);
  return blocks;
}

function isObject(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Top-level entities of a block: the block itself, array members and `@graph` members. */
export function topLevelNodes(value: unknown): JsonLdNode[] {
  if (Array.isArray(value)) return value.flatMap(topLevelNodes);
  if (!isObject(value)) return [];
  const graph = value['@graph'];
  if (graph !== undefined) {
    const members = topLevelNodes(graph);
    return value['@type'] !== undefined ? [value, ...members] : members;
  }
  return [value];
}

/** Every typed entity at any depth (e.g. a Product that is the `mainEntity` of an ItemPage). */
export function allTypedNodes(value: unknown, found: JsonLdNode[] = [], depth = 0): JsonLdNode[] {
  if (depth > 12) return found;
  if (Array.isArray(value)) {
    for (const item of value) allTypedNodes(item, found, depth + 1);
    return found;
  }
  if (!isObject(value)) return found;
  if (value['@type'] !== undefined) found.push(value);
  for (const [key, child] of Object.entries(value)) {
    if (key !== '@context') allTypedNodes(child, found, depth + 1);
  }
  return found;
}

/** Type names of a node without prefixes: "schema:Product" and "https://schema.org/Product" become "Product". */
export function typesOf(node: JsonLdNode): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/:#]/, ''));
}

const SCHEMA_ORG = /^https?:\/\/(www\.)?schema\.org\/?$/i;

function contextIsSchemaOrg(context: unknown): boolean {
  if (typeof context === 'string') return SCHEMA_ORG.test(context.trim());
  if (Array.isArray(context)) return context.some(contextIsSchemaOrg);
  if (isObject(context)) {
    const vocab = context['@vocab'];
    return (typeof vocab === 'string' && SCHEMA_ORG.test(vocab.trim())) || contextIsSchemaOrg(context['schema']);
  }
  return false;
}

/** True when the block's entities use the schema.org vocabulary (by `@context` or full type IRIs). */
export function usesSchemaOrg(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(usesSchemaOrg);
  if (!isObject(value)) return false;
  if (contextIsSchemaOrg(value['@context'])) return true;
  const raw = value['@type'];
  const types = Array.isArray(raw) ? raw : [raw];
  return types.some((t) => typeof t === 'string' && /^(https?:\/\/(www\.)?schema\.org\/|schema:)/i.test(t));
}

/** A string value of a property (first string of an array), trimmed; null when absent or not text. */
export function stringProperty(node: JsonLdNode, key: string): string | null {
  const value = node[key];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string' && first.trim() !== '') return first.trim();
  if (isObject(first) && typeof first['@id'] === 'string') return first['@id'];
  return null;
}

const PRODUCT_TYPES = new Set([
  'Product',
  'ProductGroup',
  'IndividualProduct',
  'ProductModel',
  'SomeProducts',
  'Vehicle',
  'Car',
]);

/** Product entities (Product and its subtypes) at any depth of the parsed blocks. */
export function productEntities(blocks: readonly JsonLdBlock[]): JsonLdNode[] {
  return blocks
    .flatMap((block) => (block.ok ? allTypedNodes(block.value) : []))
    .filter((node) => typesOf(node).some((type) => PRODUCT_TYPES.has(type)));
}
