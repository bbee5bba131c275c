// Runs the GitHub Action (action.yml) as a runner would, since no CI service is reachable: its shell steps run with
// bash exactly as written, with ${{ }} expressions substituted, GitHub's step files (GITHUB_OUTPUT, GITHUB_PATH,
// GITHUB_STEP_SUMMARY) and step conditions. Steps that use other actions (setup-node, the SARIF upload) cannot run
// here: the runner records whether they would run and with what.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { expect } from 'vitest';
import { ROOT } from './run-cli.js';

export interface ActionStep {
  name: string;
  id?: string;
  if?: string;
  uses?: string;
  with?: Record<string, string>;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
}
export interface Action {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: ActionStep[] };
}

export interface StepRun {
  name: string;
  ran: boolean;
  code: number;
  stdout: string;
  stderr: string;
  /** For `uses:` steps: the action and its inputs, had the condition let it run. */
  uses?: { action: string; with: Record<string, string> };
}

export interface JobRun {
  steps: StepRun[];
  outputs: Record<string, string>;
  summary: string;
  succeeded: boolean;
}

export const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as Action;

/** The values of `${{ path }}` for the paths action.yml uses. */
function lookup(expression: string, contexts: Record<string, string>): string {
  const key = expression.trim();
  // As on GitHub, an output a step did not set (or a step that did not run) reads as ''.
  if (/^steps\.[\w-]+\.outputs\.[\w-]+$/.test(key)) return contexts[key] ?? '';
  if (!(key in contexts)) throw new Error(`action.yml uses an expression this runner does not know: ${key}`);
  return contexts[key]!;
}

function substitute(value: string, contexts: Record<string, string>): string {
  return value.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) => lookup(expression, contexts));
}

/** Step conditions: `always()`, `success()` and `<path> == '<text>'` / `!=`, joined by `&&`. */
function condition(source: string | undefined, contexts: Record<string, string>, failed: boolean): boolean {
  const expression = (source ?? 'success()').replace(/^\$\{\{(.*)\}\}$/s, '$1').trim();
  const terms = expression.split('&&').map((term) => term.trim());
  const statusChecked = terms.some((term) => term === 'always()' || term === 'success()' || term === 'failure()');
  if (!statusChecked && failed) return false;
  return terms.every((term) => {
    if (term === 'always()') return true;
    if (term === 'success()') return !failed;
    if (term === 'failure()') return failed;
    const match = /^([\w.-]+)\s*(==|!=)\s*'([^']*)'$/.exec(term);
    if (!match) throw new Error(`action.yml uses a condition this runner does not know: ${term}`);
    const actual = lookup(match[1]!, contexts);
    return match[2] === '==' ? actual === match[3] : actual !== match[3];
  });
}

function parseOutputs(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Runs a step's script as a runner runs `shell: bash` (asynchronously: the fixture site lives in this process). */
function bash(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], { cwd, env, timeout: 120_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Runs the composite action with these inputs, its shell steps for real. */
/** `env`: what the runner sets besides (GITHUB_EVENT_PATH, GITHUB_REPOSITORY, GITHUB_API_URL for the comment step). */
export async function runAction(inputs: Record<string, string>, actionPath = ROOT, env: Record<string, string> = {}): Promise<JobRun> {
  const job = mkdtempSync(path.join(tmpdir(), 'agentgauge-action-'));
  const workspace = path.join(job, 'workspace');
  const temp = path.join(job, 'runner-temp');
  mkdirSync(workspace);
  mkdirSync(temp);
  const files = { summary: path.join(job, 'step-summary.md'), path: path.join(job, 'path') };
  writeFileSync(files.summary, '');
  writeFileSync(files.path, '');
  const contexts: Record<string, string> = { 'github.action_path': actionPath };
  for (const [name, input] of Object.entries(action.inputs)) contexts[`inputs.${name}`] = inputs[name] ?? input.default ?? '';
  for (const name of Object.keys(inputs)) {
    if (!(name in action.inputs)) throw new Error(`action.yml has no input ${name}`);
  }

  const { AGENTGAUGE_API_KEY: _key, AGENTGAUGE_URL: _url, NO_COLOR: _color, ...baseEnv } = process.env;
  const steps: StepRun[] = [];
  let failed = false;
  try {
    for (const [index, step] of action.runs.steps.entries()) {
      const ran = condition(step.if, contexts, failed);
      if (step.uses) {
        const withInputs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, ran ? substitute(String(v), contexts) : '']));
        steps.push({ name: step.name, ran, code: 0, stdout: '', stderr: '', uses: { action: step.uses, with: withInputs } });
        continue;
      }
      if (!ran) {
        steps.push({ name: step.name, ran, code: 0, stdout: '', stderr: '' });
        continue;
      }
      expect(step.shell).toBe('bash');
      const output = path.join(job, `output-${index}`);
      const extraPath = readFileSync(files.path, 'utf8').split('\n').filter(Boolean).reverse();
      const stepEnv = {
        ...baseEnv,
        ...env,
        ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, substitute(String(v), contexts)])),
        PATH: [...extraPath, baseEnv.PATH].join(path.delimiter),
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_WORKSPACE: workspace,
        GITHUB_OUTPUT: output,
        GITHUB_PATH: files.path,
        GITHUB_STEP_SUMMARY: files.summary,
        RUNNER_TEMP: temp,
      };
      // As a runner runs `shell: bash`: the step's script in a file, `bash --noprofile --norc -eo pipefail {0}`.
      const script = path.join(job, `step-${index}.sh`);
      writeFileSync(script, substitute(step.run!, contexts));
      const result = await bash(script, workspace, stepEnv);
      steps.push({ name: step.name, ran, ...result });
      if (result.code !== 0) failed = true;
      if (step.id) {
        for (const [key, value] of Object.entries(parseOutputs(output))) contexts[`steps.${step.id}.outputs.${key}`] = value;
      }
    }
    const outputs = Object.fromEntries(Object.entries(action.outputs).map(([name, output]) => [name, substitute(output.value, contexts)]));
    return { steps, outputs, summary: readFileSync(files.summary, 'utf8'), succeeded: !failed };
  } finally {
    rmSync(job, { recursive: true, force: true });
  }
}

