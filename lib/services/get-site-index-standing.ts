// GET /api/v1/me/sites/{id}/index and the site page's "In the index" card: the site's row of the current edition as
// its owner sees it (named in public or not), whether it is named, and the re-scan asked for. Only an organization
// that proved it controls the host reads the row (issue 52 point 3): anyone may add a site on any host, so the row of
// a host that never opted in would otherwise be anyone's to read. Others get 403 ownership-unverified.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { currentEdition } from '@/lib/editions/editions';
import { ownerStandingOf } from '@/lib/editions/entries';
import { isHostOptedIn } from '@/lib/editions/opt-in';
import { ownEntryOf } from '@/lib/editions/own-entry';
import { isIndexCategory } from '@/lib/schemas/index-category';
import { requireVerifiedOwnership } from '@/lib/ownership/verified';
import type { SiteIndexStanding } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';

export async function getSiteIndexStanding(actor: Actor, siteId: string): Promise<z.input<typeof SiteIndexStanding>> {
  authorize(actor, 'organization:read');
  const site = await findOwnedSite(actor.organizationId, siteId);
  await requireVerifiedOwnership(actor.organizationId, site);
  const [edition, optedIn] = await Promise.all([currentEdition(), isHostOptedIn(site.host)]);
  const base = { siteId: site.id, host: site.host, optedIn, edition: edition?.number ?? null };
  if (!edition) return { ...base, entry: null };
  const [entry, standing] = await Promise.all([ownEntryOf(edition, site.host), ownerStandingOf(edition, site.host)]);
  if (!entry) return { ...base, entry: null };
  return {
    ...base,
    entry: {
      status: standing ? 'scanned' : entry.status,
      category: isIndexCategory(entry.category) ? entry.category : 'other',
      score: standing?.score ?? null,
      grade: standing?.grade ?? null,
      scannedAt: (standing?.scannedAt ?? entry.scannedAt)?.toISOString() ?? null,
      rank: standing?.rank ?? null,
      categoryRank: standing?.categoryRank ?? null,
      percentile: standing?.percentile ?? null,
      categoryPercentile: standing?.categoryPercentile ?? null,
      previousScore: entry.previousScore,
      rescanned: standing?.rescanned ?? false,
      rescanScanId: entry.rescanScanId,
      error: standing ? null : entry.error,
      checks: entry.checks,
      agents: entry.agents,
    },
  };
}
