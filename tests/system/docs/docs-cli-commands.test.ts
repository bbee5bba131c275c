// Commands that work as pasted (issue 63 point 4), the CLI's half: every `agentgauge …` line (also `bin/agentgauge …`
// and `npx @agentgauge/cli …`) in the fenced code blocks of docs/*.md and README.md is read from the docs when this file
// runs (tests/helpers/docs/docs-lines.ts: the same rule as the curl lines) and run by `sh -c` with this checkout's built CLI
// as `agentgauge` and `bin/agentgauge`, against the real built server and fixture sites on 127.0.0.1. Only the docs'
// placeholders are filled in: the service's address and a key, example.com (any *.example.* host) becomes the fixture
// web's agent-ready docs site in an audit and a plain site in the service's commands (see fill()), the Vercel preview a protected preview that wants the docs' bypass header, <siteId>,
// <fleetId>, <runId> and the admin ids what earlier lines created, and the files a line reads are written beforehand
// (an access log, a sites list, a ranges directory and a feeds mirror). A local audit of a fixture is allowed its
// origin (`--allow-private-targets`, the docs' flag for a site you serve yourself), as the server is
// (AGENTGAUGE_ALLOW_PRIVATE_TARGETS): example.com is a public host, the fixture is not. Each line must exit as the
// docs say (0, or the gate's 1 where a fixture fails a documented gate, listed below with why) and print no error
// line. A line this file cannot fill in fails with its file:line and text; the few lines that cannot run here by
// nature are listed with the reason, and the test fails when a listed line is no longer in the docs.
import { execFile } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, buildCli } from '../../helpers/cli/run-cli';
import { serveProtectedPreview, BYPASS_SECRET, type ProtectedPreview } from '../../fixtures/protected-preview';
import { startDocsSite } from '../../fixtures/web/docs';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { startScanSite } from '../../helpers/scan-sites';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { json, serveSite, type FixtureSite } from '../../helpers/site';
import { combinedLine, UA, writeTestRanges } from '../../helpers/traffic/planted-log';
import { agentgaugeLines, ASSIGNMENT, docsPages, type DocsLine } from '../../helpers/docs/docs-lines';

const LINES = docsPages(ROOT).flatMap((file) => agentgaugeLines(file, readFileSync(path.join(ROOT, file), 'utf8')));

/** Lines that cannot run here by nature, by their text (without the comment): each must still be in the docs. */
const NOT_RUN: Record<string, string> = {
  'npx @agentgauge/cli audit example.com': 'runs the package from the npm registry, where @agentgauge/cli is not published yet (the docs say so)',
  'bin/agentgauge admin traffic ranges update': "fetches the vendors' files from their sites on the internet; the `--feeds mirror.json` line runs the same update against a mirror on 127.0.0.1",
};

/**
 * Lines that exit non-zero as the docs say they do when a gate fails, on these fixtures: the code, and why the gate
 * fails here. Matched by the start of the line's text.
 */
const GATE_FAILS: Array<{ starts: string; code: number; why: string }> = [
  {
    starts: 'agentgauge audit https://example.com --preset recommended --assert score=80',
    code: 1,
    why: "README: \"exits 1 when an assertion fails\"; the docs fixture fails the recommended preset's http-semantics (warn or better)",
  },
  {
    starts: 'agentgauge audit https://my-app-git-fix.vercel.app --compare-to https://example.com',
    code: 1,
    why: 'docs/cli.md: "--assert no-regression exits 1 on any check that regressed"; the protected preview fixture is a thin page next to the agent-ready docs site',
  },
];

/** The service's commands take the key and the service from the environment (docs/cli.md "Commands"). */
const SERVICE_COMMANDS = /^((sites|scan|report|history|compare|fixes|artifact|verifications|fleet)\b|traffic (?!analyze\b))/;

const PASSWORD = 'docs-password-long-enough-7';

let server: TestServer;
let docsSite: FixtureSite;
/** The site the service stores, scans and gets logs of: a plain one, so that its generated files are offered. */
let storedSite: FixtureSite;
let preview: ProtectedPreview;
let mirror: FixtureSite;
let dir: string;
let key: string;
let organizationId: string;
/** What earlier lines printed: the ids later lines name. */
const printed: { orgId?: string; keyId?: string } = {};

