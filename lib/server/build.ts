// Builds the web app when `.next` is missing or older than its sources (one build at a time per checkout). The
// service's own bundles (the server, the worker, the audit thread) are lib/settings/service-bundles.mjs's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from '../settings/service-bundles.mjs';
import { distDir } from '@/lib/settings/dist-dir';

const SOURCE_ENTRIES = [
  'app',
  'components',
  'engine',
  'lib',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'package.json',
  'tsconfig.json',
  'prisma/schema.prisma',
];
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.next', '.git']);
const LOCK_STALE_AFTER_MS = 10 * 60_000;

export function buildIsStale(root: string): boolean {
  const buildId = path.join(root, distDir(), 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  // The build's own folder (AGENTGAUGE_DIST_DIR may name one inside a source folder) is not a source.
  const skipped = new Set([...SKIPPED_DIRECTORIES, distDir()]);
  return SOURCE_ENTRIES.some((entry) => newestMtime(path.join(root, entry), skipped) > builtAt);
}

export async function ensureBuild(root: string, log: (line: string) => void = console.log): Promise<void> {
  if (!buildIsStale(root)) return;
  const release = await acquireLock(path.join(root, `${distDir()}-build.lock`));
  try {
    if (!buildIsStale(root)) return;
    log('Building the web app (npm run build:web)...');
    await run('npm', ['run', 'build:web'], root);
  } finally {
    release();
  }
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** A directory lock (mkdir is atomic); a lock whose owner died or that is very old is taken over. */
export async function acquireLock(lockDir: string): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (lockIsAbandoned(lockDir)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

function lockIsAbandoned(lockDir: string): boolean {
  try {
    if (Date.now() - statSync(lockDir).mtimeMs > LOCK_STALE_AFTER_MS) return true;
    const pid = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
    if (!pid) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
