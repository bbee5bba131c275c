// `npm start` on a checkout whose CLI package (dist/pack/agentgauge-cli-<version>.tgz, served at GET /cli/latest.tgz)
// is missing or older than its sources packs it (bin/pack-cli.mjs) after the service listens, in a child process:
// the first start does not wait for it, and GET /cli/… answers 503 with Retry-After until the tarball is there.
// `npm run build` packs it too, so a deployment that builds first never serves without it.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from '../settings/service-bundles.mjs';
import { cliTarballName } from '@/lib/services/get-cli-package';
import { acquireLock } from './build';

/** What the package is built from (bin/build-cli.mjs --package): a newer file here makes the tarball stale. */
const SOURCES = ['bin', 'engine', 'lib', 'package.json', 'tsconfig.json'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.next', '.git', 'generated']);

export function cliPackageIsStale(root: string): boolean {
  const tarball = path.join(root, 'dist', 'pack', cliTarballName());
  if (!existsSync(tarball)) return true;
  const packedAt = statSync(tarball).mtimeMs;
  return SOURCES.some((entry) => newestMtime(path.join(root, entry), SKIPPED_DIRECTORIES) > packedAt);
}

/** Packs the CLI when stale (one pack at a time per checkout); resolves when done, never rejects. */
export async function packCliWhenStale(root: string, log: (level: 'info' | 'warn', line: string) => void): Promise<void> {
  if (!cliPackageIsStale(root)) return;
  const release = await acquireLock(path.join(root, 'dist', 'pack-cli.lock'));
  try {
    if (!cliPackageIsStale(root)) return;
    log('info', 'Packing the CLI package served at /cli/latest.tgz (npm run pack:cli)...');
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [path.join(root, 'bin', 'pack-cli.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => void (errors = (errors + chunk.toString()).slice(-2000)));
      child.on('error', () => resolve(null));
      child.on('exit', (exitCode) => {
        if (exitCode !== 0 && errors) log('warn', errors.trim());
        resolve(exitCode);
      });
    });
    if (code === 0) log('info', `The CLI package is served at /cli/latest.tgz (${cliTarballName()}).`);
    else log('warn', `Packing the CLI failed (exit ${code}): /cli/latest.tgz answers 503 until "npm run pack:cli" succeeds.`);
  } finally {
    release();
  }
}
