// The scheduled re-check of proven hosts: every worker process runs it on a timer (rows are claimed, so workers
// share the work). The timer ticks at the re-check interval, at most every 5 minutes, so a row is re-checked within
// one tick of coming due.
import { recheckHostOwnerships } from '@/lib/services/recheck-host-ownerships';
import { ownershipRecheckSeconds } from '@/lib/ownership/settings';
import { startPeriodic, type PeriodicTask } from '@/lib/jobs/periodic';

const LONGEST_TICK_SECONDS = 300;

export function startOwnershipRechecks(): PeriodicTask {
  return startPeriodic('Ownership re-check', Math.min(ownershipRecheckSeconds(), LONGEST_TICK_SECONDS), async () => {
    await recheckHostOwnerships(new Date());
  });
}
