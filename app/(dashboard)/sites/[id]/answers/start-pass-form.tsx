'use client';

import { useActionState } from 'react';
import { Button } from '@/components/button';
import { FormOutcome } from '@/components/form-outcome';
import { startPassAction, type StartPassState } from './actions';

const INITIAL: StartPassState = { message: null, error: null };

export function StartPassForm({ siteId }: { siteId: string }) {
  const [state, action, pending] = useActionState(startPassAction, INITIAL);
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="siteId" value={siteId} />
      <label htmlFor="questions" className="block text-sm font-medium text-slate-900">
        Questions, one per line (leave empty to use questions suggested from the latest report)
      </label>
      <textarea
        id="questions"
        name="questions"
        rows={4}
        className="w-full rounded-md border border-slate-300 p-2 text-sm text-slate-900"
        placeholder="Which tool does X?"
        defaultValue={state.questions}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Queuing…' : 'Run an Answers pass'}
      </Button>
      <FormOutcome state={state} refusedTitle="The pass was not started" />
    </form>
  );
}
