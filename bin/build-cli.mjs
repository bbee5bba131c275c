#!/usr/bin/env node
// `npm run build:cli`: bundles the CLI (and the engine it runs) into dist/cli.mjs, and the thread the service runs
// audits in (engine/isolate/audit-thread.ts) into dist/audit-thread.mjs. Dependencies stay in node_modules, so the
// bundles hold only our own code and a global install resolves packages the ordinary way. The engine is a separate
// chunk (dist/chunks/), shared by both, that the CLI loads on first use, so --help and --version do not pay for its
// parsers.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chunksDir = join(root, 'dist', 'chunks');

// The admin commands bundle the generated Prisma client, which a fresh checkout does not have yet
// (`npm run build` generates it only after this step).
if (!existsSync(join(root, 'lib', 'db', 'generated', 'client.ts'))) {
  const generated = spawnSync(process.execPath, [join(root, 'prisma', 'generate.mjs')], { stdio: 'inherit' });
  if (generated.status !== 0) process.exit(generated.status ?? 1);
}

let result;
try {
  result = await build({
    absWorkingDir: root,
    entryPoints: { cli: 'bin/cli/main.ts', 'audit-thread': 'engine/isolate/audit-thread.ts' },
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
} catch {
  // esbuild has already printed each error with its location.
  process.exit(1);
}

// Written aside and renamed into place, so a CLI started while another build runs (parallel test files) never
// loads a half-written file. Chunks first: the entry must never point at a chunk that is not there yet.
const isChunk = (file) => dirname(file.path) === chunksDir;
const chunksFirst = [...result.outputFiles.filter(isChunk), ...result.outputFiles.filter((file) => !isChunk(file))];
for (const file of chunksFirst) {
  mkdirSync(dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}

// Chunk names carry a content hash: drop the ones earlier builds left behind. Only old ones, because a build that
// runs at the same moment on other sources (a test run while files change) may still be loading its own.
const current = new Set(result.outputFiles.map((file) => basename(file.path)));
const STALE_AFTER_MS = 10 * 60 * 1000;
for (const name of readdirSync(chunksDir)) {
  const path = join(chunksDir, name);
  if (!current.has(name) && Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { force: true });
}
