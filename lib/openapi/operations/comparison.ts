// Comparison of two finished scans.
import { IdParams } from '@/lib/schemas/common';
import { CompareQuery, Comparison } from '@/lib/schemas/me';
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
