import { consumeWindow } from './fixed-window';
import { PUBLIC_SCAN_LIMITS, publicScanLimit } from './policy';

/** Per caller first (cheap to exhaust for one abuser), then per target (protects the measured site). */
export async function enforcePublicScanLimits(callerIp: string, host: string): Promise<void> {
  const perCaller = publicScanLimit('perCaller');
  await consumeWindow(
    { scope: 'public-scan:caller', subject: callerIp, ...perCaller },
    `Public scans are limited to ${perCaller.points} ${PUBLIC_SCAN_LIMITS.perCaller.label}.`,
  );
  const perTarget = publicScanLimit('perTarget');
  await consumeWindow(
    { scope: 'public-scan:target', subject: host, ...perTarget },
    `Public scans of ${host} are limited to ${perTarget.points} ${PUBLIC_SCAN_LIMITS.perTarget.label}.`,
  );
}
