// The scheduled expiry of verification records: every worker process runs it on a timer. It is one idempotent
// UPDATE, so several workers running it at once do no harm.
import { positiveIntegerEnv } from '@/lib/server/settings';
import { expireVerifications } from '@/lib/services/expire-verifications';

export interface VerificationExpiry {
  stop(): void;
}

/** Runs expireVerifications now and then every AGENTGAUGE_VERIFICATION_EXPIRY_SECONDS (default 3600). */
export function startVerificationExpiry(): VerificationExpiry {
  const intervalMs = positiveIntegerEnv('AGENTGAUGE_VERIFICATION_EXPIRY_SECONDS', 3600) * 1000;
  const run = () => {
    expireVerifications(new Date()).catch((error: unknown) =>
      console.error(`Verification expiry: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
