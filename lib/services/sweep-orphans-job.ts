// The sweep for orphaned work: every worker process ends, now and then every AGENTGAUGE_SWEEP_SECONDS, the scans,
// Answers passes and agent runs whose job is gone or ended without settling them (lib/services/end-orphaned-work.ts).
// Each row is ended by one conditional UPDATE, so several workers sweeping at once do no harm.
import { endOrphanedWork } from '@/lib/services/end-orphaned-work';
import { sweepSettings } from '@/lib/jobs/config';
import { startPeriodic, type PeriodicTask } from '@/lib/jobs/periodic';
import { logger } from '@/lib/observability/logger';

export function startOrphanSweep(): PeriodicTask {
  const settings = sweepSettings();
  return startPeriodic('Sweep', settings.intervalSeconds, async () => {
    const ended = await endOrphanedWork(settings.graceSeconds);
    const total = ended.scans + ended.answersPasses + ended.agentRuns;
    if (total > 0) {
      logger.info(
        { ended },
        `Sweep: ended ${ended.scans} scan(s), ${ended.answersPasses} Answers pass(es), ${ended.agentRuns} agent run(s) ` +
          'whose job was gone or had ended',
      );
    }
  });
}
