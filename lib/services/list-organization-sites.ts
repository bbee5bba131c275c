import type { z } from 'zod';
import { getDb, Prisma } from '@/lib/db';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import { scheduleFields } from '@/lib/schedules/schedule';
import type { ScanFailure, SiteList, SiteSummary } from '@/lib/schemas/me';
import { UNKNOWN_FAILURE } from './get-scan';

interface SiteRow {
  id: string;
  host: string;
  url: string;
  createdAt: Date | string;
  latestScore: number | null;
  latestScannedAt: Date | string | null;
  previousScore: number | null;
  schedule: string | null;
  nextScanAt: Date | string | null;
  publicReport: boolean;
  failedScanId: string | null;
  failedAt: Date | string | null;
  failure: string | null;
  indexOptIn: boolean;
}

/** The organization's sites, oldest first, with the scores of their two latest finished scans.
 *  Unpaged when limit and offset are both omitted (v1 compatibility). */
export async function listOrganizationSites(
  organizationId: string,
  page: { limit?: number; offset?: number; search?: string },
): Promise<z.input<typeof SiteList>> {
  const paged = page.limit !== undefined || page.offset !== undefined;
  const limit = page.limit ?? PAGE_LIMIT.default;
  const offset = page.offset ?? 0;
  const search = page.search?.trim().toLowerCase();
  // Hosts are stored lowercase; LIKE's own wildcards in the search are taken literally.
  const filter = search ? Prisma.sql`AND s.host LIKE ${`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}` : Prisma.empty;
  const rows = await querySiteSummaries(organizationId, paged ? Prisma.sql`LIMIT ${limit + 1} OFFSET ${offset}` : Prisma.empty, undefined, filter);
  const shown = paged ? rows.slice(0, limit) : rows;
  return { sites: shown.map(summaryOf), nextOffset: paged && rows.length > limit ? offset + limit : null };
}

/** One site of the organization as the site list shows it, or null. */
export async function findSiteSummary(organizationId: string, siteId: string): Promise<z.input<typeof SiteSummary> | null> {
  const [row] = await querySiteSummaries(organizationId, Prisma.empty, siteId);
  return row ? summaryOf(row) : null;
}

async function querySiteSummaries(organizationId: string, page: Prisma.Sql, siteId?: string, filter: Prisma.Sql = Prisma.empty): Promise<SiteRow[]> {
  const db = await getDb();
  // One statement: each site's two latest succeeded scans, and a failed scan newer than them, come from the
  // (site_id, status, finished_at) index, instead of loading every scan of every site and keeping three.
  return db.$queryRaw<SiteRow[]>`
    SELECT s.id, s.host, s.url, s.created_at AS "createdAt", s.schedule, s.next_scan_at AS "nextScanAt", s.public_report AS "publicReport", s.index_opt_in AS "indexOptIn",
           latest.score AS "latestScore", latest.finished_at AS "latestScannedAt", previous.score AS "previousScore",
           failed.id AS "failedScanId", failed.finished_at AS "failedAt", failed.error AS "failure"
    FROM sites s
    LEFT JOIN LATERAL (
      SELECT score, finished_at FROM scans
      WHERE site_id = s.id AND status = 'succeeded' ORDER BY finished_at DESC, id DESC LIMIT 1
    ) latest ON true
    LEFT JOIN LATERAL (
      SELECT score FROM scans
      WHERE site_id = s.id AND status = 'succeeded' ORDER BY finished_at DESC, id DESC OFFSET 1 LIMIT 1
    ) previous ON true
    LEFT JOIN LATERAL (
      SELECT id, finished_at, error FROM scans
      WHERE site_id = s.id AND status = 'failed' AND finished_at IS NOT NULL AND (latest.finished_at IS NULL OR finished_at > latest.finished_at)
      ORDER BY finished_at DESC, id DESC LIMIT 1
    ) failed ON true
    WHERE s.organization_id = ${organizationId}::uuid ${siteId === undefined ? Prisma.empty : Prisma.sql`AND s.id = ${siteId}::uuid`} ${filter}
    ORDER BY s.created_at ASC, s.id ASC
    ${page}`;
}

function summaryOf(site: SiteRow): z.input<typeof SiteSummary> {
  return {
    id: site.id,
    host: site.host,
    url: site.url,
    createdAt: new Date(site.createdAt).toISOString(),
    latestScore: site.latestScore,
    previousScore: site.previousScore,
    latestScannedAt: site.latestScannedAt === null ? null : new Date(site.latestScannedAt).toISOString(),
    ...scheduleFields(site),
    publicReport: site.publicReport,
    lastScanFailure: scanFailureOf({ id: site.failedScanId, finishedAt: site.failedAt, error: site.failure }),
    indexOptIn: site.indexOptIn,
  };
}

/** A failed scan as the site and its history show it (see ScanFailure), or null for no such scan. */
export function scanFailureOf(scan: { id: string | null; finishedAt: Date | string | null; error: string | null } | null): z.input<typeof ScanFailure> | null {
  if (!scan?.id || scan.finishedAt === null) return null;
  return { scanId: scan.id, failedAt: new Date(scan.finishedAt).toISOString(), error: scan.error ?? UNKNOWN_FAILURE };
}
