// A fleet row's request count includes every request its site received, across kills (issue 52 point 4): each
// request is counted in the row before it is sent (once the scanner's gate gave it a place), so a worker killed in
// the middle of an audit leaves in the row every request it sent, and the audit run again adds its own. Counted
// whatever the claim (a lost claim's audit still reached the site).
import type { RequestGate } from '@/engine/index';
import { getDb } from '@/lib/db';
import type { TargetRef } from './settle';

async function count(target: TargetRef, by: 1 | -1): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`
    UPDATE fleet_results SET requests = coalesce(requests, 0) + ${by}::int
    WHERE run_id = ${target.runId}::uuid AND target_id = ${target.targetId}::uuid`;
}

export function countingGate(gate: RequestGate, target: TargetRef): RequestGate {
  return {
    async acquire(request, signal) {
      const release = await gate.acquire(request, signal);
      try {
        await count(target, 1);
      } catch (error) {
        release(false);
        throw error;
      }
      return (sent = true) => {
        release(sent);
        // Given up before it was sent (its audit ended while the place was on its way): taken back.
        if (!sent) void count(target, -1).catch(() => undefined);
      };
    },
  };
}
