// Where the data lives: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR (./.data).
import path from 'node:path';

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string };

export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  return { kind: 'embedded', dataDir: path.resolve(env.DATA_DIR?.trim() || '.data') };
}

/** The PGlite cluster itself lives in a subfolder, so DATA_DIR can also hold the lock and the socket files. */
export function embeddedPaths(dataDir: string) {
  return {
    cluster: path.join(dataDir, 'pglite'),
    lock: path.join(dataDir, 'pglite.lock'),
    server: path.join(dataDir, 'pglite-server.json'),
    socketDir: dataDir,
  };
}
