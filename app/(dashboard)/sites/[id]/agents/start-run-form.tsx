'use client';

import { useActionState } from 'react';
import { Button } from '@/components/button';
import { FormOutcome } from '@/components/form-outcome';
import { Field } from '@/components/field';
import { startRunAction, type StartRunState } from './actions';

const INITIAL: StartRunState = { message: null, error: null };

export function StartRunForm({ siteId, modelAvailable }: { siteId: string; modelAvailable: boolean }) {
  const [state, action, pending] = useActionState(startRunAction, INITIAL);
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="siteId" value={siteId} />
      <Field id="goal" name="goal" label="Goal, in plain words" placeholder="Find the price of the Pro plan" minLength={3} maxLength={500} required defaultValue={state.goal} />
      <label htmlFor="agent" className="block text-sm font-medium text-slate-900">
        Agent
      </label>
      <select id="agent" name="agent" defaultValue={state.agent || (modelAvailable ? 'model' : 'builtin')} className="block w-full max-w-md rounded-md border border-slate-300 p-2 text-sm">
        <option value="builtin">Built-in (no model: llms.txt, sitemap, markdown twins)</option>
        <option value="model" disabled={!modelAvailable}>
          Model-driven{modelAvailable ? '' : ' (no agent model configured)'}
        </option>
      </select>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Queuing…' : 'Run the agent'}
        </Button>
      </div>
      <FormOutcome state={state} refusedTitle="The run was not started" />
    </form>
  );
}
