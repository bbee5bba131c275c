// traffic.refused: an agent had a documented share of its page requests of one day refused (settings.ts
// OBSERVED_THRESHOLDS.mixed, and at least REFUSED_ALERT_MIN_REQUESTS of them), counting its verified requests and, for
// a client-side agent (Claude Code, Cursor, Codex: never verifiable), its unverifiable ones; never a spoofed request,
// nor a crawler that merely names itself. The event's key names the site, the agent and the day, so it is delivered
// once per agent per day however many batches cover that day.
import { getDb } from '@/lib/db';
import { emitEvent } from '@/lib/webhooks/emit';
import { familyOf } from './agents';
import { isPageRequest } from './classes';
import { isRefused } from './figures';
import { REFUSED_ALERT_MIN_REQUESTS } from './settings';
import { type PathClass, OBSERVED_THRESHOLDS } from '@/lib/schemas/vocabulary/traffic';

export async function announceTrafficRefusals(siteId: string, days: readonly string[]): Promise<number> {
  if (days.length === 0) return 0;
  const db = await getDb();
  const site = await db.site.findUniqueOrThrow({ where: { id: siteId }, select: { host: true, organizationId: true } });
  const rows = await db.trafficDay.findMany({
    where: {
      siteId,
      agent: { not: '' },
      OR: [{ state: 'verified' }, { state: 'unverifiable', method: 'client-side' }],
      day: { in: days.map((day) => new Date(`${day}T00:00:00Z`)) },
    },
  });
  const tallies = new Map<string, { day: string; agent: string; pages: number; refused: number }>();
  for (const row of rows) {
    if (!isPageRequest(row.pathClass as PathClass)) continue;
    const day = row.day.toISOString().slice(0, 10);
    const key = `${day}\t${row.agent}`;
    const tally = tallies.get(key) ?? { day, agent: row.agent, pages: 0, refused: 0 };
    tally.pages += row.requests;
    if (isRefused(row)) tally.refused += row.requests;
    tallies.set(key, tally);
  }
  let announced = 0;
  for (const tally of tallies.values()) {
    if (tally.refused < REFUSED_ALERT_MIN_REQUESTS || tally.refused / tally.pages < OBSERVED_THRESHOLDS.mixed) continue;
    await emitEvent(site.organizationId, {
      type: 'traffic.refused',
      subject: `${siteId}:${tally.agent}:${tally.day}`,
      occurredAt: new Date(),
      data: {
        siteId,
        host: site.host,
        agent: tally.agent,
        family: familyOf(tally.agent),
        day: tally.day,
        pageRequests: tally.pages,
        refused: tally.refused,
        share: Math.round((tally.refused / tally.pages) * 10_000) / 10_000,
      },
    });
    announced++;
  }
  return announced;
}
