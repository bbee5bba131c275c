// Environment settings read at request time (tests and installs change them without a rebuild).
import { parsePrivateTargets, type PrivateTargets } from '@/engine/light';

/**
 * AGENTGAUGE_ALLOW_PRIVATE_TARGETS=1 lifts the SSRF address and port rules for every target (tests, intranet installs);
 * a comma-separated `host:port` list (`127.0.0.1:4000,localhost:4000`) lifts them for those origins only. Off by default.
 */
export function privateTargetsAllowed(): PrivateTargets {
  return parsePrivateTargets(process.env.AGENTGAUGE_ALLOW_PRIVATE_TARGETS);
}

export function positiveIntegerEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer (got "${raw}").`);
  }
  return value;
}

export function nonNegativeIntegerEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer (got "${raw}").`);
  return value;
}
