// Documented rate-limit defaults; each can be changed by an environment variable.
import { positiveIntegerEnv } from '@/lib/server/settings';

export const PUBLIC_SCAN_LIMITS = {
  perCaller: { env: 'AGENTGAUGE_PUBLIC_SCAN_PER_CALLER', default: 5, windowSeconds: 60, label: 'per minute per caller IP address' },
  perTarget: { env: 'AGENTGAUGE_PUBLIC_SCAN_PER_TARGET', default: 10, windowSeconds: 3600, label: 'per hour per target host' },
} as const;

export type PublicScanLimitName = keyof typeof PUBLIC_SCAN_LIMITS;

export function publicScanLimit(name: PublicScanLimitName): { points: number; windowSeconds: number } {
  const limit = PUBLIC_SCAN_LIMITS[name];
  return { points: positiveIntegerEnv(limit.env, limit.default), windowSeconds: limit.windowSeconds };
}

export function describePublicScanLimits(): string {
  return Object.values(PUBLIC_SCAN_LIMITS)
    .map((limit) => `${limit.default} ${limit.label} (environment variable ${limit.env})`)
    .join('; ');
}

/** Paid scan quotas (seed-api.md Limits), shared by the remote engine and every other scan surface. */
export const SCAN_QUOTAS = {
  perOrganization: { env: 'AGENTGAUGE_SCANS_PER_ORGANIZATION', default: 10, windowSeconds: 3600, label: 'per hour per organization' },
  perTarget: { env: 'AGENTGAUGE_SCANS_PER_TARGET', default: 5, windowSeconds: 3600, label: 'per hour per target host' },
} as const;

export function scanQuota(name: keyof typeof SCAN_QUOTAS): { points: number; windowSeconds: number } {
  const quota = SCAN_QUOTAS[name];
  return { points: positiveIntegerEnv(quota.env, quota.default), windowSeconds: quota.windowSeconds };
}
