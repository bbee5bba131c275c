// The fleet-upload limits (policy.ts FLEET_UPLOAD_LIMITS): one unit per upload of the key's and of the organization's
// counter, taken all-or-nothing before the body is read (so concurrent uploads cannot pass the last unit together)
// and given back when the upload is refused (413, 415, 400, 422): refused work spends no quota.
import { getDb } from '@/lib/db';
import { consumeQuotas, returnQuotas, type QuotaRequest } from '@/lib/db/usage';
import { FLEET_UPLOAD_LIMITS, fleetUploadLimit } from './policy';
import { quotaRefusal } from './refusal';

const KEY_SCOPE = 'fleet-upload:key';
const ORGANIZATION_SCOPE = 'fleet-upload:organization';

/** Who uploads: the organization, and the API key or OAuth token (absent for a member in the dashboard). */
export interface Uploader {
  organizationId: string;
  credentialId: string | null;
}

/** Takes one upload of each counter; 429 with Retry-After naming the limit reached. Returns the units to give back. */
export async function takeFleetUpload(uploader: Uploader): Promise<QuotaRequest[]> {
  const perKey = fleetUploadLimit('perKey');
  const perOrganization = fleetUploadLimit('perOrganization');
  const requests: QuotaRequest[] = [
    { scope: ORGANIZATION_SCOPE, subject: uploader.organizationId, limit: perOrganization.points, windowSeconds: perOrganization.windowSeconds },
    ...(uploader.credentialId === null ? [] : [{ scope: KEY_SCOPE, subject: uploader.credentialId, limit: perKey.points, windowSeconds: perKey.windowSeconds }]),
  ];
  const decision = await consumeQuotas(await getDb(), requests);
  if (decision.allowed) return requests;
  const which = decision.scope === KEY_SCOPE ? 'perKey' : 'perOrganization';
  const limit = FLEET_UPLOAD_LIMITS[which];
  throw quotaRefusal({
    counted: which === 'perKey' ? 'Fleet uploads with this API key' : 'Fleet uploads of the organization',
    points: decision.limit,
    label: limit.label,
    env: limit.env,
    windowSeconds: limit.windowSeconds,
    retryAfterSeconds: decision.retryAfterSeconds,
  });
}

/** Gives the units back: the upload was refused. */
export async function returnFleetUpload(taken: QuotaRequest[]): Promise<void> {
  await returnQuotas(await getDb(), taken);
}
