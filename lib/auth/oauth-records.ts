// The rows oidc-provider keeps in oauth_records (prisma/schema.prisma OAuthRecord). Shared by the provider's adapter
// (lib/oauth/adapter.ts) and the services that read or revoke grants without the provider (pages, bearer checks), so
// the hashing rule and the revocation rule exist once.
import { createHash } from 'node:crypto';
import type { PrismaClient } from '@/lib/db';

/** Models whose id is itself a credential (the token value a client holds): stored under its SHA-256 only. */
export const HASHED_KINDS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'ClientCredentials',
  'InitialAccessToken',
  'RegistrationAccessToken',
  'PushedAuthorizationRequest',
  'Session',
]);

export function storedId(kind: string, id: string): string {
  return HASHED_KINDS.has(kind) ? createHash('sha256').update(id, 'utf8').digest('hex') : id;
}

/** A grant and every token and code issued under it. */
export async function deleteGrantRecords(db: PrismaClient, grantId: string): Promise<void> {
  await db.oAuthRecord.deleteMany({ where: { OR: [{ grantId }, { kind: 'Grant', id: grantId }] } });
}

/** The payload of a live row (not expired), or null. */
export async function findLiveRecord(db: PrismaClient, kind: string, id: string) {
  const row = await db.oAuthRecord.findUnique({ where: { kind_id: { kind, id: storedId(kind, id) } } });
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return null;
  return row;
}

/** The provider's login session with this uid (its row is keyed by the hash of the cookie value, so by uid here). */
export async function deleteSessionByUid(db: PrismaClient, uid: string): Promise<void> {
  await db.oAuthRecord.deleteMany({ where: { kind: 'Session', uid } });
}
