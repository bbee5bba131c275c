// The applications connected to an organization through the service's own authorization server: one row per grant
// (an approval on the consent page), with who approved it, the scopes, and when it was last used. Owners and admins
// see them on the keys page, next to the API keys.
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { clientName } from '@/lib/auth/oauth-interaction';
import { isOAuthScope, type OAuthScope } from '@/lib/auth/oauth-scopes';

export interface OAuthGrantListItem {
  id: string;
  clientName: string;
  userEmail: string;
  scopes: OAuthScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface GrantPayload {
  clientId?: string;
  resources?: Record<string, string>;
}

export async function listOAuthGrants(actor: Actor): Promise<OAuthGrantListItem[]> {
  authorize(actor, 'api-key:manage');
  const db = await getDb();
  const memberships = await db.membership.findMany({
    where: { organizationId: actor.organizationId },
    select: { id: true, user: { select: { email: true } } },
  });
  const emailOf = new Map(memberships.map((membership) => [membership.id, membership.user.email]));
  const grants = await db.oAuthRecord.findMany({
    where: { kind: 'Grant', accountId: { in: [...emailOf.keys()] }, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  return Promise.all(
    grants.map(async (grant) => {
      const payload = grant.payload as GrantPayload;
      const scopes = new Set(Object.values(payload.resources ?? {}).flatMap((scope) => scope.split(' ')).filter(isOAuthScope));
      return {
        id: grant.id,
        clientName: payload.clientId ? await clientName(db, payload.clientId) : 'Unknown application',
        userEmail: emailOf.get(grant.accountId!) ?? '',
        scopes: [...scopes].sort(),
        createdAt: grant.createdAt,
        lastUsedAt: grant.lastUsedAt,
      };
    }),
  );
}
