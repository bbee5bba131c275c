// `agentgauge audit --format json|sarif|junit|markdown` and --output, on one fixture site whose nine checks pass (1),
// warn (2), fail (3) and do not apply (3). Every format reads `applicable` first: a check that does not apply is
// never a failure, a SARIF result or a fix.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownText } from '../../../lib/markdown/escape.js';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';
import { buildCli, runCli, type CliRun } from '../../helpers/cli/run-cli.js';

const require = createRequire(import.meta.url);
// The schema is draft-04 (its own "$schema"), which Ajv 8 validates with the ajv-draft-04 class.
const AjvDraft04 = require('ajv-draft-04') as typeof Ajv;
const addFormats = require('ajv-formats') as (ajv: Ajv) => Ajv;
const SARIF_SCHEMA = JSON.parse(readFileSync(new URL('../../fixtures/cli/sarif/sarif-schema-2.1.0.json', import.meta.url), 'utf8')) as object;

const CHECKS = ['robots-txt', 'sitemap', 'llms-txt', 'llms-full-txt', 'web-bot-auth', 'structured-data', 'page-metadata', 'semantic-structure', 'mcp-server'];
const PASSED = ['robots-txt'];
const WARNED = ['page-metadata', 'semantic-structure'];
const FAILED = ['sitemap', 'llms-txt', 'structured-data'];
const NOT_APPLICABLE = ['llms-full-txt', 'web-bot-auth', 'mcp-server'];

interface Finding {
  status: string;
  message: string;
  code?: string;
}
interface Result {
  id: string;
  status: string;
  applicable: boolean;
  findings: Finding[];
}

let site: FixtureSite;
let broken: FixtureSite;
let outDir: string;
const runs: Record<'json' | 'sarif' | 'junit' | 'markdown' | 'output' | 'broken', CliRun> = {} as never;

const page = (title: string) =>
  html(`<!doctype html><html lang="en"><head><title>${title}</title>
    <meta name="description" content="A page about plain words for agents and people alike, long enough to count."></head>
    <body><main><h1>${title}</h1><p>${'Plain words for agents. '.repeat(40)}</p>
    <a href="/guide">Guide</a> <a href="/pricing">Pricing</a></main></body></html>`);

const audit = (target: FixtureSite, ...args: string[]) =>
  runCli(['audit', target.url, '--local', '--allow-private-targets', '--checks', CHECKS.join(','), ...args]);

