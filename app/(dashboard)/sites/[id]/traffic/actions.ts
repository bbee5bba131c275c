'use server';

import { revalidatePath } from 'next/cache';
import { requireMembership } from '@/lib/auth/require-member';
import { pagePublicOrigin } from '@/lib/net/public-origin';
import { parseInput } from '@/lib/net/validate';
import { CreateIngestTokenBody, TrafficSiteParams, TrafficTokenParams } from '@/lib/schemas/me/traffic';
import { createTrafficIngestToken } from '@/lib/services/create-traffic-ingest-token';
import { revokeTrafficIngestToken } from '@/lib/services/revoke-traffic-ingest-token';
import { refusalAsPage, serviceErrorMessage } from '../../load';

export interface CreateIngestTokenState {
  /** The token, present once: right after creation. */
  created: { name: string; token: string; ingestUrl: string } | null;
  error: string | null;
}

export async function createIngestTokenAction(_previous: CreateIngestTokenState, formData: FormData): Promise<CreateIngestTokenState> {
  const { membership } = await requireMembership();
  try {
    const { id } = parseInput(TrafficSiteParams, { id: formData.get('siteId') }, 'path');
    const { name } = parseInput(CreateIngestTokenBody, { name: String(formData.get('name') ?? '') }, 'body');
    const created = await createTrafficIngestToken(membership, id, { name, origin: await pagePublicOrigin() });
    revalidatePath(`/sites/${id}/traffic`);
    return { created: { name: created.name, token: created.token, ingestUrl: created.ingestUrl }, error: null };
  } catch (error) {
    return { created: null, error: serviceErrorMessage(error) };
  }
}

export async function revokeIngestTokenAction(formData: FormData): Promise<void> {
  const { membership } = await requireMembership();
  let siteId = '';
  try {
    const params = parseInput(TrafficTokenParams, { id: formData.get('siteId'), tokenId: formData.get('tokenId') }, 'path');
    siteId = params.id;
    await revokeTrafficIngestToken(membership, params.id, params.tokenId);
  } catch (error) {
    refusalAsPage(error);
  }
  revalidatePath(`/sites/${siteId}/traffic`);
}
