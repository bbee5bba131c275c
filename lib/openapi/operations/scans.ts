// Site scans: start one, poll it.
import { IdParams } from '@/lib/schemas/common';
import { ScanParams, ScanPoll, ScanStarted } from '@/lib/schemas/me';
import { defineOperation } from '../define-operation';

export const startSiteScan = defineOperation({
  operationId: 'startSiteScan',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/scan',
  tag: 'Sites',
  summary: 'Queue a scan of one of the organization\'s sites',
  description: 'Returns the scan id at once; poll /api/v1/me/scans/{scanId}. 409 when a scan of the site is already queued or running (one active scan per site, enforced by the database). Counts against the organization\'s scan quota shared with the remote engine, and the own-site quota of 10 scans per hour per site (AGENTGAUGE_SCANS_PER_OWN_SITE, room for a fix-and-rescan session) instead of the shared per-target one; the target\'s shared counter counts it for other surfaces (429 with Retry-After). A worker measures up to the plan\'s page limit (pro: 50 pages); a scan that fails on every attempt (3 by default) ends failed with the reason.',
  auth: 'api-key',
  action: 'scan:start',
  params: IdParams,
  response: { status: 202, description: 'The scan is queued.', schema: ScanStarted },
  errors: [400, 404, 409, 429],
});

export const getScan = defineOperation({
  operationId: 'getScan',
  method: 'GET',
  path: '/api/v1/me/scans/{id}',
  tag: 'Sites',
  summary: 'Poll one scan',
  description: 'Read status until it settles. queued and running include pollAfterSeconds; succeeded carries report (with report.score); failed carries error.',
  auth: 'api-key',
  action: 'organization:read',
  params: ScanParams,
  response: { status: 200, description: 'The scan\'s state.', schema: ScanPoll },
  errors: [400, 404],
});
