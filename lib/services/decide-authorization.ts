// The consent page's Approve or Deny for one pending authorization, submitted by the signed-in user's browser to the
// HTTP front (lib/oauth/front.ts), which turns an approval into a grant. Approval needs an organization the user
// belongs to and scopes the client asked for that their role may grant; read is always part of it.
import { z } from 'zod';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { findPendingInteraction } from '@/lib/auth/oauth-interaction';
import { READ_SCOPE, grantableScopes, isOAuthScope, type OAuthScope } from '@/lib/auth/oauth-scopes';
import { Uuid } from '@/lib/schemas/common';
import { requestedScopes } from './get-authorization-request';

export const AuthorizationDecisionInput = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('deny') }),
  z.object({
    decision: z.literal('approve'),
    organizationId: Uuid,
    scopes: z.array(z.string().refine(isOAuthScope, 'is not a scope of this service.')).max(10).default([]),
  }),
]);

export type AuthorizationDecision = { approved: false } | { approved: true; membershipId: string; scopes: OAuthScope[] };

export async function decideAuthorization(userId: string, uid: string, raw: unknown): Promise<AuthorizationDecision> {
  const parsed = AuthorizationDecisionInput.safeParse(raw);
  if (!parsed.success) throw new ApiError('invalid-body', 'Choose an organization and approve, or deny.');
  const input = parsed.data;
  const db = await getDb();
  const pending = await findPendingInteraction(db, uid);
  if (!pending) throw new ApiError('not-found', 'This authorization request has expired; start again from your assistant.');
  if (input.decision === 'deny') return { approved: false };
  const membership = await db.membership.findUnique({ where: { organizationId_userId: { organizationId: input.organizationId, userId } } });
  if (!membership) throw new ApiError('forbidden', 'You are not a member of that organization.');
  const allowed = new Set<string>(grantableScopes(membership.role));
  const asked = new Set<string>([READ_SCOPE, ...requestedScopes(pending.requestedScopes)]);
  const scopes = [...new Set([READ_SCOPE, ...input.scopes])].filter((scope): scope is OAuthScope => asked.has(scope));
  const refused = scopes.find((scope) => !allowed.has(scope));
  if (refused) throw new ApiError('forbidden', `Your role in the organization cannot grant "${refused}".`);
  return { approved: true, membershipId: membership.id, scopes };
}
