// Comparison of two finished scans.
import { IdParams } from '@/lib/schemas/common';
import { CompareQuery, Comparison, JourneyComparison } from '@/lib/schemas/me';
import { defineOperation } from '../define-operation';

export const compareSiteScans = defineOperation({
  operationId: 'compareSiteScans',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/compare',
  tag: 'Sites',
  summary: 'Compare two finished scans',
  description: 'Send both scan ids in chronological order, or neither to compare the latest two finished scans. 404 without two distinct finished scans; 400 for one id alone, invalid ids or a reversed order. Read comparable and warnings before scoreDelta. Check differences cover the origin only.',
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  query: CompareQuery,
  response: { status: 200, description: 'The comparison.', schema: Comparison },
  errors: [400, 404],
});

export const compareSiteJourneys = defineOperation({
  operationId: 'compareSiteJourneys',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/compare/journeys',
  tag: 'Sites',
  summary: 'Journeys gained and lost between two finished scans',
  description:
    'The same scans as GET /api/v1/me/sites/{id}/compare (both ids in chronological order, or neither for the latest two; the same 400 and 404): per journey and agent profile, the journeys answered now and not before (gained) and answered before and not now (lost). A lost journey is a regression (site.regressed names it); a result the scan\'s own limits stopped is never lost.',
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  query: CompareQuery,
  response: { status: 200, description: 'Journeys gained and lost.', schema: JourneyComparison },
  errors: [400, 404],
});
