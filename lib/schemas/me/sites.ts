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

export const SitesQuery = PaginationQuery;

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
  })
  .meta({
    id: 'SiteSummary',
    description: 'Decision on fields the contract leaves open: id, host, start page, creation time, latest and previous scores.',
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
    url: z
      .string({ error: 'must be a string.' })
      .min(1, { error: 'must not be empty.' })
      .max(2048, { error: 'must be at most 2048 characters.' })
      .meta({
        description:
          'The start page to scan: an http(s) URL, or a domain name (https:// is assumed). Query and fragment are dropped.',
        example: 'https://example.com/',
      }),
  })
  .meta({ id: 'CreateSiteRequest' });

export const UpdateSiteRequest = z
  .strictObject({
    schedule: ScheduleName.nullable()
      .optional()
      .meta({ description: 'daily or weekly starts scheduled scans (paid plan); null stops them. Omitted: unchanged.' }),
  })
  .meta({ id: 'UpdateSiteRequest', description: 'Fields of a site to change; fields left out stay as they are.' });
