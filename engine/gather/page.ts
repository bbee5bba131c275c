// The page itself: fetched once with a browser Accept header, parsed once, shared by every check.
import type { CheerioAPI } from 'cheerio';
import type { FetchResult, FetchedResponse } from '../fetch/types.js';
import { loadLeanDocument } from '../parse/lean-dom.js';
import { definePageGatherer } from './context.js';

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

declare module './artifacts.js' {
  interface PageArtifacts {
    page: PageArtifact;
  }
}

export function looksLikeHtml(response: FetchedResponse): boolean {
  if (response.contentType === 'text/html' || response.contentType === 'application/xhtml+xml') return true;
  return /^\s*(<!doctype html|<html[\s>])/i.test(response.text.slice(0, 512));
}

export const pageGatherer = definePageGatherer('page', async (ctx, pageUrl) => {
  const result = await ctx.fetch({ url: pageUrl, cap: 'html', headers: { accept: BROWSER_ACCEPT } });
  const response = result.ok ? result.response : null;
  const isHtml = response !== null && looksLikeHtml(response);
  const html = isHtml ? response.text : null;
  const $ = html !== null ? loadLeanDocument(html) : null;
  return { url: pageUrl, result, response, isHtml, html, $ };
});