function fixtureHost(site: FixtureSite): string {
  return new URL(site.url).host;
}

beforeAll(async () => {
  buildCli();
  [docsSite, storedSite, preview] = await Promise.all([startDocsSite(), startScanSite({ pages: 2 }), serveProtectedPreview()]);
  dir = mkdtempSync(path.join(tmpdir(), 'docs-cli-commands-'));
  const ranges = writeTestRanges();
  // The feeds mirror of `admin traffic ranges update --feeds mirror.json`: the vendor's file, as in force.
  mirror = await serveSite({ '/gptbot.json': json(JSON.parse(readFileSync(path.join(ranges, 'gptbot.json'), 'utf8'))) });
  server = await startServer({
    // On PostgreSQL: each of the docs' admin lines (two dozen) opens the database, which on PostgreSQL costs a connection, on
    // the embedded one a trip through the server's (a third less CPU for this file, measured).
    database: 'postgres',
    // Fleet runs name the service in the scanner's User-Agent (docs/operations.md "Trying fleets on your machine").
    env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_PUBLIC_URL: 'http://127.0.0.1:3000', AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5', AGENTGAUGE_SCANS_PER_ORGANIZATION: '100' },
    seed: async (db) => {
      const seeded = await seedOrganization(db, { name: 'Docs CLI', subscription: 'active' });
      key = seeded.key;
      organizationId = seeded.id;
    },
  });
  // `agentgauge` and `bin/agentgauge` run this checkout's built CLI; a local audit of a fixture is allowed its origin.
  const allowed = [fixtureHost(docsSite), fixtureHost(preview.preview)].join(',');
  const launcher = [
    '#!/bin/sh',
    'allow=',
    'case " $* " in *" --allow-private-targets"*) ;; *)',
    '  case "$1 $2" in',
    `    "audit "*|"journeys "*) if [ -z "$AGENTGAUGE_API_KEY" ]; then allow=--allow-private-targets=${allowed}; fi`,
    `      case " $* " in *" --local "*) allow=--allow-private-targets=${allowed} ;; esac ;;`,
    // `traffic analyze --allow-private-targets` is a bare flag (bin/cli/traffic-command.ts), for its --site audit.
    '    "traffic analyze") allow=--allow-private-targets ;;',
    '  esac ;;',
    'esac',
    `exec "${process.execPath}" "${ROOT}bin/agentgauge" "$@" $allow`,
    '',
  ].join('\n');
  for (const folder of ['path', 'bin']) {
    mkdirSync(path.join(dir, folder));
    writeFileSync(path.join(dir, folder, 'agentgauge'), launcher);
    chmodSync(path.join(dir, folder, 'agentgauge'), 0o755);
  }
  // The files the docs' lines read, in the folder they run in.
  // The files the docs' lines read, in the folder they run in: a fleet's lists name the stored site, the logs hold
  // lines of both sites (a log sent for the stored site, a log read beside an audit of the docs site).
  const stored = fixtureHost(storedSite);
  writeFileSync(path.join(dir, 'clients.txt'), `# clients\n${stored}\n`);
  writeFileSync(path.join(dir, 'top-sites.csv'), `domain,rank\n${stored},1\n`);
  writeFileSync(path.join(dir, 'local.txt'), `${storedSite.url}\n`);
  const hosts = [stored, fixtureHost(docsSite)];
  const log = hosts.flatMap((vhost) => [0, 1, 2].map((second) => combinedLine({ ip: '192.0.2.10', day: '2026-11-20', second, path: '/', status: 200, ua: UA.gptbot, vhost })));
  writeFileSync(path.join(dir, 'access.log'), `${log.join('\n')}\n`);
  writeFileSync(path.join(dir, 'access.log.gz'), gzipSync(`${log.join('\n')}\n`));
  const time = Date.UTC(2026, 10, 20, 10, 0, 0);
  const cloudflare = (host: string) => ({ ClientIP: '192.0.2.11', ClientRequestHost: host, ClientRequestMethod: 'GET', ClientRequestPath: '/', EdgeResponseStatus: 200, EdgeStartTimestamp: time * 1_000_000, ClientRequestUserAgent: UA.claudebot });
  writeFileSync(path.join(dir, 'cloudflare.ndjson'), `${hosts.map((host) => JSON.stringify(cloudflare(host))).join('\n')}\n`);
  const caddy = (host: string) => ({ level: 'info', ts: time / 1000, msg: 'handled request', request: { client_ip: '192.0.2.9', proto: 'HTTP/2.0', method: 'GET', host, uri: '/', headers: { 'User-Agent': [UA.gptbot] } }, status: 200 });
  writeFileSync(path.join(dir, 'caddy.json'), `${hosts.map((host) => JSON.stringify(caddy(host))).join('\n')}\n`);
  cpSync(ranges, path.join(dir, 'ranges'), { recursive: true });
  writeFileSync(path.join(dir, 'mirror.json'), JSON.stringify({ gptbot: `${mirror.url.replace(/\/$/, '')}/gptbot.json` }));
  writeFileSync(path.join(dir, 'step-summary.md'), '');
  startOrderedRuns();
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await Promise.all([docsSite?.close(), storedSite?.close(), preview?.close(), mirror?.close()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The line without its trailing comment (a `#` after a space, outside quotes). */
function withoutComment(text: string): string {
  let quote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '#' && /\s/.test(text[index - 1] ?? ' ')) return text.slice(0, index).trimEnd();
  }
  return text.trimEnd();
}

/** The commands of a line, in order, with what joins each to the one before (`&&` or `;`). */
function commandsOf(text: string): Array<{ command: string; after: '&&' | ';' | null }> {
  const parts = withoutComment(text).split(/\s+(&&|;)\s+|;\s+/);
  const commands: Array<{ command: string; after: '&&' | ';' | null }> = [];
  let after: '&&' | ';' | null = null;
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index];
    if (part === '&&' || part === ';') after = part;
    else if (part === undefined) after = ';';
    else {
      commands.push({ command: part.replace(/;$/, ''), after });
      after = ';';
    }
  }
  return commands;
}

