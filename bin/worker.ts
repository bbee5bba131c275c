// `npm run worker` (bin/launch.mjs runs this file's bundle, dist/worker.mjs): one more scan worker, on any machine that reaches the database (DATABASE_URL, or DATA_DIR of a
// running `npm start` that shares its embedded database). Logs are JSON lines on stdout. With AGENTGAUGE_WORKER_PORT
// set it answers /healthz, /readyz and /metrics on that port (HOST, default 0.0.0.0), so Prometheus can scrape it.
// SIGTERM/SIGINT stop it gracefully: no new jobs are fetched, running ones get AGENTGAUGE_STOP_SECONDS (default 30)
// to finish and are then released for a retry.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeDb, getDb, setDatabaseNotice } from '../lib/db';
import { startScanWorker } from '../lib/server/worker';
import { errorMessage, exitAfterLogs, logger, routeConsoleToLogger } from '../lib/observability/logger';
import { OPERATOR_PATHS } from '../lib/server/operator-endpoints';
import { fixedRouteLabeler } from '../lib/observability/route-labels';
import { serviceHttp } from '../lib/server/service-http';
import { stopOnSignals } from '../lib/observability/stop-signals';
import { closeAuditPool, memoryWatchNotice } from '../lib/pools/audit-pool';
import { listenOn } from '../lib/server/listen';
import { listenHost } from '../lib/settings/settings';

async function main(): Promise<void> {
  routeConsoleToLogger();
  setDatabaseNotice((level, line) => logger[level](line));
  // A crash is logged as a JSON line too (an unhandled rejection arrives here as well), then exits 1 as Node would.
  // (`npm start` leaves this to Next, which logs such errors through the console and keeps serving.)
  process.on('uncaughtException', (error, origin) => {
    logger.fatal({ err: error, origin }, `The scan worker crashed: ${errorMessage(error)}`);
    exitAfterLogs(1);
  });
  // Opens the database first (applies migrations; on the embedded database, finds the serving process).
  await getDb();
  const worker = await startScanWorker();
  const operatorPort = await listenForOperators();
  // Before "started": a signal sent as soon as that line is read (a supervisor, a Ctrl-C, the stop tests under load)
  // finds the graceful stop in place, not Node's default, which ended the process without a drain.
  stopOnSignals(async (signal, budgetMs) => {
    logger.info(`Scan worker ${process.pid}: ${signal}, finishing running scans (up to ${budgetMs / 1000} s; then they are released for a retry)`);
    await Promise.all([worker.stop(budgetMs), operatorPort?.drain(budgetMs)]);
    await closeAuditPool();
    await closeDb();
  });
  logger.info(`Agent Gauge scan worker ${process.pid} started`);
  const memoryUnwatched = memoryWatchNotice();
  if (memoryUnwatched) logger.warn(memoryUnwatched);
}

/** The operator endpoints on AGENTGAUGE_WORKER_PORT, when set. */
async function listenForOperators(): Promise<{ drain(timeoutMs: number): Promise<number> } | null> {
  const raw = process.env.AGENTGAUGE_WORKER_PORT;
  if (raw === undefined || raw === '') return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`AGENTGAUGE_WORKER_PORT must be a port number (got "${raw}").`);
  const hostname = listenHost();
  const front = serviceHttp({ routeOf: fixedRouteLabeler([...OPERATOR_PATHS]) });
  const server = http.createServer(front.listener);
  await listenOn(server, port, hostname, 'AGENTGAUGE_WORKER_PORT');
  const shown = hostname === '0.0.0.0' ? '127.0.0.1' : hostname;
  logger.info(`Scan worker ${process.pid} serves /healthz, /readyz and /metrics on http://${shown}:${(server.address() as AddressInfo).port}`);
  return { drain: (timeoutMs) => front.drain(server, timeoutMs) };
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, `The scan worker could not start: ${errorMessage(error)}`);
  exitAfterLogs(1);
});
