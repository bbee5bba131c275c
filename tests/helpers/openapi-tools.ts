// Third-party OpenAPI tools run on a served document, as an integrator would: openapi-typescript generates types
// that tsc --strict must accept, Redocly and Spectral lint with their recommended rulesets. All local: no network.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'node_modules', '.bin');
const run = promisify(execFile);

/** Redocly's CLI would otherwise report usage and look for updates over the network. */
const OFFLINE_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1' };

export interface ToolOutcome {
  code: number;
  output: string;
}

async function tool(name: string, args: string[], cwd: string): Promise<ToolOutcome> {
  try {
    const { stdout, stderr } = await run(path.join(BIN, name), args, { cwd, env: OFFLINE_ENV, maxBuffer: 32 * 1024 * 1024 });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** A folder holding the document as openapi.json, removed by dispose(). */
export function documentFolder(document: unknown): { dir: string; file: string; dispose(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-openapi-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  return { dir, file, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** openapi-typescript's types for the document, then `tsc --strict` over them and a client file that uses them. */
export async function generateAndTypeCheck(dir: string, client: string): Promise<{ generate: ToolOutcome; typecheck: ToolOutcome }> {
  const generate = await tool('openapi-typescript', ['openapi.json', '--output', 'api.d.ts'], dir);
  writeFileSync(path.join(dir, 'client.ts'), client);
  const typecheck = await tool('tsc', ['--strict', '--noEmit', '--target', 'es2022', '--module', 'nodenext', '--skipLibCheck', 'false', 'api.d.ts', 'client.ts'], dir);
  return { generate, typecheck };
}

/** Redocly's recommended rules (`redocly lint`), problems as JSON. */
export async function redoclyLint(dir: string): Promise<{ code: number; problems: Array<{ ruleId: string; severity: string; message: string }> }> {
  const outcome = await tool('redocly', ['lint', 'openapi.json', '--format', 'json'], dir);
  const json = outcome.output.slice(outcome.output.indexOf('{'), outcome.output.lastIndexOf('}') + 1);
  return { code: outcome.code, problems: (JSON.parse(json) as { problems: Array<{ ruleId: string; severity: string; message: string }> }).problems };
}

/** Spectral's OpenAPI ruleset (`spectral:oas`), every severity down to hints, as JSON. */
export async function spectralLint(dir: string): Promise<{ code: number; problems: Array<{ code: string; severity: number; message: string }> }> {
  writeFileSync(path.join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n');
  const outcome = await tool('spectral', ['lint', 'openapi.json', '--ruleset', '.spectral.yaml', '--format', 'json', '--fail-severity', 'hint', '--quiet'], dir);
  const start = outcome.output.indexOf('[');
  return { code: outcome.code, problems: start === -1 ? [] : JSON.parse(outcome.output.slice(start, outcome.output.lastIndexOf(']') + 1)) };
}
