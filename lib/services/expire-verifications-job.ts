// The scheduled expiry of verification records: every worker process runs it on a timer (one idempotent UPDATE).
import { positiveIntegerEnv } from '@/lib/settings/settings';
import { expireVerifications } from '@/lib/services/expire-verifications';
import { startPeriodic, type PeriodicTask } from '@/lib/jobs/periodic';

/** Runs expireVerifications now and then every AGENTGAUGE_VERIFICATION_EXPIRY_SECONDS (default 3600). */
export function startVerificationExpiry(): PeriodicTask {
  return startPeriodic('Verification expiry', positiveIntegerEnv('AGENTGAUGE_VERIFICATION_EXPIRY_SECONDS', 3600), async () => {
    await expireVerifications(new Date());
  });
}
