// `npm start` (bin/launch.mjs runs this file's bundle, dist/start.mjs): build the web app if needed, apply migrations, then serve the production build on PORT (default 3000), with one
// scan worker in the process. Logs are JSON lines on stdout; /healthz, /readyz and /metrics are answered by the
// HTTP front (lib/server/service-http.ts). SIGTERM/SIGINT drain: no new requests or jobs, running ones get
// AGENTGAUGE_STOP_SECONDS (default 30) to finish (jobs left then are released for a retry), then the process exits.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { emailLinkOffReason } from '../lib/auth/email-link-settings';
import { configuredPublicOrigin } from '../lib/net/public-origin';
import { closeDb, setDatabaseNotice } from '../lib/db';
import { openServiceDatabase, startInProcessWorker } from '../lib/server/service-start';
import { errorMessage, exitAfterLogs, logger, routeConsoleToLogger } from '../lib/observability/logger';
import { OPERATOR_PATHS } from '../lib/server/operator-endpoints';
import { routeLabeler } from '../lib/observability/route-labels';
import { serviceFront } from '../lib/server/service-front';
import { stopOnSignals } from '../lib/observability/stop-signals';
import { closeAuditPool, memoryWatchNotice } from '../lib/pools/audit-pool';
import { ensureBuild } from '../lib/server/build';
import { distDir } from '../lib/settings/dist-dir';
import { boundAddress } from '../lib/server/bound-address';
import { packCliWhenStale } from '../lib/server/cli-package-build';
import { printFirstStartHelp } from '../lib/server/first-start';
import { listenOn } from '../lib/server/listen';
import { listenHost } from '../lib/settings/settings';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const hostname = listenHost();

async function main(): Promise<void> {
  // Next's own messages (and any stray console call) become JSON lines too.
  routeConsoleToLogger();
  setDatabaseNotice((level, line) => logger[level](line));
  // AGENTGAUGE_NO_BUILD=1: the caller (the test helper, a deploy step) built already; serve what is there. (This
  // process runs from its bundle, which bin/launch.mjs built with the audit thread's.) The web build runs in child
  // processes and keeps about one core busy: the database opens meanwhile (on a first start, creating the embedded
  // cluster and applying the migrations), and a failure of either is reported once both have settled.
  const building = process.env.AGENTGAUGE_NO_BUILD === '1' ? Promise.resolve() : ensureBuild(root, (line) => logger.info(line));
  const [built, opened] = await Promise.allSettled([building, openServiceDatabase()]);
  if (built.status === 'rejected') {
    // Nothing to serve: the database that opened meanwhile is closed cleanly before the process exits.
    await closeDb().catch(() => undefined);
    throw built.reason;
  }
  if (opened.status === 'rejected') throw opened.reason;
  const firstStart = opened.value;

  const emailLinkOff = emailLinkOffReason();
  if (emailLinkOff) logger.warn(emailLinkOff);
  const memoryUnwatched = memoryWatchNotice();
  if (memoryUnwatched) logger.warn(memoryUnwatched);

  const app = next({ dev: false, dir: root, hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const front = serviceFront(routeLabeler(path.join(root, distDir()), [...OPERATOR_PATHS]), (request, response) => handle(request, response));
  const server = http.createServer(front.listener);
  server.on('clientError', front.clientError);
  await listenOn(server, port, hostname, 'PORT');
  const bound = boundAddress(server.address() as AddressInfo);
  logger.info(`Agent Gauge listening on ${bound.description}`);
  if (firstStart) printFirstStartHelp(configuredPublicOrigin() ?? bound.localUrl);
  // The CLI package served at /cli/latest.tgz, packed after listening when missing or stale (not awaited).
  if (process.env.AGENTGAUGE_NO_BUILD !== '1') void packCliWhenStale(root, (level, line) => logger[level](line));

  // The graceful stop is in place while the worker starts: a signal then finds it, not Node's default (which ended
  // the process without a drain); it stops the worker once started.
  const workerStarting = startInProcessWorker();
  stopOnSignals(async (signal, budgetMs) => {
    logger.info(`${signal}: draining: no new requests or jobs; running ones have ${budgetMs / 1000} s to finish`);
    const worker = await workerStarting.catch(() => null);
    // Requests and jobs drain side by side; the worker releases the jobs still running at the end for a retry.
    const [cutOff] = await Promise.all([
      front.drain(server, budgetMs),
      worker?.stop(budgetMs).catch((error: unknown) => logger.error({ err: error }, `Stopping the scan worker: ${errorMessage(error)}`)),
    ]);
    if (cutOff > 0) logger.warn(`${cutOff} request(s) were still running after ${budgetMs / 1000} s and were cut off`);
    // The audit pool and the database go last: the requests and scans above used them.
    await closeAuditPool();
    await app.close();
    await closeDb();
  });
  await workerStarting;
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, `Agent Gauge could not start: ${errorMessage(error)}`);
  exitAfterLogs(1);
});
