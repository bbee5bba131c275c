// Runs the real, built `bin/agentgauge` as a child process (asynchronously: fixture servers live in this process).
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { ensureCliBundles } from '../cli-bundles';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const LAUNCHER = `${ROOT}bin/agentgauge`;

/** dist/cli.mjs built from the current sources the way `npm run build:cli` does (once per test run). */
export function buildCli(): void {
  ensureCliBundles();
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Environment without the caller's API settings, colour preferences or Node options (which keep a local audit from
 * starting from the engine's start-up snapshot, as AGENTGAUGE_NO_SNAPSHOT does), plus `env`.
 */
function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of ['AGENTGAUGE_API_KEY', 'AGENTGAUGE_URL', 'NO_COLOR', 'FORCE_COLOR', 'AGENTGAUGE_DEBUG', 'NODE_OPTIONS', 'AGENTGAUGE_NO_SNAPSHOT']) {
    delete base[name];
  }
  return { ...base, ...env };
}

export function runCli(args: string[], env: Record<string, string> = {}, node = process.execPath, cwd = ROOT, timeoutMs = 60_000): Promise<CliRun> {
  return runLauncher(LAUNCHER, args, env, node, cwd, timeoutMs);
}

/** As runCli, with another copy of the CLI's launcher (bin/agentgauge beside its dist/). */
export function runLauncher(launcher: string, args: string[], env: Record<string, string> = {}, node = process.execPath, cwd = ROOT, timeoutMs = 60_000): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(node, [launcher, ...args], { cwd, env: cleanEnv(env), timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * What Node prints running `argv` with stdout a terminal: util-linux `script` gives the run a pseudo-terminal (its
 * lines end in CR LF there). Fails the test when the run does not exit 0.
 */
export function runInTerminal(argv: string[], env: Record<string, string> = {}): Promise<string> {
  const quoted = [process.execPath, ...argv].map((arg) => `'${arg.replace(/'/g, "'\\''")}'`).join(' ');
  return new Promise((resolve, reject) => {
    execFile('script', ['--quiet', '--return', '--command', quoted, '/dev/null'], { cwd: ROOT, env: cleanEnv(env), timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${quoted} in a terminal: ${error.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

/** A port on 127.0.0.1 that nothing listens on. */
export async function closedPort(): Promise<number> {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The engine script's code cache files a run stored in a compile cache folder (Node keeps them in a subfolder per Node
 * version), as `engine.v8cache` and `engine.partial.v8cache`.
 */
export function engineCaches(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /engine-[A-Z0-9]+\.cjs(\.partial)?\.v8cache$/.test(name))
    .map((name) => name.replace(/^.*\//, '').replace(/^engine-[A-Z0-9]+\.cjs/, 'engine'))
    .sort();
}

/** An HTTP date (RFC 9110 §5.6.7), as a Date header the fixture servers send has it. */
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * An audit's JSON report without what differs between two runs of the same audit (times, the 404 probe's random path,
 * the Date header of the responses the agent views record: issue 62).
 */
export function stableReport(run: CliRun): unknown {
  expect(run.code).toBe(0);
  const randomPaths = run.stdout.replace(/agentgauge-missing-[0-9a-f-]{36}/g, 'agentgauge-missing-<uuid>');
  const { timestamp: _timestamp, duration: _duration, ...report } = JSON.parse(randomPaths) as Record<string, unknown>;
  const varying = (key: string, value: unknown) => /duration/i.test(key) || (key === 'date' && typeof value === 'string' && HTTP_DATE.test(value));
  return JSON.parse(JSON.stringify(report, (key, value: unknown) => (varying(key, value) ? undefined : value)));
}

/**
 * A copy of the checkout's built CLI (its launcher, dist/cli.mjs, dist/snapshot-start.cjs and dist/chunks/) in
 * `folder`, without the engine's code cache and start-up snapshot the build makes beside its script: what a run makes
 * of its own cache folder alone, from the code-cached script. Its launcher.
 */
export function builtCliWithoutShippedCache(folder: string): string {
  mkdirSync(join(folder, 'bin'), { recursive: true });
  cpSync(LAUNCHER, join(folder, 'bin', 'agentgauge'));
  for (const name of ['cli.mjs', 'snapshot-start.cjs']) cpSync(join(ROOT, 'dist', name), join(folder, 'dist', name));
  cpSync(join(ROOT, 'dist', 'chunks'), join(folder, 'dist', 'chunks'), { recursive: true, filter: (source) => !/\.(?:v8cache|map|snapshot|snapshot\.json)$/.test(source) });
  return join(folder, 'bin', 'agentgauge');
}
