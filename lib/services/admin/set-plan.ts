import { getDb, type Plan } from '@/lib/db';
import { findOrganizationOrThrow } from './find-organization';
import { subscriptionFor } from './plans';

export interface SetPlanInput {
  organizationId: string;
  plan: Plan;
  until?: Date | null;
}

export interface PlanChange {
  id: string;
  plan: Plan;
  subscription: { status: string; currentPeriodEnd: Date | null };
}

/** Sets the plan and the subscription behind it in one transaction, so paid access always matches the plan. */
export async function setPlan(input: SetPlanInput, now = new Date()): Promise<PlanChange> {
  const organization = await findOrganizationOrThrow(input.organizationId);
  const subscription = subscriptionFor(input.plan, input.until ?? null, now);
  const db = await getDb();
  const [updated, saved] = await db.$transaction([
    db.organization.update({ where: { id: organization.id }, data: { plan: input.plan } }),
    db.subscription.upsert({
      where: { organizationId: organization.id },
      create: { organizationId: organization.id, ...subscription },
      update: subscription,
    }),
  ]);
  return {
    id: updated.id,
    plan: updated.plan,
    subscription: { status: saved.status, currentPeriodEnd: saved.currentPeriodEnd },
  };
}
