// How far a site's agent runs or Answers passes have come, for the dashboard pages that show them: how many are still
// queued or running, and a version that changes whenever one is added, moves on or finishes, so a page polls while
// work is under way and re-renders only when there is something new to show. A stored read: it changes nothing.
import { createHash } from 'node:crypto';
import { getDb } from '@/lib/db';
import { findOwnedSite } from './find-owned-site';

export type SiteWork = 'agent-runs' | 'answers-passes';

export const SITE_WORK: readonly SiteWork[] = ['agent-runs', 'answers-passes'];

export interface SiteWorkProgress {
  /** Runs or passes still queued or running. */
  active: number;
  /** Changes whenever the list the page shows would. */
  version: string;
  /** While work is active: when to ask again. */
  pollAfterSeconds: number | null;
}

const ACTIVE = ['queued', 'running'];
/** Agent runs of the built-in agent take a fraction of a second, model runs and passes seconds: ask every 2 s. */
const POLL_SECONDS = 2;

export async function siteWorkProgress(organizationId: string, siteId: string, work: SiteWork): Promise<SiteWorkProgress> {
  const site = await findOwnedSite(organizationId, siteId);
  const db = await getDb();
  const where = { siteId: site.id, organizationId };
  const [total, activeRows] =
    work === 'agent-runs'
      ? await Promise.all([
          db.agentRun.count({ where }),
          db.agentRun.findMany({ where: { ...where, status: { in: ACTIVE } }, select: { id: true, status: true, stepCount: true }, orderBy: { id: 'asc' } }),
        ])
      : await Promise.all([
          db.answersPass.count({ where }),
          db.answersPass.findMany({ where: { ...where, status: { in: ACTIVE } }, select: { id: true, status: true, questionsAsked: true }, orderBy: { id: 'asc' } }),
        ]);
  const version = createHash('sha256')
    .update(JSON.stringify([total, activeRows]))
    .digest('base64url')
    .slice(0, 16);
  return { active: activeRows.length, version, pollAfterSeconds: activeRows.length > 0 ? POLL_SECONDS : null };
}
