// The scheduled re-check of proven hosts (issue 52 point 3), run by every worker on a timer: each proven row whose
// nextCheckAt passed is claimed (its nextCheckAt moved on in the same UPDATE, so two workers never check one row at
// once) and checked again; a failed re-check loses the proof, which takes the host out of every public surface.
import { getDb } from '@/lib/db';
import { logger } from '@/lib/observability/logger';
import { proveOwnership } from '@/lib/ownership/prove';
import { recordProof } from '@/lib/ownership/record';
import { ownershipRecheckSeconds } from '@/lib/ownership/settings';
import { ownershipTokenOf } from '@/lib/ownership/token';

const BATCH = 50;

/** Re-checks the proven rows due at `now`; returns how many were checked and how many lost their proof. */
export async function recheckHostOwnerships(now: Date = new Date()): Promise<{ checked: number; lost: number }> {
  const db = await getDb();
  const claimed = await db.$queryRaw<Array<{ id: string; organization_id: string; host: string }>>`
    UPDATE host_ownerships SET next_check_at = ${new Date(now.getTime() + ownershipRecheckSeconds() * 1000)}
    WHERE id IN (
      SELECT id FROM host_ownerships WHERE verified_at IS NOT NULL AND next_check_at <= ${now}
      ORDER BY next_check_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, organization_id, host`;
  let lost = 0;
  for (const row of claimed) {
    const site = await db.site.findFirst({ where: { organizationId: row.organization_id, host: row.host } });
    const result = site
      ? await proveOwnership(site, await ownershipTokenOf(row.organization_id))
      : { ok: false as const, error: 'The organization no longer has a site on this host.' };
    await recordProof(row.organization_id, row.host, result);
    if (!result.ok) {
      lost += 1;
      logger.info({ host: row.host, organizationId: row.organization_id }, `Ownership of ${row.host} lost on its re-check`);
    }
  }
  return { checked: claimed.length, lost };
}
