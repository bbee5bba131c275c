// The sitemaps.org protocol on top of the safe XML parser.
import { childByLocalName, localName, parseXmlSafely, textOf } from './xml.js';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  loc: string | null;
  lastmod: string | null;
}

export type SitemapParse =
  | { ok: true; kind: 'urlset' | 'sitemapindex'; namespace: string | null; entries: SitemapEntry[] }
  | { ok: false; reason: 'doctype' | 'invalid' | 'not-sitemap'; message: string; line: number | null };

function rootOf(document: Record<string, unknown>): { name: string; node: unknown } | null {
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

export function parseSitemapXml(text: string): SitemapParse {
  const parsed = parseXmlSafely(text, { arrays: ['url', 'sitemap'] });
  if (!parsed.ok) return parsed;
  const root = rootOf(parsed.document);
  const kind = root ? localName(root.name) : '';
  if (!root || (kind !== 'urlset' && kind !== 'sitemapindex')) {
    return {
      ok: false,
      reason: 'not-sitemap',
      message: `The root element is <${root?.name ?? 'none'}>, not <urlset> or <sitemapindex>.`,
      line: null,
    };
  }
  const items = childByLocalName(root.node, kind === 'urlset' ? 'url' : 'sitemap');
  const entries = (Array.isArray(items) ? items : []).map((item) => ({
    loc: textOf(childByLocalName(item, 'loc')),
    lastmod: textOf(childByLocalName(item, 'lastmod')),
  }));
  return { ok: true, kind, namespace: namespaceOf(root.name, root.node), entries };
}

const W3C_DATETIME =
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?)?)?$/;

/** W3C Datetime (https://www.w3.org/TR/NOTE-datetime), the format sitemaps.org requires for lastmod. */
export function isW3cDatetime(value: string): boolean {
  return W3C_DATETIME.test(value);
}
