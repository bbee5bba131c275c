'use client';

import { useActionState } from 'react';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { scanAction, type ScanFormState } from './actions';

const INITIAL: ScanFormState = { domain: '', error: null };

/** Works as a plain form POST without JavaScript; with it, the button shows progress and errors appear in place. */
export function ScanForm() {
  const [state, action, pending] = useActionState(scanAction, INITIAL);
  return (
    <form action={action} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-describedby="scan-note">
      <Field
        id="domain"
        name="domain"
        label="Domain to scan"
        placeholder="example.com"
        defaultValue={state.domain}
        required
        autoComplete="url"
        inputMode="url"
        error={state.error}
        className="flex-1"
      />
      <Button type="submit" disabled={pending} className="sm:mb-[1px] sm:self-start sm:mt-6">
        {pending ? 'Scanning…' : 'Scan'}
      </Button>
      <p id="scan-note" className="sr-only" aria-live="polite">
        {pending ? 'Scanning the start page, this takes a few seconds.' : ''}
      </p>
    </form>
  );
}
