// `npm run bench:engine`: bundles the bench and the engine it measures with esbuild (dependencies stay in
// node_modules, as in the CLI build) and runs the bundle under plain node, so neither timings nor peak RSS include
// tsx's on-the-fly compilation (importing the engine under tsx alone takes ~190 MB).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = fileURLToPath(new URL('../dist/bench/engine.mjs', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: ['bench/engine-run.ts'],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  logLevel: 'warning',
});

const { NODE_OPTIONS: _tsxMayHaveSetThis, ...env } = process.env;
const serve = fileURLToPath(new URL('../tests/fixtures/web/serve.ts', import.meta.url));
// First with Node's defaults, which size the heap to the machine (24 GiB here): V8 then lets garbage pile up far
// beyond the live heap before collecting. Then the throughput phase again with the heap budget a process that runs
// many audits at once should be given (HEAP_BUDGET), to show what the engine itself needs.
const HEAP_BUDGET = ['--max-semi-space-size=16', '--max-old-space-size=256'];
const defaults = spawnSync(process.execPath, [bundle, serve], { cwd: root, env, stdio: 'inherit' });
if (defaults.status !== 0) process.exit(defaults.status ?? 1);
const budgeted = spawnSync(process.execPath, [...HEAP_BUDGET, bundle, serve, '--throughput-only'], { cwd: root, env, stdio: 'inherit' });
process.exit(budgeted.status ?? 1);
