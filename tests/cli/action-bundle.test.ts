// The action's prebuilt CLI (action/cli/, committed as JavaScript actions commit their dist/) is what the sources
// build today: the package folder is rebuilt into a temporary folder (the build is deterministic: same sources, same
// bytes, wherever it is written) and compared file by file, byte by byte. When this fails, run `npm run build:action`
// and commit action/cli/.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './run-cli.js';

const COMMITTED = path.join(ROOT, 'action', 'cli');
const fresh = mkdtempSync(path.join(tmpdir(), 'agentgauge-action-bundle-'));

function files(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

afterAll(() => rmSync(fresh, { recursive: true, force: true }));

describe('action/cli', () => {
  it('is the CLI package as the sources build it now (else: npm run build:action)', () => {
    const built = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'pack-cli.mjs'), '--into', fresh, '--no-pack'], { cwd: ROOT, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    expect(files(COMMITTED)).toEqual(files(fresh));
    const stale = files(fresh).filter((file) => !readFileSync(path.join(fresh, file)).equals(readFileSync(path.join(COMMITTED, file))));
    expect(stale, 'stale files in action/cli: run "npm run build:action" and commit action/cli/').toEqual([]);
    // The launcher is run as a command (on PATH): git keeps its executable bit.
    expect(statSync(path.join(COMMITTED, 'bin', 'agentgauge')).mode & 0o111).toBe(0o111);
  });
});
