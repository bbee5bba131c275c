'use client';

import { useActionState } from 'react';
import { Button } from '@/components/button';
import { FOCUS_RING, cx } from '@/components/styles';
import { setPlanAction, type SetPlanState } from './actions';

const INPUT = cx('min-h-10 rounded-md border border-slate-400 bg-white px-2 text-sm', FOCUS_RING);

export function PlanForm({ organizationId, organizationName, plan, until }: { organizationId: string; organizationName: string; plan: string; until: string }) {
  const [state, action, pending] = useActionState<SetPlanState, FormData>(setPlanAction, { organizationId, message: null, error: null });
  const prefix = `plan-${organizationId}`;
  return (
    <form action={action} className="flex flex-wrap items-end gap-2" aria-label={`Plan of ${organizationName}`}>
      <input type="hidden" name="organizationId" value={organizationId} />
      <div>
        <label htmlFor={`${prefix}-plan`} className="block text-xs font-medium text-slate-800">
          Plan
        </label>
        <select id={`${prefix}-plan`} name="plan" defaultValue={plan} className={INPUT}>
          <option value="free">free</option>
          <option value="pro">pro</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${prefix}-until`} className="block text-xs font-medium text-slate-800">
          Pro until (empty: open-ended)
        </label>
        <input id={`${prefix}-until`} name="until" type="date" defaultValue={until} className={INPUT} />
      </div>
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Save plan'}
      </Button>
      <p aria-live="polite" className={cx('w-full text-sm', state.error ? 'text-red-800' : 'text-green-900')}>
        {state.error ?? state.message ?? ''}
      </p>
    </form>
  );
}
