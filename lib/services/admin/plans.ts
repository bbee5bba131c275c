// How a plan maps onto the subscription row: pro = active (until a date, or open-ended), free = canceled.
import type { Plan, Prisma } from '@/lib/db';
import { AdminError } from './errors';

export const PLANS = ['free', 'pro'] as const satisfies readonly Plan[];

export function parsePlan(value: string): Plan {
  if ((PLANS as readonly string[]).includes(value)) return value as Plan;
  throw new AdminError('invalid-input', `plan must be one of ${PLANS.join(', ')}, not "${value}"`);
}

export function subscriptionFor(plan: Plan, until: Date | null, now: Date): Omit<Prisma.SubscriptionUncheckedCreateInput, 'organizationId'> {
  if (plan === 'free') {
    if (until) throw new AdminError('invalid-input', 'an end date (--until) only applies to the pro plan');
    return { status: 'canceled', currentPeriodEnd: now };
  }
  if (until && until.getTime() <= now.getTime()) {
    throw new AdminError('invalid-input', `the end date ${until.toISOString()} is not in the future`);
  }
  return { status: 'active', currentPeriodEnd: until };
}
