// `npm run bench:engine [-- --peer <checkout>]`: bundles the bench and the engine it measures with esbuild
// (dependencies stay in node_modules, as in the CLI build) and runs the bundle under plain node, so neither timings
// nor peak RSS include tsx's on-the-fly compilation (importing the engine under tsx alone takes ~190 MB). With
// `--peer`, it ends with bench/engine-peer.ts: the ratios against another checkout's engine, run in turns.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './bundle.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const peerFlag = process.argv.indexOf('--peer');
const peer = peerFlag >= 0 ? (process.argv[peerFlag + 1] ?? null) : null;
if (peerFlag >= 0 && peer === null) {
  console.error('usage: npm run bench:engine [-- --peer <path of another checkout>]');
  process.exit(2);
}
const bundle = fileURLToPath(new URL('../dist/bench/engine.mjs', import.meta.url));

await bundleForNode({ absWorkingDir: root, entryPoints: ['bench/engine-run.ts'], outfile: bundle });

// The audit process entry the bench runs audits in (dist/audit-thread.mjs, named from when audits ran in a thread),
// built as `npm run build:cli` builds it for the service.
const cliBuild = spawnSync(process.execPath, [fileURLToPath(new URL('../bin/build-cli.mjs', import.meta.url))], { cwd: root, stdio: 'inherit' });
if (cliBuild.status !== 0) process.exit(cliBuild.status ?? 1);
const threadEntry = fileURLToPath(new URL('../dist/audit-thread.mjs', import.meta.url));

const { NODE_OPTIONS: _tsxMayHaveSetThis, ...env } = process.env;
const serve = fileURLToPath(new URL('../tests/fixtures/web/serve.ts', import.meta.url));
// First as the service runs audits (in an audit process under its heap budget). Then the throughput phase again on the
// process's own heap with Node's defaults, which size the heap to the machine (24 GiB here): V8 then lets garbage
// pile up far beyond the live heap before collecting, which is why the service does not run audits that way.
const service = spawnSync(process.execPath, [bundle, serve, threadEntry], { cwd: root, env, stdio: 'inherit' });
if (service.status !== 0) process.exit(service.status ?? 1);
const inProcess = spawnSync(process.execPath, [bundle, serve, threadEntry, '--in-process'], { cwd: root, env, stdio: 'inherit' });
if (inProcess.status !== 0 || peer === null) process.exit(inProcess.status ?? 1);
// Last, with `--peer <checkout>`: this engine against that checkout's in one process, in turns (bench/engine-peer.ts).
const compared = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./engine-peer.ts', import.meta.url)), peer], { cwd: root, env, stdio: 'inherit' });
process.exit(compared.status ?? 1);
