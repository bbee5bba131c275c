// `npm run bench:engine:peer -- <checkout>`: this engine against another checkout's (a release, a branch), run in
// the same process, in turns: on a shared machine whose speed drifts between runs minutes apart, two separate
// bench:engine runs compare the machine's moods as much as the engines. Both run their audits as their own service
// runs them (this checkout's audit pool, and the peer's pool, whatever it is: 6.2.0's ran audits in a worker thread).
// Prints start-page medians per fixture site (the two engines' audits alternating, run by run) and audits per second
// at 32 in flight (alternating windows), each with the ratio this / peer.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './bundle.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const peerArgument = process.argv[2];
if (!peerArgument) {
  console.error('usage: npm run bench:engine:peer -- <path of another checkout, with its node_modules installed>');
  process.exit(2);
}
const peer = path.resolve(peerArgument);
if (!existsSync(path.join(peer, 'engine/isolate/audit-pool.ts')) || !existsSync(path.join(peer, 'node_modules'))) {
  console.error(`${peer} is not a checkout of this project with node_modules installed (engine/isolate/audit-pool.ts, node_modules).`);
  process.exit(2);
}

// Each side's audit process entry, built as `npm run build:cli` builds it for its service, and each side's pool,
// bundled beside its own node_modules (dependencies stay external, as in the CLI build).
for (const checkout of [root, peer]) {
  const built = spawnSync(process.execPath, [path.join(checkout, 'bin/build-cli.mjs')], { cwd: checkout, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
  await bundleForNode({
    absWorkingDir: checkout,
    stdin: { contents: "export { createAuditPool } from './engine/isolate/audit-pool.js';", resolveDir: checkout, loader: 'ts' },
    outfile: path.join(checkout, 'dist/bench/peer-pool.mjs'),
  });
}
const runner = path.join(root, 'dist/bench/engine-peer.mjs');
await bundleForNode({ absWorkingDir: root, entryPoints: ['bench/engine-peer-run.ts'], outfile: runner });

const { NODE_OPTIONS: _tsxMayHaveSetThis, ...env } = process.env;
const serve = fileURLToPath(new URL('../tests/fixtures/web/serve.ts', import.meta.url));
const run = spawnSync(process.execPath, [runner, serve, root, peer], { cwd: root, env, stdio: 'inherit' });
process.exit(run.status ?? 1);
