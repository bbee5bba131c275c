// The page asked for as markdown: two Accept variants, then a `.md` twin URL when negotiation gives no markdown.
import type { FetchResult, FetchedResponse } from '../fetch/types.js';
import { definePageGatherer } from './context.js';
import { looksLikeHtml } from './page.js';

export const MARKDOWN_ONLY_ACCEPT = 'text/markdown';
export const MARKDOWN_PREFERRED_ACCEPT = 'text/markdown, text/html;q=0.9';

export interface MarkdownArtifact {
  /** Answer to `Accept: text/markdown`. */
  markdownOnly: FetchResult;
  /** Answer to `Accept: text/markdown, text/html;q=0.9`. */
  markdownPreferred: FetchResult;
  /** The `.md` twin tried when neither negotiation produced a markdown body; null when not tried. */
  twin: { url: string; result: FetchResult } | null;
  /** Twin URLs tried, in order. */
  twinCandidates: string[];
}

declare module './artifacts.js' {
  interface PageArtifacts {
    markdown: MarkdownArtifact;
  }
}

export function isMarkdownType(contentType: string): boolean {
  return contentType === 'text/markdown' || contentType === 'text/x-markdown';
}

/** A 2xx answer whose body is non-empty text that is not an HTML document. */
export function hasMarkdownBody(response: FetchedResponse): boolean {
  if (response.status < 200 || response.status > 299) return false;
  if (response.text.trim() === '' || looksLikeHtml(response)) return false;
  return response.contentType === '' || response.contentType.startsWith('text/');
}

/** `/docs/intro` → `/docs/intro.md`; `/` → `/index.md`; `/docs/` → `/docs.md`, `/docs/index.md`; `/a.html` → `/a.md`. */
export function markdownTwinUrls(pageUrl: string): string[] {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  const path = url.pathname;
  const paths: string[] = [];
  if (path === '/' || path === '') paths.push('/index.md');
  else if (path.endsWith('/')) paths.push(`${path.slice(0, -1)}.md`, `${path}index.md`);
  else if (/\.md$/i.test(path)) return [];
  else if (/\.html?$/i.test(path)) paths.push(path.replace(/\.html?$/i, '.md'));
  else paths.push(`${path}.md`);
  return paths.map((p) => new URL(p, url).href);
}

function negotiated(result: FetchResult): boolean {
  return result.ok && hasMarkdownBody(result.response);
}

export const markdownGatherer = definePageGatherer('markdown', async (ctx, pageUrl) => {
  const [markdownOnly, markdownPreferred] = await Promise.all([
    ctx.fetch({ url: pageUrl, cap: 'html', headers: { accept: MARKDOWN_ONLY_ACCEPT } }),
    ctx.fetch({ url: pageUrl, cap: 'html', headers: { accept: MARKDOWN_PREFERRED_ACCEPT } }),
  ]);
  const twinCandidates = markdownTwinUrls(pageUrl);
  let twin: MarkdownArtifact['twin'] = null;
  if (!negotiated(markdownOnly) && !negotiated(markdownPreferred)) {
    for (const url of twinCandidates) {
      const result = await ctx.fetch({ url, cap: 'html', headers: { accept: 'text/markdown, text/plain;q=0.9' } });
      twin = { url, result };
      if (negotiated(result)) break;
    }
  }
  return { markdownOnly, markdownPreferred, twin, twinCandidates };
});
