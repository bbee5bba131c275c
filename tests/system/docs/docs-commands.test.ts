// Commands that work as pasted (issue 63 point 4): every curl line in the fenced code blocks of docs/api.md,
// docs/cli.md, docs/mcp-and-a2a.md and README.md is read from the docs when this file runs, and run by `sh -c` against
// the real built server, in the docs' order (a later line uses what an earlier one created: the site, its scan, a
// batch, the deploy hook). Only the docs' placeholders are filled in: the service's address, the key and the ids in
// the environment or in place of <site-id>, and example.com (or any *.example.* host) becomes a fixture site on
// 127.0.0.1, which the server may scan (AGENTGAUGE_ALLOW_PRIVATE_TARGETS). Each curl call must answer the 2xx its
// route is documented to answer. A line this file cannot fill in, or whose route it has no expectation for, fails
// with its text: a new docs line is run, or the test says why not, never skipped.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { startScanSite, waitForScan } from '../../helpers/scan-sites';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import type { FixtureSite } from '../../helpers/site';
import { combinedLine, UA } from '../../helpers/traffic/planted-log';
import { curlLines, type DocsLine } from '../../helpers/docs/docs-lines';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DOCS = ['docs/api.md', 'docs/cli.md', 'docs/mcp-and-a2a.md', 'README.md'];

const LINES = DOCS.flatMap((file) => curlLines(file, readFileSync(path.join(ROOT, file), 'utf8')));

/** The 2xx each documented route answers (docs/api.md, docs/cli.md, docs/mcp-and-a2a.md state them). */
const EXPECTED: Array<[RegExp, number]> = [
  [/^POST \/api\/v1\/scan$/, 200],
  [/^GET \/api\/v1\/report\/[^/]+$/, 200],
  [/^POST \/api\/v1\/me\/sites$/, 201],
  [/^POST \/api\/v1\/me\/sites\/[^/]+\/scan$/, 202],
  [/^GET \/api\/v1\/me\/scans\/[^/]+$/, 200],
  [/^GET \/api\/v1\/me\/sites\/[^/]+$/, 200],
  [/^POST \/api\/v1\/engine\/(audit|report)$/, 200],
  [/^POST \/api\/v1\/me\/fleets$/, 201],
  [/^POST \/api\/v1\/me\/sites\/[^/]+\/traffic$/, 202],
  [/^GET \/api\/v1\/me\/sites\/[^/]+\/traffic\/batches\/[^/]+$/, 200],
  [/^POST \/api\/v1\/me\/sites\/[^/]+\/deploy-hook$/, 200],
  [/^POST \/api\/v1\/hooks\/deploy\/[^/]+$/, 202],
  [/^GET \/cli\/latest\.tgz(\.sha256)?$/, 200],
  [/^POST \/a2a$/, 200],
];

let server: TestServer;
let site: FixtureSite;
let dir: string;
/** What earlier lines answered: the ids later lines name. */
const state: { key?: string; siteId?: string; scanId?: string; batchId?: string; hookUrl?: string; hookSecret?: string } = {};

