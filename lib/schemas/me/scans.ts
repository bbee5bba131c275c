// Site reports, history and scans (start, poll).
import { z } from 'zod';
import { NextOffset, PaginationQuery, Score, Timestamp, Uuid } from '../common';
import { BenchmarkedReport, FullReport, ReportBenchmark, type Grade } from '../report';
import { ScanFailure, ScheduleFields } from './sites';

export const SiteReport = FullReport.extend({
  siteId: Uuid,
  host: z.string(),
  scanId: Uuid,
  ...ScheduleFields.shape,
  benchmark: ReportBenchmark,
}).meta({ id: 'SiteReport', description: 'Latest full report of one site, pages included.' });

export const HistoryQuery = PaginationQuery;

export const ScanSummary = z
  .object({
    id: Uuid,
    score: Score.nullable(),
    originScore: Score.nullable(),
    pageCount: z.int().min(0),
    engine: z.string().nullable(),
    scannedAt: Timestamp,
    trigger: z.string().meta({ description: 'What started the scan (e.g. api, schedule, dashboard).' }),
  })
  // Closed in the seed API (Scan summary: `before` and `after` of a comparison): the scorecard is named in history
  // entries, and a comparison across scorecards says so in its warnings.
  .meta({ id: 'ScanSummary' });

export const HistoryEntry = ScanSummary.extend({
  finishedAt: Timestamp,
  url: z.string().nullable().meta({ description: 'The start page this scan measured (the site\'s address then); null for a report that does not name it.' }),
  addressChangedFrom: z.string().nullable().meta({
    description:
      'The start page the next older finished scan measured, when its origin (scheme, host, port) differs from this scan\'s: the site\'s address was changed (PATCH /api/v1/me/sites/{id}) between the two, so their scores measured different addresses. null otherwise.',
  }),
    scorecard: z.string().nullable().meta({
      description:
        'The scorecard the score was computed under, beside the engine (`2026.12.3`; `2026.12.2`, `2026.12.1` and `2026.12` before its corrections; `2026.11` for scores from before scorecards, the hand-set weighted mean); null when the scan has no score.',
      example: '2026.12.3',
    }),
  // History entries may carry more than the seed shows (engine version, finishedAt, nextOffset); Scan summary stays closed.
  journeys: z
    .object({
      found: z.int().min(0).meta({ description: 'Results (journey × agent profile) where the agent found the answer.' }),
      of: z.int().min(0).meta({ description: 'Results the scan ran: its journeys times the agent profiles they ran for.' }),
      notMeasured: z.int().min(0).meta({ description: "Results the scan's own limits stopped (journey.not-measured): neither found nor not found." }),
      pay: z.int().min(0).meta({ description: 'Results where the site asked the agent to pay (journey.pay: HTTP 402, the owner\'s choice, never counted as blocked).' }),
    })
    .nullable()
    .meta({ description: "The site's journeys on this scan (issue 33), as pass counts: `14/24 found`. Not part of the score. null when the scan ran none." }),
}).meta({ id: 'HistoryEntry' });

export const History = z
  .object({
    siteId: Uuid,
    host: z.string(),
    scans: z.array(HistoryEntry).meta({ description: 'Newest first: the scans that finished with a report. A failed scan has no score and is never listed as one.' }),
    nextOffset: NextOffset,
    lastScanFailure: ScanFailure.nullable(),
  })
  .meta({ id: 'History' });

export const ScanStarted = z
  .object({
    scanId: Uuid,
    siteId: Uuid,
    status: z.literal('queued'),
    pollUrl: z.string().meta({ description: 'Path to poll: /api/v1/me/scans/{scanId}.' }),
  })
  .meta({ id: 'ScanStarted' });

export const SCAN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const ScanPoll = z
  .object({
    scanId: Uuid,
    siteId: Uuid,
    status: z.enum(SCAN_STATUSES).meta({ description: 'queued and running while the scan is under way; succeeded with a report, or failed with the reason in error.' }),
    pollAfterSeconds: z.int().min(1).optional().meta({ description: 'Present while queued or running.' }),
    report: BenchmarkedReport.optional().meta({ description: 'Present when succeeded, with where it stands in the index (benchmark).' }),
    error: z.string().optional().meta({ description: 'Present when failed: why.' }),
  })
  .meta({ id: 'ScanPoll' });

export type ScanPoll = z.output<typeof ScanPoll>;

/** What the dashboard's scan poller reads: the scan's state without its report, with the score and grade it got. */
export type ScanPollState = Omit<ScanPoll, 'report'> & { score: number | null; grade: Grade | null };

export const ScanParams = z.strictObject({ id: Uuid.meta({ description: 'Scan id (UUID).' }) });
