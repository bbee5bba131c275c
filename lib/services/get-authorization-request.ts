// The consent page's view of a pending authorization: which client asks, where it sends the browser back, which of
// our scopes it asks for, and the organizations the signed-in user can grant it (with the scopes their role allows).
import type { SessionUser } from '@/lib/auth/session';
import { getDb } from '@/lib/db';
import { clientName, findPendingInteraction } from '@/lib/auth/oauth-interaction';
import { grantableScopes, isOAuthScope, OAUTH_SCOPES, type OAuthScope } from '@/lib/auth/oauth-scopes';

export interface AuthorizationRequestView {
  uid: string;
  clientName: string;
  redirectHost: string;
  /** Our scopes the client asked for (all of them when it named none of ours). */
  scopes: OAuthScope[];
  organizations: Array<{ organizationId: string; name: string; role: string; grantable: OAuthScope[] }>;
}

export async function getAuthorizationRequest(user: SessionUser, uid: string): Promise<AuthorizationRequestView | null> {
  const db = await getDb();
  const pending = await findPendingInteraction(db, uid);
  if (!pending) return null;
  return {
    uid,
    clientName: await clientName(db, pending.clientId),
    redirectHost: URL.parse(pending.redirectUri)?.host ?? pending.redirectUri,
    scopes: requestedScopes(pending.requestedScopes),
    organizations: user.memberships.map((membership) => ({
      organizationId: membership.organizationId,
      name: membership.organizationName,
      role: membership.role,
      grantable: grantableScopes(membership.role),
    })),
  };
}

export function requestedScopes(requested: string[]): OAuthScope[] {
  const ours = requested.filter(isOAuthScope);
  return ours.length > 0 ? ours : [...OAUTH_SCOPES];
}
