// Pages that only send the reader elsewhere: a meta refresh, a script that sets `location`, and the fallbacks real
// generators add for readers without JavaScript (mike, MkDocs' versioning tool, writes a script redirect with a
// `<noscript>` meta refresh and a visible "Redirecting to <a href>" link).
import type { CheerioAPI } from 'cheerio';
import { queryAll } from './select.js';

export interface RedirectPage {
  how: 'meta-refresh' | 'script';
  /** The target as written (relative or absolute), or null when the script builds it in a way not read here. */
  target: string | null;
  /** What a reader without JavaScript can still follow: a `<noscript>` meta refresh or a visible link; null when none. */
  fallback: { how: 'noscript-refresh' | 'link'; target: string } | null;
  /** The script excerpt that redirects (for evidence), or null for a meta refresh. */
  script: string | null;
}

const REFRESH_URL = /url\s*=\s*['"]?([^'";]+)/i;
const SCRIPT_REDIRECT =
  /(?:window\.|document\.|top\.)?location(?:\.href)?\s*=\s*['"`][^'"`]+|location\.(?:replace|assign)\s*\(/;
const SCRIPT_TARGET = /location(?:\.href)?\s*=\s*['"`]([^'"`]+)|location\.(?:replace|assign)\s*\(\s*['"`]([^'"`]+)/;

export function metaRefreshTarget($: CheerioAPI): string | null {
  for (const el of queryAll($, 'meta[http-equiv]')) {
    if ((el.attribs['http-equiv'] ?? '').toLowerCase() !== 'refresh') continue;
    const match = REFRESH_URL.exec(el.attribs['content'] ?? '');
    if (match) return match[1]!.trim();
  }
  return null;
}

/** A meta refresh inside `<noscript>` (parse5 keeps noscript content as raw text, so it is read from the text). */
function noscriptRefreshTarget($: CheerioAPI): string | null {
  for (const el of queryAll($, 'noscript')) {
    const raw = $(el).text();
    const meta = /<meta\b[^>]*http-equiv\s*=\s*['"]?refresh['"]?[^>]*>/i.exec(raw);
    if (!meta) continue;
    const content = /content\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(meta[0]);
    const match = REFRESH_URL.exec(content?.[1] ?? content?.[2] ?? '');
    if (match) return match[1]!.trim();
  }
  return null;
}

function scriptRedirect($: CheerioAPI): { excerpt: string; target: string | null } | null {
  for (const el of queryAll($, 'script:not([src])')) {
    const text = $(el).text();
    const match = SCRIPT_REDIRECT.exec(text);
    if (!match) continue;
    const target = SCRIPT_TARGET.exec(text);
    return { excerpt: match[0], target: target ? (target[1] ?? target[2] ?? null) : null };
  }
  return null;
}

/** A link in the body a reader can follow (not a fragment, not javascript:). */
function visibleLink($: CheerioAPI): string | null {
  for (const el of queryAll($, 'body a[href]')) {
    const href = (el.attribs['href'] ?? '').trim();
    if (href !== '' && !href.startsWith('#') && !/^javascript:/i.test(href)) return href;
  }
  return null;
}

/** The page's redirect, when it has one; the caller decides whether the page is only a redirect (little text). */
export function redirectPageOf($: CheerioAPI): RedirectPage | null {
  const refresh = metaRefreshTarget($);
  const script = refresh === null ? scriptRedirect($) : null;
  if (refresh === null && script === null) return null;
  const noscriptTarget = noscriptRefreshTarget($);
  const link = visibleLink($);
  const fallback = noscriptTarget !== null ? { how: 'noscript-refresh' as const, target: noscriptTarget } : link !== null ? { how: 'link' as const, target: link } : null;
  return refresh !== null
    ? { how: 'meta-refresh', target: refresh, fallback, script: null }
    : { how: 'script', target: script!.target, fallback, script: script!.excerpt };
}
