// The one table of who may do what in an organization, keyed by action. Every use case that changes an organization's
// data asks `authorize(actor, action)` first, so the API, the dashboard's server actions and the MCP tools give the
// same answer; pages ask `can(actor, action)` only to hide what the service would refuse anyway. Every API operation
// and MCP tool that needs a credential names its action too (lib/openapi/define-operation.ts refuses a write without
// a write action), and its entry point checks the token's scope from this table before anything else runs, so a new
// write cannot forget the scope even when its service forgets to ask.
import type { MembershipRole } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';

/**
 * Who asks, resolved by the entry point: a signed-in member (their role in the active organization) or an
 * organization API key (which acts as an admin: only owners and admins can create one, see README "Roles and plans").
 */
export interface Actor {
  organizationId: string;
  role: MembershipRole;
  /** The organization has paid access right now (lib/auth/paid-access.ts). */
  paid: boolean;
  /** An OAuth access token's scopes (lib/auth/oauth-scopes.ts); absent for members in the dashboard and for API keys. */
  scopes?: readonly string[];
}

interface Rule {
  /** The least role allowed. */
  role: MembershipRole;
  /** Needs an active paid subscription. */
  paid: boolean;
  /** The action as a sentence ends: "…can <does>." */
  does: string;
  /** The OAuth scope a token needs for it (lib/auth/oauth-scopes.ts). */
  scope: 'agentgauge:read' | 'agentgauge:write';
}

export const ACTIONS = {
  'organization:read': { role: 'member', paid: false, does: 'read its sites, reports, scans, fixes and files', scope: 'agentgauge:read' },
  'site:create': { role: 'member', paid: false, does: 'add sites', scope: 'agentgauge:write' },
  'site:update': { role: 'member', paid: false, does: 'change sites', scope: 'agentgauge:write' },
  'site:delete': { role: 'admin', paid: false, does: 'delete sites', scope: 'agentgauge:write' },
  'site:publish': { role: 'admin', paid: false, does: 'make a site\'s report public', scope: 'agentgauge:write' },
  'scan:start': { role: 'member', paid: true, does: 'start scans', scope: 'agentgauge:write' },
  'site:schedule': { role: 'member', paid: true, does: 'schedule scans', scope: 'agentgauge:write' },
  'engine:audit': { role: 'member', paid: true, does: 'run engine audits', scope: 'agentgauge:write' },
  'agent-run:start': { role: 'member', paid: true, does: 'start agent runs', scope: 'agentgauge:write' },
  'agent-run:publish': { role: 'admin', paid: false, does: 'publish agent runs', scope: 'agentgauge:write' },
  'answers-pass:start': { role: 'member', paid: true, does: 'start Answers passes', scope: 'agentgauge:write' },
  'api-key:manage': { role: 'admin', paid: false, does: 'manage API keys', scope: 'agentgauge:write' },
  'webhook:read': { role: 'member', paid: true, does: 'use webhooks', scope: 'agentgauge:read' },
  'webhook:manage': { role: 'admin', paid: true, does: 'create, test or delete webhook endpoints', scope: 'agentgauge:write' },
  'settings:alert-mails': { role: 'admin', paid: false, does: 'change its alert mails', scope: 'agentgauge:write' },
  'journey:manage': { role: 'member', paid: false, does: 'add, change or remove journeys', scope: 'agentgauge:write' },
  'fleet:create': { role: 'member', paid: true, does: 'create fleets', scope: 'agentgauge:write' },
  'fleet:run': { role: 'member', paid: true, does: 'start or cancel fleet runs', scope: 'agentgauge:write' },
  'fleet:delete': { role: 'admin', paid: false, does: 'delete fleets', scope: 'agentgauge:write' },
  'deploy-hook:manage': { role: 'admin', paid: true, does: 'set up or remove deploy hooks', scope: 'agentgauge:write' },
  'site:index-opt-in': { role: 'admin', paid: false, does: 'name a site in the published index', scope: 'agentgauge:write' },
  'site:prove-ownership': { role: 'admin', paid: false, does: 'prove the organization controls a site\'s host', scope: 'agentgauge:write' },
  'site:withdraw-host': { role: 'admin', paid: false, does: 'withdraw a proven host from the index and public reports', scope: 'agentgauge:write' },
  'index:report-verdict': { role: 'member', paid: false, does: 'report a verdict of the index they believe wrong', scope: 'agentgauge:write' },
  'traffic:upload': { role: 'member', paid: false, does: 'send traffic logs', scope: 'agentgauge:write' },
  'traffic:tokens': { role: 'admin', paid: false, does: 'create or revoke log drain tokens', scope: 'agentgauge:write' },
} as const satisfies Record<string, Rule>;

/**
 * Journeys one site may hold (issue 33), on every plan: each runs for every agent profile on every scan, at most 12
 * fetches per profile, so this bounds what a scan adds to the site's traffic.
 */
export const JOURNEYS_PER_SITE = 20;

export type Action = keyof typeof ACTIONS;

/** Roles from least to most: a rule names the least role allowed. */
export const ROLE_RANK: Record<MembershipRole, number> = { member: 0, admin: 1, owner: 2 };

/** The OAuth scope an action needs (write includes read). */
export function scopeOf(action: Action): Rule['scope'] {
  return ACTIONS[action].scope;
}

function scopeRefusal(actor: Actor, action: Action): ApiError | null {
  const rule: Rule = ACTIONS[action];
  if (actor.scopes && !actor.scopes.includes(rule.scope) && !actor.scopes.includes('agentgauge:write')) {
    return new ApiError('insufficient-scope', `This access token lacks the scope "${rule.scope}" needed to ${rule.does}.`);
  }
  return null;
}

/** The refusal for this actor and action, or null when it is allowed. Scope, then role, then plan. */
function refusal(actor: Actor, action: Action): ApiError | null {
  const rule: Rule = ACTIONS[action];
  const scope = scopeRefusal(actor, action);
  if (scope) return scope;
  if (ROLE_RANK[actor.role] < ROLE_RANK[rule.role]) {
    return new ApiError('forbidden', `Only owners and admins of the organization can ${rule.does}.`);
  }
  if (rule.paid && !actor.paid) {
    return new ApiError('subscription-required', `Only organizations with an active paid subscription can ${rule.does}.`);
  }
  return null;
}

export function can(actor: Actor | null, action: Action): boolean {
  return actor !== null && refusal(actor, action) === null;
}

/** Why the service would refuse, to show in place of a control; null when it is allowed. */
export function refusalMessage(actor: Actor, action: Action): string | null {
  return refusal(actor, action)?.message ?? null;
}

/**
 * The entry points' check (REST route wrapper, MCP tool call), from the credential alone: throws 403
 * `insufficient-scope` when an access token lacks the action's scope. Role and plan are the service's `authorize`.
 */
export function authorizeScope(actor: Actor, action: Action): void {
  const refused = scopeRefusal(actor, action);
  if (refused) throw refused;
}

/**
 * Throws ApiError 403 (`insufficient-scope` for a token's scope, `forbidden` for the role, `subscription-required`
 * for the plan) unless the actor may.
 */
export function authorize(actor: Actor, action: Action): void {
  const refused = refusal(actor, action);
  if (refused) throw refused;
}
