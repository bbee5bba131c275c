'use server';

// The site page's "In the index" card: opt in or out, re-scan the site's row, report a verdict believed wrong. Each
// goes through the API's schema and the one service the API calls.
import { revalidatePath } from 'next/cache';
import { requireMembership } from '@/lib/auth/require-member';
import type { IndexFormState } from '@/components/index/site-index-forms';
import { parseInput } from '@/lib/net/validate';
import { IdParams } from '@/lib/schemas/common';
import { UpdateSiteRequest, VerdictReportRequest } from '@/lib/schemas/me';
import { reportIndexVerdict } from '@/lib/services/report-index-verdict';
import { rescanIndexEntry } from '@/lib/services/rescan-index-entry';
import { updateSite } from '@/lib/services/update-site';
import { serviceErrorMessage } from '../load';

function siteIdOf(formData: FormData): string {
  return parseInput(IdParams, { id: formData.get('siteId') }, 'path').id;
}

export async function setIndexOptInAction(previous: IndexFormState, formData: FormData): Promise<IndexFormState> {
  const { membership } = await requireMembership();
  try {
    const id = siteIdOf(formData);
    const site = await updateSite(membership, id, parseInput(UpdateSiteRequest, { indexOptIn: formData.get('indexOptIn') === 'true' }, 'body'));
    revalidatePath(`/sites/${id}`);
    return { on: site.indexOptIn, error: null, message: 'Saved.' };
  } catch (error) {
    return { ...previous, error: serviceErrorMessage(error), message: null };
  }
}

export async function rescanIndexAction(previous: IndexFormState, formData: FormData): Promise<IndexFormState> {
  const { membership } = await requireMembership();
  try {
    const id = siteIdOf(formData);
    const started = await rescanIndexEntry(membership, id);
    revalidatePath(`/sites/${id}`);
    return { ...previous, error: null, message: `Re-scan queued (scan ${started.scanId}): the row shows its score once it finishes.` };
  } catch (error) {
    return { ...previous, error: serviceErrorMessage(error), message: null };
  }
}

export async function reportVerdictAction(previous: IndexFormState, formData: FormData): Promise<IndexFormState> {
  const { membership } = await requireMembership();
  try {
    const id = siteIdOf(formData);
    const [kind, subject] = String(formData.get('subject') ?? '').split(':');
    const body = parseInput(
      VerdictReportRequest,
      { ...(kind === 'agent' ? { profile: subject } : { checkId: subject }), explanation: String(formData.get('explanation') ?? '') },
      'body',
    );
    await reportIndexVerdict(membership, id, body);
    return { ...previous, error: null, message: 'Reported: the operators see it with the report of the edition.' };
  } catch (error) {
    return { ...previous, error: serviceErrorMessage(error), message: null };
  }
}
