// A fast reading of the common shape of sitemap entries, `<url><loc>…</loc><lastmod>…</lastmod></url>` with plain
// text values, giving exactly what fast-xml-parser and textOf give for them. Anything else (attributes, prefixes,
// comments, CDATA, nested or repeated elements) is left to the parser: the caller gets null and parses the range.
import type { SitemapEntry } from './sitemap-entry.js';
import { decodeXmlText } from './xml.js';

const WHITESPACE = /\s*/y;
const PLAIN_CHILD = /\s*<(loc|lastmod|changefreq|priority)>([^<]*)<\/\1>/y;

function skipWhitespace(text: string, position: number): number {
  WHITESPACE.lastIndex = position;
  WHITESPACE.exec(text);
  return WHITESPACE.lastIndex;
}

/** The parser turns CR and CRLF into LF and trims text; textOf trims again and decodes entities. */
function plainValue(raw: string): string {
  return decodeXmlText(raw.replace(/\r\n?/g, '\n').trim());
}

/**
 * The entries of the root's content between `start` and `end` (well-formed, as XMLValidator found it, and cut
 * between children) when every child there is a plain `<itemName>` element, else null.
 */
export function readPlainEntries(text: string, start: number, end: number, itemName: string): SitemapEntry[] | null {
  const open = `<${itemName}>`;
  const close = `</${itemName}>`;
  const empty = `<${itemName}/>`;
  const entries: SitemapEntry[] = [];
  let position = skipWhitespace(text, start);
  while (position < end) {
    if (text.startsWith(empty, position)) {
      entries.push({ loc: null, lastmod: null });
      position = skipWhitespace(text, position + empty.length);
      continue;
    }
    if (!text.startsWith(open, position)) return null;
    position += open.length;
    let loc: string | null = null;
    let lastmod: string | null = null;
    for (;;) {
      PLAIN_CHILD.lastIndex = position;
      const child = PLAIN_CHILD.exec(text);
      if (!child) break;
      position = PLAIN_CHILD.lastIndex;
      // A repeated loc or lastmod becomes an array in the parser's tree: left to the parser.
      if (child[1] === 'loc') {
        if (loc !== null) return null;
        loc = plainValue(child[2]!);
      } else if (child[1] === 'lastmod') {
        if (lastmod !== null) return null;
        lastmod = plainValue(child[2]!);
      }
    }
    position = skipWhitespace(text, position);
    if (!text.startsWith(close, position)) return null;
    position += close.length;
    if (position > end) return null;
    entries.push({ loc, lastmod });
    position = skipWhitespace(text, position);
  }
  return entries;
}
