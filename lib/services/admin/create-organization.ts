import { getDb, type Plan } from '@/lib/db';
import { AdminError } from './errors';
import { subscriptionFor } from './plans';

export interface CreateOrganizationInput {
  name: string;
  plan?: Plan;
  /** End of the paid period for a pro plan; open-ended when omitted. */
  until?: Date | null;
}

export interface CreatedOrganization {
  id: string;
  name: string;
  plan: Plan;
  subscription: { status: string; currentPeriodEnd: Date | null } | null;
  createdAt: Date;
}

export async function createOrganization(input: CreateOrganizationInput, now = new Date()): Promise<CreatedOrganization> {
  const name = input.name.trim();
  if (!name) throw new AdminError('invalid-input', 'the organization name is empty');
  if (name.length > 200) throw new AdminError('invalid-input', 'the organization name is longer than 200 characters');
  const plan = input.plan ?? 'free';
  // A free organization starts without a subscription row: it has never paid.
  const subscription = plan === 'pro' ? subscriptionFor(plan, input.until ?? null, now) : null;
  if (plan === 'free' && input.until) throw new AdminError('invalid-input', 'an end date (--until) only applies to the pro plan');
  const db = await getDb();
  const organization = await db.organization.create({
    data: { name, plan, ...(subscription ? { subscription: { create: subscription } } : {}) },
    include: { subscription: true },
  });
  return {
    id: organization.id,
    name: organization.name,
    plan: organization.plan,
    subscription: organization.subscription
      ? { status: organization.subscription.status, currentPeriodEnd: organization.subscription.currentPeriodEnd }
      : null,
    createdAt: organization.createdAt,
  };
}