function fail(line: DocsLine, what: string): never {
  throw new Error(`${line.file}:${line.line} ${what}, which this test cannot fill in: ${line.text}`);
}

/** Objects anywhere in an API body. */
function objectsIn(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value && typeof value === 'object') return [value as Record<string, unknown>, ...Object.values(value).flatMap(objectsIn)];
  return [];
}

async function apiBody(pathname: string): Promise<unknown> {
  const answer = await request(server.baseUrl, pathname, { key });
  expect(answer.status, `GET ${pathname}`).toBe(200);
  return answer.body;
}

/** The organization's site at the docs fixture, as `agentgauge sites add https://example.com` added it. */
async function siteId(line: DocsLine): Promise<string> {
  const site = objectsIn(await apiBody('/api/v1/me/sites')).find((item) => item.host === fixtureHost(storedSite) && typeof item.id === 'string');
  return (site?.id as string | undefined) ?? fail(line, 'needs a site id (no earlier docs line added the site)');
}

/** The newest fleet, as the docs' `fleet create` made it. */
async function fleetId(line: DocsLine): Promise<string> {
  const body = (await apiBody('/api/v1/me/fleets')) as { fleets?: Array<{ id: string }> };
  return body.fleets?.[0]?.id ?? fail(line, 'needs a fleet id (no earlier docs line created a fleet)');
}

/** The newest run of the newest fleet, as the docs' `fleet run` started it. */
async function runId(line: DocsLine): Promise<string> {
  const body = (await apiBody('/api/v1/me/fleets')) as { fleets?: Array<{ lastRun: { id: string } | null }> };
  return body.fleets?.[0]?.lastRun?.id ?? fail(line, 'needs a fleet run id (no earlier docs line ran a fleet)');
}

/** A check with an open fix on the site (`agentgauge fixes <siteId> [checkId]`). */
async function openFixCheck(line: DocsLine): Promise<string> {
  const fix = objectsIn(await apiBody(`/api/v1/me/sites/${await siteId(line)}/fixes`)).find((item) => typeof item.checkId === 'string');
  return (fix?.checkId as string | undefined) ?? fail(line, 'needs a check with an open fix');
}

