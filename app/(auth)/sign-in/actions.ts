'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { authenticateWithPassword } from '@/lib/auth/credentials';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import { startSession } from '@/lib/auth/session';
import { clientIp } from '@/lib/net/client-ip';
import { translateError } from '@/lib/http/translate-error';

export interface SignInState {
  email: string;
  error: string | null;
}

export async function signInAction(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const email = String(formData.get('email') ?? '').trim();
  const password = String(formData.get('password') ?? '');
  let user;
  try {
    user = await authenticateWithPassword(email, password, clientIp({ headers: await headers() }));
  } catch (error) {
    return { email, error: translateError(error).message };
  }
  if (!user) return { email, error: 'The email or password is not right.' };
  await startSession(user);
  redirect(safeRedirectPath(formData.get('next'), '/sites'));
}
