'use server';

import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import { chooseOrganization, endSession, requireUser } from '@/lib/auth/session';

export async function signOutAction(): Promise<void> {
  await endSession();
  redirect('/sign-in');
}

export async function switchOrganizationAction(formData: FormData): Promise<void> {
  const user = await requireUser();
  await chooseOrganization(user, String(formData.get('organizationId') ?? ''));
  redirect(safeRedirectPath(formData.get('back'), '/sites'));
}
