// An access token issued by the service's own authorization server, checked on every request: the hashed row is
// live (not expired; a revoked grant has no rows left), bound to no proof-of-possession key, issued for a resource
// this endpoint accepts (MCP 2026-07-28 basic/authorization §Token Audience Binding and Validation), and its
// membership still exists. The actor is that member with their CURRENT role and organization plan, limited to the
// token's scopes; the grant records the use (a minute's precision, as API keys do).
import type { MembershipRole, PrismaClient } from '@/lib/db';
import { hasPaidAccess } from '@/lib/auth/paid-access';
import { findLiveRecord } from './oauth-records';
import { isOAuthScope, type OAuthScope } from './oauth-scopes';

const LAST_USED_PRECISION_MS = 60_000;

export interface VerifiedAccessToken {
  organizationId: string;
  userId: string;
  role: MembershipRole;
  paid: boolean;
  scopes: OAuthScope[];
  grantId: string;
  clientId: string;
}

interface AccessTokenPayload {
  accountId?: string;
  aud?: string | string[];
  scope?: string;
  grantId?: string;
  clientId?: string;
  jkt?: string;
  'x5t#S256'?: string;
}

/** The token's member and scopes, or null for anything not valid here (all 401 invalid_token). */
export async function verifyAccessToken(db: PrismaClient, token: string, audiences: string[], now = new Date()): Promise<VerifiedAccessToken | null> {
  const row = await findLiveRecord(db, 'AccessToken', token);
  if (!row) return null;
  const payload = row.payload as AccessTokenPayload;
  if (payload.jkt || payload['x5t#S256'] || !payload.accountId || !payload.grantId || !payload.clientId) return null;
  const audience = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
  if (!audience.some((value) => audiences.includes(value))) return null;
  const scopes = (payload.scope ?? '').split(' ').filter(isOAuthScope);
  const [grant, membership] = await Promise.all([
    findLiveRecord(db, 'Grant', payload.grantId),
    db.membership.findUnique({ where: { id: payload.accountId }, include: { organization: { include: { subscription: true } } } }),
  ]);
  if (!grant || !membership || scopes.length === 0) return null;
  if (!grant.lastUsedAt || now.getTime() - grant.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db.oAuthRecord.updateMany({ where: { kind: 'Grant', id: grant.id }, data: { lastUsedAt: now } });
  }
  return {
    organizationId: membership.organizationId,
    userId: membership.userId,
    role: membership.role,
    paid: hasPaidAccess(membership.organization.subscription, now),
    scopes,
    grantId: payload.grantId,
    clientId: payload.clientId,
  };
}
