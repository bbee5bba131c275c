// The service in this test process, for the integration tier: what `npm start` runs (its database opened as
// bin/start.ts opens it, its scan worker, its HTTP front and Next's handling of the app's route handlers), without a
// build, a port or a child process of its own (the audit pool still forks its audit processes, as the service does).
// A test talks to it through tests/helpers/http.ts request() or fetch at `baseUrl`, over Unix sockets of this process
// (./transport.ts). One service runs at a time in a test process: the service reads its settings from process.env as
// the real one does, so the settings given here are applied to this process while it runs and taken back when it
// stops; what the service's modules keep on globalThis (its database, queue, pools, caches) is closed and forgotten at
// the stop, and the next service loads the modules afresh, as a new process would.
import http from 'node:http';
import { vi } from 'vitest';
import type { PrismaClient } from '../../../lib/db';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../server';
import { logMark, logSince } from './log-capture';
import { createNextApp } from './next-handler';
import { registerEndpoint } from './transport';

export interface InProcessServiceOptions {
  database?: DatabaseKind;
  /** Settings for the service (as a server's environment): applied to process.env while it runs. */
  env?: Record<string, string>;
  /** Runs once the database is open and migrated, before the first request. */
  seed?: (db: PrismaClient) => Promise<unknown>;
}

export interface InProcessService {
  /** http://127.0.0.1:PORT: reachable from this process only, through request() or fetch. */
  baseUrl: string;
  /** The database settings the service runs with (DATA_DIR or DATABASE_URL). */
  databaseEnv: Record<string, string>;
  /** What the service logged since it started (JSON lines, as `npm start` prints them). */
  output(): string;
  /** The service's database client (the one its routes use). */
  db(): Promise<PrismaClient>;
  stop(): Promise<void>;
}

/** What a service's modules keep on globalThis and a stop forgets; the log's destination and logger stay. */
function serviceGlobals(): symbol[] {
  return Object.getOwnPropertySymbols(globalThis).filter((symbol) => {
    const key = Symbol.keyFor(symbol);
    return key !== undefined && key.startsWith('agentgauge.') && !key.startsWith('agentgauge.logger');
  });
}

let running: { databaseEnv: Record<string, string> } | null = null;
let starting = false;
let started = 0;

/** Whether the in-process service running now uses the database `env` names (then its client is this process's). */
export function servesDatabase(env: Record<string, string>): boolean {
  return running !== null && running.databaseEnv.DATA_DIR === env.DATA_DIR && running.databaseEnv.DATABASE_URL === env.DATABASE_URL;
}

/** Whether an in-process service runs in this test process now. */
export function inProcessServiceRunning(): boolean {
  return running !== null;
}

export async function startInProcessService(options: InProcessServiceOptions = {}): Promise<InProcessService> {
  if (running || starting) throw new Error('an in-process service is already running in this test process: stop it first');
  starting = true;
  const startedBefore = started++;
  const mark = logMark();
  const database: TestDatabase = await createTestDatabase(options.database ?? 'pglite');
  const saved = new Map<string, string | undefined>();
  // The test's settings win: a DATABASE_URL of its own (a database that does not answer) replaces the copy's.
  const settings: Record<string, string> = { ...database.env, ...options.env };
  for (const key of ['DATA_DIR', 'DATABASE_URL', ...Object.keys(settings)]) saved.set(key, process.env[key]);
  delete process.env.DATA_DIR;
  delete process.env.DATABASE_URL;
  Object.assign(process.env, settings);
  // A second service in one test file gets the modules afresh, as a new process would (settings read at load).
  if (startedBefore > 0) vi.resetModules();
  let worker: { stop(timeoutMs?: number): Promise<void> } | null = null;
  let release = async (): Promise<void> => undefined;
  const stop = async () => {
    await release();
    await worker?.stop(5_000).catch(() => undefined);
    const { closeAuditPool } = await import('../../../lib/pools/audit-pool');
    await closeAuditPool().catch(() => undefined);
    const { closeDb } = await import('../../../lib/db');
    await closeDb().catch(() => undefined);
    for (const symbol of serviceGlobals()) delete (globalThis as Record<symbol, unknown>)[symbol];
    await database.drop();
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    vi.useRealTimers();
    running = null;
  };
  try {
    const { logger, requestLogger, logLevel } = await import('../../../lib/observability/logger');
    logger.level = requestLogger.level = logLevel();
    const { getDb, setDatabaseNotice } = await import('../../../lib/db');
    setDatabaseNotice((level, line) => logger[level](line));
    const { openServiceDatabase, startInProcessWorker } = await import('../../../lib/server/service-start');
    await openServiceDatabase();
    if (options.seed) await options.seed(await getDb());
    const { serviceFront } = await import('../../../lib/server/service-front');
    const { OPERATOR_PATHS } = await import('../../../lib/server/operator-endpoints');
    const { labelerFor } = await import('../../../lib/observability/route-labels');
    const app = await createNextApp();
    // The routes as the build's manifest lists them: static ones by name, dynamic ones by pattern in Next's order.
    const routeOf = labelerFor(
      app.routes.filter((route) => !route.page.includes('[')).map((route) => ({ page: route.page, regex: route.regex.source })),
      app.routes.filter((route) => route.page.includes('[')).map((route) => ({ page: route.page, regex: route.regex.source })),
      [...OPERATOR_PATHS],
    );
    const front = serviceFront(routeOf, (request, response) => app.handle(request, response));
    const server = http.createServer(front.listener);
    server.on('clientError', front.clientError);
    const endpoint = await registerEndpoint(server);
    release = endpoint.release;
    worker = await startInProcessWorker();
    running = { databaseEnv: database.env };
    return { baseUrl: endpoint.origin, databaseEnv: database.env, output: () => logSince(mark), db: () => getDb(), stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    starting = false;
  }
}
