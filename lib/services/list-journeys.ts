// GET /api/v1/me/sites/{id}/journeys: the site's journeys in the order they were added, paged; while it has none,
// up to five suggestions from its last finished scan (issue 33 point 5), which run only once saved.
import type { z } from 'zod';
import { suggestJourneys } from '@/engine/index';
import { siteNameOf } from '@/lib/artifacts/site-input';
import { authorize, JOURNEYS_PER_SITE, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import type { Site } from '@/lib/db/generated/client';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { SiteJourneys, SuggestedJourney } from '@/lib/schemas/me/journeys';
import { findOwnedSite } from './find-owned-site';
import { latestFinishedScan, originOf } from '@/lib/scans/finished-scans';
import { journeyView } from './journey-view';

/** Suggestions from what the site's last finished scan read; none before its first scan. */
export async function suggestSiteJourneys(site: Site): Promise<Array<z.input<typeof SuggestedJourney>>> {
  const latest = await latestFinishedScan(site.id);
  const facts = latest?.report.siteFacts;
  if (!latest || !facts) return [];
  const name = site.name ?? siteNameOf({ siteId: site.id, host: site.host, origin: originOf(site), report: latest.report, scanId: latest.scan.id });
  return suggestJourneys(facts, name);
}

export async function listJourneys(actor: Actor, siteId: string, page: { limit?: number; offset?: number }): Promise<z.input<typeof SiteJourneys>> {
  authorize(actor, 'organization:read');
  const site = await findOwnedSite(actor.organizationId, siteId);
  const limit = page.limit ?? PAGE_LIMIT.default;
  const offset = page.offset ?? 0;
  const db = await getDb();
  const [rows, total] = await Promise.all([
    db.journey.findMany({ where: { siteId: site.id, organizationId: actor.organizationId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], skip: offset, take: limit + 1 }),
    db.journey.count({ where: { siteId: site.id, organizationId: actor.organizationId } }),
  ]);
  const suggestions = total === 0 ? await suggestSiteJourneys(site) : [];
  const nextStep =
    total > 0
      ? `The site holds ${total} of its ${JOURNEYS_PER_SITE} journeys; change one with PATCH or remove it with DELETE /api/v1/me/sites/${site.id}/journeys/{journeyId}.`
      : suggestions.length > 0
        ? `The site has no journeys: confirm a suggestion (edited or not) with POST /api/v1/me/sites/${site.id}/journeys; nothing runs until one is saved.`
        : `The site has no journeys: add one with POST /api/v1/me/sites/${site.id}/journeys (a question and how to recognise its answer).`;
  return {
    siteId: site.id,
    host: site.host,
    journeys: rows.slice(0, limit).map(journeyView),
    limit: JOURNEYS_PER_SITE,
    total,
    suggestions,
    nextOffset: rows.length > limit ? offset + limit : null,
    nextStep,
  };
}
