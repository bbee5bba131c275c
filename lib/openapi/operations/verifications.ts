// Verification records.
import { IdParams, PaginationQuery } from '@/lib/schemas/common';
import { Verifications } from '@/lib/schemas/me';
import { defineOperation } from '../define-operation';

export const listSiteVerifications = defineOperation({
  operationId: 'listSiteVerifications',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/verifications',
  tag: 'Sites',
  summary: 'Verification records of one site',
  description:
    'Records opened by reading a fix or a generated file, newest advice first: pending until a later finished scan measures the check, measuring while neither the check\'s score nor the overall score it returns has risen, verified (observedScore, gained: points of overall score the check\'s change returned, verifiedScanId) once one did, expired after 30 days without improvement. The records of a site are measured just after its scan settles: a client polling the scan can see it succeeded a moment before its records move, and the scan.succeeded webhook is sent once they have. Reading never changes or schedules a verification, starts a scan or spends quota. Paged: limit 1–50 (default 20), offset 0–10000.',
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  query: PaginationQuery,
  response: { status: 200, description: 'A page of records.', schema: Verifications },
  errors: [400, 404],
});