/** A verdict report of the current edition, as a listed site's owner files one (the site page's form). */
async function verdictReportId(line: DocsLine): Promise<string> {
  return withDatabase(server.databaseEnv, async (db) => {
    const edition = await db.indexEdition.findFirst({ orderBy: { number: 'desc' } });
    if (!edition) fail(line, 'needs an index edition (no earlier docs line published one)');
    const report = await db.indexVerdictReport.create({
      data: { editionId: edition.id, organizationId, host: fixtureHost(storedSite), subject: 'check', checkId: 'llms-txt', verdict: 'pass', explanation: 'The docs ask for a report to resolve.' },
    });
    return report.id;
  });
}

/**
 * The command with the docs' placeholders filled in (asked for when it runs: an earlier command may make the id). The
 * site the service stores (the service's and the admin commands) is the plain fixture, the one an audit measures the
 * agent-ready docs site: `sites add https://example.com` and `artifact <siteId> llms-txt` want a site without a working
 * llms.txt, `audit example.com --assert llms-txt=100` one with it.
 */
async function fill(command: string, line: DocsLine): Promise<string> {
  const docs = fixtureHost(isServiceCommand(command) ? storedSite : docsSite);
  let text = command
    .replace(/\bhttps?:\/\/gauge\.example\.com\b/g, server.baseUrl)
    .replace(/\bhttps?:\/\/(localhost|127\.0\.0\.1):3000\b/g, server.baseUrl)
    .replace(/\bhttps:\/\/my-app-git-fix\.vercel\.app\b/g, preview.preview.url.replace(/\/$/, ''))
    .replace(/\b127\.0\.0\.1:4000\b/g, docs)
    .replace(/\bhttps?:\/\/([a-z0-9-]+\.)*example\.(com|org|net)\b/g, `http://${docs}`)
    .replace(/(?<![\w@.-])([a-z0-9-]+\.)*example\.(com|org|net)\b/g, docs)
    .replace(/\bag_live_…/g, key)
    .replace(/\/var\/log\/nginx\//g, '')
    .replace(/\[(--[^\]]+)\]/g, '$1')
    .replace(/<password>/g, PASSWORD);
  const lazy: Array<[RegExp, () => Promise<string> | string]> = [
    [/<site-?id>|<siteId>/i, () => siteId(line)],
    [/<fleetId>/, () => fleetId(line)],
    [/<runId>|<run-id>/, () => runId(line)],
    [/\[checkId\]/, () => openFixCheck(line)],
    [/<org-id>|<organization id>/, () => printed.orgId ?? fail(line, 'needs an organization id (no earlier docs line created one)')],
    [/<key-id>/, () => printed.keyId ?? fail(line, 'needs a key id (no earlier docs line created one)')],
    [/<report-id>/, () => verdictReportId(line)],
  ];
  for (const [placeholder, value] of lazy) {
    if (placeholder.test(text)) {
      const filled = await value();
      text = text.replace(new RegExp(placeholder.source, `${placeholder.flags}g`), filled);
    }
  }
  const left = /<[^>\s][^>]*>|\[[^\]]+\]|…/.exec(text.replace(/'[^']*'/g, "''"));
  if (left) fail(line, `has the placeholder ${left[0]}`);
  return text;
}

/** The command's arguments, after `agentgauge` and the variables set for it. */
function argumentsOf(command: string): string {
  return command.replace(new RegExp(`^(${ASSIGNMENT.source}\\s+)*(npx\\s+)?(bin\\/|@agentgauge\\/cli)?agentgauge\\s+`), '');
}

function isServiceCommand(command: string): boolean {
  return SERVICE_COMMANDS.test(argumentsOf(command)) || /^admin\s/.test(argumentsOf(command));
}

