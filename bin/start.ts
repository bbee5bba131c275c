// `npm start`: build if needed, apply migrations, then serve the production build on PORT (default 3000).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { closeDb, getDb, isDatabaseUnavailable } from '../lib/db';
import { CLIENT_IP_HEADER } from '../lib/http/client-ip';
import { varyOnAcceptForNegotiatedPages } from '../lib/http/vary-accept';
import { inProcessWorkerEnabled } from '../lib/jobs/config';
import { startScanWorker, type ScanWorker } from '../lib/jobs/worker';
import { closeAuditPool } from '../lib/server/audit-pool';
import { ensureAuditThread, ensureBuild } from '../lib/server/build';
import { printFirstStartHelp } from '../lib/server/first-start';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const trustProxy = process.env.AGENTGAUGE_TRUST_PROXY === '1';

/** The caller's address: the socket's, or with AGENTGAUGE_TRUST_PROXY=1 the last hop the proxy appended. */
function callerAddress(request: http.IncomingMessage): string {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return socketAddress;
  const forwarded = String(request.headers['x-forwarded-for'] ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return forwarded.at(-1) ?? socketAddress;
}

async function main(): Promise<void> {
  // AGENTGAUGE_NO_BUILD=1: the caller (the test helper, a deploy step) built already; serve what is there.
  if (process.env.AGENTGAUGE_NO_BUILD !== '1') {
    await ensureBuild(root);
    await ensureAuditThread(root);
  }
  // Opening the database applies pending migrations. It stays open: the app's routes share this process's handle.
  // A database that is down does not stop the service: requests answer 503 until it is reachable again.
  try {
    await printFirstStartHelp(await getDb());
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`The database is unavailable (${(error as Error).message}); API requests answer 503 until it is reachable.`);
  }

  const app = next({ dev: false, dir: root, hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((request, response) => {
    request.headers[CLIENT_IP_HEADER] = callerAddress(request);
    varyOnAcceptForNegotiatedPages(request, response);
    void handle(request, response);
  });
  server.listen(port, hostname, () => {
    const { port: actualPort } = server.address() as AddressInfo;
    const shown = hostname === '0.0.0.0' ? '127.0.0.1' : hostname;
    console.log(`Agent Gauge listening on http://${shown}:${actualPort}`);
  });

  const worker = await startInProcessWorker();

  const stop = () => {
    server.close();
    server.closeAllConnections();
    // The worker goes before the database: its running scans finish or are released for a retry first.
    void (worker?.stop() ?? Promise.resolve())
      .catch((error: unknown) => console.error(`Stopping the scan worker: ${(error as Error).message}`))
      .finally(() => closeAuditPool().finally(() => app.close().finally(() => closeDb().finally(() => process.exit(0)))));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** One scan worker in this process (AGENTGAUGE_IN_PROCESS_WORKER=0 leaves scans to `npm run worker` processes). */
async function startInProcessWorker(): Promise<ScanWorker | null> {
  if (!inProcessWorkerEnabled()) return null;
  try {
    return await startScanWorker();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`The scan worker could not start (${(error as Error).message}); queued scans wait for a worker.`);
    return null;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
