// The sweep for orphaned work: every worker process ends, now and then every AGENTGAUGE_SWEEP_SECONDS, the scans,
// Answers passes and agent runs whose job is gone or ended without settling them (lib/services/end-orphaned-work.ts).
// Each row is ended by one conditional UPDATE, so several workers sweeping at once do no harm.
import { endOrphanedWork } from '@/lib/services/end-orphaned-work';
import { sweepSettings } from './config';

export interface OrphanSweep {
  stop(): void;
}

export function startOrphanSweep(): OrphanSweep {
  const settings = sweepSettings();
  let sweeping = false;
  const run = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const ended = await endOrphanedWork(settings.graceSeconds);
      const total = ended.scans + ended.answersPasses + ended.agentRuns;
      if (total > 0) {
        console.log(
          `Sweep: ended ${ended.scans} scan(s), ${ended.answersPasses} Answers pass(es), ${ended.agentRuns} agent run(s) ` +
            'whose job was gone or had ended',
        );
      }
    } catch (error) {
      console.error(`Sweep: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      sweeping = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), settings.intervalSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
