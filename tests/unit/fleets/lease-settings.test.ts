// The politeness leases' lengths (docs/configuration.md: AGENTGAUGE_SCANNER_LEASE_SECONDS, AGENTGAUGE_FLEET_LEASE_SECONDS):
// the defaults an installation runs with, a floor under which a renewal could not keep up, and a clear refusal of
// a value that is not a whole number of seconds.
import { afterEach, describe, expect, it } from 'vitest';
import { fleetLeaseRenewMs } from '@/lib/fleets/leases';
import { fleetLeaseSeconds } from '@/lib/fleets/settings';
import { scannerLeaseSeconds } from '@/lib/rate-limit/politeness';

const NAMES = ['AGENTGAUGE_SCANNER_LEASE_SECONDS', 'AGENTGAUGE_FLEET_LEASE_SECONDS'] as const;

describe('lease lengths', () => {
  afterEach(() => {
    for (const name of NAMES) delete process.env[name];
  });

  it('default to 30 s for the scanner gate and 20 s for fleet audits, a fleet lease renewed every 6 s', () => {
    expect([scannerLeaseSeconds(), fleetLeaseSeconds(), fleetLeaseRenewMs()]).toEqual([30, 20, 6_000]);
  });

  it('take a setting, never below 5 s', () => {
    process.env.AGENTGAUGE_SCANNER_LEASE_SECONDS = '6';
    process.env.AGENTGAUGE_FLEET_LEASE_SECONDS = '10';
    expect([scannerLeaseSeconds(), fleetLeaseSeconds(), fleetLeaseRenewMs()]).toEqual([6, 10, 3_000]);
    process.env.AGENTGAUGE_SCANNER_LEASE_SECONDS = '1';
    process.env.AGENTGAUGE_FLEET_LEASE_SECONDS = '2';
    expect([scannerLeaseSeconds(), fleetLeaseSeconds()]).toEqual([5, 5]);
  });

  it('refuse a value that is not a positive whole number, naming the setting', () => {
    process.env.AGENTGAUGE_SCANNER_LEASE_SECONDS = '2.5';
    expect(() => scannerLeaseSeconds()).toThrow('AGENTGAUGE_SCANNER_LEASE_SECONDS must be a positive integer (got "2.5").');
    process.env.AGENTGAUGE_FLEET_LEASE_SECONDS = '0';
    expect(() => fleetLeaseSeconds()).toThrow('AGENTGAUGE_FLEET_LEASE_SECONDS must be a positive integer (got "0").');
  });
});
