// llms.txt (with its fallback paths, a sample of its links probed) and llms-full.txt.
import { analyzeLlmsTxt, markdownHeadings, type LlmsStructure } from '../parse/markdown-links.js';
import { LLMS_FULL_TXT_PATH, LLMS_TXT_PATHS } from '../well-known.js';
import { defineOriginGatherer } from './context.js';
import { ArtifactProblem } from './problem.js';
import { probeLinks, spreadSample, type LinkProbe } from './probe-link.js';
import { fetchExpectedFile, fetchFirstFile, type ExpectedFile } from './soft404.js';

export const LLMS_LINK_SAMPLE = 20;

export interface LlmsTxtArtifact {
  /** Every path tried, in order, up to the first real file. */
  attempts: ExpectedFile[];
  /** The file found, or null. */
  found: ExpectedFile | null;
  /** True when the file was found at a fallback path rather than /llms.txt. */
  fallback: boolean;
  structure: LlmsStructure | null;
  characters: number;
  /** Absolute http(s) link targets, deduplicated, in document order. */
  links: string[];
  /** How many links point at `.md` pages (auto profile detection: documentation sites). */
  mdLinkCount: number;
  /** The sampled links and how they answered. */
  sampled: LinkProbe[];
}

export interface LlmsFullTxtArtifact {
  file: ExpectedFile;
  characters: number;
  headings: Array<{ depth: number; text: string; line: number }>;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    llmsTxt: LlmsTxtArtifact;
    llmsFullTxt: LlmsFullTxtArtifact;
  }
}

function absoluteLinks(links: readonly string[], base: string): string[] {
  const urls = new Set<string>();
  for (const link of links) {
    try {
      const url = new URL(link, base);
      url.hash = '';
      if (url.protocol === 'http:' || url.protocol === 'https:') urls.add(url.href);
    } catch {
      // Unresolvable links are not sampled.
    }
  }
  return [...urls];
}

export const llmsTxtGatherer = defineOriginGatherer('llmsTxt', async (ctx) => {
  const { attempts, found } = await fetchFirstFile(
    ctx,
    LLMS_TXT_PATHS.map((path) => `${ctx.origin}${path}`),
    'llms',
  );
  const response = found?.response ?? null;
  if (!found || !response) {
    return { attempts, found: null, fallback: false, structure: null, characters: 0, links: [], mdLinkCount: 0, sampled: [] };
  }
  // Markdown parsing is superlinear on hostile input (5 MB took ~28 s); analyzeLlmsTxt parses only the first
  // MARKDOWN_PARSE_LIMIT (twice the 100,000-character fail threshold), past which the verdict cannot change.
  const structure = analyzeLlmsTxt(response.text);
  const links = absoluteLinks(structure.links, response.finalUrl);
  const sampled = response.overCap ? [] : await probeLinks(ctx, spreadSample(links, LLMS_LINK_SAMPLE));
  return {
    attempts,
    found,
    fallback: found.url !== `${ctx.origin}${LLMS_TXT_PATHS[0]}`,
    structure,
    characters: response.text.length,
    links,
    mdLinkCount: links.filter((link) => /\.md$/i.test(new URL(link).pathname)).length,
    sampled,
  };
}, (llms) => {
  const failed = llms.found ? undefined : llms.attempts.find((attempt) => attempt.failure);
  return failed?.failure ? ArtifactProblem.unmeasured('llms.txt', failed.failure) : llms;
});

export const llmsFullTxtGatherer = defineOriginGatherer('llmsFullTxt', async (ctx) => {
  const file = await fetchExpectedFile(ctx, `${ctx.origin}${LLMS_FULL_TXT_PATH}`, 'llms');
  const text = file.kind === 'ok' ? (file.response?.text ?? '') : '';
  return { file, characters: text.length, headings: file.kind === 'ok' ? markdownHeadings(text) : [] };
}, (llmsFull) => (llmsFull.file.failure ? ArtifactProblem.unmeasured('llms-full.txt', llmsFull.file.failure) : llmsFull));
