// A site of the organization in the index (issue 48 point 3): its row of the current edition, the owner's re-scan of
// it, and reports of verdicts the owner believes wrong.
import { z } from 'zod';
import { AGENT_PROFILE_IDS, CHECK_IDS } from '@/engine/light';
import { Category, EditionNumber, Percentile } from '../benchmark';
import { Score, Timestamp, Uuid } from '../common';

export const INDEX_ENTRY_STATUSES = ['scanned', 'blocked', 'unreachable'] as const;
export const VERDICT_EXPLANATION_MAX = 2000;

export const SiteIndexStanding = z
  .object({
    siteId: Uuid,
    host: z.string(),
    optedIn: z.boolean().meta({ description: 'Whether the host is named in public: the site\'s indexOptIn or publicReport (or another organization\'s site on the host).' }),
    edition: EditionNumber.nullable().meta({ description: 'The current edition, or null before the first.' }),
    entry: z
      .object({
        status: z.enum(INDEX_ENTRY_STATUSES).meta({ description: 'scanned, or blocked or unreachable: then never ranked and never shown as 0.' }),
        category: Category,
        score: Score.nullable(),
        grade: z.string().nullable(),
        scannedAt: Timestamp.nullable(),
        rank: z.int().min(1).nullable(),
        categoryRank: z.int().min(1).nullable(),
        percentile: Percentile.nullable(),
        categoryPercentile: Percentile.nullable(),
        previousScore: Score.nullable(),
        rescanned: z.boolean().meta({ description: 'The score is the owner\'s re-scan (scannedAt its date).' }),
        rescanScanId: Uuid.nullable().meta({ description: 'The re-scan asked for, once (its state: GET /api/v1/me/scans/{id}).' }),
        error: z.string().nullable().meta({ description: 'Why the row has no score: the evidence the run kept.' }),
        checks: z.record(z.string(), z.string()).meta({ description: 'Each check\'s outcome in the edition by check id (pass, warn, fail, not-applicable, unknown).' }),
        agents: z.record(z.string(), z.string()).meta({ description: 'Each agent profile\'s verdict in the edition by profile id (reads, partial, blocked, unknown).' }),
      })
      .nullable()
      .meta({ description: 'The host\'s row of the current edition, or null when the edition did not scan it.' }),
  })
  .meta({ id: 'SiteIndexStanding', description: 'Where the site stands in the current edition of the index, as its owner sees it (named or not).' });

export const IndexRescanStarted = z
  .object({
    scanId: Uuid,
    siteId: Uuid,
    edition: EditionNumber,
    status: z.literal('queued'),
    pollUrl: z.string().meta({ description: 'Path to poll: /api/v1/me/scans/{scanId}.' }),
  })
  .meta({ id: 'IndexRescanStarted' });

export const VerdictReportRequest = z
  .strictObject({
    checkId: z.enum(CHECK_IDS, { error: 'must be a check id.' }).optional().meta({ description: 'The check whose verdict is wrong (or profile).' }),
    profile: z.enum(AGENT_PROFILE_IDS, { error: 'must be an agent profile id.' }).optional().meta({ description: 'The agent profile whose verdict is wrong (or checkId).' }),
    explanation: z
      .string({ error: 'must be a string.' })
      .trim()
      .min(1, { error: 'must say what is wrong.' })
      .max(VERDICT_EXPLANATION_MAX, { error: `must be at most ${VERDICT_EXPLANATION_MAX} characters.` })
      .meta({ description: 'What is wrong with the verdict, and what the site actually serves.' }),
  })
  .refine((body) => (body.checkId === undefined) !== (body.profile === undefined), {
    message: 'must be given when "profile" is not, and not with it: name exactly one of the two.',
    path: ['checkId'],
  })
  .meta({ id: 'VerdictReportRequest' });

export const VerdictReport = z
  .object({
    id: Uuid,
    edition: EditionNumber,
    host: z.string(),
    checkId: z.enum(CHECK_IDS).nullable(),
    profile: z.enum(AGENT_PROFILE_IDS).nullable(),
    verdict: z.string().meta({ description: 'The verdict as the edition has it.' }),
    explanation: z.string(),
    reportKept: z.boolean().meta({ description: 'Whether the run\'s stored report of the target was kept with it (it is, within the run\'s retention period).' }),
    createdAt: Timestamp,
  })
  .meta({ id: 'VerdictReport', description: 'A verdict of the index the site\'s owner believes wrong, listed for the operators.' });
