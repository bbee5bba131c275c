// GET /api/v1/me/sites/{id}/traffic: per agent what the site's logs show between two days, beside what the latest
// finished scan predicted (read from its report, never written into it), with whether they agree and why. Bounded
// whatever the logs hold: summed in the database into at most MAX_AGENT_ROWS agents (lib/traffic/stored-figures.ts).
import type { z } from 'zod';
import { AGENT_PROFILES, type AgentProfileId } from '@/engine/light';
import type { Actor } from '@/lib/auth/authorize';
import type { SiteTraffic } from '@/lib/schemas/me/traffic';
import { trafficFigures } from '@/lib/traffic/figures';
import { predictionsOf, type PredictingReport } from '@/lib/traffic/predictions';
import { storedFigureInputs } from '@/lib/traffic/stored-figures';
import { rangesInForce } from '@/lib/traffic/stored-ranges';
import { trafficWindow } from '@/lib/traffic/window';
import { findOwnedSite } from './find-owned-site';
import { latestFinishedScan } from '@/lib/scans/finished-scans';

export const PROFILE_NAMES: ReadonlyMap<AgentProfileId, string> = new Map(AGENT_PROFILES.map((profile) => [profile.id, profile.name]));

export async function getSiteTraffic(actor: Actor, siteId: string, query: { from?: string; to?: string }): Promise<z.input<typeof SiteTraffic>> {
  const site = await findOwnedSite(actor.organizationId, siteId);
  const { from, to } = trafficWindow(query);
  const stored = await storedFigureInputs(site.id, { from, to });
  const latest = await latestFinishedScan(site.id);
  const predictions = latest
    ? predictionsOf(latest.report as unknown as PredictingReport, { id: latest.scan.id, at: (latest.scan.finishedAt ?? latest.scan.createdAt).toISOString() }, PROFILE_NAMES)
    : new Map();
  const figures = trafficFigures({
    ...stored,
    ranges: await rangesInForce(),
    predictions,
    profileNames: PROFILE_NAMES,
  });
  return { siteId: site.id, host: site.host, from, to, ...figures };
}
