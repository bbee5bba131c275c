// An authorization request waiting for the user (oidc-provider's Interaction record, keyed by its uid) as the consent
// page and the front read it, and the cookie that binds it to the browser that started it.
import type { PrismaClient } from '@/lib/db';
import { findLiveRecord } from './oauth-records';

/** oidc-provider's cookie holding the uid of the browser's pending interaction (scoped to /authorize/<uid>). */
export const INTERACTION_COOKIE = '_interaction';

export interface PendingInteraction {
  uid: string;
  clientId: string;
  redirectUri: string;
  requestedScopes: string[];
  resources: string[];
  expiresAt: Date | null;
}

interface InteractionPayload {
  params?: { client_id?: string; redirect_uri?: string; scope?: string; resource?: string | string[] };
}

export async function findPendingInteraction(db: PrismaClient, uid: string): Promise<PendingInteraction | null> {
  const row = await findLiveRecord(db, 'Interaction', uid);
  const params = (row?.payload as InteractionPayload | undefined)?.params;
  if (!row || !params?.client_id || !params.redirect_uri) return null;
  return {
    uid,
    clientId: params.client_id,
    redirectUri: params.redirect_uri,
    requestedScopes: (params.scope ?? '').split(' ').filter(Boolean),
    resources: [params.resource ?? []].flat(),
    expiresAt: row.expiresAt,
  };
}

/** The name a client registered (RFC 7591 client_name), else its id. */
export async function clientName(db: PrismaClient, clientId: string): Promise<string> {
  const row = await findLiveRecord(db, 'Client', clientId);
  const name = (row?.payload as { client_name?: unknown } | undefined)?.client_name;
  return typeof name === 'string' && name.trim() ? name.trim() : clientId;
}
