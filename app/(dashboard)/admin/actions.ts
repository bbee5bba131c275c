'use server';

import { revalidatePath } from 'next/cache';
import { requireOperator } from '@/lib/auth/require-member';
import { AdminError } from '@/lib/services/admin/errors';
import { parsePlan } from '@/lib/services/admin/plans';
import { setPlan } from '@/lib/services/admin/set-plan';
import { formatDate } from '@/lib/format/dates';

export interface SetPlanState {
  organizationId: string | null;
  message: string | null;
  error: string | null;
}

/** A date input (YYYY-MM-DD) means "paid through that day": the period ends at the end of it, in UTC. */
function parseUntil(value: string): Date | null {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new AdminError('invalid-input', `"${value}" is not a date (YYYY-MM-DD)`);
  const until = new Date(`${value}T23:59:59.999Z`);
  if (Number.isNaN(until.getTime())) throw new AdminError('invalid-input', `"${value}" is not a date`);
  return until;
}

export async function setPlanAction(_previous: SetPlanState, formData: FormData): Promise<SetPlanState> {
  await requireOperator();
  const organizationId = String(formData.get('organizationId') ?? '');
  try {
    const plan = parsePlan(String(formData.get('plan') ?? ''));
    const until = plan === 'pro' ? parseUntil(String(formData.get('until') ?? '')) : null;
    const change = await setPlan({ organizationId, plan, until });
    revalidatePath('/admin');
    const end = change.subscription.currentPeriodEnd;
    const message = change.plan === 'pro' ? `Now on pro${end && until ? ` until ${formatDate(end)}` : ' (open-ended)'}.` : 'Now on free.';
    return { organizationId, message, error: null };
  } catch (error) {
    if (error instanceof AdminError) return { organizationId, message: null, error: error.message };
    throw error;
  }
}
