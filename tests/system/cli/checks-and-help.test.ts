import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, ROOT, runCli, runInTerminal, runLauncher } from '../../helpers/cli/run-cli.js';

beforeAll(() => buildCli());

describe('agentgauge checks', () => {
  it('lists the 26 checks as JSON with their catalog fields', async () => {
    const run = await runCli(['checks', '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const catalog = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
    const ids = catalog.map((entry) => entry.id);
    expect(ids).toHaveLength(26);
    expect(new Set(ids).size).toBe(26);
    expect(ids.slice(0, 3)).toEqual(['robots-txt', 'sitemap', 'link-headers']);
    expect(ids.at(-1)).toBe('commerce-protocols');
    for (const entry of catalog) {
      expect(Object.keys(entry).sort()).toEqual(
        ['category', 'codes', 'description', 'environment', 'evidence', 'id', 'informational', 'limits', 'name', 'profiles', 'scope', 'weight'].sort(),
      );
    }
    const informational = catalog.filter((entry) => entry.informational).map((entry) => entry.id);
    expect(informational.sort()).toEqual(['web-bot-auth', 'webmcp']);
    expect(catalog.find((entry) => entry.id === 'robots-txt')).toMatchObject({
      category: 'Discovery',
      scope: 'origin',
      // Scorecard 2026.12: grade C (mechanism only) weighs 2 in the cost-and-coverage half.
      weight: 2,
      evidence: { grade: 'C', fixKind: 'coverage' },
      profiles: ['base'],
    });
    expect(catalog.find((entry) => entry.id === 'agent-access')).toMatchObject({ weight: 0, evidence: { grade: 'gate', fixKind: 'gate' } });
    // Issue 11, point 9: each check's finding codes, with their meaning.
    const llms = catalog.find((entry) => entry.id === 'llms-txt') as { codes: Array<{ code: string; meaning: string }> };
    expect(llms.codes).toContainEqual({ code: 'llms-txt.missing-summary', meaning: 'llms.txt has no blockquote summary after its H1.' });
    for (const entry of catalog as Array<{ id: string; codes: Array<{ code: string }> }>) {
      expect(entry.codes.length, entry.id).toBeGreaterThan(3);
      for (const { code } of entry.codes) expect(code.startsWith(`${entry.id}.`), code).toBe(true);
    }
  });

  it('prints the catalog as a table with one row per check', async () => {
    const run = await runCli(['checks']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+CATEGORY\s+SCOPE\s+WEIGHT\s+GRADE\s+PROFILES$/);
    expect(lines).toHaveLength(27);
    expect(lines.find((line) => line.startsWith('robots-txt '))).toMatch(/Discovery\s+origin\s+2\s+C\s+base$/);
    expect(lines.find((line) => line.startsWith('agent-access '))).toMatch(/Access\s+origin\s+gate\s+-\s+base$/);
    expect(lines.find((line) => line.startsWith('web-bot-auth '))).toMatch(/\sinfo, bonus\s/);
    expect(run.stdout).not.toContain('\u001b['); // not a TTY: no colour codes
  });

  it('prints alone the very table the command renders, from the build, plain and in a terminal', async () => {
    // The launcher prints `checks` alone from dist/ (bin/build-cli.mjs renders it); the CLI's entry renders it itself.
    const built = await runCli(['checks']);
    const rendered = await runLauncher(`${ROOT}dist/cli.mjs`, ['checks']);
    expect(built).toEqual({ code: 0, stdout: rendered.stdout, stderr: '' });
    expect(rendered.code).toBe(0);
    // In a terminal (util-linux `script` gives the run one) the header is bold, as styleFor (bin/cli/style.ts) says;
    // NO_COLOR turns it off for both.
    for (const env of [{}, { NO_COLOR: '1' }] as Array<Record<string, string>>) {
      const inTerminal = await Promise.all([`${ROOT}bin/agentgauge`, `${ROOT}dist/cli.mjs`].map((entry) => runInTerminal([entry, 'checks'], env)));
      expect(inTerminal[0]).toBe(inTerminal[1]);
      expect(inTerminal[0]!.startsWith('\u001b[1mID ')).toBe(!('NO_COLOR' in env));
      expect(inTerminal[0]!.replace(/\u001b\[\d+m/g, '').replace(/\r\n/g, '\n')).toBe(built.stdout);
    }
  });
});

describe('help and version', () => {
  it('--version prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string };
    const run = await runCli(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${version}\n`);
    expect(version).toBe('6.4.0');
    // The launcher's answer (-v alone) and commander's (with more on the line) are the same line.
    for (const args of [['-v'], ['--version', '--json']]) {
      const other = await runCli(args);
      expect(other.code).toBe(0);
      expect(other.stdout).toBe(`${version}\n`);
      expect(other.stderr).toBe('');
    }
  });

  it.each([[['--help']], [['audit', '--help']], [['checks', '--help']], [['help', 'audit']]])(
    '%j teaches with examples and exit codes',
    async (args) => {
      const run = await runCli(args);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Examples:');
      expect(run.stdout).toMatch(/\$ agentgauge /);
      expect(run.stdout).toContain('Exit codes:');
    },
  );

  it('audit --help documents the flags, the remote mode and its environment variables', async () => {
    const run = await runCli(['audit', '--help']);
    for (const flag of ['--local', '--profile', '--checks', '--timeout', '--retries', '--max-pages', '--json', '--min-score', '--allow-private-targets', '--api-key', '--base-url']) {
      expect(run.stdout).toContain(flag);
    }
    expect(run.stdout).toContain('AGENTGAUGE_API_KEY');
    expect(run.stdout).toContain('AGENTGAUGE_URL');
    expect(run.stdout).toContain('NO_COLOR');
    expect(run.stdout).toMatch(/3 +the target was refused/);
  });

  it('an unknown command is a usage error on one line', async () => {
    const run = await runCli(['audti', 'example.com']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("agentgauge: unknown command 'audti' (Did you mean audit?)\n");
    expect(run.stdout).toBe('');
  });
});
