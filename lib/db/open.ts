// Opens the database the configuration names and applies pending migrations first.
//
// Embedded mode and several processes: PGlite's data directory can be opened by one process only. The process that
// opens it takes DATA_DIR/pglite.lock and (unless it is a short-lived tool) serves the database on a Unix socket in
// DATA_DIR, announced in DATA_DIR/pglite-server.json. Every other process (admin CLI, workers, a second service
// module copy) connects through that socket with @prisma/adapter-pg, exactly as it would to PostgreSQL. With no
// server announced, a process opens the directory itself; if another live process holds the lock without serving,
// it waits for it (an admin command holds it for a few seconds) and after lockWaitMs reports it unavailable.
// Only the lock's holder creates the cluster or sets an incomplete one aside (embedded-cluster.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/client';
import { databaseTarget, embeddedPaths, type DatabaseTarget } from './config';
import { dataDirError, prepareDataDir } from './data-dir';
import { openCluster, type DatabaseNotice } from './embedded-cluster';
import { readServerInfo, serveEmbeddedDatabase } from './embedded-server';
import { DatabaseLockedError, DatabaseUnavailableError } from './errors';
import { isAlive, tryLock } from './lock';
import { applyMigrations } from './migrate';
import { pgClientSession, pgliteSession } from './sessions';

export interface OpenOptions {
  /** Serve an embedded database to other processes (default true; short-lived tools pass false). */
  serve?: boolean;
  /** How long to wait for another process to release the embedded database (default 15 s). */
  lockWaitMs?: number;
  /** Where lines for the operator go (a folder set aside, the embedded database's durability); default stderr. */
  notice?: DatabaseNotice;
}

const stderrNotice: DatabaseNotice = (_level, line) => void process.stderr.write(`${line}\n`);

export interface OpenDatabase {
  prisma: PrismaClient;
  /** A connection string other processes and libraries (pg-boss) can use, or null for a private embedded open. */
  url: string | null;
  mode: 'postgres' | 'embedded-server' | 'embedded-client' | 'embedded-direct';
  /** False once the process serving an embedded database we connect to has gone (then open again). */
  isCurrent(): boolean;
  close(): Promise<void>;
}

const always = () => true;

const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: OpenOptions = {}, target: DatabaseTarget = databaseTarget()): Promise<OpenDatabase> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  return openEmbedded(target.dataDir, options);
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new DatabaseUnavailableError(
      `PostgreSQL at DATABASE_URL (${redactedUrl(url)}) does not answer (${(error as Error).message}): check that it runs ` +
        'and that DATABASE_URL names its host, port and database',
      { cause: error },
    );
  }
  try {
    await applyMigrations(pgClientSession(client));
  } finally {
    await client.end().catch(() => undefined);
  }
  const prisma = postgresClient(url);
  return { prisma, url, mode: 'postgres', isCurrent: always, close: () => prisma.$disconnect() };
}

/** The URL without its password, for a message. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'not a valid URL';
  }
}

function postgresClient(url: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }) });
}

async function openEmbedded(dataDir: string, options: OpenOptions): Promise<OpenDatabase> {
  const paths = embeddedPaths(dataDir);
  prepareDataDir(dataDir);
  const deadline = Date.now() + (options.lockWaitMs ?? 15_000);
  for (;;) {
    const served = await connectToServer(paths.server);
    if (served) return served;
    const lock = takeLock(dataDir, paths.lock);
    if ('release' in lock) {
      try {
        return await openEmbeddedDirectly(dataDir, options, lock.release);
      } catch (error) {
        lock.release();
        throw error;
      }
    }
    if (Date.now() >= deadline) {
      throw new DatabaseLockedError(
        `the embedded database in ${dataDir} is open in process ${lock.heldBy} (${paths.lock}), which does not share it: ` +
          'retry when that process exits, or stop it',
      );
    }
    await sleep(200);
  }
}

/** Uses the database another process serves, if its announcement is present and the socket answers. */
async function connectToServer(infoFile: string): Promise<OpenDatabase | null> {
  const info = readServerInfo(infoFile);
  if (!info) return null;
  const probe = new pg.Client({ connectionString: info.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await probe.connect();
    await probe.query('SELECT 1');
  } catch {
    return null;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const prisma = postgresClient(info.url);
  return {
    prisma,
    url: info.url,
    mode: 'embedded-client',
    isCurrent: () => readServerInfo(infoFile)?.url === info.url && isAlive(info.pid),
    close: () => prisma.$disconnect(),
  };
}

function takeLock(dataDir: string, lockFile: string): ReturnType<typeof tryLock> {
  try {
    return tryLock(lockFile);
  } catch (error) {
    throw dataDirError(dataDir, error);
  }
}

async function openEmbeddedDirectly(dataDir: string, options: OpenOptions, releaseLock: () => void): Promise<OpenDatabase> {
  const paths = embeddedPaths(dataDir);
  const serve = options.serve ?? true;
  const pglite = await openCluster(paths.cluster, options.notice ?? stderrNotice);
  try {
    await applyMigrations(pgliteSession(pglite));
  } catch (error) {
    await pglite.close().catch(() => undefined);
    throw error;
  }
  const closeEmbedded = async () => {
    await pglite.close().catch(() => undefined);
    releaseLock();
  };
  if (!serve) {
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
    return {
      prisma,
      url: null,
      mode: 'embedded-direct',
      isCurrent: always,
      async close() {
        await prisma.$disconnect();
        await closeEmbedded();
      },
    };
  }
  // Once served, this process also goes through the socket: direct calls would slip into other connections' turns.
  const server = await serveEmbeddedDatabase(pglite, paths.socketDir, paths.server);
  const prisma = postgresClient(server.url);
  return {
    prisma,
    url: server.url,
    mode: 'embedded-server',
    isCurrent: always,
    async close() {
      await prisma.$disconnect();
      await server.close();
      await closeEmbedded();
    },
  };
}
