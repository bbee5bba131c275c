// Sitemaps: found from robots.txt, then the usual paths; index children fetched (bounded) for their URLs.
import { gunzip } from 'node:zlib';
import { CAPS } from '../fetch/types.js';
import { emptySummary, MAX_PAGE_URLS, summarizeEntries, type SitemapEntrySummary } from '../parse/sitemap-summary.js';
import { scanSitemapXml } from '../parse/sitemap-xml.js';
import { SITEMAP_PROBE_PATHS } from '../well-known.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { ArtifactProblem } from './problem.js';
import { fetchExpectedFile, type ExpectedFile } from './soft404.js';

/**
 * gunzip as a promise. node:zlib is read when a sitemap is gzipped, not when the engine loads: the CLI's engine script
 * loads it on first use (bin/build-cli.mjs).
 */
const gunzipAsync = (body: Buffer, options: { maxOutputLength: number }) =>
  new Promise<Buffer>((resolve, reject) => gunzip(body, options, (error, inflated) => (error ? reject(error) : resolve(inflated))));

/** Robots-listed sitemaps tried before probing, and index children fetched: bounds on what one audit sends. */
export const MAX_LISTED_SITEMAPS = 5;
export const MAX_INDEX_CHILDREN = 10;

/** Why a fetched sitemap cannot be used (null when it can). */
export type SitemapProblem =
  | 'absent'
  | 'unreachable'
  | 'html'
  | 'soft404'
  | 'empty'
  | 'failed'
  | 'over-cap'
  | 'gzip'
  | 'doctype'
  | 'invalid'
  | 'not-sitemap';

export interface SitemapDocument {
  url: string;
  source: 'robots' | 'probe' | 'index';
  file: ExpectedFile;
  problem: SitemapProblem | null;
  /** Parser message for doctype / invalid / not-sitemap / gzip, else null. */
  problemMessage: string | null;
  problemLine: number | null;
  kind: 'urlset' | 'sitemapindex' | null;
  namespace: string | null;
  /** Its entries, summed up while parsing (a sitemap may hold ~600,000: they are not kept). */
  entries: SitemapEntrySummary;
  /** Bytes after any gzip decompression. */
  bytes: number;
}

export interface SitemapArtifact {
  /** `Sitemap:` URLs from robots.txt (absolute). */
  listedInRobots: string[];
  /** Every top-level sitemap fetched, in the order tried. */
  documents: SitemapDocument[];
  /** The first usable top-level sitemap, or null. */
  found: SitemapDocument | null;
  /** Children of a sitemap index that were fetched (at most MAX_INDEX_CHILDREN). */
  children: SitemapDocument[];
  /** Page URLs found (absolute, same origin as the audit, deduplicated, the first MAX_PAGE_URLS), for the site scan's page chooser. */
  urls: string[];
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    sitemap: SitemapArtifact;
  }
}

const GZIP_MAGIC = [0x1f, 0x8b];

async function bodyText(file: ExpectedFile): Promise<{ text: string; bytes: number } | { problem: SitemapProblem; message: string }> {
  const body = file.response!.body;
  if (body[0] !== GZIP_MAGIC[0] || body[1] !== GZIP_MAGIC[1]) return { text: file.response!.text, bytes: body.length };
  try {
    const inflated = await gunzipAsync(body, { maxOutputLength: CAPS.sitemap });
    return { text: inflated.toString('utf8'), bytes: inflated.length };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') return { problem: 'over-cap', message: 'Decompressed size exceeds the cap.' };
    return { problem: 'gzip', message: `The gzip data does not decompress: ${(error as Error).message}` };
  }
}

function unusable(url: string, source: SitemapDocument['source'], file: ExpectedFile, problem: SitemapProblem, message: string | null = null, line: number | null = null): SitemapDocument {
  return { url, source, file, problem, problemMessage: message, problemLine: line, kind: null, namespace: null, entries: emptySummary(), bytes: 0 };
}

export async function fetchSitemap(ctx: GatherContext, url: string, source: SitemapDocument['source']): Promise<SitemapDocument> {
  const file = await fetchExpectedFile(ctx, url, 'sitemap');
  if (file.kind !== 'ok') return unusable(url, source, file, file.kind as SitemapProblem);
  if (file.response!.overCap) return unusable(url, source, file, 'over-cap');
  const decoded = await bodyText(file);
  if ('problem' in decoded) return unusable(url, source, file, decoded.problem, decoded.message);
  const base = file.response!.finalUrl;
  const { summary, add } = summarizeEntries({ origin: ctx.origin, base, maxResolvedLocs: MAX_INDEX_CHILDREN });
  const parsed = scanSitemapXml(decoded.text, add);
  if (!parsed.ok) return unusable(url, source, file, parsed.reason, parsed.message, parsed.line);
  return {
    url,
    source,
    file,
    problem: null,
    problemMessage: null,
    problemLine: null,
    kind: parsed.kind,
    namespace: parsed.namespace,
    entries: summary,
    bytes: decoded.bytes,
  };
}

async function firstUsable(ctx: GatherContext, urls: readonly string[], source: SitemapDocument['source'], tried: SitemapDocument[]): Promise<SitemapDocument | null> {
  for (const url of urls) {
    const document = await fetchSitemap(ctx, url, source);
    tried.push(document);
    if (!document.problem) return document;
  }
  return null;
}

function sameOriginUrls(documents: readonly SitemapDocument[]): string[] {
  const urls = new Set<string>();
  for (const document of documents) {
    if (document.kind !== 'urlset') continue;
    for (const url of document.entries.pageUrls) {
      if (urls.size >= MAX_PAGE_URLS) return [...urls];
      urls.add(url);
    }
  }
  return [...urls];
}

export const sitemapGatherer = defineOriginGatherer('sitemap', async (ctx) => {
  const robots = await ctx.get('robots');
  const listedInRobots = robots.sitemaps;
  const documents: SitemapDocument[] = [];
  const probes = SITEMAP_PROBE_PATHS.map((path) => `${ctx.origin}${path}`).filter((url) => !listedInRobots.includes(url));
  const found =
    (await firstUsable(ctx, listedInRobots.slice(0, MAX_LISTED_SITEMAPS), 'robots', documents)) ??
    (await firstUsable(ctx, probes, 'probe', documents));

  let children: SitemapDocument[] = [];
  if (found?.kind === 'sitemapindex') {
    children = await Promise.all(found.entries.resolvedLocs.map((url) => fetchSitemap(ctx, url, 'index')));
  }
  const urls = found ? sameOriginUrls([found, ...children]) : [];
  return { listedInRobots, documents, found, children, urls };
}, (sitemap) => {
  const failed = sitemap.found ? undefined : sitemap.documents.find((document) => document.problem === 'failed');
  return failed?.file.failure ? ArtifactProblem.unmeasured('the sitemap', failed.file.failure) : sitemap;
});
