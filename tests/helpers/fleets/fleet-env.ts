// The environment of a fleet test's service: the generated web's names resolved by its DNS, its 127.0.0.1 sites
// allowed, the scanner named by its public URL, and queues polled and supervised quickly; each test adds the bounds it
// measures. fleetWorkerEnv is the system tier's (the web process and its `npm run worker` processes share it: no worker
// in the web process, the test starts its own); fleetServiceEnv the integration tier's (the in-process service's own
// worker works the fleet jobs, in the test process). censusEnv is the fleet census's, in both tiers: the operator's
// opt-out list (writeOptOutList) and the per-address limit its tests check, queues supervised at the default pace.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GeneratedWeb } from '../../fixtures/generated-web';

export function fleetWorkerEnv(web: GeneratedWeb, settings: Record<string, string>): Record<string, string> {
  return { ...fleetServiceEnv(web, {}), AGENTGAUGE_IN_PROCESS_WORKER: '0', ...settings };
}

export function fleetServiceEnv(web: GeneratedWeb, settings: Record<string, string>): Record<string, string> {
  return {
    AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
    AGENTGAUGE_DNS_SERVERS: web.dns.address,
    AGENTGAUGE_PUBLIC_URL: 'http://gauge.test',
    AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
    AGENTGAUGE_QUEUE_SUPERVISE_SECONDS: '1',
    ...settings,
  };
}

export function censusEnv(web: GeneratedWeb, census: { publicUrl: string; optOutFile: string; perAddress: number }): Record<string, string> {
  return {
    AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
    AGENTGAUGE_DNS_SERVERS: web.dns.address,
    AGENTGAUGE_PUBLIC_URL: census.publicUrl,
    AGENTGAUGE_FLEET_OPT_OUT: census.optOutFile,
    AGENTGAUGE_FLEET_PER_ADDRESS: String(census.perAddress),
    AGENTGAUGE_FLEET_JITTER_MS: '10',
    AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  };
}

/**
 * The operator's opt-out list naming the web's list-opt-out sites, in capitals (the list is matched whatever the
 * case), in a folder of its own that the caller removes.
 */
export function writeOptOutList(web: GeneratedWeb): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-opt-out-'));
  const file = path.join(dir, 'opt-out.txt');
  writeFileSync(file, `# Owners who asked us not to scan them\n${web.of('list-opt-out').map((site) => site.host.toUpperCase()).join('\n')}\n`);
  return { dir, file };
}
