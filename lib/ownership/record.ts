// Stores a check's outcome on the organization's row for the host: a success proves the host (kept proven from its
// first success, re-checked every AGENTGAUGE_OWNERSHIP_RECHECK_SECONDS), a failure clears the proof and says why. The
// public report's cached bodies of this process are dropped, so the host's publication follows at once.
import { getDb } from '@/lib/db';
import { publicReportBodies } from '@/lib/net/public-report-bodies';
import type { ProofResult } from './prove';
import { ownershipRecheckSeconds } from './settings';

export async function recordProof(organizationId: string, host: string, result: ProofResult, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  const before = await db.hostOwnership.findUnique({ where: { organizationId_host: { organizationId, host } } });
  const data = result.ok
    ? {
        method: result.method,
        verifiedAt: before?.verifiedAt ?? now,
        checkedAt: now,
        lastError: null,
        nextCheckAt: new Date(now.getTime() + ownershipRecheckSeconds() * 1000),
        lostAt: null,
      }
    : { method: null, verifiedAt: null, checkedAt: now, lastError: result.error, nextCheckAt: null, lostAt: before?.verifiedAt ? now : (before?.lostAt ?? null) };
  await db.hostOwnership.upsert({ where: { organizationId_host: { organizationId, host } }, create: { organizationId, host, ...data }, update: data });
  if (Boolean(before?.verifiedAt) !== result.ok) publicReportBodies.invalidate(host);
}
