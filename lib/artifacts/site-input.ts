// What a generator works from: the site's latest finished scan (report and the facts stored with it).
import type { PageFacts, SiteFacts } from '@/engine/index';
import type { StoredAuditReport } from '@/lib/schemas/report';

export interface ArtifactInput {
  siteId: string;
  host: string;
  /** scheme://host[:port] of the site. */
  origin: string;
  report: StoredAuditReport;
  scanId: string;
}

export interface SitePage {
  url: string;
  /** The page title, else its h1, else its path. */
  title: string;
  description: string | null;
}

export function factsOf(input: Pick<ArtifactInput, 'report'>): SiteFacts | null {
  return input.report.siteFacts ?? null;
}

function titleOf(facts: PageFacts | undefined, url: string): string {
  return facts?.title ?? facts?.h1 ?? (new URL(url).pathname === '/' ? new URL(url).host : new URL(url).pathname);
}

/** Measured pages of the site that answered 2xx on its own origin, start page first, with their titles. */
export function sitePagesOf(input: ArtifactInput): SitePage[] {
  const facts = factsOf(input)?.pages ?? [];
  const pages: SitePage[] = [];
  for (const page of input.report.pages) {
    if (page.httpStatus === null || page.httpStatus < 200 || page.httpStatus > 299) continue;
    if (new URL(page.url).origin !== input.origin) continue;
    const pageFacts = facts.find((candidate) => candidate.url === page.url);
    pages.push({ url: page.url, title: titleOf(pageFacts, page.url), description: pageFacts?.description ?? null });
  }
  return pages;
}

/** The site's name: og:site_name, else the start page's title, else the host. */
export function siteNameOf(input: ArtifactInput): string {
  const facts = factsOf(input);
  return facts?.siteName ?? sitePagesOf(input)[0]?.title ?? input.host;
}

/** One sentence describing the site: the start page's meta description, else a plain statement. */
export function siteSummaryOf(input: ArtifactInput): string {
  return sitePagesOf(input)[0]?.description ?? `${siteNameOf(input)} at ${input.origin}/.`;
}

/** The scan date as a W3C date (YYYY-MM-DD). */
export function scanDateOf(input: ArtifactInput): string {
  return input.report.timestamp.slice(0, 10);
}
