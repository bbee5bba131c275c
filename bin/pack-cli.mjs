#!/usr/bin/env node
// `npm run pack:cli`: the CLI as one self-contained package, @agentgauge/cli (command `agentgauge`). Builds its folder
// (dist/package/: package.json, README.md, bin/agentgauge and the bundles in dist/, built by bin/build-cli.mjs
// --package), packs it with `npm pack` into dist/pack/ and prints the tarball's path as its last line (other tools
// read that line).
//
// The package declares no dependencies and no install scripts: every library is bundled, so `npm i -g <tarball>` and
// `npx <tarball>` need only Node. The browser driver of the rendered view (playwright-core) is an optional peer,
// loaded only when --browser asks for it (engine/render/browser-driver.ts).
//
// It also carries the engine's V8 code cache, made here after an audit of a fixture site, or kept from the folder's
// earlier build of the same engine script on the same runtime (bin/cli-package/make-code-cache.mjs), so that the first
// audit on a fresh CI runner is as fast as later ones when the runner's Node is the packer's; the package works the
// same without it (it is then packed without, with a warning).
//
// It carries the engine's start-up snapshot for the packer's Node as well (bin/cli-package/make-snapshot.mjs: ~12 MB,
// 4.4 MB of the tarball), from which a plain local audit starts on that very Node build (bin/cli/snapshot-start.ts);
// on any other the CLI starts from the code-cached script. `--no-snapshot` leaves it out.
//
// `--into <dir> --no-pack` builds the folder elsewhere without packing it: `npm run build:action` refreshes the
// action's committed copy (action/cli/) that way, without a snapshot (`--no-snapshot`: the action runs on the runner's
// Node, which is not the one that built the copy, and the repository would carry a new blob at every rebuild), and
// tests/system/cli/action-bundle.test.ts rebuilds into a temporary folder to prove that copy matches the sources.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { makeCodeCache, readCodeCaches } from './cli-package/make-code-cache.mjs';
import { describeCompiled, makeSnapshot, readSnapshots } from './cli-package/make-snapshot.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({ options: { into: { type: 'string' }, 'no-pack': { type: 'boolean' }, 'no-snapshot': { type: 'boolean' } } });
const folder = resolve(args.into ?? join(root, 'dist', 'package'));
const packDir = join(root, 'dist', 'pack');

const PACKAGE_NAME = '@agentgauge/cli';
const checkout = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

const manifest = {
  name: PACKAGE_NAME,
  version: checkout.version,
  description: 'Agent Gauge CLI: measure how ready a website is for AI agents, assert scores in CI (SARIF, JUnit, Markdown).',
  license: checkout.license,
  type: 'module',
  bin: { agentgauge: 'bin/agentgauge' },
  files: ['bin/agentgauge', 'dist/'],
  engines: checkout.engines,
  keywords: ['ai-agents', 'agent-readiness', 'llms-txt', 'mcp', 'audit', 'ci', 'sarif'],
  // Not installed with the CLI: `agentgauge audit --browser` loads it when the user has added it.
  peerDependencies: { 'playwright-core': checkout.devDependencies['playwright-core'] },
  peerDependenciesMeta: { 'playwright-core': { optional: true } },
};

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(`pack-cli: ${command} ${commandArgs.join(' ')} exited ${result.status}\n`);
    process.exit(result.status ?? 1);
  }
  return result.stdout;
}

const earlierCaches = readCodeCaches(folder);
const earlierSnapshots = args['no-snapshot'] ? new Map() : readSnapshots(folder);
rmSync(folder, { recursive: true, force: true });
mkdirSync(join(folder, 'bin'), { recursive: true });
run(process.execPath, [join(root, 'bin', 'build-cli.mjs'), '--package', folder], { stdio: 'inherit' });
writeFileSync(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(join(root, 'bin', 'agentgauge'), join(folder, 'bin', 'agentgauge'));
copyFileSync(join(root, 'bin', 'cli-package', 'README.md'), join(folder, 'README.md'));
try {
  const cache = await makeCodeCache(root, folder, earlierCaches);
  process.stderr.write(`pack-cli: the engine's code cache for this runtime is ${cache.path}${cache.made ? '' : ' (kept from the earlier build of the same script)'}\n`);
} catch (error) {
  process.stderr.write(`pack-cli: packing without the engine's code cache (a first audit will compile the engine): ${error.message}\n`);
}
if (!args['no-snapshot']) {
  try {
    const snapshot = await makeSnapshot(root, folder, earlierSnapshots);
    process.stderr.write(`pack-cli: the engine's start-up snapshot for this runtime is ${snapshot.path}${describeCompiled(snapshot)}\n`);
  } catch (error) {
    process.stderr.write(`pack-cli: packing without the engine's start-up snapshot (a local audit starts from the code-cached script): ${error.message}\n`);
  }
}

if (!args['no-pack']) {
  // Packed aside and renamed into place: a running service serves dist/pack/'s tarball (GET /cli/latest.tgz) and
  // must never read half of one. Its sha256 goes beside it, in sha256sum's format.
  const aside = join(packDir, `.packing-${process.pid}`);
  mkdirSync(aside, { recursive: true });
  try {
    // --json: npm names the file it wrote; its human output goes to stderr.
    const [packed] = JSON.parse(run('npm', ['pack', folder, '--pack-destination', aside, '--json', '--ignore-scripts'], { cwd: folder }));
    const tarball = join(packDir, packed.filename);
    const sha256 = createHash('sha256').update(readFileSync(join(aside, packed.filename))).digest('hex');
    writeFileSync(join(aside, `${packed.filename}.sha256`), `${sha256}  ${packed.filename}\n`);
    renameSync(join(aside, packed.filename), tarball);
    renameSync(join(aside, `${packed.filename}.sha256`), `${tarball}.sha256`);
    process.stdout.write(`${tarball}\n`);
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
} else {
  process.stdout.write(`${folder}\n`);
}
