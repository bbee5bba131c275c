// The page's canonical URL, fetched only when it is absolute, on the page's host and not the page itself
// (HEAD, then GET when HEAD is refused).
import type { FetchResult, FetchSuccess } from '../fetch/types.js';
import { queryAll } from '../parse/select.js';
import { sameHostAbsolute } from '../parse/urls.js';
import { definePageGatherer } from './context.js';
import { ArtifactProblem } from './problem.js';

export interface CanonicalArtifact {
  /** The href as written, or null when the page declares no canonical. */
  href: string | null;
  /** How many `<link rel="canonical">` the page declares. */
  count: number;
  /** The answer to the canonical URL; null when not fetched (absent, relative, other host, not http(s)). */
  result: FetchResult | null;
  /** What produced `result`: a HEAD or GET of the canonical, or the page's own fetch when the canonical is the page. */
  method: 'HEAD' | 'GET' | 'page' | null;
}

/** What page-metadata judges: the canonical URL answered, or was not fetched. */
export interface CanonicalInput extends CanonicalArtifact {
  result: FetchSuccess | null;
}

declare module './artifacts.js' {
  interface PageArtifacts {
    canonical: CanonicalArtifact;
  }
  interface PageInputs {
    canonical: CanonicalInput;
  }
}

/** HEAD answers that mean "ask with GET instead" (a timeout is not retried: it would only double the wait). */
function headRefused(result: FetchResult): boolean {
  if (!result.ok) return result.error.code === 'network';
  return [403, 404, 405, 501].includes(result.response.status);
}

export const canonicalGatherer = definePageGatherer('canonical', async (ctx, pageUrl) => {
  const page = await ctx.getPage('page', pageUrl);
  const links = page.$
    ? queryAll(page.$, 'link[rel]').filter((el) => /(^|\s)canonical(\s|$)/i.test(page.$!(el).attr('rel') ?? ''))
    : [];
  const href = links.length > 0 ? (page.$!(links[0]!).attr('href') ?? '') : null;
  const target = href !== null ? sameHostAbsolute(href, page.response?.finalUrl ?? pageUrl) : null;
  if (target === null) return { href, count: links.length, result: null, method: null };
  // The usual case, a page naming itself: its own fetch already answered, so nothing is sent again.
  if (page.response && page.response.finalUrl === target.href) {
    return { href, count: links.length, result: page.result, method: 'page' };
  }
  const head = await ctx.fetch({ url: target.href, method: 'HEAD', cap: 'html' });
  if (!headRefused(head)) return { href, count: links.length, result: head, method: 'HEAD' };
  const get = await ctx.fetch({ url: target.href, cap: 'html' });
  return { href, count: links.length, result: get, method: 'GET' };
}, (canonical) =>
  canonical.result && !canonical.result.ok
    ? ArtifactProblem.unmeasured('the canonical URL', canonical.result.error)
    : (canonical as CanonicalInput),
);