beforeAll(async () => {
  buildCli();
  site = await serveSite({
    '/': page('Fixture home page for agents'),
    '/guide': page('Guide'),
    '/pricing': page('Pricing'),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
  // robots.txt cuts the connection: robots-txt could not measure (an `error` result), on every try.
  broken = await serveSite({ '/': page('Fixture home page for agents'), '/robots.txt': (req) => void req.socket.destroy() });
  outDir = mkdtempSync(path.join(tmpdir(), 'agentgauge-formats-'));
  const [json, sarif, junit, markdown, output, brokenRun] = await Promise.all([
    audit(site, '--format', 'json'),
    audit(site, '--format', 'sarif'),
    audit(site, '--format', 'junit'),
    audit(site, '--format', 'markdown'),
    audit(site, '--format', 'sarif', '--output', path.join(outDir, 'report.sarif')),
    runCli(['audit', broken.url, '--local', '--allow-private-targets', '--checks', 'robots-txt,llms-txt', '--retries', '0', '--format', 'junit']),
  ]);
  Object.assign(runs, { json, sarif, junit, markdown, output, broken: brokenRun });
});

afterAll(async () => {
  await Promise.all([site?.close(), broken?.close()]);
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

function report(): { url: string; results: Result[] } {
  return JSON.parse(runs.json.stdout) as { url: string; results: Result[] };
}

describe('the fixture site', () => {
  it('gives the statuses the formats are tested with (--format json is the Audit report itself)', () => {
    expect(runs.json.code).toBe(0);
    const byId = new Map(report().results.map((result) => [result.id, result]));
    expect([...byId.keys()].sort()).toEqual([...CHECKS].sort());
    for (const id of PASSED) expect(byId.get(id)).toMatchObject({ applicable: true, status: 'pass' });
    for (const id of WARNED) expect(byId.get(id)).toMatchObject({ applicable: true, status: 'warn' });
    for (const id of FAILED) expect(byId.get(id)).toMatchObject({ applicable: true, status: 'fail' });
    // Not applicable, with a measured score of 0 and failing findings: exactly what must never show as a failure.
    for (const id of NOT_APPLICABLE) expect(byId.get(id)).toMatchObject({ applicable: false, status: 'fail' });
  });
});

describe('--format sarif', () => {
  const log = () => JSON.parse(runs.sarif.stdout) as {
    version: string;
    runs: Array<{
      tool: { driver: { name: string; version: string; rules: Array<{ id: string; name: string; fullDescription: { text: string }; help: { text: string } }> } };
      results: Array<{ ruleId: string; ruleIndex: number; level: string; message: { text: string }; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }>; properties: Record<string, unknown> }>;
      invocations: Array<{ toolExecutionNotifications: unknown[] }>;
    }>;
  };

  it('validates against the official SARIF 2.1.0 JSON schema (tests/cli/sarif)', () => {
    expect(runs.sarif.code).toBe(0);
    const ajv = addFormats(new AjvDraft04({ allErrors: true, strict: false }));
    const validate = ajv.compile(SARIF_SCHEMA);
    const valid = validate(log());
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has one rule per check id, with its name, description and the fix as help', () => {
    const [run] = log().runs;
    expect(log().version).toBe('2.1.0');
    expect(run!.tool.driver).toMatchObject({ name: 'agentgauge', version: '6.4.0' });
    expect(run!.tool.driver.rules.map((rule) => rule.id).sort()).toEqual([...CHECKS].sort());
    const llms = run!.tool.driver.rules.find((rule) => rule.id === 'llms-txt')!;
    expect(llms.name).toBe('llms.txt');
    expect(llms.fullDescription.text).toMatch(/llmstxt\.org/);
    expect(llms.help.text).toMatch(/^Publish \/llms\.txt/);
  });

  it('has one result per warn or fail finding of an applicable check, located at the audited URL, and none for checks that do not apply', () => {
    const [run] = log().runs;
    const expected = report().results
      .filter((result) => result.applicable)
      .flatMap((result) => result.findings.filter((f) => f.status === 'warn' || f.status === 'fail').map((f) => `${result.id}|${f.status}`));
    const levels = { warn: 'warning', fail: 'error' } as Record<string, string>;
    expect(run!.results.map((r) => `${r.ruleId}|${r.properties.status}`).sort()).toEqual(expected.sort());
    for (const result of run!.results) {
      expect(result.level).toBe(levels[result.properties.status as string]);
      expect(result.locations[0]!.physicalLocation.artifactLocation.uri).toBe(site.url);
      expect(run!.tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
      expect(NOT_APPLICABLE).not.toContain(result.ruleId);
    }
    // A finding's stable code, where the engine gives one, is a property of its result.
    const coded = report().results.flatMap((r) => r.findings).filter((f) => f.code !== undefined);
    for (const result of run!.results) {
      if (coded.length > 0) expect(result.properties.code).toMatch(/^[a-z0-9-]+\.[a-z0-9.-]+$/);
    }
    expect(run!.invocations[0]!.toolExecutionNotifications).toEqual([]);
  });

  it('--output writes the format to the file and prints the readable report on stdout', () => {
    expect(runs.output.code).toBe(0);
    expect(runs.output.stdout).toMatch(/^Agent Gauge audit of /);
    expect(runs.output.stdout).toMatch(/^Score \d+\/100 +Grade [A-F]$/m);
    const written = JSON.parse(readFileSync(path.join(outDir, 'report.sarif'), 'utf8')) as ReturnType<typeof log>;
    expect(written.runs[0]!.results.length).toBe(log().runs[0]!.results.length);
  });
});

describe('--format junit', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) });
  type Testcase = { name: string; classname: string; time: string; failure?: { message: string }; skipped?: { message: string }; error?: { message: string }; 'system-out'?: string };
  type Suites = { testsuites: { tests: string; failures: string; skipped: string; errors: string; testsuite: Array<{ name: string; tests: string; failures: string; skipped: string; errors: string; time: string; testcase: Testcase[]; properties: { property: Array<{ name: string; value: string }> } }> } };
  const xml = (run: CliRun) => parser.parse(run.stdout) as Suites;

  it('is one testsuite per URL with one testcase per check: failure for fail, skipped for not applicable, warn passes with a note', () => {
    expect(runs.junit.code).toBe(0);
    expect(runs.junit.stdout).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites /);
    const { testsuites } = xml(runs.junit);
    expect(testsuites).toMatchObject({ tests: '9', failures: '3', skipped: '3', errors: '0' });
    expect(testsuites.testsuite).toHaveLength(1);
    const [suite] = testsuites.testsuite;
    expect(suite).toMatchObject({ name: site.url, tests: '9', failures: '3', skipped: '3', errors: '0' });
    expect(Number(suite!.time)).toBeGreaterThan(0);
    expect(suite!.properties.property).toContainEqual({ name: 'engine', value: 'agentgauge@6.4.0' });
    expect(suite!.testcase).toHaveLength(9);
    const id = (testcase: Testcase) => testcase.name.split(':')[0]!;
    expect(suite!.testcase.filter((t) => t.failure).map(id).sort()).toEqual([...FAILED].sort());
    expect(suite!.testcase.filter((t) => t.skipped).map(id).sort()).toEqual([...NOT_APPLICABLE].sort());
    expect(suite!.testcase.filter((t) => t['system-out']).map(id).sort()).toEqual([...WARNED].sort());
    for (const testcase of suite!.testcase) expect(Number.isFinite(Number(testcase.time))).toBe(true);
    const sitemap = suite!.testcase.find((t) => id(t) === 'sitemap')!;
    expect(sitemap).toMatchObject({ classname: 'agentgauge.Discovery', name: 'sitemap: XML sitemap' });
    expect(sitemap.failure!.message.length).toBeGreaterThan(0);
  });

  it('a check that could not measure is an error testcase', () => {
    expect(runs.broken.code).toBe(0);
    const [suite] = xml(runs.broken).testsuites.testsuite;
    expect(suite).toMatchObject({ tests: '2', errors: '1', failures: '1' });
    const robots = suite!.testcase.find((t) => t.name.startsWith('robots-txt:'))!;
    expect(robots.error!.message).toMatch(/^could not measure: /);
  });
});

