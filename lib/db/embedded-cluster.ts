// The embedded PGlite cluster in DATA_DIR/pglite, and how it comes to exist without ever being half-built.
//
// PGlite creates a cluster (initdb) where it is told to, file by file; a process killed meanwhile leaves a folder
// that PGlite can neither use nor create again (it fails with ErrnoError EEXIST on every later start). So a new
// cluster is created in DATA_DIR/pglite.creating and renamed to DATA_DIR/pglite only once PGlite has created it and
// closed it: the live path is either absent or complete. A folder at the live path without PG_VERSION (left by an
// earlier version that created the cluster in place) is moved aside to DATA_DIR/pglite.incomplete-<UTC time>,
// never deleted, and a new cluster is created. The caller must hold DATA_DIR/pglite.lock: nobody else touches
// these folders meanwhile.
//
// Durability: PGlite's Node file system writes each commit's WAL to the host file at once (a killed process loses
// nothing the host's page cache holds), but it never flushes to disk: its file streams have no fsync, so PostgreSQL's
// fsync setting changes nothing (measured with strace: no fsync or fdatasync call during 200 commits with fsync=on).
// PGlite starts with fsync off (-F), which says what actually happens; DURABILITY_NOTICE tells the operator.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describeThrown } from '@/lib/errors/describe-thrown';
import { DatabaseSetupError } from './errors';

/** The PostgreSQL major version of the PGlite this build ships (a cluster's PG_VERSION file holds the one that made it). */
export const PGLITE_POSTGRES_MAJOR = '17';

export type DatabaseNotice = (level: 'info' | 'warn', line: string) => void;

export function durabilityNotice(cluster: string): string {
  return (
    `Embedded database in ${cluster}: every commit reaches the host's files at once, so a killed process loses ` +
    'nothing, but PGlite never flushes them to disk (fsync has no effect in its file system): a power loss or host ' +
    'crash can lose recent commits or damage the cluster. Installs that must survive that: set DATABASE_URL to PostgreSQL.'
  );
}

/** Opens the cluster at `cluster`, creating it atomically first when there is none. The caller holds the lock. */
export async function openCluster(cluster: string, notice: DatabaseNotice): Promise<PGlite> {
  setAsideIfIncomplete(cluster, notice);
  if (!existsSync(cluster)) await createCluster(cluster);
  const pglite = new PGlite(cluster);
  try {
    await pglite.waitReady;
  } catch (error) {
    await pglite.close().catch(() => undefined);
    throw openFailure(cluster, error);
  }
  notice('info', durabilityNotice(cluster));
  return pglite;
}

/** A cluster is complete once PG_VERSION exists (PGlite's own test for "found DB, resuming"). */
function isComplete(cluster: string): boolean {
  return statSync(cluster).isDirectory() && existsSync(path.join(cluster, 'PG_VERSION'));
}

function setAsideIfIncomplete(cluster: string, notice: DatabaseNotice): void {
  if (!existsSync(cluster) || isComplete(cluster)) return;
  const aside = asidePath(cluster);
  renameSync(cluster, aside);
  syncDirectory(path.dirname(cluster));
  notice(
    'warn',
    `The embedded database folder ${cluster} is incomplete (no PG_VERSION: its creation was interrupted); ` +
      `moved it to ${aside} (kept, not deleted) and creating a new, empty database in ${cluster}`,
  );
}

/** DATA_DIR/pglite.incomplete-20261123T101500Z, with -2, -3… should that name be taken. */
function asidePath(cluster: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const base = `${cluster}.incomplete-${stamp}`;
  let candidate = base;
  for (let n = 2; existsSync(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

async function createCluster(cluster: string): Promise<void> {
  const creating = `${cluster}.creating`;
  // Left by a process killed while creating: it never held data (nothing opens it but its creator), start over.
  rmSync(creating, { recursive: true, force: true });
  const pglite = new PGlite(creating);
  try {
    await pglite.waitReady;
  } catch (error) {
    throw new DatabaseSetupError(
      `Creating the embedded database in ${creating} failed (${describeThrown(error)}): check the disk has space and ` +
        'DATA_DIR is writable, then start again (the half-created folder is replaced)',
      { cause: error },
    );
  } finally {
    await pglite.close().catch(() => undefined);
  }
  renameSync(creating, cluster);
  syncDirectory(path.dirname(cluster));
}

/** Makes a rename in `directory` durable where the file system honours it (a no-op cost where it does not). */
function syncDirectory(directory: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(directory, 'r');
    fsyncSync(fd);
  } catch {
    // Some platforms cannot open or fsync a directory; the rename itself stands.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function openFailure(cluster: string, error: unknown): DatabaseSetupError {
  const made = readPgVersion(cluster);
  if (made !== null && made !== PGLITE_POSTGRES_MAJOR) {
    return new DatabaseSetupError(
      `The embedded database in ${cluster} was created by PostgreSQL ${made} (another PGlite version) and this build runs ` +
        `PostgreSQL ${PGLITE_POSTGRES_MAJOR}: start the version that created it and export the data (pg_dump), or move ` +
        `${cluster} away to start with an empty database`,
      { cause: error },
    );
  }
  return new DatabaseSetupError(
    `The embedded database in ${cluster} cannot be opened (${describeThrown(error)}): it is damaged or from an ` +
      `incompatible PGlite version; restore DATA_DIR from a backup, or move ${cluster} away to start with an empty database`,
    { cause: error },
  );
}

function readPgVersion(cluster: string): string | null {
  try {
    return readFileSync(path.join(cluster, 'PG_VERSION'), 'utf8').trim();
  } catch {
    return null;
  }
}
