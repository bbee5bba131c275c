// DATA_DIR must be a directory this process can write before anything else is tried in it; when it is not, the
// operator gets one sentence naming the folder and what to do, instead of an errno from deep inside a library.
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { DatabaseSetupError } from './errors';

const FIX = 'set DATA_DIR to a folder this user can write';

/** Creates DATA_DIR when missing; throws DatabaseSetupError when it is not a writable directory. */
export function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw dataDirError(dataDir, error);
  }
  if (!statSync(dataDir).isDirectory()) {
    throw new DatabaseSetupError(`DATA_DIR ${dataDir} is not a directory: ${FIX}, or move that file away`);
  }
  try {
    accessSync(dataDir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw dataDirError(dataDir, error);
  }
}

/** The sentence for a file system error met in DATA_DIR (creating it, or a file in it such as the lock). */
export function dataDirError(dataDir: string, error: unknown): DatabaseSetupError {
  const code = (error as NodeJS.ErrnoException).code ?? 'an error';
  const detail = (error as Error).message ?? String(error);
  if (code === 'EEXIST' || code === 'ENOTDIR') {
    return new DatabaseSetupError(`DATA_DIR ${dataDir} is not a directory (${detail}): ${FIX}, or move that file away`, { cause: error });
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    const user = typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : '';
    return new DatabaseSetupError(
      `DATA_DIR ${dataDir} is not writable by this user${user} (${detail}): give the folder to this user (chown) or ${FIX}`,
      { cause: error },
    );
  }
  if (code === 'ENOSPC') return new DatabaseSetupError(`DATA_DIR ${dataDir} is on a full disk (${detail}): free space there`, { cause: error });
  return new DatabaseSetupError(`DATA_DIR ${dataDir} cannot be used (${detail}): ${FIX}`, { cause: error });
}
