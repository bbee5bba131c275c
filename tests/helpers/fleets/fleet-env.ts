// The environment of a fleet test's service: the generated web's names resolved by its DNS, its 127.0.0.1 sites
// allowed, the scanner named by its public URL, and queues polled and supervised quickly; each test adds the bounds it
// measures. fleetWorkerEnv is the system tier's (the web process and its `npm run worker` processes share it: no worker
// in the web process, the test starts its own); fleetServiceEnv the integration tier's (the in-process service's own
// worker works the fleet jobs, in the test process).
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
