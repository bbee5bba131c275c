'use client';

import { useActionState } from 'react';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { ErrorState } from '@/components/error-state';
import { Field } from '@/components/field';
import { createKeyAction, type CreateKeyState } from './actions';

const INITIAL: CreateKeyState = { created: null, error: null };

export function CreateKeyForm() {
  const [state, action, pending] = useActionState(createKeyAction, INITIAL);
  return (
    <div className="space-y-4">
      <form action={action} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id="key-name" name="name" label="Key name" placeholder="CI pipeline" maxLength={100} required className="flex-1" />
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating…' : 'Create key'}
        </Button>
      </form>
      {state.error && <ErrorState title="The key was not created">{state.error}</ErrorState>}
      {state.created && (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4">
          <p className="font-medium text-green-950">Key “{state.created.name}” created. Copy it now: it is shown only once.</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <code data-testid="new-api-key" className="break-words rounded bg-white px-2 py-1 font-mono text-sm text-slate-900">
              {state.created.key}
            </code>
            <CopyButton value={state.created.key} label="Copy key" />
          </div>
        </div>
      )}
    </div>
  );
}
