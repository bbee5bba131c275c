'use client';

import { useActionState } from 'react';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { ErrorState } from '@/components/error-state';
import { Field } from '@/components/field';
import { createIngestTokenAction, type CreateIngestTokenState } from './actions';

const INITIAL: CreateIngestTokenState = { created: null, error: null };

export function IngestTokenForm({ siteId }: { siteId: string }) {
  const [state, action, pending] = useActionState(createIngestTokenAction, INITIAL);
  return (
    <div className="space-y-4">
      <form action={action} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="siteId" value={siteId} />
        <Field id="token-name" name="name" label="Token name" placeholder="Cloudflare Logpush" maxLength={100} required className="flex-1" />
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating…' : 'Create drain token'}
        </Button>
      </form>
      {state.error && <ErrorState title="The token was not created">{state.error}</ErrorState>}
      {state.created && (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950">
          <p className="font-medium">Token “{state.created.name}” created. Copy it now: it is shown only once.</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <code data-testid="new-ingest-token" className="break-all rounded bg-white px-2 py-1 font-mono text-sm text-slate-900">
              {state.created.token}
            </code>
            <CopyButton value={state.created.token} label="Copy token" />
          </div>
          <p className="mt-3">
            Send logs to <code className="break-all font-mono">{state.created.ingestUrl}</code> with <code className="font-mono">Authorization: Bearer</code> and the token.
          </p>
        </div>
      )}
    </div>
  );
}
