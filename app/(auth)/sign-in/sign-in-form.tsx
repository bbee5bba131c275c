'use client';

import { signIn } from 'next-auth/react';
import { useActionState, useState, type MouseEvent } from 'react';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { Field } from '@/components/field';
import { signInAction, type SignInState } from './actions';
import { CheckEmailNotice } from './check-email-notice';

const INITIAL: SignInState = { email: '', error: null };

type LinkRequest = { status: 'idle' | 'sending' | 'failed' } | { status: 'sent'; email: string };

/** Email and password; with email links configured, the same email field can also ask for a one-time link. */
export function SignInForm({ next, emailLinkMinutes }: { next: string; emailLinkMinutes: number | null }) {
  const [state, action, pending] = useActionState(signInAction, INITIAL);
  const [link, setLink] = useState<LinkRequest>({ status: 'idle' });

  async function emailMeALink(event: MouseEvent<HTMLButtonElement>) {
    const input = event.currentTarget.form?.elements.namedItem('email');
    if (!(input instanceof HTMLInputElement) || !input.reportValidity()) return;
    const email = input.value.trim();
    setLink({ status: 'sending' });
    // next-auth's helper performs the CSRF-protected POST; the answer is the same whether or not the email has an account.
    const result = await signIn('email', { email, callbackUrl: next, redirect: false }).catch(() => undefined);
    setLink(result?.ok && !result.error ? { status: 'sent', email } : { status: 'failed' });
  }

  return (
    <>
      <div role="status" aria-live="polite">
        {link.status === 'sent' && emailLinkMinutes !== null && (
          <CheckEmailNotice email={link.email} minutes={emailLinkMinutes} onRetry={() => setLink({ status: 'idle' })} />
        )}
      </div>
      <form action={action} className="space-y-4" hidden={link.status === 'sent'}>
        {state.error && <ErrorState title="Sign-in failed">{state.error}</ErrorState>}
        {link.status === 'failed' && <ErrorState title="No link sent">The sign-in link could not be requested; try again in a moment.</ErrorState>}
        <input type="hidden" name="next" value={next} />
        <Field id="email" name="email" type="email" label="Email" autoComplete="email" required defaultValue={state.email} />
        <Field id="password" name="password" type="password" label="Password" autoComplete="current-password" required />
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? 'Signing in…' : 'Sign in'}
        </Button>
        {emailLinkMinutes !== null && (
          <div className="border-t border-slate-200 pt-4">
            <p className="mb-3 text-sm text-slate-700">No password at hand? Get a one-time link to the email above.</p>
            <Button variant="secondary" className="w-full" disabled={link.status === 'sending'} onClick={(event) => void emailMeALink(event)}>
              {link.status === 'sending' ? 'Sending the link…' : 'Email me a link'}
            </Button>
          </div>
        )}
      </form>
    </>
  );
}
