// The page itself: fetched once with a browser Accept header, parsed once, shared by every check. Checks that judge
// the page's HTML read it as 'html': only a 2xx HTML page within its cap reaches them.
import type { CheerioAPI } from 'cheerio';
import type { FetchResult, FetchedResponse } from '../fetch/types.js';
import { fail } from '../findings.js';
import { looksLikeHtml } from '../parse/content-type.js';
import { loadLeanDocument } from '../parse/lean-dom.js';
import { definePageGatherer } from './context.js';
import { ArtifactProblem } from './problem.js';

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
  /** Parsed document with the source positions checks read (see parse/lean-dom.ts), null unless isHtml. */
  $: CheerioAPI | null;
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
  const $ = html !== null ? loadLeanDocument(html) : null;
  return { url: pageUrl, result, response, isHtml, html, $ };
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

/** The page as the checks that judge its HTML see it (the same artifact, read through `htmlPageOf`). */
export const htmlGatherer = definePageGatherer('html', (ctx, pageUrl) => ctx.getPage('page', pageUrl), htmlPageOf);
