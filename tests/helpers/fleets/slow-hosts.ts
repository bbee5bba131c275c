// The web of the long-audit tests (issue 64 point 3): forty plain sites, then two slow ones, which a list in that
// order would reach only after a dozen plain sites, in batches of 8 with 2 targets working. The service starts no
// worker: the test starts the in-process one once the run it looks at is queued or dealt, so that what the run dealt
// is seen before any worker acts on it.
import type { GeneratedWeb, SiteKind } from '../../fixtures/generated-web';
import { fleetServiceEnv } from './fleet-env';

export const PLAIN = 40;

/** The plain sites, then the two slow ones: the list's order puts the slow hosts last. */
export const PLAIN_THEN_SLOW: readonly SiteKind[] = [...Array<SiteKind>(PLAIN).fill('plain'), 'slow', 'slow'];

/** A row's host is the target's (with the generated web's port); a site's is its name. */
export const hostname = (host: string) => host.replace(/:\d+$/, '');

export function slowHostsEnv(web: GeneratedWeb): Record<string, string> {
  return fleetServiceEnv(web, {
    AGENTGAUGE_IN_PROCESS_WORKER: '0',
    AGENTGAUGE_FLEET_PER_ADDRESS: '32',
    AGENTGAUGE_SCANNER_PER_ADDRESS: '32',
    AGENTGAUGE_SCANS_PER_TARGET: '20',
    AGENTGAUGE_FLEET_JITTER_MS: '0',
    AGENTGAUGE_FLEET_BATCH: '8',
    AGENTGAUGE_FLEET_CONCURRENCY: '2',
    AGENTGAUGE_FLEET_WAITING_AFTER_MS: '300',
  });
}
