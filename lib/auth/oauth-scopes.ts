// The OAuth scopes of the service's own authorization server. A token is an organization member's, limited to these
// scopes: `agentgauge:read` reads the organization's data; `agentgauge:write` also changes it (the actions of
// lib/auth/authorize.ts, where each action says which scope it needs). What the member's role allows is still decided
// there, per action, on every request with the member's current role.
import { ACTIONS, ROLE_RANK } from '@/lib/auth/authorize';
import type { MembershipRole } from '@/lib/db';

export const READ_SCOPE = 'agentgauge:read';
export const WRITE_SCOPE = 'agentgauge:write';
export const OAUTH_SCOPES = [READ_SCOPE, WRITE_SCOPE] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<OAuthScope, string> = {
  [READ_SCOPE]: 'Read the organization’s sites, reports, history, fixes, artifacts and verifications.',
  [WRITE_SCOPE]: 'Change the organization’s data: add, update and delete sites, start scans, agent runs and audits.',
};

/** The scopes a member may grant: write only when their role may perform at least one write action. */
export function grantableScopes(role: MembershipRole): OAuthScope[] {
  const writes = Object.values(ACTIONS).some((rule) => rule.scope === WRITE_SCOPE && ROLE_RANK[role] >= ROLE_RANK[rule.role]);
  return writes ? [READ_SCOPE, WRITE_SCOPE] : [READ_SCOPE];
}

export function isOAuthScope(value: string): value is OAuthScope {
  return (OAUTH_SCOPES as readonly string[]).includes(value);
}
