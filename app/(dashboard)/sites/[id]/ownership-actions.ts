'use server';

// The site page's "Ownership" card: check the proof of the host now, withdraw a proven host. Each goes through the
// one service the API calls.
import { revalidatePath } from 'next/cache';
import { requireMembership } from '@/lib/auth/require-member';
import type { OwnershipFormState } from '@/components/site/ownership-forms';
import { parseInput } from '@/lib/net/validate';
import { IdParams } from '@/lib/schemas/common';
import { proveSiteOwnership } from '@/lib/services/prove-site-ownership';
import { withdrawHost } from '@/lib/services/withdraw-host';
import { serviceErrorMessage } from '../load';

function siteIdOf(formData: FormData): string {
  return parseInput(IdParams, { id: formData.get('siteId') }, 'path').id;
}

export async function checkOwnershipAction(_previous: OwnershipFormState, formData: FormData): Promise<OwnershipFormState> {
  const { membership } = await requireMembership();
  try {
    const id = siteIdOf(formData);
    const ownership = await proveSiteOwnership(membership, id);
    revalidatePath(`/sites/${id}`);
    return ownership.verified
      ? { error: null, message: `Proven by the ${ownership.method === 'dns' ? 'DNS record' : ownership.method === 'file' ? 'well-known file' : 'meta tag'}.` }
      : { error: ownership.lastError, message: null };
  } catch (error) {
    return { error: serviceErrorMessage(error), message: null };
  }
}

export async function withdrawHostAction(_previous: OwnershipFormState, formData: FormData): Promise<OwnershipFormState> {
  const { membership } = await requireMembership();
  try {
    const id = siteIdOf(formData);
    const withdrawn = await withdrawHost(membership, id);
    revalidatePath(`/sites/${id}`);
    return { error: null, message: `Withdrawn: ${withdrawn.host} is named nowhere now (${withdrawn.withdrawnSites} site${withdrawn.withdrawnSites === 1 ? '' : 's'} switched off).` };
  } catch (error) {
    return { error: serviceErrorMessage(error), message: null };
  }
}
