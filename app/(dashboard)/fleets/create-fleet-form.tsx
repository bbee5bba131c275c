'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { Field } from '@/components/field';
import { FOCUS_RING, cx } from '@/components/styles';
import { createFleetAction, type CreateFleetState } from './actions';

const INITIAL: CreateFleetState = { created: null, error: null };

/** Upload a list: a file or pasted lines. Large lists (over 1 MB) go through the API or the CLI. */
export function CreateFleetForm() {
  const [state, action, pending] = useActionState(createFleetAction, INITIAL);
  return (
    <div className="space-y-4">
      <form action={action} className="space-y-3">
        <Field id="fleet-name" name="name" label="Name" placeholder="Client sites" maxLength={200} hint="Defaults to the file's name." />
        <div>
          <label htmlFor="fleet-file" className="block text-sm font-medium text-slate-900">
            A file
          </label>
          <input id="fleet-file" name="file" type="file" accept=".txt,.csv,text/plain,text/csv" aria-describedby="fleet-file-hint" className={cx('mt-1 block w-full text-sm', FOCUS_RING)} />
          <p id="fleet-file-hint" className="mt-1 text-sm text-slate-700">
            One domain, origin or URL a line (# starts a comment), or a CSV whose first column holds them; up to 1 MB here.
          </p>
        </div>
        <div>
          <label htmlFor="fleet-targets" className="block text-sm font-medium text-slate-900">
            Or paste the list
          </label>
          <textarea id="fleet-targets" name="targets" rows={6} placeholder={'example.com\nhttps://docs.example.org/\n# comments are skipped'} className={cx('mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-mono text-sm', FOCUS_RING)} />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Uploading…' : 'Create fleet'}
        </Button>
      </form>
      {state.error && <ErrorState title="The fleet was not created">{state.error}</ErrorState>}
      {state.created && (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-950">
          <p className="font-medium">
            Fleet “{state.created.name}” created with {state.created.targetCount.toLocaleString('en-US')} targets.{' '}
            <Link href={`/fleets/${state.created.id}`} className={cx('underline', FOCUS_RING)}>
              Open it to start a run
            </Link>
            .
          </p>
          {state.created.rejected.length > 0 && (
            <details className="mt-2 text-sm">
              <summary className={cx('cursor-pointer', FOCUS_RING)}>{state.created.rejected.length} {state.created.rejected.length === 1 ? 'line' : 'lines'} not taken</summary>
              <ul className="mt-1 list-disc pl-5">
                {state.created.rejected.slice(0, 50).map((entry) => (
                  <li key={entry.line}>
                    line {entry.line}: <code className="break-all">{entry.target}</code>: {entry.reason}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </div>
  );
}