/** The environment a command runs with: what the docs say it reads. */
function environment(command: string, line: DocsLine, exported: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { ...exported };
  const args = argumentsOf(command);
  if (SERVICE_COMMANDS.test(args)) Object.assign(env, { AGENTGAUGE_API_KEY: key, AGENTGAUGE_URL: server.baseUrl });
  // The admin commands open the server's database; the feeds mirror on 127.0.0.1 is allowed as an operator allows a
  // mirror on a private address (docs/configuration.md, "Traffic logs").
  if (/^admin\s/.test(args)) Object.assign(env, { DATABASE_URL: '', ...server.databaseEnv, AGENTGAUGE_ALLOW_PRIVATE_TARGETS: new URL(mirror.url).host });
  const variables: Record<string, string> = {
    GITHUB_STEP_SUMMARY: path.join(dir, 'step-summary.md'),
    VERCEL_AUTOMATION_BYPASS_SECRET: BYPASS_SECRET,
    BYPASS: BYPASS_SECRET,
    CF_ACCESS_CLIENT_ID: 'docs-client.access',
    CF_ACCESS_CLIENT_SECRET: 'docs-client-secret',
  };
  const unquoted = command.replace(/'[^']*'/g, "''");
  for (const [, name] of unquoted.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)) {
    if (!variables[name!]) fail(line, `uses $${name}`);
    env[name!] = variables[name!]!;
  }
  return env;
}

/** The environment the block's `export` lines before the line set, filled in. */
async function exportsOf(line: DocsLine): Promise<Record<string, string>> {
  const env: Record<string, string> = {};
  for (const exported of line.exports ?? []) {
    const filled = await fill(exported, line);
    for (const [, name, value] of filled.matchAll(/\b([A-Z][A-Z0-9_]*)=(\S+)/g)) env[name!] = value!;
  }
  return env;
}

interface Ran {
  command: string;
  code: number;
  stdout: string;
  stderr: string;
}

