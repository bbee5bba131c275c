'use client';

import { useActionState } from 'react';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { Field } from '@/components/field';
import { startRunAction, type StartRunState } from './actions';

const INITIAL: StartRunState = { error: null };

export function StartRunForm({ fleetId, disabledReason }: { fleetId: string; disabledReason: string | null }) {
  const [state, action, pending] = useActionState(startRunAction, INITIAL);
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="fleetId" value={fleetId} />
      <Field
        id="render-sample"
        name="renderSample"
        type="number"
        min={0}
        max={100}
        step={0.5}
        defaultValue={2}
        label="Render sample (%)"
        hint="This share of the start pages, drawn at random, is also rendered in a browser to estimate how many sites need JavaScript."
        className="max-w-xs"
      />
      <Button type="submit" disabled={pending || disabledReason !== null}>
        {pending ? 'Starting…' : 'Start a run'}
      </Button>
      {disabledReason && <p className="text-sm text-slate-700">{disabledReason}</p>}
      {state.error && <ErrorState title="The run was not started">{state.error}</ErrorState>}
    </form>
  );
}
