// bin/agentgauge as an installed command: through a symlink on PATH (what `npm i -g` makes), on an old Node, and on
// a terminal (colour).
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';
import { EXIT, MINIMUM_NODE } from '../../../bin/cli/exit-codes.js';
import pkg from '../../../package.json' with { type: 'json' };
import { buildCli, LAUNCHER, runCli, type CliRun } from '../../helpers/cli/run-cli.js';

const OLD_NODE = '/usr/bin/node';
const oldNodeVersion = existsSync(OLD_NODE) ? spawnSync(OLD_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim() : '';
const [oldMajor = 0, oldMinor = 0] = oldNodeVersion.split('.').map(Number);
const haveOldNode = oldNodeVersion !== '' && (oldMajor < 22 || (oldMajor === 22 && oldMinor < 12));
const haveScript = spawnSync('script', ['--version']).status === 0;

let site: FixtureSite;
let binDir: string;

function run(file: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  buildCli();
  binDir = mkdtempSync(join(tmpdir(), 'agentgauge-bin-'));
  symlinkSync(LAUNCHER, join(binDir, 'agentgauge'));
  site = await serveSite({
    // Main content every agent profile reads without JavaScript: Access is full, so robots-txt alone makes the score.
    '/': html(
      `<!doctype html><html lang="en"><head><title>Colour</title></head><body><main><h1>Colour</h1><p>${'Colour names the hue, the lightness and the saturation of what a page shows. '.repeat(8)}</p></main></body></html>`,
    ),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
});

afterAll(async () => {
  await site?.close();
  if (binDir) rmSync(binDir, { recursive: true, force: true });
});

describe('bin/agentgauge', () => {
  it('runs as a command on PATH through a symlink, from any directory', async () => {
    const env = { ...process.env, PATH: `${binDir}:${dirname(process.execPath)}:${process.env.PATH}` };
    const result = await run('agentgauge', ['checks', '--json'], env, tmpdir());
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toHaveLength(26);
  });

  it.skipIf(!haveOldNode)('refuses an old Node with one line naming both versions', async () => {
    const result = await runCli(['--version'], {}, OLD_NODE);
    expect(result.code).toBe(EXIT.nodeTooOld);
    expect(EXIT.nodeTooOld).toBe(7);
    expect(pkg.engines.node).toBe(`>=${MINIMUM_NODE}`);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`agentgauge: Node.js 22.12 or newer is required (this is Node.js ${oldNodeVersion}).\n`);
  });

  // `script` gives the CLI a terminal as stdout.
  const onTerminal = (env: Record<string, string>) => {
    const command = `'${process.execPath}' '${LAUNCHER}' audit '${site.url}' --local --allow-private-targets --checks robots-txt`;
    return run('script', ['-qec', command, '/dev/null'], { ...process.env, ...env, TERM: 'xterm' }, tmpdir());
  };

  it.skipIf(!haveScript)('colours the grade on a terminal, and not with NO_COLOR', async () => {
    const coloured = await onTerminal({});
    expect(coloured.code).toBe(0);
    expect(coloured.stdout).toContain('Grade \u001b[32m\u001b[1mA\u001b[22m\u001b[39m');
    const plain = await onTerminal({ NO_COLOR: '1' });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/Score 100\/100 +Grade A/);
    expect(plain.stdout).not.toContain('\u001b[3');
  });
});
