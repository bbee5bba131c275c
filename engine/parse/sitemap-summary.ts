// What the audit keeps of a sitemap's entries: counts and a few examples for the sitemap check, a bounded list of
// page URLs for the site audit's page chooser. A 50 MB sitemap has ~600,000 entries, too many to keep as objects
// under an audit thread's heap budget.
import type { SitemapEntry } from './sitemap-entry.js';
import { isW3cDatetime, SITEMAP_MAX_URLS } from './sitemap-xml.js';

/** Examples kept per kind of problem (the check names the first three). */
export const SAMPLE_EXAMPLES = 3;
/** Same-origin page URLs kept per audit: the site audit measures at most a few hundred pages. */
export const MAX_PAGE_URLS = SITEMAP_MAX_URLS;

export interface Sample {
  count: number;
  /** The first SAMPLE_EXAMPLES values, in document order. */
  examples: string[];
}

/** What the sitemap check judges of the entries. */
export interface SitemapEntryCounts {
  count: number;
  /** Locs that are not absolute URLs; an empty or missing loc counts as '(empty <loc>)'. */
  notAbsolute: Sample;
  /** Absolute locs on another host than the audit's. */
  otherHost: Sample;
  /** Lastmods in W3C datetime format. */
  validLastmods: number;
  /** Lastmods present but not in W3C datetime format. */
  malformedLastmods: Sample;
}

export interface SitemapEntrySummary extends SitemapEntryCounts {
  /** Distinct locs on the audit's origin (hrefs), in document order, at most MAX_PAGE_URLS. */
  pageUrls: string[];
  /** The first `maxResolvedLocs` locs resolved against the sitemap's URL (the children of a sitemap index). */
  resolvedLocs: string[];
}

export interface SummaryOptions {
  /** scheme://host[:port] of the audit. */
  origin: string;
  /** The URL the sitemap was fetched from, to resolve relative locs. */
  base: string;
  maxResolvedLocs: number;
}

function emptySample(): Sample {
  return { count: 0, examples: [] };
}

function addTo(sample: Sample, value: string): void {
  sample.count++;
  // A copy: V8 keeps a substring as a slice of its parent, which would hold the whole document's text (a
  // decompressed sitemap is otherwise dropped after parsing) for the rest of the audit.
  if (sample.examples.length < SAMPLE_EXAMPLES) sample.examples.push(structuredClone(value));
}

function emptyCounts(): SitemapEntryCounts {
  return { count: 0, notAbsolute: emptySample(), otherHost: emptySample(), validLastmods: 0, malformedLastmods: emptySample() };
}

export function emptySummary(): SitemapEntrySummary {
  return { ...emptyCounts(), pageUrls: [], resolvedLocs: [] };
}

/** A summary and the function that adds one entry to it. */
export function summarizeEntries(options: SummaryOptions): { summary: SitemapEntrySummary; add: (entry: SitemapEntry) => void } {
  const summary = emptySummary();
  const host = new URL(options.origin).host;
  const pageUrls = new Set<string>();
  const originRoot = `${options.origin}/`;
  function resolve(loc: string): void {
    try {
      summary.resolvedLocs.push(new URL(loc, options.base).href);
    } catch {
      // Reported by the check as a non-absolute loc.
    }
  }
  function judgeLoc(loc: string | null): void {
    if (!loc) {
      addTo(summary.notAbsolute, '(empty <loc>)');
      return;
    }
    if (summary.resolvedLocs.length < options.maxResolvedLocs) resolve(loc);
    // Nothing after "origin/" can make the URL parser fail or change the origin: with the page URLs all kept, such
    // a loc (most of a large sitemap) needs no parsing.
    if (pageUrls.size >= MAX_PAGE_URLS && loc.startsWith(originRoot)) return;
    let url: URL;
    try {
      url = new URL(loc);
    } catch {
      addTo(summary.notAbsolute, loc);
      return;
    }
    if (url.host !== host) addTo(summary.otherHost, loc);
    if (url.origin === options.origin && pageUrls.size < MAX_PAGE_URLS && !pageUrls.has(url.href)) {
      pageUrls.add(url.href);
      summary.pageUrls.push(url.href);
    }
  }
  function add(entry: SitemapEntry): void {
    summary.count++;
    judgeLoc(entry.loc);
    if (entry.lastmod === null) return;
    if (isW3cDatetime(entry.lastmod)) summary.validLastmods++;
    else addTo(summary.malformedLastmods, entry.lastmod);
  }
  return { summary, add };
}

/** The counts of several documents as one (the check judges a sitemap index's children together). */
export function mergeCounts(summaries: readonly SitemapEntryCounts[]): SitemapEntryCounts {
  const merged = emptyCounts();
  const mergeSample = (into: Sample, from: Sample) => {
    into.count += from.count;
    into.examples.push(...from.examples.slice(0, SAMPLE_EXAMPLES - into.examples.length));
  };
  for (const summary of summaries) {
    merged.count += summary.count;
    merged.validLastmods += summary.validLastmods;
    mergeSample(merged.notAbsolute, summary.notAbsolute);
    mergeSample(merged.otherHost, summary.otherHost);
    mergeSample(merged.malformedLastmods, summary.malformedLastmods);
  }
  return merged;
}
