// The one rule for the paid ("pro") tier: an active subscription whose period has not ended (null = open-ended).
import type { Subscription } from '@/lib/db';

export function hasPaidAccess(subscription: Pick<Subscription, 'status' | 'currentPeriodEnd'> | null, now = new Date()): boolean {
  if (!subscription || subscription.status !== 'active') return false;
  return subscription.currentPeriodEnd === null || subscription.currentPeriodEnd.getTime() > now.getTime();
}
