import { consumeWindow } from './fixed-window';
import { PUBLIC_SCAN_LIMITS, publicScanLimit } from './policy';
import { PRIVATE_TARGETS_EXEMPT, quotaRefusal } from './refusal';

/**
 * Per caller first (cheap to exhaust for one abuser), then per target (protects the measured site), unless the
 * operator allowed the target as private (AGENTGAUGE_ALLOW_PRIVATE_TARGETS): then it is no third party's site.
 */
export async function enforcePublicScanLimits(callerIp: string, host: string, options: { targetExempt?: boolean } = {}): Promise<void> {
  const perCaller = publicScanLimit('perCaller');
  await consumeWindow({ scope: 'public-scan:caller', subject: callerIp, ...perCaller }, (retryAfterSeconds) =>
    quotaRefusal({
      counted: 'Public scans from your address',
      points: perCaller.points,
      label: PUBLIC_SCAN_LIMITS.perCaller.label,
      env: PUBLIC_SCAN_LIMITS.perCaller.env,
      windowSeconds: perCaller.windowSeconds,
      retryAfterSeconds,
    }),
  );
  if (options.targetExempt) return;
  const perTarget = publicScanLimit('perTarget');
  await consumeWindow({ scope: 'public-scan:target', subject: host, ...perTarget }, (retryAfterSeconds) =>
    quotaRefusal({
      counted: `Public scans of ${host}`,
      points: perTarget.points,
      label: PUBLIC_SCAN_LIMITS.perTarget.label,
      env: PUBLIC_SCAN_LIMITS.perTarget.env,
      windowSeconds: perTarget.windowSeconds,
      retryAfterSeconds,
      alsoLiftedBy: PRIVATE_TARGETS_EXEMPT,
    }),
  );
}
