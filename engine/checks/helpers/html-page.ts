// The common first step of page checks: a fetched, 2xx, HTML page within its cap, or the outcome that says why not.
import type { CheerioAPI } from 'cheerio';
import type { FetchedResponse } from '../../fetch/types.js';
import type { PageArtifact } from '../../gather/page.js';
import type { CheckOutcome } from '../../types.js';
import { fail, fetchFailed, outcome } from '../findings.js';

export interface HtmlPage {
  $: CheerioAPI;
  html: string;
  response: FetchedResponse;
}

export function htmlPageOrOutcome(page: PageArtifact): { page: HtmlPage } | { outcome: CheckOutcome } {
  if (!page.result.ok) return { outcome: fetchFailed('the page', page.result.error) };
  const response = page.result.response;
  if (response.status < 200 || response.status > 299) {
    return {
      outcome: outcome(0, [
        fail(
          `The page answered HTTP ${response.status}, so there is no content to measure.`,
          `${response.finalUrl} — HTTP ${response.status}`,
          'Make the page answer 200 with its HTML.',
        ),
      ]),
    };
  }
  if (response.overCap) {
    return {
      outcome: outcome(0, [
        fail(
          `The page is larger than the ${Math.round(response.capBytes / 1024 / 1024)} MiB cap for HTML.`,
          `${response.finalUrl} — over ${response.capBytes} bytes`,
          'Serve a smaller HTML document; agents truncate or skip very large pages.',
        ),
      ]),
    };
  }
  if (!page.isHtml || page.$ === null || page.html === null) {
    return {
      outcome: outcome(0, [
        fail(
          'The page did not answer HTML to a browser Accept header.',
          `${response.finalUrl} — Content-Type: ${response.headers['content-type'] ?? '(none)'}`,
          'Serve the page as text/html to clients that ask for HTML.',
        ),
      ]),
    };
  }
  return { page: { $: page.$, html: page.html, response } };
}

/** A short excerpt of markup or text for a finding's detail. */
export function excerpt(text: string, max = 120): string {
  // Only the beginning can show. When the collapsed head of a long text is already longer than `max`, it starts
  // exactly as the whole collapsed text does, so a page's entire visible text is not collapsed to keep 120 characters.
  const window = 2 * max + 64;
  if (text.length > window) {
    const head = text.slice(0, window).replace(/\s+/g, ' ').trim();
    if (head.length > max) return `${head.slice(0, max - 1)}…`;
  }
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
