// Environment settings read at request time (tests and installs change them without a rebuild).

/** AGENTGAUGE_ALLOW_PRIVATE_TARGETS=1 lifts the SSRF address and port rules (tests, intranet installs). Off by default. */
export function privateTargetsAllowed(): boolean {
  return process.env.AGENTGAUGE_ALLOW_PRIVATE_TARGETS === '1';
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
