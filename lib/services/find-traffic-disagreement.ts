// The disagreement the site's report and fix list lead with: the agent with the most requests whose logs disagree
// with the latest scan's prediction over the last 30 days, and how many more do; null when none does (and at once,
// without reading the report, for a site that has no traffic figures).
import type { Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { leadingDisagreement, type AgentFigures, type TrafficFigures } from '@/lib/traffic/figures';
import { findOwnedSite } from './find-owned-site';
import { getSiteTraffic } from './get-site-traffic';

export async function findTrafficDisagreement(actor: Actor, siteId: string): Promise<{ agent: AgentFigures; others: number } | null> {
  const site = await findOwnedSite(actor.organizationId, siteId);
  const db = await getDb();
  if (!(await db.trafficDay.findFirst({ where: { siteId: site.id }, select: { day: true } }))) return null;
  const traffic = (await getSiteTraffic(actor, site.id, {})) as TrafficFigures;
  const agent = leadingDisagreement(traffic);
  if (!agent) return null;
  return { agent, others: traffic.agents.filter((other) => other.agrees === false).length - 1 };
}
