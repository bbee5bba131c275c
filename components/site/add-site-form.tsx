'use client';

import { useActionState } from 'react';
import { Button } from '../button';
import { Field } from '../field';
import { ADDRESS_HINT } from './address-form';

export interface AddSiteState {
  error: string | null;
  /** What was typed, so a refused address can be corrected rather than retyped. */
  url: string;
}

const INITIAL: AddSiteState = { error: null, url: '' };

/** Adds a site; a refused address (SSRF rules, duplicate, malformed) is explained under the field. */
export function AddSiteForm({ addSite }: { addSite: (previous: AddSiteState, formData: FormData) => Promise<AddSiteState> }) {
  const [state, action, pending] = useActionState(addSite, INITIAL);
  return (
    <form action={action} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <Field
        id="site-url"
        name="url"
        label="Site address"
        placeholder="https://example.com"
        hint={`The start page to measure; ${ADDRESS_HINT}`}
        error={state.error}
        defaultValue={state.url}
        key={state.url + (state.error ?? '')}
        maxLength={2048}
        required
        className="flex-1"
      />
      <Button type="submit" disabled={pending} className="sm:mt-6">
        {pending ? 'Adding…' : 'Add site'}
      </Button>
    </form>
  );
}
