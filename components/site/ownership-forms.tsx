'use client';

// The forms of the site page's "Ownership" card (issue 52 point 3): check the proof now, and withdraw a proven host
// from the index and public reports. Each works as a plain form POST without JavaScript; with it, the answer
// appears in place.
import { useActionState } from 'react';
import { Button } from '../button';

export interface OwnershipFormState {
  error: string | null;
  message: string | null;
}

type Action = (previous: OwnershipFormState, formData: FormData) => Promise<OwnershipFormState>;

function Status({ state, id }: { state: OwnershipFormState; id: string }) {
  return (
    <p id={id} role="status" className="mt-2 text-sm">
      {state.error ? <span className="text-red-800">{state.error}</span> : <span className="text-slate-700">{state.message ?? ''}</span>}
    </p>
  );
}

export function CheckOwnershipButton({ siteId, action }: { siteId: string; action: Action }) {
  const [state, submit, pending] = useActionState(action, { error: null, message: null });
  return (
    <form action={submit}>
      <input type="hidden" name="siteId" value={siteId} />
      <Button type="submit" disabled={pending} aria-describedby="ownership-check-status">
        {pending ? 'Checking…' : 'Check now'}
      </Button>
      <Status state={state} id="ownership-check-status" />
    </form>
  );
}

export function WithdrawHostButton({ siteId, host, action }: { siteId: string; host: string; action: Action }) {
  const [state, submit, pending] = useActionState(action, { error: null, message: null });
  return (
    <form action={submit}>
      <input type="hidden" name="siteId" value={siteId} />
      <Button type="submit" variant="danger" disabled={pending} aria-describedby="ownership-withdraw-status">
        {pending ? 'Withdrawing…' : `Withdraw ${host} from the index and public reports`}
      </Button>
      <Status state={state} id="ownership-withdraw-status" />
    </form>
  );
}