function runShell(command: string, env: Record<string, string>): Promise<Ran> {
  const base = { ...process.env };
  for (const name of ['AGENTGAUGE_API_KEY', 'AGENTGAUGE_URL', 'NO_COLOR', 'FORCE_COLOR', 'AGENTGAUGE_DEBUG', 'NODE_OPTIONS', 'DATA_DIR', 'DATABASE_URL']) delete base[name];
  const fullEnv = { ...base, ...env, PATH: `${path.join(dir, 'path')}${path.delimiter}${process.env.PATH}` };
  return new Promise((resolve) => {
    execFile('sh', ['-c', command], { cwd: dir, env: fullEnv, timeout: 240_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ command, code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/** What an admin command printed that a later line names: the organization's id, the key's id. */
function remember(ran: Ran): void {
  const ids = ran.stdout.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  if (/admin org create/.test(ran.command) && ids) printed.orgId = ids[0];
  if (/admin key create/.test(ran.command) && ids) printed.keyId = ids[0];
}

/**
 * Lines of stderr that say something went wrong: an error (the API's, a thrown one), an unknown option or command, a
 * stack. The CLI's other stderr lines are its notes and progress ("agentgauge: no API key …, so the audit runs
 * locally", "measured page 1/7", "scan … running") and, where a gate fails, its reasons.
 */
function errorLines(stderr: string): string[] {
  return stderr.split('\n').filter((text) => /\berror\b|\w+Error\b|unknown (option|command)|too many arguments|^\s+at .+:\d+:\d+\)?$/i.test(text));
}

/** Runs a docs line's commands as the shell would (`&&` stops at a failure). */
async function execute(line: DocsLine): Promise<Ran[]> {
  const exported = await exportsOf(line);
  const runs: Ran[] = [];
  for (const { command, after } of commandsOf(line.text)) {
    if (after === '&&' && runs.at(-1)!.code !== 0) break;
    const filled = await fill(command, line);
    const ran = await runShell(filled, environment(command, line, exported));
    remember(ran);
    runs.push(ran);
  }
  return runs;
}

/** A line exits as the docs say (0, or its gate's code with the gate's reasons) and prints no error line. */
function judge(line: DocsLine, runs: Ran[]): void {
  const expected = GATE_FAILS.find((gate) => line.text.startsWith(gate.starts))?.code ?? 0;
  const last = runs.at(-1)!;
  const shown = runs.map((ran) => `$ ${ran.command}\n${ran.stdout.slice(0, 1500)}\n${ran.stderr.slice(0, 1500)}`).join('\n');
  expect({ line: `${line.file}:${line.line}: ${line.text}`, code: last.code, errors: runs.flatMap((ran) => errorLines(ran.stderr)) }, shown).toEqual({
    line: `${line.file}:${line.line}: ${line.text}`,
    code: expected,
    errors: [],
  });
  if (expected === 1) expect(last.stderr, shown).toMatch(/^agentgauge: (assertion failed|regression): /m);
  for (const ran of runs.slice(0, -1)) expect(ran.code, shown).toBe(0);
}

const notRun = (line: DocsLine) => NOT_RUN[withoutComment(line.text)] !== undefined;
/** Lines that read or change the service (or its database), or read a file another line writes: in the docs' order. */
const inOrder = (line: DocsLine) => commandsOf(line.text).some(({ command }) => isServiceCommand(command)) || line.exports !== undefined || /--baseline\s/.test(line.text);
const standalone = LINES.filter((line) => !notRun(line) && !inOrder(line));
const ordered = LINES.filter((line) => !notRun(line) && inOrder(line));

/**
 * The ordered lines' runs, one after another from when the service is up, while the lines of this machine alone run
 * beside them (the two share nothing): each test awaits its own line's run.
 */
const orderedRuns = new Map<DocsLine, Promise<Ran[]>>();
function startOrderedRuns(): void {
  let previous: Promise<unknown> = Promise.resolve();
  for (const line of ordered) {
    const run = previous.then(() => execute(line));
    previous = run.catch(() => undefined);
    orderedRuns.set(line, run);
  }
}
const named = (lines: DocsLine[]) => lines.map((line) => [`${line.file}:${line.line}`, line] as const);

describe("the docs' agentgauge lines, as pasted", () => {
  it('finds the agentgauge lines of every page that shows one, and each line it does not run is still in the docs', () => {
    expect([...new Set(LINES.map((line) => line.file))]).toEqual(expect.arrayContaining(['README.md', 'docs/api.md', 'docs/cli.md', 'docs/operations.md']));
    expect(LINES.length).toBeGreaterThanOrEqual(60);
    const texts = LINES.map((line) => withoutComment(line.text));
    for (const text of Object.keys(NOT_RUN)) expect(texts, `NOT_RUN names a line the docs no longer show: ${text}`).toContain(text);
    for (const gate of GATE_FAILS) expect(texts.some((text) => text.startsWith(gate.starts)), `GATE_FAILS names a line the docs no longer show: ${gate.starts}`).toBe(true);
  });

  it('a line it cannot fill in fails with its file:line and text', async () => {
    const line = { file: 'x.md', line: 3, text: 'agentgauge sites get <thing-id>' };
    await expect(fill(line.text, line)).rejects.toThrow('x.md:3 has the placeholder <thing-id>, which this test cannot fill in: agentgauge sites get <thing-id>');
    expect(() => environment('agentgauge audit "$TOKEN"', line, {})).toThrow('x.md:3 uses $TOKEN, which this test cannot fill in');
    // A command after variables set for it, double-quoted with escaped quotes, is a line too (never dropped).
    expect(agentgaugeLines('y.md', '```sh\nexport K=v\nA="{\\"b\\": \\"$C\\"}" B=1 agentgauge audit x\n```\n')).toEqual([
      { file: 'y.md', line: 3, text: 'A="{\\"b\\": \\"$C\\"}" B=1 agentgauge audit x', exports: ['export K=v'] },
    ]);
    expect(commandsOf('agentgauge a <x>; agentgauge b && agentgauge c   # one; two')).toEqual([
      { command: 'agentgauge a <x>', after: null },
      { command: 'agentgauge b', after: ';' },
      { command: 'agentgauge c', after: '&&' },
    ]);
  });

  describe.concurrent('lines of this machine alone (no service), side by side', { timeout: 120_000 }, () => {
    it.each(named(standalone))('%s exits as the docs say', async (_, line) => judge(line, await execute(line)));
  });

  describe("lines on the service and its database, in the docs' order", { timeout: 300_000 }, () => {
    it.each(named(ordered))('%s exits as the docs say', async (_, line) => judge(line, await orderedRuns.get(line)!));
  });

  it('the files the lines write are where the docs say (the formats\' --output, the artifact\'s --out, the export\'s -o)', () => {
    const files = ['agentgauge.sarif', 'agentgauge.xml', 'summary.md', 'report.json', 'llms.txt', 'run.parquet', 'comment.md'];
    expect(files.filter((file) => !existsSync(path.join(dir, file)))).toEqual([]);
    expect(readFileSync(path.join(dir, 'step-summary.md'), 'utf8')).toMatch(/\S/);
  });
});
