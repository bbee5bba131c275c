// The page itself: fetched once with a browser Accept header, parsed once, shared by every check. Checks that judge
// the page's HTML read it as 'html': only a 2xx HTML page within its cap reaches them.
import type { CheerioAPI } from 'cheerio';
import type { FetchResult, FetchedResponse } from '../fetch/types.js';
import { fail } from '../findings.js';
import { looksLikeHtml } from '../parse/content-type.js';
import { loadLeanDocument, type StructureOverCap } from '../parse/lean-dom.js';
import { definePageGatherer } from './context.js';
import { ArtifactProblem } from './problem.js';
import { thousands } from '../thousands.js';

export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

export interface PageArtifact {
  url: string;
  result: FetchResult;
  /** The response when the fetch succeeded (any status). */
  response: FetchedResponse | null;
  /** True when the response is an HTML document. */
  isHtml: boolean;
  /** The HTML text (null unless isHtml). */
  html: string | null;
  /** Parsed document with the source positions checks read (see parse/lean-dom.ts), null unless isHtml and within the structure caps. */
  $: CheerioAPI | null;
  /** The structure cap the HTML went over (nesting depth or element count): then it was not parsed to the end. */
  structureOverCap: StructureOverCap | null;
}

/** A fetched, 2xx HTML page within its cap: what the checks that judge a page's HTML receive. */
export interface HtmlPage {
  $: CheerioAPI;
  html: string;
  response: FetchedResponse;
}

declare module './artifacts.js' {
  interface PageArtifacts {
    page: PageArtifact;
    html: PageArtifact;
  }
  interface PageInputs {
    html: HtmlPage;
  }
}

export const pageGatherer = definePageGatherer('page', async (ctx, pageUrl) => {
  const result = await ctx.fetch({ url: pageUrl, cap: 'html', headers: { accept: BROWSER_ACCEPT } });
  const response = result.ok ? result.response : null;
  const isHtml = response !== null && looksLikeHtml(response);
  const html = isHtml ? response.text : null;
  const parsed = html !== null ? loadLeanDocument(html) : null;
  return { url: pageUrl, result, response, isHtml, html, $: parsed?.$ ?? null, structureOverCap: parsed?.overCap ?? null };
});

export function htmlPageOf(page: PageArtifact): HtmlPage | ArtifactProblem {
  if (!page.result.ok) return ArtifactProblem.unmeasured('the page', page.result.error);
  const response = page.result.response;
  if (response.status < 200 || response.status > 299) {
    return ArtifactProblem.unusable(
      fail(
        'page-http-status',
        `The page answered HTTP ${response.status}, so there is no content to measure.`,
        `${response.finalUrl} — HTTP ${response.status}`,
        'Make the page answer 200 with its HTML.',
      ),
    );
  }
  if (response.overCap) {
    return ArtifactProblem.unusable(
      fail(
        'page-over-cap',
        `The page is larger than the ${Math.round(response.capBytes / 1024 / 1024)} MiB cap for HTML.`,
        `${response.finalUrl} — over ${response.capBytes} bytes`,
        'Serve a smaller HTML document; agents truncate or skip very large pages.',
      ),
    );
  }
  if (page.structureOverCap !== null && page.html !== null) {
    const { cap, limit, offset } = page.structureOverCap;
    const [message, hint] = STRUCTURE_OVER_CAP[cap](thousands(limit));
    return ArtifactProblem.unusable(
      fail('page-structure-over-cap', message, `${response.finalUrl} — over the ${cap} cap at line ${lineAt(page.html, offset)}`, hint),
    );
  }
  if (!page.isHtml || page.$ === null || page.html === null) {
    return ArtifactProblem.unusable(
      fail(
        'page-not-html',
        'The page did not answer HTML to a browser Accept header.',
        `${response.finalUrl} — Content-Type: ${response.headers['content-type'] ?? '(none)'}`,
        'Serve the page as text/html to clients that ask for HTML.',
      ),
    );
  }
  return { $: page.$, html: page.html, response };
}

/** The finding's message and hint for each structure cap (parse/lean-dom.ts says why each exists). */
const STRUCTURE_OVER_CAP: Record<StructureOverCap['cap'], (limit: string) => [string, string]> = {
  depth: (limit) => [
    `The page nests elements more than ${limit} levels deep, so it was not judged.`,
    'Close the elements you open: browsers stop nesting at 512 levels, and agents give up on such pages.',
  ],
  elements: (limit) => [
    `The page has more than ${limit} elements, so it was not judged.`,
    'Split or paginate the page: agents read a bounded number of elements per page.',
  ],
  work: () => [
    'The page holds so many elements at such a depth that parsing it would cost more than the cap, so it was not judged.',
    'Flatten the markup: close the elements you open, and keep the nesting shallow.',
  ],
};

/** 1-based line of a source offset (counted only for the finding of a page over a structure cap). */
function lineAt(html: string, offset: number): number {
  return html.slice(0, offset).split(/\r\n|\r|\n/).length;
}

/** The page as the checks that judge its HTML see it (the same artifact, read through `htmlPageOf`). */
export const htmlGatherer = definePageGatherer('html', (ctx, pageUrl) => ctx.getPage('page', pageUrl), htmlPageOf);
