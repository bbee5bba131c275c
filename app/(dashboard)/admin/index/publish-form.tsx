'use client';

import { useActionState } from 'react';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { FOCUS_RING, cx } from '@/components/styles';
import { publishEditionAction, type PublishState } from './actions';

export function PublishForm({ runs }: { runs: Array<{ runId: string; label: string }> }) {
  const [state, action, pending] = useActionState<PublishState, FormData>(publishEditionAction, { message: null, error: null });
  return (
    <form action={action} className="space-y-4" aria-label="Publish an edition">
      <div>
        <label htmlFor="publish-run" className="block text-sm font-medium text-slate-900">
          Finished fleet run
        </label>
        <select id="publish-run" name="runId" required className={cx('mt-1 block min-h-10 w-full rounded-md border border-slate-400 bg-white px-3 py-2', FOCUS_RING)}>
          {runs.map((run) => (
            <option key={run.runId} value={run.runId}>
              {run.label}
            </option>
          ))}
        </select>
      </div>
      <Field id="publish-title" name="title" label="Title" placeholder="November 2026" required maxLength={200} />
      <Field id="publish-list" name="list" label="Where the list came from" placeholder="Tranco top 10k, 2026-11-01" required maxLength={1000} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Publishing…' : 'Publish edition'}
      </Button>
      <p aria-live="polite" className={cx('text-sm', state.error ? 'text-red-800' : 'text-green-900')}>
        {state.error ?? state.message ?? ''}
      </p>
    </form>
  );
}
