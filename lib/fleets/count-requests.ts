// A fleet row's request count includes every request its site received, across kills (issue 52 point 4): each
// request is counted in the row before it is sent (once the scanner's gate gave it a place), so a worker killed in
// the middle of an audit leaves in the row every request it sent, and the audit run again adds its own. Counted
// whatever the claim (a lost claim's audit still reached the site). A place given up unsent is taken back; an audit
// that answers has the last word on its own requests (settle: a request its end cut off before it left is not one).
import type { RequestGate } from '@/engine/index';
import { getDb } from '@/lib/db';
import type { TargetRef } from './settle';

async function count(target: TargetRef, by: number): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`
    UPDATE fleet_results SET requests = coalesce(requests, 0) + ${by}::int
    WHERE run_id = ${target.runId}::uuid AND target_id = ${target.targetId}::uuid`;
}

export interface CountingGate {
  gate: RequestGate;
  /** Makes the row's count of this attempt the audit's own figure (when it answered with one). */
  settle(reported: number | undefined): Promise<void>;
}

/** The gate of one audit attempt of `target`, counting its requests in the row. */
export function countingGate(gate: RequestGate, target: TargetRef): CountingGate {
  let counted = 0;
  return {
    gate: {
      pause: (host, until) => gate.pause(host, until),
      async acquire(request, signal) {
        const release = await gate.acquire(request, signal);
        try {
          await count(target, 1);
        } catch (error) {
          release(false);
          throw error;
        }
        counted += 1;
        return (sent = true) => {
          release(sent);
          if (sent) return;
          // Given up before it was sent (its audit ended while the place was on its way): taken back.
          counted -= 1;
          void count(target, -1).catch(() => undefined);
        };
      },
    },
    async settle(reported) {
      if (reported === undefined || reported === counted) return;
      await count(target, reported - counted);
      counted = reported;
    },
  };
}
