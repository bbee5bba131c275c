// A site of the organization in the index (issue 48 point 3): its row, the owner's re-scan, verdict reports.
import { IdParams } from '@/lib/schemas/common';
import { IndexRescanStarted, SiteIndexStanding, VerdictReport, VerdictReportRequest } from '@/lib/schemas/me';
import { defineOperation } from '../define-operation';

export const getSiteIndexStanding = defineOperation({
  operationId: 'getSiteIndexStanding',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/index',
  tag: 'Sites',
  summary: 'The site\'s row in the current edition of the index',
  description:
    'Where the site\'s host stands in the current edition, named in public or not: its status (a blocked or unreachable row is never ranked and has no score), score, rank and percentiles, each check\'s outcome and each agent profile\'s verdict, and the re-scan asked for. `optedIn` says whether the host is named in public. `edition` and `entry` are null before the first edition; `entry` is null when the edition did not scan the host.',
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  response: { status: 200, description: 'The site\'s standing.', schema: SiteIndexStanding },
  errors: [400, 404],
});

export const rescanSiteIndexEntry = defineOperation({
  operationId: 'rescanSiteIndexEntry',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/index/rescan',
  tag: 'Sites',
  summary: 'Re-scan the site\'s row in the current edition of the index',
  description:
    'Queues a scan of the site (trigger `index`; the same queue, quotas and 409 for an active scan as POST .../scan). When it succeeds on the edition\'s scorecard, the site\'s row shows its start-page score, with scannedAt its date ("re-scanned on …"), ranked against the edition as published: the edition\'s figures never change. 404 before the first edition or when the edition did not scan the host; 409 `index-opt-in-required` while the host is not named (opt in first).',
  auth: 'api-key',
  action: 'scan:start',
  params: IdParams,
  response: { status: 202, description: 'The re-scan is queued.', schema: IndexRescanStarted },
  errors: [400, 404, 409, 429],
});

export const reportSiteIndexVerdict = defineOperation({
  operationId: 'reportSiteIndexVerdict',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/index/verdict-reports',
  tag: 'Sites',
  summary: 'Report a verdict of the index the owner believes wrong',
  description:
    'Names one check (`checkId`) or one agent profile (`profile`) of the site\'s row in the current edition and says what is wrong. Stored with the verdict as the edition has it and the target\'s report from the run (while the run keeps it), and listed for the operators. 404 before the first edition or when the edition did not scan the host; 409 `index-opt-in-required` while the host is not named; 409 `verdict-report-limit` past 40 open reports of the site on the edition.',
  auth: 'api-key',
  action: 'index:report-verdict',
  params: IdParams,
  body: VerdictReportRequest,
  response: { status: 201, description: 'The report, stored.', schema: VerdictReport },
  errors: [400, 404, 409, 413],
});
