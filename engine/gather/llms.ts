// llms.txt (with its fallback paths, a sample of its links probed) and llms-full.txt.
import { responseLinks } from '../parse/link-header.js';
import type { LlmsStructure } from '../parse/llms-structure.js';
import { analyzeLlmsTxt, markdownHeadings } from '../parse/markdown-links.js';
import { queryAll } from '../parse/select.js';
import { LLMS_FULL_TXT_PATH, LLMS_TXT_PATHS } from '../well-known.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { ArtifactProblem } from './problem.js';
import { probeLinks, spreadSample, type LinkProbe } from './probe-link.js';
import { fetchExpectedFile, fetchFirstFile, type ExpectedFile } from './soft404.js';

export const LLMS_LINK_SAMPLE = 20;

export interface LlmsTxtArtifact {
  /** Every path tried, in order, up to the first real file. */
  attempts: ExpectedFile[];
  /** The file found, or null. */
  found: ExpectedFile | null;
  /**
   * True when the file was found at a fallback path rather than /llms.txt, and neither the audited page advertises
   * it (rel="describedby") nor does the audited page lie in the subpath the file covers (llmstxt.org, 2026).
   */
  fallback: boolean;
  /** llms.txt URLs the start page advertises with rel="describedby" (Link header, then <link>), same origin only. */
  describedBy: string[];
  /** The path the file covers: the directory it sits in ("/docs/" for /docs/llms.txt); null when none was found. */
  covers: string | null;
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

const isLlmsTxt = (url: string, origin: string) => {
  const parsed = new URL(url);
  return parsed.origin === origin && /\/llms\.txt$/.test(parsed.pathname);
};

/** llms.txt files named with rel="describedby" that are tried at most (a page may name thousands; each is a request). */
export const MAX_DESCRIBED_BY = 3;

/** llms.txt files the start page points at with rel="describedby" (llmstxt.org, August 2026), in document order. */
async function describedByTargets(ctx: GatherContext): Promise<string[]> {
  const page = await ctx.getPage('page', ctx.startUrl);
  const response = page.response;
  if (!response) return [];
  const targets: string[] = [];
  for (const link of responseLinks(response)) {
    if (link.rels.includes('describedby') && link.target) targets.push(link.target);
  }
  if (page.$) {
    for (const el of queryAll(page.$, 'link[rel][href]')) {
      const rels = (el.attribs['rel'] ?? '').toLowerCase().split(/[ \t\n\f\r]+/);
      if (!rels.includes('describedby')) continue;
      try {
        targets.push(new URL(el.attribs['href']!, response.finalUrl).href);
      } catch {
        // An href that does not resolve advertises nothing.
      }
    }
  }
  return [...new Set(targets.filter((url) => isLlmsTxt(url, ctx.origin)))].slice(0, MAX_DESCRIBED_BY);
}

/** "/docs/" for ".../docs/llms.txt": the subpath a file covers. */
function directoryOf(url: string): string {
  const path = new URL(url).pathname;
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** Directories above the start URL looked in at most (a deeper start URL is rare; each costs one request). */
export const MAX_START_DIRECTORIES = 4;

/**
 * llms.txt in the start URL's own directory and each parent below the root, deepest first (checks.md 4, 2026-11: a
 * project site at host/project/ publishes host/project/llms.txt). None for a start URL at the root.
 */
function startDirectoryCandidates(startUrl: string): string[] {
  const url = new URL(startUrl);
  const segments = url.pathname.split('/').slice(1, -1).filter((segment) => segment !== '');
  const candidates: string[] = [];
  for (let depth = segments.length; depth > 0 && candidates.length < MAX_START_DIRECTORIES; depth--) {
    candidates.push(`${url.origin}/${segments.slice(0, depth).join('/')}/llms.txt`);
  }
  return candidates;
}

export const llmsTxtGatherer = defineOriginGatherer('llmsTxt', async (ctx) => {
  const rootUrl = `${ctx.origin}${LLMS_TXT_PATHS[0]}`;
  // /llms.txt is asked for while the start page is read (the fetcher sends identical requests once).
  const [describedBy] = await Promise.all([describedByTargets(ctx), fetchExpectedFile(ctx, rootUrl, 'llms')]);
  const candidates = [...new Set([...describedBy, ...startDirectoryCandidates(ctx.startUrl), ...LLMS_TXT_PATHS.map((path) => `${ctx.origin}${path}`)])];
  const { attempts, found } = await fetchFirstFile(ctx, candidates, 'llms');
  const response = found?.response ?? null;
  if (!found || !response) {
    return { attempts, found: null, fallback: false, describedBy, covers: null, structure: null, characters: 0, links: [], mdLinkCount: 0, sampled: [] };
  }
  const covers = directoryOf(found.url);
  const startPath = new URL(ctx.startUrl).pathname;
  // Markdown parsing is superlinear on hostile input (5 MB took ~28 s); analyzeLlmsTxt parses only the first
  // MARKDOWN_PARSE_LIMIT (twice the 100,000-character fail threshold), past which the verdict cannot change.
  const structure = analyzeLlmsTxt(response.text);
  const links = absoluteLinks(structure.links, response.finalUrl);
  const sampled = response.overCap ? [] : await probeLinks(ctx, spreadSample(links, LLMS_LINK_SAMPLE));
  return {
    attempts,
    found,
    fallback: found.url !== rootUrl && !describedBy.includes(found.url) && !(covers !== '/' && startPath.startsWith(covers)),
    describedBy,
    covers,
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
