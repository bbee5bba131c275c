'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { requireMembership } from '@/lib/auth/require-member';
import type { AddSiteState } from '@/components/site/add-site-form';
import type { AddressState } from '@/components/site/address-form';
import type { ScanNowResult } from '@/components/site/scan-now';
import type { PublicReportState } from '@/components/site/public-report-switch';
import type { ScheduleState } from '@/components/site/schedule-form';
import { ApiError } from '@/lib/errors/api-errors';
import { parseInput } from '@/lib/net/validate';
import { IdParams } from '@/lib/schemas/common';
import { CreateSiteRequest, UpdateSiteRequest } from '@/lib/schemas/me';
import { createSite } from '@/lib/services/create-site';
import { deleteSite } from '@/lib/services/delete-site';
import { findActiveScan } from '@/lib/services/find-active-scan';
import { queueSiteScan } from '@/lib/services/queue-site-scan';
import { updateSite } from '@/lib/services/update-site';
import { refusalAsPage, serviceErrorMessage } from './load';

// Each action: the member is the actor → the API's schema parses the input → one service decides and acts.

export async function addSiteAction(_previous: AddSiteState, formData: FormData): Promise<AddSiteState> {
  const { membership } = await requireMembership();
  const url = String(formData.get('url') ?? '').trim();
  let siteId: string;
  try {
    siteId = (await createSite(membership, parseInput(CreateSiteRequest, { url }, 'body'))).id;
  } catch (error) {
    return { error: serviceErrorMessage(error), url };
  }
  revalidatePath('/sites');
  redirect(`/sites/${siteId}`);
}

export async function deleteSiteAction(formData: FormData): Promise<void> {
  const { membership } = await requireMembership();
  try {
    await deleteSite(membership, parseInput(IdParams, { id: formData.get('siteId') }, 'path').id);
  } catch (error) {
    refusalAsPage(error);
  }
  revalidatePath('/sites');
  redirect('/sites');
}

/** Queues a scan; when one is already queued or running (409), answers with that scan so its status is shown. */
export async function scanNowAction(siteId: string): Promise<ScanNowResult> {
  const { membership } = await requireMembership();
  try {
    const { id } = parseInput(IdParams, { id: siteId }, 'path');
    const started = await queueSiteScan(membership, id, 'dashboard');
    return { ok: true, scanId: started.scanId, alreadyRunning: false };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'scan-active') {
      const active = await findActiveScan(membership.organizationId, siteId);
      if (active) return { ok: true, scanId: active.scanId, alreadyRunning: true };
    }
    return { ok: false, error: serviceErrorMessage(error) };
  }
}

/** Corrects the site's address through PATCH /api/v1/me/sites/{id}'s schema and service (the one URL rule). */
export async function saveAddressAction(_previous: AddressState, formData: FormData): Promise<AddressState> {
  const { membership } = await requireMembership();
  const url = String(formData.get('url') ?? '').trim();
  try {
    const { id } = parseInput(IdParams, { id: formData.get('siteId') }, 'path');
    const site = await updateSite(membership, id, parseInput(UpdateSiteRequest, { url }, 'body'));
    revalidatePath(`/sites/${id}`);
    return { url: site.url, error: null, saved: true };
  } catch (error) {
    return { url, error: serviceErrorMessage(error), saved: false };
  }
}

/** Saves the site's schedule through the same schema and service as PATCH /api/v1/me/sites/{id}. */
export async function saveScheduleAction(previous: ScheduleState, formData: FormData): Promise<ScheduleState> {
  const { membership } = await requireMembership();
  const raw = formData.get('schedule');
  try {
    const { id } = parseInput(IdParams, { id: formData.get('siteId') }, 'path');
    const site = await updateSite(membership, id, parseInput(UpdateSiteRequest, { schedule: raw === '' || raw === null ? null : raw }, 'body'));
    revalidatePath(`/sites/${id}`);
    return { schedule: site.schedule ?? null, nextScanAt: site.nextScanAt ?? null, error: null, saved: true };
  } catch (error) {
    return { ...previous, saved: false, error: serviceErrorMessage(error) };
  }
}

/** Makes the site's scans its host's public report, or private again, through PATCH /api/v1/me/sites/{id}'s schema
 *  and service (which refuses members). */
export async function setPublicReportAction(previous: PublicReportState, formData: FormData): Promise<PublicReportState> {
  const { membership } = await requireMembership();
  try {
    const { id } = parseInput(IdParams, { id: formData.get('siteId') }, 'path');
    const site = await updateSite(membership, id, parseInput(UpdateSiteRequest, { publicReport: formData.get('publicReport') === 'true' }, 'body'));
    revalidatePath(`/sites/${id}`);
    return { on: site.publicReport, error: null, saved: true };
  } catch (error) {
    return { ...previous, saved: false, error: serviceErrorMessage(error) };
  }
}
