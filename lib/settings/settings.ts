// Environment settings read at request time (tests and installs change them without a rebuild).
import { parsePrivateTargets, type PrivateTargets } from '@/engine/light';

/**
 * AGENTGAUGE_ALLOW_PRIVATE_TARGETS=1 lifts the SSRF address and port rules for every target (tests, intranet installs);
 * a comma-separated `host:port` list (`127.0.0.1:4000,localhost:4000`) lifts them for those origins only. Off by default.
 */
export function privateTargetsAllowed(): PrivateTargets {
  return parsedPrivateTargets(process.env.AGENTGAUGE_ALLOW_PRIVATE_TARGETS);
}

// The allow-list as last parsed, by its text: it is read for every target line of an upload and every fetch, and a
// list of a thousand entries parsed per line cost minutes of CPU on one upload (issue 52). Parsed once per process
// (again only when the text changes: tests and installs change the setting without a restart).
let lastParsed: { raw: string | undefined; value: PrivateTargets } | null = null;

/** The allow-list of this text, parsed once for as long as the text stays the same. */
export function parsedPrivateTargets(raw: string | undefined): PrivateTargets {
  if (lastParsed === null || lastParsed.raw !== raw) lastParsed = { raw, value: parsePrivateTargets(raw) };
  return lastParsed.value;
}

/**
 * What anonymous public scans may reach, and the public report and badge publish: never a private origin, whatever
 * AGENTGAUGE_ALLOW_PRIVATE_TARGETS allows (it is for an organization's own sites, scanned signed in). A test bed that
 * scans its 127.0.0.1 fixtures anonymously says so with AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS=1: the allow-list then
 * applies to public scans too. Off by default; never on a service the public can reach.
 */
export function publicScanPrivateTargets(): PrivateTargets {
  return process.env.AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS === '1' ? privateTargetsAllowed() : false;
}

/** A positive whole number, raised to `least` where set lower (a floor the setting's docs state). */
export function integerEnvAtLeast(name: string, fallback: number, least: number): number {
  return Math.max(least, positiveIntegerEnv(name, fallback));
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

/**
 * The address the service listens on: HOST, default 0.0.0.0 (every IPv4 interface: a service is reached from other
 * machines, a load balancer, a container's published port). An empty HOST is unset, not Node's "any address" (which
 * would be every IPv6 interface too).
 */
export function listenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST?.trim() || '0.0.0.0';
}

export function nonNegativeIntegerEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer (got "${raw}").`);
  return value;
}
