// Role rules of the dashboard, enforced on the server for every page and action (the UI only mirrors them).
import { notFound } from 'next/navigation';
import type { MembershipRole } from '@/lib/db';
import { requireUser, type MembershipView, type SessionUser } from './session';

export const KEY_MANAGER_ROLES: readonly MembershipRole[] = ['owner', 'admin'];

export class AccessDeniedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccessDeniedError';
  }
}

export function canManageKeys(membership: MembershipView | null): boolean {
  return !!membership && KEY_MANAGER_ROLES.includes(membership.role);
}

/** The signed-in user and their active organization; throws when they have no organization. */
export async function requireMembership(): Promise<{ user: SessionUser; membership: MembershipView }> {
  const user = await requireUser();
  if (!user.active) throw new AccessDeniedError('You do not belong to any organization yet; ask an operator to add you.');
  return { user, membership: user.active };
}

/** Owners and admins of the active organization; members are refused. */
export async function requireKeyManager(): Promise<{ user: SessionUser; membership: MembershipView }> {
  const context = await requireMembership();
  if (!canManageKeys(context.membership)) {
    throw new AccessDeniedError('Only owners and admins of the organization can manage API keys.');
  }
  return context;
}

/** Operators only (ADMIN_EMAILS); anyone else gets a 404, so the admin area is not even revealed. */
export async function requireOperator(): Promise<SessionUser> {
  const user = await requireUser();
  if (!user.operator) notFound();
  return user;
}
