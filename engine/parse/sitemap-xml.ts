// The sitemaps.org protocol on top of the safe XML parser. A sitemap may hold 50 MB and ~600,000 entries: entries
// are handed to the caller one by one, and the root's content is read a slice of entries at a time, plain entries
// directly and the rest with the parser, so no tree of the whole document is ever built.
import { createSafeXmlParser, keyByLocalName, localName, refuseUnsafeXml, textOf } from './xml.js';
import type { SitemapEntry } from './sitemap-entry.js';
import { readPlainEntries } from './sitemap-plain.js';
import { splitRootContent } from './xml-chunks.js';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const SITEMAP_MAX_URLS = 50_000;

/** The root's content is parsed in slices of about this many characters (cut between entries). */
export const SITEMAP_PARSE_CHUNK_CHARS = 1024 * 1024;

export type SitemapKind = 'urlset' | 'sitemapindex';

export type SitemapFailure = { ok: false; reason: 'doctype' | 'invalid' | 'not-sitemap'; message: string; line: number | null };

export type SitemapScan = { ok: true; kind: SitemapKind; namespace: string | null } | SitemapFailure;

export type SitemapParse = { ok: true; kind: SitemapKind; namespace: string | null; entries: SitemapEntry[] } | SitemapFailure;

type XmlDocument = Record<string, unknown>;

function rootOf(document: XmlDocument): { name: string; node: unknown } | null {
  for (const [name, node] of Object.entries(document)) {
    if (!name.startsWith('?') && !name.startsWith('#') && !name.startsWith('@_')) return { name, node };
  }
  return null;
}

function namespaceOf(rootName: string, node: unknown): string | null {
  if (!node || typeof node !== 'object') return null;
  const colon = rootName.indexOf(':');
  const attribute = colon === -1 ? '@_xmlns' : `@_xmlns:${rootName.slice(0, colon)}`;
  const value = (node as Record<string, unknown>)[attribute];
  return typeof value === 'string' ? value.trim() : null;
}

function emitEntries(items: unknown, onEntry: (entry: SitemapEntry) => void): void {
  if (!Array.isArray(items)) return;
  for (const item of items) {
    const loc = keyByLocalName(item, 'loc');
    const lastmod = keyByLocalName(item, 'lastmod');
    const fields = item as Record<string, unknown>;
    onEntry({ loc: loc === undefined ? null : textOf(fields[loc]), lastmod: lastmod === undefined ? null : textOf(fields[lastmod]) });
  }
}

function notSitemap(rootName: string | undefined): SitemapFailure {
  return {
    ok: false,
    reason: 'not-sitemap',
    message: `The root element is <${rootName ?? 'none'}>, not <urlset> or <sitemapindex>.`,
    line: null,
  };
}

/**
 * Checks and parses a sitemap, handing each entry (in document order) to `onEntry` without keeping it.
 * On a failure some entries may have been handed over already: the caller discards them.
 */
export function scanSitemapXml(text: string, onEntry: (entry: SitemapEntry) => void): SitemapScan {
  const refusal = refuseUnsafeXml(text);
  if (refusal) return refusal;
  const parse = createSafeXmlParser({ arrays: ['url', 'sitemap'] });
  // Null when there is no content to slice (a self-closing root, no root element): the document is then parsed whole.
  const chunks = splitRootContent(text, SITEMAP_PARSE_CHUNK_CHARS);
  const head = parse(chunks ? chunks.skeleton : text);
  if (!head.ok) return head;
  const root = rootOf(head.document);
  const kind = root ? localName(root.name) : '';
  if (!root || (kind !== 'urlset' && kind !== 'sitemapindex')) return notSitemap(root?.name);
  const itemName = kind === 'urlset' ? 'url' : 'sitemap';
  if (!chunks) {
    const itemKey = keyByLocalName(root.node, itemName);
    if (itemKey !== undefined) emitEntries((root.node as XmlDocument)[itemKey], onEntry);
    return { ok: true, kind, namespace: namespaceOf(root.name, root.node) };
  }
  // The whole tree groups the root's children by key, keys in order of first appearance: the entries are the
  // children under the first key with the item's local name, which a slice keeps only once it has been seen.
  let itemKey: string | undefined;
  for (const [start, end] of chunks.ranges) {
    const plain = itemKey === undefined || itemKey === itemName ? readPlainEntries(text, start, end, itemName) : null;
    if (plain) {
      if (plain.length > 0) itemKey = itemName;
      for (const entry of plain) onEntry(entry);
      continue;
    }
    const slice = parse(`${chunks.startTag}${text.slice(start, end)}</${chunks.name}>`);
    if (!slice.ok) return slice;
    const node = rootOf(slice.document)?.node;
    itemKey ??= keyByLocalName(node, itemName);
    if (itemKey !== undefined) emitEntries((node as XmlDocument)[itemKey], onEntry);
  }
  return { ok: true, kind, namespace: namespaceOf(root.name, root.node) };
}

/** All entries at once: for callers that read small sitemaps (a large one is better read with scanSitemapXml). */
export function parseSitemapXml(text: string): SitemapParse {
  const entries: SitemapEntry[] = [];
  const scan = scanSitemapXml(text, (entry) => entries.push(entry));
  return scan.ok ? { ...scan, entries } : scan;
}

const W3C_DATETIME =
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?)?)?$/;

/** W3C Datetime (https://www.w3.org/TR/NOTE-datetime), the format sitemaps.org requires for lastmod. */
export function isW3cDatetime(value: string): boolean {
  return W3C_DATETIME.test(value);
}
