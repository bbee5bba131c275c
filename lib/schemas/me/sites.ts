// Sites of an organization: the list, creating one.
import { z } from 'zod';
import { SCHEDULES } from '@/lib/schedules/schedule';
import { NextOffset, PaginationQuery, Score, Timestamp, Uuid } from '../common';

export const ScheduleName = z
  .enum(SCHEDULES, { error: 'must be "daily", "weekly" or null.' })
  .meta({ id: 'Schedule', description: 'How often the site is scanned without anyone pressing "Scan now".' });

/** The fields a site's JSON carries about scheduled scans (site list, site report, PATCH answer). */
export const ScheduleFields = z.object({
  schedule: ScheduleName.nullable().meta({ description: 'daily, weekly, or null when the site is only scanned on request.' }),
  nextScanAt: Timestamp.nullable().meta({
    description: 'When the next scheduled scan is queued (spread over the period by jitter); null without a schedule.',
  }),
});

/**
 * Why a site's scans may become its host's public report: the public report of a host is its newest public
 * measurement, and a public scan of the host's start page can be run by anyone, so an owner showing their own
 * (multi-page) scans there adds no new power; it is off by default because a site's scans are private until then.
 */
const PUBLIC_REPORT_DESCRIPTION = [
  'true: the site\'s finished scans count as public measurements of its host. The host\'s public report (GET /api/v1/report/{host}, the page /report/{host})',
  'and badge (/badge/{host}.svg) show its newest public measurement: a scan of this site, or a public scan (POST /api/v1/scan), whichever is newer.',
  'Several organizations may have a site on one host; the newest public measurement of any of them counts, as a public scan by anyone does.',
  'false (the default): the site\'s scans never appear there. Switching it off takes them out of the report and the badge at once;',
  'the report falls back to the host\'s newest public scan, or 404 without one.',
].join(' ');

const PublicReportField = z.boolean({ error: 'must be true or false.' });

const INDEX_OPT_IN_DESCRIPTION = [
  'true: the site\'s host is named in the published index (GET /api/v1/index/sites, the page /index, the badge /badge/{host}/index.svg) wherever an edition scanned it: its score, rank and percentiles.',
  'A public report (publicReport true) opts in as well. false (the default) with publicReport false: the host is never named; it counts in the aggregates and ranks without its name. Switching off takes it out of every edition at once.',
].join(' ');

export const SitesQuery = PaginationQuery;

/**
 * A scan that ended without a report after its last attempt, newer than the site's latest succeeded scan: the trace a
 * failure leaves beside the last good score (which stays latestScore). Never a score.
 */
export const ScanFailure = z
  .object({
    scanId: Uuid,
    failedAt: Timestamp.meta({ description: 'When the scan was given up (its finishedAt).' }),
    error: z.string().meta({ description: 'Why, as GET /api/v1/me/scans/{id} says it: "The site could not be reached (attempt 3): …".' }),
  })
  .meta({
    id: 'ScanFailure',
    description:
      'The newest failed scan of the site when it is newer than the latest succeeded one (null once a later scan succeeds, and while none failed). A failed scan is never a score: latestScore and the history keep the last good ones.',
  });

/** The address rule of every way of naming a site, as the request bodies describe it. */
const SITE_URL_DESCRIPTION = [
  'The start page to scan: http or https, with a host that is a domain name with a dot, localhost or an IP address.',
  'A bare domain means https:// (example.com → https://example.com/); a bare IP address or localhost with a port means http:// (127.0.0.1:4000 → http://127.0.0.1:4000/).',
  'Query and fragment are dropped. A malformed address is 400 invalid-body naming what is wrong (another scheme, one slash, a space, a host without a dot).',
].join(' ');

const SiteUrlField = z
  .string({ error: 'must be a string.' })
  .min(1, { error: 'must not be empty.' })
  .max(2048, { error: 'must be at most 2048 characters.' });

export const SiteSummary = z
  .object({
    id: Uuid,
    host: z.string(),
    url: z.string().meta({ description: 'The start page scanned.' }),
    createdAt: Timestamp,
    latestScore: Score.nullable().meta({ description: 'Score of the latest finished scan, or null.' }),
    previousScore: Score.nullable().meta({ description: 'Score of the finished scan before it, or null.' }),
    latestScannedAt: Timestamp.nullable(),
    ...ScheduleFields.shape,
    publicReport: PublicReportField.meta({ description: PUBLIC_REPORT_DESCRIPTION }),
    lastScanFailure: ScanFailure.nullable(),
    indexOptIn: PublicReportField.meta({ description: INDEX_OPT_IN_DESCRIPTION }),
  })
  .meta({
    id: 'SiteSummary',
    description: 'A site of the organization: id, host, start page, creation time, latest and previous scores.',
  });

export const SiteList = z
  .object({
    sites: z.array(SiteSummary).meta({ description: 'Oldest first.' }),
    nextOffset: NextOffset.meta({
      description: 'Offset of the next page, or null on the last page and always null in the unpaged response.',
    }),
  })
  .meta({ id: 'SiteList' });

export const CreateSiteRequest = z
  .strictObject({
    url: SiteUrlField.meta({ description: SITE_URL_DESCRIPTION, example: 'https://example.com/' }),
  })
  .meta({ id: 'CreateSiteRequest' });

export const UpdateSiteRequest = z
  .strictObject({
    url: SiteUrlField.optional().meta({
      description: `A new start page for the site, by the same rule as when it was added. ${SITE_URL_DESCRIPTION} The site keeps its id, scans and history (each history entry names the start page it measured); a change of host switches publicReport off. 409 site-exists when another site of the organization is on the new host. Omitted: unchanged.`,
      example: 'http://127.0.0.1:4000/',
    }),
    schedule: ScheduleName.nullable()
      .optional()
      .meta({ description: 'daily or weekly starts scheduled scans (paid plan); null stops them. Omitted: unchanged.' }),
    publicReport: PublicReportField.optional().meta({
      description: `Owners and admins only (403 \`forbidden\` for members). ${PUBLIC_REPORT_DESCRIPTION} Omitted: unchanged.`,
    }),
    indexOptIn: PublicReportField.optional().meta({
      description: `Owners and admins only (403 \`forbidden\` for members). ${INDEX_OPT_IN_DESCRIPTION} Omitted: unchanged.`,
    }),
  })
  .meta({ id: 'UpdateSiteRequest', description: 'Fields of a site to change; fields left out stay as they are.' });
