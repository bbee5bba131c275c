// The dashboard's entry check: a signed-in user with an active organization. What they may do there is decided by
// the services (lib/auth/authorize.ts); pages use `can` only to hide controls the service would refuse.
import { notFound } from 'next/navigation';
import { requireUser, type MembershipView, type SessionUser } from './session';

export class AccessDeniedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccessDeniedError';
  }
}

/** The signed-in user and their active organization (the actor of their requests); throws when they have none. */
export async function requireMembership(): Promise<{ user: SessionUser; membership: MembershipView }> {
  const user = await requireUser();
  if (!user.active) throw new AccessDeniedError('You do not belong to any organization yet; ask an operator to add you.');
  return { user, membership: user.active };
}

/** Operators only (ADMIN_EMAILS); anyone else gets a 404, so the admin area is not even revealed. */
export async function requireOperator(): Promise<SessionUser> {
  const user = await requireUser();
  if (!user.operator) notFound();
  return user;
}
