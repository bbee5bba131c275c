// The fleet-upload limits (policy.ts FLEET_UPLOAD_LIMITS): one unit per upload of the key's and of the organization's
// counter, taken before the body is read and given back when the upload is refused (upload-units.ts).
import { FLEET_UPLOAD_LIMITS } from './policy';
import type { UploadCounter } from './upload-units';

/** Who uploads: the organization, and the API key or OAuth token (absent for a member in the dashboard). */
export interface Uploader {
  organizationId: string;
  credentialId: string | null;
}

export function fleetUploadCounters(uploader: Uploader): UploadCounter[] {
  return [
    { scope: 'fleet-upload:organization', subject: uploader.organizationId, limit: FLEET_UPLOAD_LIMITS.perOrganization, counted: 'Fleet uploads of the organization' },
    ...(uploader.credentialId === null
      ? []
      : [{ scope: 'fleet-upload:key', subject: uploader.credentialId, limit: FLEET_UPLOAD_LIMITS.perKey, counted: 'Fleet uploads with this API key' }]),
  ];
}
