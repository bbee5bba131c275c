'use client';

import { useActionState } from 'react';
import { Button } from '@/components/Button';
import { ErrorState } from '@/components/ErrorState';
import { Field } from '@/components/Field';
import { signInAction, type SignInState } from './actions';

const INITIAL: SignInState = { email: '', error: null };

export function SignInForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState(signInAction, INITIAL);
  return (
    <form action={action} className="space-y-4">
      {state.error && <ErrorState title="Sign-in failed">{state.error}</ErrorState>}
      <input type="hidden" name="next" value={next} />
      <Field id="email" name="email" type="email" label="Email" autoComplete="email" required defaultValue={state.email} />
      <Field id="password" name="password" type="password" label="Password" autoComplete="current-password" required />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
