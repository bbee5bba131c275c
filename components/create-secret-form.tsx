'use client';

import { useActionState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { ErrorState } from '@/components/error-state';
import { Field } from '@/components/field';

export interface CreateSecretState<Created extends { name: string }> {
  /** The secret, present once: right after creation. */
  created: Created | null;
  error: string | null;
}

/**
 * A form that creates a named secret the service shows only once (an API key, a log drain token) and then shows it
 * to copy. `noun` names it in the labels ("key", "token"); `note` says what to do with it beyond copying.
 */
export function CreateSecretForm<Created extends { name: string }>(props: {
  action: (previous: CreateSecretState<Created>, formData: FormData) => Promise<CreateSecretState<Created>>;
  noun: string;
  submitLabel: string;
  fieldId: string;
  placeholder: string;
  /** Form fields the action needs besides the name (the site of a drain token). */
  hidden?: Record<string, string>;
  secretOf: (created: Created) => string;
  testId: string;
  note?: (created: Created) => ReactNode;
}) {
  const [state, action, pending] = useActionState(props.action, { created: null, error: null });
  const capitalNoun = props.noun[0]!.toUpperCase() + props.noun.slice(1);
  const created = state.created;
  return (
    <div className="space-y-4">
      <form action={action} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {Object.entries(props.hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field id={props.fieldId} name="name" label={`${capitalNoun} name`} placeholder={props.placeholder} maxLength={100} required className="flex-1" />
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating…' : props.submitLabel}
        </Button>
      </form>
      {state.error && <ErrorState title={`The ${props.noun} was not created`}>{state.error}</ErrorState>}
      {created && (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950">
          <p className="font-medium">
            {capitalNoun} “{created.name}” created. Copy it now: it is shown only once.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <code data-testid={props.testId} className="break-all rounded bg-white px-2 py-1 font-mono text-sm text-slate-900">
              {props.secretOf(created)}
            </code>
            <CopyButton value={props.secretOf(created)} label={`Copy ${props.noun}`} />
          </div>
          {props.note?.(created)}
        </div>
      )}
    </div>
  );
}
