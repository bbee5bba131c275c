// `npm run worker`: one more scan worker, on any machine that reaches the database (DATABASE_URL, or DATA_DIR of a
// running `npm start` that shares its embedded database). SIGTERM/SIGINT stop it gracefully: no new scans are
// fetched, running ones get AGENTGAUGE_WORKER_STOP_SECONDS (default 30) to finish and are then released for a retry.
import { fileURLToPath } from 'node:url';
import { closeDb, getDb } from '../lib/db';
import { closeAuditPool } from '../lib/server/audit-pool';
import { ensureAuditThread } from '../lib/server/build';
import { positiveIntegerEnv } from '../lib/server/settings';
import { startScanWorker } from '../lib/jobs/worker';

async function main(): Promise<void> {
  // Scans run in audit threads, which load the engine from its bundle: build it first if the engine changed.
  if (process.env.AGENTGAUGE_NO_BUILD !== '1') await ensureAuditThread(fileURLToPath(new URL('..', import.meta.url)));
  // Opens the database first (applies migrations; on the embedded database, finds the serving process).
  await getDb();
  const worker = await startScanWorker();
  console.log(`Agent Gauge scan worker ${process.pid} started`);
  const stop = (signal: string) => {
    console.log(`Scan worker ${process.pid}: ${signal}, finishing running scans`);
    const timeoutMs = positiveIntegerEnv('AGENTGAUGE_WORKER_STOP_SECONDS', 30) * 1000;
    void worker
      .stop(timeoutMs)
      .then(() => closeAuditPool())
      .then(() => closeDb())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
