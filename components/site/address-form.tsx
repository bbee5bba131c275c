'use client';

import { useActionState } from 'react';
import { Button } from '../button';
import { Field } from '../field';

export interface AddressState {
  /** The site's address, or what was typed when it was refused (so it can be corrected rather than retyped). */
  url: string;
  error: string | null;
  saved: boolean;
}

/** The hint every address field gives: the one URL rule, in a sentence (lib/net/host.ts). */
export const ADDRESS_HINT = 'https:// is assumed for a bare domain; http:// for an IP address or localhost with a port (127.0.0.1:4000).';

/**
 * Corrects the site's address (PATCH /api/v1/me/sites/{id} url): the site keeps its scans and history, and the next
 * scan measures the new address.
 */
export function AddressForm({
  siteId,
  initial,
  saveAddress,
}: {
  siteId: string;
  initial: AddressState;
  saveAddress: (previous: AddressState, formData: FormData) => Promise<AddressState>;
}) {
  const [state, action, pending] = useActionState(saveAddress, initial);
  return (
    <form action={action} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <input type="hidden" name="siteId" value={siteId} />
      <Field
        id="site-address"
        name="url"
        label="Address"
        hint={state.saved ? `Saved: the next scan measures ${state.url}. The history keeps the earlier scans, with a note where the address changed.` : ADDRESS_HINT}
        error={state.error}
        defaultValue={state.url}
        key={state.url + (state.error ?? '') + String(state.saved)}
        maxLength={2048}
        required
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" disabled={pending} className="sm:mt-6">
        {pending ? 'Saving…' : 'Save address'}
      </Button>
    </form>
  );
}