beforeAll(async () => {
  site = await startScanSite({ pages: 2 });
  server = await startServer({
    env: {
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
      // The docs' anonymous scan (POST /api/v1/scan, and the A2A agent's audit-site) of the 127.0.0.1 fixture: a test
      // bed's setting (lib/settings/settings.ts); a real service never scans a private origin anonymously.
      AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
      AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5', AGENTGAUGE_SCANS_PER_ORGANIZATION: '100' },
    seed: async (db) => {
      state.key = (await seedOrganization(db, { name: 'Docs', subscription: 'active' })).key;
    },
  });
  dir = mkdtempSync(path.join(tmpdir(), 'docs-commands-'));
  // The files the docs' lines send, in the directory they run in.
  writeFileSync(path.join(dir, 'clients.txt'), `# clients\n127.0.0.1:${site.port}\n${site.url}\n`);
  const log = Array.from({ length: 3 }, (_, second) => combinedLine({ ip: '203.0.113.200', day: '2026-11-20', second, path: '/', status: 200, ua: UA.gptbot }));
  writeFileSync(path.join(dir, 'access.log.gz'), gzipSync(`${log.join('\n')}\n`));
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function need(value: string | undefined, name: string, line: DocsLine): string {
  if (!value) throw new Error(`${line.file}:${line.line} needs ${name}, which no earlier docs line gave: ${line.text}`);
  return value;
}

/** The docs line with its placeholders filled in, and the environment its $VARIABLES come from. */
function substitute(line: DocsLine): { text: string; env: Record<string, string> } {
  const fixture = `127.0.0.1:${site.port}`;
  const text = line.text
    .replace(/\bhttps?:\/\/(localhost|127\.0\.0\.1):3000\b/g, server.baseUrl)
    .replace(/(?<![\w/.:-])(localhost|127\.0\.0\.1):3000\b/g, server.baseUrl)
    .replace(/\bhttps?:\/\/([a-z0-9-]+\.)*example\.(com|org|net)\b/g, `http://${fixture}`)
    .replace(/\b([a-z0-9-]+\.)*example\.(com|org|net)\b/g, fixture)
    .replace(/<site-id>/g, () => need(state.siteId, 'a site id', line))
    .replace(/<scan-id>/g, () => need(state.scanId, 'a scan id', line))
    .replace(/<hook id>/g, () => new URL(need(state.hookUrl, 'a deploy hook', line)).pathname.split('/').pop()!);
  const variables: Record<string, () => string> = {
    BASE: () => server.baseUrl,
    KEY: () => need(state.key, 'a key', line),
    SITE: () => need(state.siteId, 'a site id', line),
    BATCH: () => need(state.batchId, 'a batch id', line),
    SECRET: () => need(state.hookSecret, 'a generic deploy hook secret', line),
    HOOK_URL: () => need(state.hookUrl, 'a deploy hook', line),
    GITHUB_SHA: () => 'c0ffee0c0ffee0c0ffee0c0ffee0c0ffee0c0ffe',
  };
  const env: Record<string, string> = {};
  // Only shell expansions count: a `$` inside single quotes (a JSON body) is text.
  const unquoted = text.replace(/'[^']*'/g, "''");
  for (const [, name] of unquoted.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const value = variables[name!];
    if (!value) throw new Error(`${line.file}:${line.line} uses $${name}, which this test cannot fill in: ${line.text}`);
    env[name!] = value();
  }
  const left = text.match(/<[a-z][a-z -]*>/);
  if (left) throw new Error(`${line.file}:${line.line} has the placeholder ${left[0]}, which this test cannot fill in: ${line.text}`);
  return { text, env };
}

/** Each curl call of a (filled-in) line: its method and path, and the status its route is documented to answer. */
function calls(text: string, line: DocsLine, env: Record<string, string>): Array<{ call: string; status: number }> {
  const shellExpanded = text.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, name: string) => env[name] ?? '');
  return shellExpanded
    .split(/(?:^|&&|\||;)\s*curl\s/)
    .slice(1)
    .map((segment) => {
      const urls = [...segment.matchAll(/https?:\/\/[^\s"'#]+/g)].map((match) => new URL(match[0]));
      expect(urls.length, `${line.file}:${line.line}: one URL per curl call: ${line.text}`).toBeGreaterThanOrEqual(1);
      // 127.0.0.1 only: every address a line names is this test's server or fixture site.
      for (const url of urls) expect(url.hostname, `${line.file}:${line.line}: ${line.text}`).toBe('127.0.0.1');
      const target = urls[0]!;
      const method = /-X\s+([A-Z]+)/.exec(segment)?.[1] ?? (/\s(-d|--data[\w-]*)\s/.test(segment) ? 'POST' : 'GET');
      const call = `${method} ${target.pathname}`;
      const status = EXPECTED.find(([route]) => route.test(call))?.[1];
      if (!status) throw new Error(`${line.file}:${line.line}: no documented status for ${call} in this test's table: ${line.text}`);
      return { call, status };
    });
}

/** Remembers the ids a line's answer names, for the lines after it; waits for a queued scan, so the next call that
 *  queues one is not refused as "a scan already running". */
async function remember(stdout: string): Promise<void> {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(stdout);
  } catch {
    return;
  }
  // A JSON-RPC answer is 200 whatever happened: the A2A line succeeds when its task completed.
  if (body.jsonrpc) expect({ error: body.error, state: (body.result as { task?: { status?: { state?: string } } } | undefined)?.task?.status?.state }).toEqual({ error: undefined, state: 'TASK_STATE_COMPLETED' });
  // A deploy hook's call is 202 whether or not it queued a scan: the docs' calls queue one.
  if ('queued' in body) expect(body.queued).toBe(true);
  if (typeof body.batchId === 'string') state.batchId = body.batchId;
  if (typeof body.id === 'string' && typeof body.host === 'string' && !state.siteId) state.siteId = body.id;
  if (typeof body.scanId === 'string') {
    state.scanId = body.scanId;
    const settled = await waitForScan(server.baseUrl, state.key!, body.scanId, ['succeeded', 'failed'], 120_000);
    expect(settled.body.status).toBe('succeeded');
  }
  if (typeof body.url === 'string' && body.url.includes('/api/v1/hooks/deploy/')) {
    // The docs set a netlify hook up and then show a generic hook's call: the same hook made generic (its URL stays)
    // gives the bearer secret that call sends.
    const generic = await request(server.baseUrl, `/api/v1/me/sites/${state.siteId}/deploy-hook`, { key: state.key, json: { provider: 'generic' } });
    expect(generic.status).toBe(200);
    state.hookUrl = generic.body.url;
    state.hookSecret = generic.body.secret;
  }
}

describe('the docs\' curl lines, as pasted', { timeout: 180_000 }, () => {
  it('finds the curl lines of every docs page that shows one', () => {
    const files = new Set(LINES.map((line) => line.file));
    expect([...files]).toEqual(expect.arrayContaining(['docs/api.md', 'docs/cli.md', 'docs/mcp-and-a2a.md']));
    expect(LINES.length).toBeGreaterThanOrEqual(17);
  });

  it('a line it cannot fill in, or whose route it does not know, fails with its text', () => {
    const unknown = { file: 'x.md', line: 1, text: 'curl "$BASE/api/v1/me/sites" -H "X-Token: $TOKEN"' };
    expect(() => substitute(unknown)).toThrow('x.md:1 uses $TOKEN, which this test cannot fill in: curl "$BASE/api/v1/me/sites" -H "X-Token: $TOKEN"');
    expect(() => substitute({ ...unknown, text: 'curl "$BASE/api/v1/me/things/<thing-id>"' })).toThrow('x.md:1 has the placeholder <thing-id>');
    const route = { ...unknown, text: 'curl -X DELETE "$BASE/api/v1/me/sites"' };
    expect(() => calls(route.text, route, { BASE: server.baseUrl })).toThrow('x.md:1: no documented status for DELETE /api/v1/me/sites');
    // Continuations: a trailing backslash, and a quoted body left open, each join the next line.
    expect(curlLines('y.md', "```sh\ncurl -X POST a \\\n  -d '{\"a\":\n 1}'   # it's a comment\nnpm i x\n```\n")).toEqual([
      { file: 'y.md', line: 2, text: "curl -X POST a -d '{\"a\":\n 1}'   # it's a comment" },
    ]);
  });

  it.each(LINES.map((line) => [`${line.file}:${line.line}`, line] as const))('%s answers its documented 2xx', async (_, line) => {
    const { text, env } = substitute(line);
    const expected = calls(text, line, env);
    // Each curl call also prints its status to stderr (curl's %{stderr}), and speaks to no proxy.
    const script = `curl() { command curl --noproxy '*' -w '%{stderr}HTTP-STATUS %{http_code}\\n' "$@"; }\n${text}`;
    const answer = await run('sh', ['-c', script], { cwd: dir, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stdout: string; stderr: string; code: number }) => error,
    );
    const statuses = [...answer.stderr.matchAll(/^HTTP-STATUS (\d{3})$/gm)].map((match) => Number(match[1]));
    expect({ line: line.text, statuses }, answer.stdout.slice(0, 2000)).toEqual({ line: line.text, statuses: expected.map((call) => call.status) });
    expect('code' in answer ? answer.code : 0, answer.stderr).toBe(0);
    await remember(answer.stdout);
  });
});
