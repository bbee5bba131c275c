// GET /api/v1/me/sites/{id}/traffic: per agent what the site's logs show between two days, beside what the latest
// finished scan predicted (read from its report, never written into it), with whether they agree and why; how each
// agent's requests were judged; the visits AI assistants referred and each vendor's crawl-to-refer ratio; which of the
// site's own pages each agent fetched; the ranges files in force with their dates. Bounded whatever the logs hold:
// summed in the database (lib/traffic/stored-figures.ts).
import type { z } from 'zod';
import type { Actor } from '@/lib/auth/authorize';
import type { SiteTraffic } from '@/lib/schemas/me/traffic';
import { siteTrafficFigures } from '@/lib/traffic/site-traffic';
import { storedFigureInputs, storedPageFetches, storedReferrals } from '@/lib/traffic/stored-figures';
import { rangesInForce } from '@/lib/traffic/stored-ranges';
import { trafficWindow } from '@/lib/traffic/window';
import { findOwnedSite } from './find-owned-site';
import { latestFinishedScan } from '@/lib/scans/finished-scans';

export async function getSiteTraffic(actor: Actor, siteId: string, query: { from?: string; to?: string }): Promise<z.input<typeof SiteTraffic>> {
  const site = await findOwnedSite(actor.organizationId, siteId);
  const window = trafficWindow(query);
  const [stored, referrals, pageFetches, latest, ranges] = await Promise.all([
    storedFigureInputs(site.id, window),
    storedReferrals(site.id, window),
    storedPageFetches(site.id, window),
    latestFinishedScan(site.id),
    rangesInForce(),
  ]);
  const scan = latest ? { report: latest.report, id: latest.scan.id, at: (latest.scan.finishedAt ?? latest.scan.createdAt).toISOString() } : null;
  return { siteId: site.id, host: site.host, ...window, ...siteTrafficFigures({ ...stored, referrals, pageFetches, ranges, scan }) };
}
