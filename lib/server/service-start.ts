// The service's start-up steps that do not depend on how it serves HTTP: opening its database and starting the scan
// worker it runs in-process. bin/start.ts runs them around Next; the in-process test service runs the same steps.
import { loadSharedSecret, loadSharedSecretWhenReachable } from '@/lib/auth/shared-secret';
import { DatabaseLockedError, getDb, isDatabaseUnavailable } from '@/lib/db';
import { inProcessWorkerEnabled } from '@/lib/jobs/config';
import { errorMessage, logger } from '@/lib/observability/logger';
import { isFirstStart } from './first-start';
import { startScanWorker, type ScanWorker } from './worker';

/**
 * Opens the database, which applies pending migrations, and says whether this is the first start. It stays open: the
 * app's routes share this process's handle. A database that is down does not stop the service: requests answer 503
 * until it is reachable again. One that cannot be used as configured (DATA_DIR, a damaged cluster) or is held by a
 * process that does not share it does (the promise rejects).
 */
export async function openServiceDatabase(): Promise<boolean> {
  try {
    const firstStart = await isFirstStart(await getDb());
    await loadSharedSecret();
    return firstStart;
  } catch (error) {
    if (!isDatabaseUnavailable(error) || error instanceof DatabaseLockedError) throw error;
    logger.error(`The database is unavailable (${errorMessage(error)}); API requests answer 503 until it is reachable.`);
    loadSharedSecretWhenReachable();
    return false;
  }
}

/** One scan worker in this process (AGENTGAUGE_IN_PROCESS_WORKER=0 leaves scans to `npm run worker` processes). */
export async function startInProcessWorker(): Promise<ScanWorker | null> {
  if (!inProcessWorkerEnabled()) return null;
  try {
    return await startScanWorker();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error(`The scan worker could not start (${errorMessage(error)}); queued scans wait for a worker.`);
    return null;
  }
}
