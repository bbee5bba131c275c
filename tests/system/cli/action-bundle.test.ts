// The action's prebuilt CLI (action/cli/, committed as JavaScript actions commit their dist/) is what the sources
// build today: the package folder is rebuilt into a temporary folder (the build is deterministic: same sources, same
// bytes, wherever it is written) and compared file by file, byte by byte. When this fails, run `npm run build:action`
// and commit action/cli/. The one exception is the engine's V8 code cache (bin/cli-package/make-code-cache.mjs): V8
// writes different bytes for the same code on every run, and its name holds the Node that made it, so it is compared
// by the engine script it belongs to, and, when made by this Node, by V8 taking it for that script. It carries no
// start-up snapshot of the engine (`npm run build:action` passes --no-snapshot).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../helpers/cli/run-cli.js';

const COMMITTED = path.join(ROOT, 'action', 'cli');
const fresh = mkdtempSync(path.join(tmpdir(), 'agentgauge-action-bundle-'));

function files(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

const CODE_CACHE = /^dist\/chunks\/(engine-[A-Z0-9]+\.cjs)\.[^/]+\.v8cache$/;
const notCodeCache = (file: string) => !CODE_CACHE.test(file);
const codeCaches = (folder: string) => files(folder).filter((file) => CODE_CACHE.test(file));
/** The engine script a code cache belongs to (its file name in dist/chunks/). */
const scriptOf = (cache: string) => CODE_CACHE.exec(cache)![1]!;

/** Prints "taken" when V8 compiles the script (argv[1]) with the code cache (argv[2]) rather than refusing it. */
const V8_TAKES_CACHE = [
  "const { readFileSync } = require('node:fs');",
  "const [script, cache] = process.argv.slice(1);",
  "const compiled = new (require('node:vm').Script)(readFileSync(script, 'latin1'), { filename: script, cachedData: readFileSync(cache) });",
  "console.log(compiled.cachedDataRejected ? 'refused' : 'taken');",
].join('\n');
function withoutNodeOptions(): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _options, ...env } = process.env;
  return env;
}

afterAll(() => rmSync(fresh, { recursive: true, force: true }));

describe('action/cli', () => {
  it('is the CLI package as the sources build it now (else: npm run build:action)', () => {
    // As `npm run build:action` builds it: without the engine's start-up snapshot (docs/cli.md, GitHub Action).
    const built = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'pack-cli.mjs'), '--into', fresh, '--no-pack', '--no-snapshot'], { cwd: ROOT, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    expect(files(COMMITTED).filter(notCodeCache)).toEqual(files(fresh).filter(notCodeCache));
    const stale = files(fresh)
      .filter(notCodeCache)
      .filter((file) => !readFileSync(path.join(fresh, file)).equals(readFileSync(path.join(COMMITTED, file))));
    expect(stale, 'stale files in action/cli: run "npm run build:action" and commit action/cli/').toEqual([]);
    const [rebuilt, committed] = [codeCaches(fresh), codeCaches(COMMITTED)];
    expect(rebuilt).toHaveLength(1);
    expect(committed.map(scriptOf), 'action/cli carries one code cache, of its engine script: run "npm run build:action"').toEqual(rebuilt.map(scriptOf));
    if (committed[0] === rebuilt[0]) {
      // In a plain node, as the CLI runs: V8 refuses a cache made under other V8 flags (this test runner may set some).
      const script = path.join(COMMITTED, 'dist', 'chunks', scriptOf(committed[0]!));
      const taken = spawnSync(process.execPath, ['-e', V8_TAKES_CACHE, script, path.join(COMMITTED, committed[0]!)], { env: withoutNodeOptions(), encoding: 'utf8' });
      expect(taken.stdout.trim(), `V8 takes ${committed[0]}: ${taken.stderr}`).toBe('taken');
    }
    // The launcher is run as a command (on PATH): git keeps its executable bit.
    expect(statSync(path.join(COMMITTED, 'bin', 'agentgauge')).mode & 0o111).toBe(0o111);
  });
});
