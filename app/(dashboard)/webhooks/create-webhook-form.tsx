'use client';

import { useActionState } from 'react';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { ErrorState } from '@/components/error-state';
import { Field } from '@/components/field';
import { WEBHOOK_EVENTS } from '@/lib/schemas/webhook-events';
import { createWebhookAction, type CreateWebhookState } from './actions';

const INITIAL: CreateWebhookState = { created: null, error: null };

export function CreateWebhookForm() {
  const [state, action, pending] = useActionState(createWebhookAction, INITIAL);
  return (
    <div className="space-y-4">
      <form action={action} className="space-y-3">
        <Field id="webhook-url" name="url" type="url" label="Endpoint URL" placeholder="https://example.com/hooks/agentgauge" maxLength={2048} required />
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-900">Events</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex min-h-8 items-center gap-2 text-sm">
                <input type="checkbox" name="events" value={event} defaultChecked={event === 'site.regressed' || event === 'scan.failed'} />
                <code>{event}</code>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating…' : 'Create webhook'}
        </Button>
      </form>
      {state.error && <ErrorState title="The webhook was not created">{state.error}</ErrorState>}
      {state.created && (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4">
          <p className="font-medium text-green-950">
            Webhook for {state.created.url} created. Copy its signing secret now: it is shown only once.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <code data-testid="new-webhook-secret" className="break-words rounded bg-white px-2 py-1 font-mono text-sm text-slate-900">
              {state.created.secret}
            </code>
            <CopyButton value={state.created.secret} label="Copy secret" />
          </div>
        </div>
      )}
    </div>
  );
}
