// The page asked for as markdown: two Accept variants, then a `.md` twin URL when negotiation gives no markdown.
import type { FetchResult, FetchSuccess } from '../fetch/types.js';
import { definePageGatherer } from './context.js';
import { hasMarkdownBody, isMarkdownType, MARKDOWN_ONLY_ACCEPT, MARKDOWN_PREFERRED_ACCEPT } from '../parse/content-type.js';
import { ArtifactProblem } from './problem.js';

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

/** What markdown-negotiation judges: both negotiated requests answered (any status). */
export interface MarkdownInput extends MarkdownArtifact {
  markdownOnly: FetchSuccess;
  markdownPreferred: FetchSuccess;
}

/** The page's markdown version, if any: a `text/markdown` answer to negotiation, or a `.md` twin URL. */
export interface MarkdownTwin {
  url: string;
  text: string;
}

declare module './artifacts.js' {
  interface PageArtifacts {
    markdown: MarkdownArtifact;
    markdownTwin: MarkdownTwin | null;
  }
  interface PageInputs {
    markdown: MarkdownInput;
  }
}

/**
 * `/docs/intro` → `/docs/intro.md`; `/` → `/index.md`, `/index.html.md`; `/docs/` → `/docs.md`, `/docs/index.md`,
 * `/docs/index.html.md`; `/a.html` → `/a.md`, `/a.html.md`. The `.html.md` twins are what nbdev and Quarto write
 * (llmstxt.org: "the same URL with .md appended"; checks.md 2026: they count like `.md` twins).
 */
export function markdownTwinUrls(pageUrl: string): string[] {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  const path = url.pathname;
  const paths: string[] = [];
  if (path === '/' || path === '') paths.push('/index.md', '/index.html.md');
  else if (path.endsWith('/')) paths.push(`${path.slice(0, -1)}.md`, `${path}index.md`, `${path}index.html.md`);
  else if (/\.md$/i.test(path)) return [];
  else if (/\.html?$/i.test(path)) paths.push(path.replace(/\.html?$/i, '.md'), `${path}.md`);
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
    // Asked for together (a page with no twin would otherwise wait for each miss in turn); the first in order wins.
    const answers = await Promise.all(
      twinCandidates.map(async (url) => ({ url, result: await ctx.fetch({ url, cap: 'html', headers: { accept: 'text/markdown, text/plain;q=0.9' } }) })),
    );
    twin = answers.find((answer) => negotiated(answer.result)) ?? answers.at(-1) ?? null;
  }
  return { markdownOnly, markdownPreferred, twin, twinCandidates };
}, (markdown) => {
  for (const result of [markdown.markdownOnly, markdown.markdownPreferred]) {
    if (!result.ok) return ArtifactProblem.unmeasured('the page as markdown', result.error);
  }
  return markdown as MarkdownInput;
});

/** The first answer that is markdown: negotiated as text/markdown, or a `.md` twin URL whatever its type. */
function markdownTwinOf(markdown: MarkdownArtifact, pageUrl: string): MarkdownTwin | null {
  const answers = [
    { url: pageUrl, result: markdown.markdownOnly },
    { url: pageUrl, result: markdown.markdownPreferred },
    markdown.twin,
  ];
  for (const entry of answers) {
    if (!entry || !entry.result.ok) continue;
    const response = entry.result.response;
    if (hasMarkdownBody(response) && (isMarkdownType(response.contentType) || /\.md$/i.test(new URL(entry.url).pathname))) {
      return { url: response.finalUrl, text: response.text };
    }
  }
  return null;
}

/** Derived from the markdown answers (no request of its own), for checks that only need the markdown version. */
export const markdownTwinGatherer = definePageGatherer('markdownTwin', async (ctx, pageUrl) =>
  markdownTwinOf(await ctx.getPage('markdown', pageUrl), pageUrl),
);
