// The GitHub Action (action.yml), run here as a runner would run it (tests/helpers/cli/run-action.ts), since no CI service is
// reachable. Steps that use other actions (setup-node, the SARIF upload) cannot run here: the test checks whether they
// would run and with what.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';
import pkg from '../../../package.json' with { type: 'json' };
import { ROOT } from '../../helpers/cli/run-cli.js';
import { action, runAction, type JobRun } from '../../helpers/cli/run-action.js';

let site: FixtureSite;
let kept: string;

// No build here: the action runs the CLI committed in action/cli/ (tests/system/cli/action-bundle.test.ts keeps it current).
beforeAll(async () => {
  site = await serveSite({
    '/': html('<!doctype html><html lang="en"><head><title>Fixture home page for agents</title></head><body><main><h1>Home</h1></main></body></html>'),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
  kept = mkdtempSync(path.join(tmpdir(), 'agentgauge-action-kept-'));
});

afterAll(async () => {
  await site?.close();
  if (kept) rmSync(kept, { recursive: true, force: true });
});

const base = () => ({ urls: site.url, checks: 'robots-txt,llms-txt,mcp-server', 'allow-private-targets': 'true' });
const step = (job: JobRun, name: string) => job.steps.find((candidate) => candidate.name.startsWith(name))!;

describe('action.yml', () => {
  it('is a composite action whose shell steps are the scripts in action/', () => {
    expect(action.runs.using).toBe('composite');
    for (const s of action.runs.steps.filter((candidate) => candidate.run)) {
      expect(s.run).toMatch(/^bash "\$\{\{ github\.action_path \}\}\/action\/[a-z-]+\.sh"$/);
    }
  });

  it('installs and runs the CLI, writes the summary, uploads SARIF when asked, and passes when every assertion holds', async () => {
    const job = await runAction({ ...base(), assertions: 'robots-txt=100\nrobots-txt=pass mcp-server=100', 'upload-sarif': 'true', 'output-file': path.join(kept, 'junit.xml'), format: 'junit' });
    expect(job.succeeded).toBe(true);
    expect(step(job, 'Set up Node.js').uses).toEqual({ action: 'actions/setup-node@v4', with: { 'node-version': '24' } });
    expect(step(job, 'Put the Agent Gauge CLI on PATH').stdout).toBe(`agentgauge ${pkg.version} from ${ROOT}/action/cli\n`);
    const audit = step(job, 'Audit');
    // The job log shows the readable report; output-file holds the asked format.
    expect(audit.stdout).toMatch(/^Score \d+\/100 +Grade [A-F]$/m);
    // mcp-server does not apply to the site: its assertion is not judged, which passes unless strict.
    expect(audit.stdout).toMatch(/^Assertions 2 met, 1 not judged$/m);
    expect(readFileSync(path.join(kept, 'junit.xml'), 'utf8')).toMatch(/^<\?xml [^\n]*\n<testsuites name="agentgauge" tests="6" failures="1" errors="0" skipped="2"/);
    expect(job.outputs['exit-code']).toBe('0');
    // The URL is site text: its `:` is escaped so no renderer makes a link of it (lib/markdown/escape.ts).
    expect(job.summary).toMatch(/^### Agent Gauge: \d+\/100 \([A-F]\) for http\\:\/\/127\.0\.0\.1:\d+\/$/m);
    expect(job.summary).toContain('**Assertions: 2 met, 1 not judged**');
    const upload = step(job, 'Upload SARIF');
    expect(upload.ran).toBe(true);
    expect(upload.uses).toEqual({ action: 'github/codeql-action/upload-sarif@v3', with: { sarif_file: job.outputs.sarif, category: 'agentgauge' } });
    expect(job.outputs.sarif).toMatch(/agentgauge\.sarif$/);
    expect(step(job, 'Fail on assertions').ran).toBe(false);
  });

  it('fails the job when an assertion fails, after writing the summary and uploading SARIF', async () => {
    const job = await runAction({ ...base(), assertions: 'llms-txt=100 score=10', 'upload-sarif': 'true' });
    expect(job.succeeded).toBe(false);
    expect(step(job, 'Audit').code).toBe(0);
    expect(step(job, 'Audit').stderr).toContain('agentgauge: assertion failed: llms-txt: required score ≥ 100, measured 0');
    expect(job.outputs['exit-code']).toBe('1');
    expect(job.summary).toContain('**Assertions: 1 met, 1 failed**');
    expect(step(job, 'Upload SARIF').ran).toBe(true);
    const conclude = step(job, 'Fail on assertions');
    expect(conclude).toMatchObject({ ran: true, code: 1 });
    expect(conclude.stdout).toMatch(/^::error title=Agent Gauge::agentgauge exited 1: /m);
    // The JSON report output is the Audit report of the URL.
    expect(Number(job.outputs.score)).toBeGreaterThanOrEqual(0);
  });

  it('runs from a copy of action.yml and action/ alone: no node_modules, no build, nothing installed', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'agentgauge-action-copy-'));
    try {
      cpSync(path.join(ROOT, 'action.yml'), path.join(copy, 'action.yml'));
      cpSync(path.join(ROOT, 'action'), path.join(copy, 'action'), { recursive: true });
      const job = await runAction({ ...base(), preset: 'recommended', assertions: 'llms-txt=0 score=0' }, copy);
      expect(step(job, 'Put the Agent Gauge CLI on PATH').stdout).toBe(`agentgauge ${pkg.version} from ${copy}/action/cli\n`);
      expect(existsSync(path.join(copy, 'node_modules'))).toBe(false);
      // The preset's entries for the checks measured (robots-txt=pass), the assertions input's replacing its llms-txt.
      expect(step(job, 'Audit').stdout).toMatch(/^ {2}✓ robots-txt: required status pass, measured pass \(preset recommended\)$/m);
      expect(step(job, 'Audit').stdout).toMatch(/^ {2}✓ llms-txt: required score ≥ 0, measured 0$/m);
      expect(job.succeeded).toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('the strict input fails the job on an assertion that could not be judged', async () => {
    const job = await runAction({ ...base(), assertions: 'mcp-server=100', strict: 'true' });
    expect(job.succeeded).toBe(false);
    expect(step(job, 'Audit').stderr).toMatch(/^agentgauge: assertion not judged \(--strict\): mcp-server: required score ≥ 100, not judged: /m);
    expect(job.outputs['exit-code']).toBe('1');
    expect(job.summary).toContain('**Assertions: 0 met, 1 not judged (failing under --strict)**');
  });

  it('fails at the audit step on a usage error, with the CLI\'s one line, and uploads nothing', async () => {
    const job = await runAction({ ...base(), assertions: 'llms-tx=100', 'upload-sarif': 'true' });
    expect(job.succeeded).toBe(false);
    expect(step(job, 'Audit')).toMatchObject({ code: 2 });
    expect(step(job, 'Audit').stderr).toBe('agentgauge: --assert "llms-tx=100": unknown check id "llms-tx" (run "agentgauge checks" for the list)\n');
    expect(step(job, 'Upload SARIF').ran).toBe(false);
    expect(step(job, 'Fail on assertions').ran).toBe(false);
    expect(job.summary).toBe('');
  });

  it('compares with a baseline and fails on a regression when asked', async () => {
    const first = await runAction({ ...base(), 'output-file': `json:${path.join(kept, 'baseline.json')}` });
    expect(first.succeeded).toBe(true);
    const baseline = JSON.parse(readFileSync(path.join(kept, 'baseline.json'), 'utf8')) as { results: Array<{ id: string; score: number }> };
    baseline.results.find((result) => result.id === 'llms-txt')!.score = 100;
    writeFileSync(path.join(kept, 'baseline.json'), JSON.stringify(baseline));
    const job = await runAction({ ...base(), baseline: path.join(kept, 'baseline.json'), 'fail-on-regression': 'true' });
    expect(job.succeeded).toBe(false);
    expect(step(job, 'Audit').stderr).toContain('agentgauge: regression: llms-txt went from 100 to 0 since the baseline');
    expect(job.summary).toMatch(/^\| `llms-txt` \| 100 \| 0 \| regressed \|$/m);
  });
});
