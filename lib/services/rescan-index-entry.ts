// POST /api/v1/me/sites/{id}/index/rescan and the site page's button: the owner of a listed site re-scans its row of
// the current edition. The re-scan is a scan of the site (the same queue, quotas and rules as "Scan now", trigger
// `index`); once it succeeds, the row shows its start-page score and date ("re-scanned on …"), placed against the
// edition as published: the edition's figures, counts and other rows never change.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { currentEdition } from '@/lib/editions/editions';
import { isHostOptedIn } from '@/lib/editions/opt-in';
import { ownEntryOf } from '@/lib/editions/own-entry';
import { ApiError } from '@/lib/errors/api-errors';
import { requireVerifiedOwnership } from '@/lib/ownership/verified';
import type { IndexRescanStarted } from '@/lib/schemas/me';
import { NOTHING_PUBLISHED } from './get-index-edition';
import { findOwnedSite } from './find-owned-site';
import { queueSiteScan } from './queue-site-scan';

export async function rescanIndexEntry(actor: Actor, siteId: string): Promise<z.input<typeof IndexRescanStarted>> {
  authorize(actor, 'scan:start');
  const site = await findOwnedSite(actor.organizationId, siteId);
  // Only a proven owner acts on the host's row, as only a proven owner reads it (issue 52 point 3).
  await requireVerifiedOwnership(actor.organizationId, site);
  const edition = await currentEdition();
  if (!edition) throw new ApiError('not-found', NOTHING_PUBLISHED);
  const entry = await ownEntryOf(edition, site.host);
  if (!entry) throw new ApiError('not-found', `Edition ${edition.number} of the index did not scan ${site.host}: there is no row to re-scan.`);
  if (!(await isHostOptedIn(site.host))) {
    throw new ApiError('index-opt-in-required', `${site.host} is not named in the index: opt it in (indexOptIn or publicReport) before re-scanning its row.`);
  }
  const started = await queueSiteScan(actor, site.id, 'index');
  const db = await getDb();
  // Every row of the host in the edition (a run may have measured it at two origins) follows the same re-scan.
  await db.indexEntry.updateMany({ where: { editionId: edition.id, host: site.host }, data: { rescanScanId: started.scanId } });
  return { scanId: started.scanId, siteId: site.id, edition: edition.number, status: 'queued', pollUrl: started.pollUrl };
}
