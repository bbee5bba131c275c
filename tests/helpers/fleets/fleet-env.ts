// The environment a fleet test's web process and `npm run worker` processes share: the generated web's names
// resolved by its DNS, its 127.0.0.1 sites allowed, the scanner named by its public URL, no worker in the web process
// (the test starts its own), and queues polled and supervised quickly; each test adds the bounds it measures.
import type { GeneratedWeb } from '../../fixtures/generated-web';

export function fleetWorkerEnv(web: GeneratedWeb, settings: Record<string, string>): Record<string, string> {
  return {
    AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
    AGENTGAUGE_DNS_SERVERS: web.dns.address,
    AGENTGAUGE_PUBLIC_URL: 'http://gauge.test',
    AGENTGAUGE_IN_PROCESS_WORKER: '0',
    AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
    AGENTGAUGE_QUEUE_SUPERVISE_SECONDS: '1',
    ...settings,
  };
}