describe('--format markdown', () => {
  it('is a summary table with the failed and warned checks and their top hint, and never a check that does not apply', () => {
    expect(runs.markdown.code).toBe(0);
    const md = runs.markdown.stdout;
    const { overallScore, grade } = JSON.parse(runs.json.stdout) as { overallScore: number; grade: { label: string } };
    expect(md).toMatch(new RegExp(`^### Agent Gauge: ${overallScore}/100 \\(${grade.label}\\) for ${markdownText(site.url).replace(/[.\\]/g, '\\$&')}$`, 'm'));
    expect(md).toContain('| Score | Grade | Discovery | Access | Content | Actions |');
    expect(md).toMatch(new RegExp(`^\\| \\*\\*${overallScore}\\*\\* \\| \\*\\*${grade.label}\\*\\* \\|`, 'm'));
    const section = (title: string) => md.slice(md.indexOf(title)).split('\n\n').slice(0, 3).join('\n\n');
    expect(md).toContain('**Failed checks (3)**');
    expect(md).toContain('**Warned checks (2)**');
    for (const id of FAILED) expect(section('**Failed checks')).toMatch(new RegExp(`^\\| ❌ .*\\(\`${id}\`\\) \\| 0 \\| \\S`, 'm'));
    for (const id of WARNED) expect(section('**Warned checks')).toMatch(new RegExp(`^\\| ⚠️ .*\\(\`${id}\`\\) \\| \\d+ \\| \\S`, 'm'));
    for (const id of NOT_APPLICABLE) expect(md).not.toContain(`\`${id}\``);
    expect(md).toMatch(/<sub>agentgauge@6\.4\.0 · .*3 not applicable.*<\/sub>/);
  });
});
