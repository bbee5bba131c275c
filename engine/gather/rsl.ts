// RSL 1.0 licenses a site declares (checks.md, content-signals, 2026-11): robots.txt `License:` records (global or in a
// group), `Link: <…>; rel="license"; type="application/rsl+xml"`, the same as an HTML `<link>`, and inline
// `<script type="application/rsl+xml">`. Each distinct URL fetched once (at most MAX_RSL_DOCUMENTS) under the RSL cap,
// then parsed with DTDs refused.
import { CAPS } from '../fetch/types.js';
import { responseLinks } from '../parse/link-header.js';
import { isRslLink, MAX_RSL_DOCUMENTS, parseRsl, RSL_MEDIA_TYPE, type RslParse } from '../parse/rsl.js';
import { queryAll } from '../parse/select.js';
import { resolveUrl } from '../parse/urls.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { fetchExpectedFile, type ExpectedFile } from './soft404.js';

/** Inline `<script type="application/rsl+xml">` blocks read from the start page. */
export const MAX_INLINE = 3;

export type RslVia = 'robots' | 'link-header' | 'html-link' | 'inline';

export interface RslDeclaration {
  via: RslVia;
  /** robots.txt line of a `License:` record, else null. */
  line: number | null;
  /** The user agents of the robots.txt group the record sits in; null for a global record and for links. */
  userAgents: string[] | null;
  /** The reference as written (or `inline #n`). */
  written: string;
  /** Resolved URL; null for inline documents and references that do not resolve. */
  url: string | null;
  /** A `License:` value that is not an absolute URL (RSL requires one; it is resolved against robots.txt). */
  relative: boolean;
  /** The fetched file (null for inline documents, unresolvable references and ones beyond the fetch bound). */
  file: ExpectedFile | null;
  /** Beyond MAX_RSL_DOCUMENTS: not fetched. */
  skipped: boolean;
  parsed: RslParse | null;
}

export interface RslArtifact {
  declarations: RslDeclaration[];
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    rsl: RslArtifact;
  }
}

const RSL_ACCEPT = `${RSL_MEDIA_TYPE}, application/xml;q=0.9, text/xml;q=0.8`;

async function declared(ctx: GatherContext): Promise<Array<Omit<RslDeclaration, 'file' | 'skipped' | 'parsed'> & { inline?: string }>> {
  const [robots, page] = await Promise.all([ctx.get('robots'), ctx.getPage('page', ctx.startUrl)]);
  const found: Array<Omit<RslDeclaration, 'file' | 'skipped' | 'parsed'> & { inline?: string }> = [];
  const robotsBase = robots.response?.finalUrl ?? robots.url;
  for (const record of (robots.parsed?.otherRecords ?? []).filter((item) => item.key === 'license')) {
    const written = record.value.trim().slice(0, 500);
    found.push({
      via: 'robots',
      line: record.line,
      userAgents: record.group === null ? null : (robots.parsed!.groups[record.group]?.userAgents ?? null),
      written,
      url: resolveUrl(written, robotsBase),
      relative: !/^https?:\/\//i.test(written),
    });
  }
  const response = page.response;
  for (const link of responseLinks(response)) {
    if (isRslLink(link.rels, link.params.type)) found.push({ via: 'link-header', line: null, userAgents: null, written: link.href, url: link.target, relative: false });
  }
  if (page.$ && response) {
    for (const element of queryAll(page.$, 'link[rel]')) {
      const rels = (page.$(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
      if (!isRslLink(rels, page.$(element).attr('type'))) continue;
      const href = page.$(element).attr('href') ?? '';
      found.push({ via: 'html-link', line: null, userAgents: null, written: href, url: resolveUrl(href, response.finalUrl), relative: false });
    }
    const scripts = queryAll(page.$, 'script[type]').filter((element) => (page.$!(element).attr('type') ?? '').trim().toLowerCase() === RSL_MEDIA_TYPE);
    scripts.slice(0, MAX_INLINE).forEach((element, index) => {
      found.push({ via: 'inline', line: null, userAgents: null, written: `inline #${index + 1}`, url: null, relative: false, inline: page.$!(element).text() });
    });
  }
  return found;
}

export const rslGatherer = defineOriginGatherer('rsl', async (ctx) => {
  const found = await declared(ctx);
  const urls = [...new Set(found.map((item) => item.url).filter((url): url is string => url !== null))];
  const fetched = urls.slice(0, MAX_RSL_DOCUMENTS);
  const files = new Map(await Promise.all(fetched.map(async (url) => [url, await fetchExpectedFile(ctx, url, 'rsl', { accept: RSL_ACCEPT })] as const)));
  const parsedByUrl = new Map<string, RslParse | null>();
  for (const [url, file] of files) {
    parsedByUrl.set(url, file.kind === 'ok' && file.response && !file.response.overCap ? parseRsl(file.response.text) : null);
  }
  const declarations: RslDeclaration[] = found.map(({ inline, ...item }) => {
    if (inline !== undefined) {
      // An inline document is held to the same byte cap as a fetched one before it is parsed.
      const parsed: RslParse = Buffer.byteLength(inline) > CAPS.rsl
        ? { ok: false, reason: 'over-cap', message: `it is larger than the ${CAPS.rsl / 1024} KiB cap for license documents, so it was not read` }
        : parseRsl(inline.trim());
      return { ...item, file: null, skipped: false, parsed };
    }
    const file = item.url ? (files.get(item.url) ?? null) : null;
    return { ...item, file, skipped: item.url !== null && !files.has(item.url), parsed: item.url ? (parsedByUrl.get(item.url) ?? null) : null };
  });
  return { declarations };
});
