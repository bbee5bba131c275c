// Where the builds live. AGENTGAUGE_DIST_DIR (relative to the project) lets parallel test runs or
// deploy steps keep separate builds in one checkout; both `next build` and the server read it.
import { SERVICE_BUNDLES } from './service-bundles.mjs';

export function distDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.AGENTGAUGE_DIST_DIR?.trim() || '.next';
}

/** The bundle audit processes run (see lib/pools/audit-pool.ts), relative to the project; `npm run build:cli` writes it. */
export const AUDIT_THREAD_BUNDLE = SERVICE_BUNDLES.auditThread;

/** The bundle a traffic batch is read on (a worker thread: lib/traffic/read-in-thread.ts); `npm run build:cli` writes it. */
export const TRAFFIC_THREAD_BUNDLE = SERVICE_BUNDLES.trafficThread;
