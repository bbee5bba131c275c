// An exclusive lock file for the embedded database: PGlite's data directory must be opened by one process only.
// The file names the holder by pid and, on Linux, the pid's start time, so a pid reused after a crash or a container
// restart (the service is often pid 1 every time) is recognised as stale.
import { openSync, closeSync, readFileSync, rmSync, writeSync } from 'node:fs';

export interface FileLock {
  release(): void;
}

interface Holder {
  pid: number;
  start: string | null;
}

/** Takes the lock, or returns the pid of the live process holding it. A lock left by a dead process is taken over. */
export function tryLock(file: string): FileLock | { heldBy: number } {
  const me: Holder = { pid: process.pid, start: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return { release: () => releaseIfOurs(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isRunning(holder)) return { heldBy: holder.pid };
      // Stale (the holder is gone, or its pid now names another process) or unreadable: remove and retry;
      // `wx` keeps two takers from both winning.
      rmSync(file, { force: true });
    }
  }
  return { heldBy: readHolder(file)?.pid ?? -1 };
}

function releaseIfOurs(file: string): void {
  if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
}

function readHolder(file: string): Holder | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    const parsed = (text.startsWith('{') ? JSON.parse(text) : { pid: Number.parseInt(text, 10), start: null }) as Partial<Holder>;
    const pid = Number(parsed.pid);
    return Number.isInteger(pid) && pid > 0 ? { pid, start: typeof parsed.start === 'string' ? parsed.start : null } : null;
  } catch {
    return null;
  }
}

function isRunning(holder: Holder): boolean {
  if (!isAlive(holder.pid)) return false;
  const start = startTimeOf(holder.pid);
  return holder.start === null || start === null || start === holder.start;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); null where /proc does not exist. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses; fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}
