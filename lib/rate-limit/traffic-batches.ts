// The traffic-batch limits (policy.ts TRAFFIC_BATCH_LIMITS): one unit per batch of the sender's counter (the API key
// or OAuth token of an upload, the ingest token of a drain's post) and of the organization's, taken before the body
// is read and given back when the batch is refused (upload-units.ts).
import { TRAFFIC_BATCH_LIMITS } from './policy';
import type { UploadCounter } from './upload-units';

/** Who sends a batch: an upload's credential (null for a member in the dashboard), or a drain's ingest token. */
export type TrafficSender = { organizationId: string } & ({ via: 'upload'; credentialId: string | null } | { via: 'drain'; tokenId: string });

export function trafficBatchCounters(sender: TrafficSender): UploadCounter[] {
  const organization: UploadCounter = {
    scope: 'traffic-batch:organization',
    subject: sender.organizationId,
    limit: TRAFFIC_BATCH_LIMITS.perOrganization,
    counted: 'Traffic batches of the organization',
  };
  if (sender.via === 'drain') {
    return [organization, { scope: 'traffic-batch:drain-token', subject: sender.tokenId, limit: TRAFFIC_BATCH_LIMITS.drainPostsPerToken, counted: 'Log drain posts with this ingest token' }];
  }
  if (sender.credentialId === null) return [organization];
  return [organization, { scope: 'traffic-batch:key', subject: sender.credentialId, limit: TRAFFIC_BATCH_LIMITS.uploadsPerKey, counted: 'Traffic uploads with this API key' }];
}
