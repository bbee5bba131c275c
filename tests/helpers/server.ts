// Starts the REAL production server (npm start's bin/launch.mjs → dist/start.mjs → next build output) on a free port with its own database:
// a temporary PGlite data folder or a fresh PostgreSQL database on 127.0.0.1:5432. Tests speak HTTP to it.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PrismaClient } from '../../lib/db';
import { ensureServiceBundles } from '../../lib/settings/service-bundles.mjs';
import { ensureBuild } from '../../lib/server/build';
import { postgresTemplateClause, seedPgliteDataDir } from './database-templates';
import { postgresDatabaseUrl, withAdminClient } from './postgres-admin';
import { spawnLaunched, type LaunchedProcess } from './launched-process';
import { distDir } from '../../lib/settings/dist-dir';
import { currentTestFile, noteServerStart } from './server-starts';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 90_000;
/** For beforeAll hooks that start a server: a cold production build (webpack) takes minutes on small machines. */
export const SERVER_START_TIMEOUT_MS = 600_000;

export interface TestServer {
  /** http://127.0.0.1:PORT */
  baseUrl: string;
  /** The database settings the server runs with (DATA_DIR or DATABASE_URL). */
  databaseEnv: Record<string, string>;
  /** Everything the server printed (stdout and stderr). */
  output(): string;
  /** The server process's id (for reading its memory or asking whether it still runs). */
  pid: number;
  /** Sends a signal to the server process (SIGTERM to test draining). */
  kill(signal: NodeJS.Signals): void;
  /** The server process's exit code, once it has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /**
   * PostgreSQL unless the file asks for PGlite ('pglite'): a built server on the embedded database costs three times
   * the CPU to start (measured on 2 cores: 9.3-10.4 s against 2.8-3.3 s, the postgres WebAssembly module compiled and
   * its files unpacked each time) and about three times as much idle (15-20% of a core against 6%, the queue's polls
   * run inside it). The embedded database keeps the files about it (tests/system/db), the process tests that run on
   * both kinds, and the integration tier, where every service runs on PGlite in process.
   */
  database?: DatabaseKind;
  /** Extra environment for the server (e.g. rate limits, AGENTGAUGE_ALLOW_PRIVATE_TARGETS). */
  env?: Record<string, string>;
  /** Runs before the server starts, with the server's database settings applied to process.env (PGlite
   *  allows one process at a time, so seed here, then the server opens the folder). */
  seed?: (db: PrismaClient) => Promise<unknown>;
  /** Another server's databaseEnv: this server joins that database (scale-out tests) and its stop() leaves it. */
  joinDatabase?: Record<string, string>;
}

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'agentgauge-data-'));
    seedPgliteDataDir(dataDir);
    return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `agentgauge_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}${postgresTemplateClause()}`));
  return {
    env: { DATABASE_URL: postgresDatabaseUrl(name) },
    drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Applies a database's settings to this process (for seeding through lib/db), returning a restore function. */
export function useDatabaseEnv(env: Record<string, string>): () => void {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  delete process.env.DATA_DIR;
  delete process.env.DATABASE_URL;
  Object.assign(process.env, env);
  return () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

let built: Promise<void> | undefined;

/** Builds the web app and the service's bundles when missing or stale, once per test process, as `npm start` does.
 *  SKIP_BUILD=1 (set by tests/run.mjs after its own build, or by hand) serves whatever build exists. */
function buildOnce(): Promise<void> {
  if (process.env.SKIP_BUILD && existsSync(path.join(ROOT, distDir(), 'BUILD_ID'))) return Promise.resolve();
  built ??= ensureBuild(ROOT).then(() => ensureServiceBundles(ROOT));
  return built;
}

/** Runs work with lib/db pointed at a database (the server's, while it runs: PGlite is reached through the socket
 *  the server shares it on), then closes this process's connection. */
export async function withDatabase<T>(env: Record<string, string>, work: (db: PrismaClient) => Promise<T>): Promise<T> {
  // An in-process service's database is open in this process already: its client is the one to use, and stays open.
  const { servesDatabase } = await import('./in-process/service');
  if (servesDatabase(env)) {
    const { getDb } = await import('../../lib/db');
    return work(await getDb());
  }
  const restore = useDatabaseEnv(env);
  const { getDb, closeDb } = await import('../../lib/db');
  try {
    return await work(await getDb({ serve: false }));
  } finally {
    await closeDb();
    restore();
  }
}

export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  await buildOnce();
  const database: TestDatabase = options.joinDatabase
    ? { env: options.joinDatabase, drop: async () => undefined }
    : await createTestDatabase(options.database ?? 'postgres');
  if (options.seed) await withDatabase(database.env, options.seed);
  const { child, output, exited } = spawnService({ ...database.env, ...options.env });
  try {
    const baseUrl = await waitForListening(child, output);
    return {
      baseUrl,
      pid: child.pid!,
      databaseEnv: database.env,
      output,
      kill: (signal) => child.kill(signal),
      exited,
      stop: async () => {
        await stopChild(child);
        await database.drop();
      },
    };
  } catch (error) {
    await stopChild(child);
    await database.drop();
    throw error;
  }
}

export type ServiceProcess = LaunchedProcess;

/** Starts the service as `npm start` runs it, on `env` (database settings included). */
export function spawnService(env: Record<string, string>, options: { detached?: boolean } = {}): ServiceProcess {
  noteServerStart(currentTestFile('shared-services broker'));
  return spawnLaunched('start', { PORT: '0', HOST: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1', AGENTGAUGE_NO_BUILD: '1', ...env }, options);
}

/** Resolves with the service's base URL once it logs that it listens; rejects if it exits first. */
export function waitForListening(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in time:\n${output()}`)), START_TIMEOUT_MS);
    const onData = () => {
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code} before listening:\n${output()}`));
    });
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
