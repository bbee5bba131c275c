// Commands that work as pasted (issue 63 point 4), the GitHub Action's half: every step of the workflows in
// docs/cli.md that uses this action (`uses: agentgauge/agentgauge@v6`, or the self-hosted copy checked out in the job,
// `uses: ./.agentgauge`) runs with the docs' inputs through this checkout's action.yml as a local action, as a runner
// runs a composite action (tests/helpers/cli/run-action.ts: its shell steps with bash, step outputs and conditions). What
// cannot run here: GitHub resolving `agentgauge/agentgauge@v6` (or a fork's `owner/repo@tag`) to a release tag of a
// repository on github.com, `actions/checkout` fetching that copy, and the steps that use other actions (setup-node,
// the SARIF upload), which run-action.ts records with their inputs. The docs' `${{ }}` expressions are filled in
// (the preview's URL, the secrets, the token), https://example.com/ becomes the fixture web's docs site and the
// preview a protected preview that wants the bypass header, and the fixtures are allowed as private targets (the
// action's `allow-private-targets` input, as for a site the job serves itself). A job must end as the docs say.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../helpers/cli/run-cli';
import { runAction } from '../../helpers/cli/run-action';
import { BYPASS_SECRET, serveProtectedPreview, type ProtectedPreview } from '../../fixtures/protected-preview';
import { startDocsSite } from '../../fixtures/web/docs';
import type { FixtureSite } from '../../helpers/site';
import { codeBlocks } from '../../helpers/docs/docs-rules';

interface DocsStep {
  /** docs/cli.md and the step's `uses:`, with the block's number among the page's YAML blocks. */
  name: string;
  uses: string;
  with: Record<string, string>;
}

const PAGE = 'docs/cli.md';
/** This action as the docs name it: at a release tag on github.com, or the copy checked out in the job. */
const THIS_ACTION = /^(agentgauge\/agentgauge@v\d+(\.\d+)*|\.\/\.agentgauge)$/;

function docsSteps(): DocsStep[] {
  const blocks = codeBlocks(readFileSync(path.join(ROOT, PAGE), 'utf8')).filter((block) => block.lang === 'yaml' || block.lang === 'yml');
  return blocks.flatMap((block, index) => {
    const parsed = parse(block.body) as unknown;
    // A workflow ({jobs: {…: {steps}}}) or a fragment of a job (steps: […]).
    const jobs = (parsed as { jobs?: Record<string, { steps?: unknown[] }> }).jobs;
    const steps = (jobs ? Object.values(jobs).flatMap((job) => job.steps ?? []) : ((parsed as { steps?: unknown[] }).steps ?? [])) as Array<{ uses?: string; with?: Record<string, unknown> }>;
    return steps
      .filter((step) => step.uses !== undefined && THIS_ACTION.test(step.uses))
      .map((step) => ({ name: `${PAGE} YAML block ${index + 1} (uses: ${step.uses})`, uses: step.uses!, with: Object.fromEntries(Object.entries(step.with ?? {}).map(([key, value]) => [key, String(value)])) }));
  });
}

const STEPS = docsSteps();

/**
 * How each documented job ends on these fixtures: the compare-to workflow fails its regression gate (the protected
 * preview is a thin page next to the agent-ready docs site), as docs/cli.md says `fail-on-regression` does.
 */
const FAILS_ITS_GATE = (step: DocsStep) => step.with['compare-to'] !== undefined && step.with['fail-on-regression'] === 'true';

let docsSite: FixtureSite;
let preview: ProtectedPreview;
let dir: string;
let eventFile: string;

beforeAll(async () => {
  [docsSite, preview] = await Promise.all([startDocsSite(), serveProtectedPreview()]);
  // A push: the comment step says it is outside a pull request and posts nothing (docs/cli.md).
  dir = mkdtempSync(path.join(tmpdir(), 'docs-action-steps-'));
  eventFile = path.join(dir, 'push.json');
  writeFileSync(eventFile, JSON.stringify({ ref: 'refs/heads/main' }));
});

afterAll(async () => {
  await Promise.all([docsSite?.close(), preview?.close()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function fill(step: DocsStep): Record<string, string> {
  const expressions: Record<string, string> = {
    'needs.deploy.outputs.preview-url': preview.preview.url,
    'secrets.VERCEL_AUTOMATION_BYPASS_SECRET': BYPASS_SECRET,
    'github.token': 'ghs_docs_token',
  };
  const inputs = Object.fromEntries(
    Object.entries(step.with).map(([name, value]) => [
      name,
      value
        .replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => {
          const filled = expressions[expression];
          if (filled === undefined) throw new Error(`${step.name}: ${name} uses \${{ ${expression} }}, which this test cannot fill in`);
          return filled;
        })
        .replace(/\bhttps:\/\/example\.com\//g, docsSite.url),
    ]),
  );
  const allowed = [docsSite.url, preview.preview.url].map((url) => new URL(url).host).join(',');
  return { ...inputs, 'allow-private-targets': allowed };
}

describe("the docs' workflow steps of this action, run as a local action", { timeout: 180_000 }, () => {
  it('finds the steps of the release tag and of the self-hosted copy', () => {
    expect(STEPS.map((step) => step.uses)).toEqual(['agentgauge/agentgauge@v6', 'agentgauge/agentgauge@v6', './.agentgauge']);
    expect(() => fill({ name: 'x', uses: './.agentgauge', with: { urls: '${{ vars.SITE }}' } })).toThrow('x: urls uses ${{ vars.SITE }}, which this test cannot fill in');
  });

  it.each(STEPS.map((step) => [step.name, step] as const))('%s ends as the docs say', async (_, step) => {
    const job = await runAction(fill(step), ROOT, { GITHUB_EVENT_PATH: eventFile, GITHUB_REPOSITORY: 'acme/site', GITHUB_API_URL: 'http://127.0.0.1:9' });
    const audit = job.steps.find((ran) => ran.name !== undefined && /audit/i.test(ran.name) && ran.ran && ran.uses === undefined);
    const shown = job.steps.map((ran) => `${ran.name} (ran ${ran.ran}, exit ${ran.code})\n${ran.stdout.slice(0, 1200)}\n${ran.stderr.slice(0, 1200)}`).join('\n');
    expect(audit, shown).toBeDefined();
    const gate = FAILS_ITS_GATE(step);
    expect({ succeeded: job.succeeded, exitCode: job.outputs['exit-code'] }, shown).toEqual({ succeeded: !gate, exitCode: gate ? '1' : '0' });
    expect(Number(job.outputs.score), shown).toBeGreaterThan(0);
    // No step printed an error (on stderr, or as a workflow command) beyond the gate's own conclusion (conclude.sh's
    // annotation when the gate fails); the report itself may say a check could not measure (`error`).
    const errors = job.steps
      .flatMap((ran) => [...ran.stderr.split('\n'), ...ran.stdout.split('\n').filter((text) => text.startsWith('::error'))])
      .filter((text) => /\berror\b|\w+Error\b|unknown (option|command)|^\s+at .+:\d+:\d+\)?$/i.test(text));
    expect(errors, shown).toEqual(gate ? [expect.stringMatching(/^::error title=Agent Gauge::agentgauge exited 1: an assertion failed or a check regressed/)] : []);
    if (step.with['upload-sarif'] === 'true') expect(job.steps.find((ran) => ran.uses?.action.startsWith('github/codeql-action/upload-sarif'))?.ran, shown).toBe(true);
  });
});
