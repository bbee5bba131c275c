// `bin/agentgauge admin traffic ranges` (issue 55 point 2): the crawler address ranges in force (the repository's
// dated snapshot, each file with its creationTime and source), a directory of the vendors' shape installed for every
// worker (and then in force), and a bad file refused whole, naming it. `… ranges update` (issue 61 point 3) fetches
// the vendors' files from a fixture server on 127.0.0.1 (--feeds: never the internet): a feed that grows is taken and
// stamped, one that shrinks by more than half, fails or is not the vendors' shape is refused and its file kept; and
// feeds are checked as strangers' data (issue 84 point 7): only known file names, no prefix wider than /16 (IPv4) or
// /32 (IPv6), no address space grown past four times, every hop under the SSRF rules (the fixture's origin allowed by
// AGENTGAUGE_ALLOW_PRIVATE_TARGETS as an operator allows a mirror; a redirect to 169.254.169.254 is refused before
// anything is sent), and no fetched text printed back. On the embedded database.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/open';
import { createTempDataDir } from '../../helpers/db/helpers';
import { writeTestRanges } from '../../helpers/traffic/planted-log';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

const dataDir = createTempDataDir();

beforeAll(async () => {
  buildCli();
  // Creating a PGlite cluster (initdb) and migrating it is the slow part: once, under the hook's longer timeout.
  await (await openDatabase({ serve: false }, { kind: 'embedded', dataDir: dataDir.dir })).close();
});
afterAll(() => dataDir.remove());

const ranges = (args: string[], env: Record<string, string> = {}) => runCli(['admin', 'traffic', 'ranges', ...args], { DATA_DIR: dataDir.dir, DATABASE_URL: '', ...env });
/** The feeds' fixture origin allowed, as an operator allows a mirror on a private address. */
const allowing = (origin: string) => ({ AGENTGAUGE_ALLOW_PRIVATE_TARGETS: new URL(origin).host });

describe('agentgauge admin traffic ranges', () => {
  it('lists the snapshot, installs a directory for every worker, and refuses a bad file whole', { timeout: 120_000 }, async () => {
    const snapshot = await ranges(['--json']);
    expect({ code: snapshot.code, stderr: snapshot.stderr }).toEqual({ code: 0, stderr: '' });
    const listed = JSON.parse(snapshot.stdout);
    expect(listed.origin).toBe('the snapshot in this release (lib/traffic/ip-ranges)');
    expect(listed.files.find((file: { name: string }) => file.name === 'gptbot')).toEqual({ name: 'gptbot', creationTime: '2025-10-30T11:00:00Z', fetchedAt: null, prefixes: 21, source: 'https://openai.com/gptbot.json' });

    const installed = await ranges(['--from', writeTestRanges()]);
    expect(installed.code).toBe(0);
    expect(installed.stdout.split('\n')[0]).toMatch(/^Installed: installed with agentgauge admin traffic ranges on \d{4}-\d{2}-\d{2}$/);
    const inForce = JSON.parse((await ranges(['--json'])).stdout);
    expect(inForce.files).toEqual([
      { name: 'chatgpt-user', creationTime: '2026-11-01T00:00:00.000000', fetchedAt: null, prefixes: 2, source: 'test ranges (RFC 5737, RFC 3849)' },
      { name: 'claudebot', creationTime: '2026-11-01T00:00:00.000000', fetchedAt: null, prefixes: 1, source: 'test ranges (RFC 5737, RFC 3849)' },
      { name: 'gptbot', creationTime: '2026-11-01T00:00:00.000000', fetchedAt: null, prefixes: 1, source: 'test ranges (RFC 5737, RFC 3849)' },
    ]);

    const bad = mkdtempSync(path.join(tmpdir(), 'agentgauge-bad-ranges-'));
    writeFileSync(path.join(bad, 'gptbot.json'), JSON.stringify({ creationTime: 'x', prefixes: [{ ipv4Prefix: '192.0.2.0/33' }] }));
    const refused = await ranges(['--from', bad]);
    expect(refused).toEqual({ code: 2, stdout: '', stderr: 'agentgauge: gptbot.json prefixes[0] "192.0.2.0/33" is not a CIDR prefix\n' });
    // Nothing of the bad directory was installed.
    expect(JSON.parse((await ranges(['--json'])).stdout).files).toHaveLength(3);
  });
});

/** The vendors' files as a fixture server on 127.0.0.1 serves them: one path per feed, and one that fails. */
async function serveFeeds(routes: Record<string, { status: number; body: string; headers?: Record<string, string> }>): Promise<{ origin: string; asked: string[]; close(): Promise<void> }> {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const route = routes[req.url ?? ''] ?? { status: 404, body: 'not found' };
    res.writeHead(route.status, { 'content-type': 'application/json', ...('headers' in route ? route.headers : {}) }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const prefixes = (count: number, second: number) => Array.from({ length: count }, (_, index) => ({ ipv4Prefix: `10.${second}.${index}.0/24` }));

describe('agentgauge admin traffic ranges update', () => {
  it('takes a grown feed and stamps it, refuses a shrunken, failed or malformed one and keeps its file', { timeout: 120_000 }, async () => {
    // In force before: the three test files (gptbot 1 prefix, chatgpt-user 2, claudebot 1), installed above; here a
    // claudebot file of 10 prefixes, so a feed of 4 shrinks by more than half.
    const before = mkdtempSync(path.join(tmpdir(), 'agentgauge-ranges-before-'));
    writeFileSync(path.join(before, 'gptbot.json'), JSON.stringify({ creationTime: '2026-01-01T00:00:00Z', prefixes: prefixes(2, 1) }));
    writeFileSync(path.join(before, 'claudebot.json'), JSON.stringify({ creationTime: '2026-01-01T00:00:00Z', prefixes: prefixes(10, 2) }));
    writeFileSync(path.join(before, 'bingbot.json'), JSON.stringify({ creationTime: '2026-01-01T00:00:00Z', prefixes: prefixes(3, 3) }));
    expect((await ranges(['--from', before])).code).toBe(0);
    const feeds = await serveFeeds({
      '/gptbot.json': { status: 200, body: JSON.stringify({ creationTime: '2026-11-20T00:00:00Z', prefixes: prefixes(3, 4) }) },
      '/bots.json': { status: 200, body: JSON.stringify({ creationTime: '2026-11-20T00:00:00Z', prefixes: prefixes(4, 5) }) },
      '/bingbot.json': { status: 503, body: 'down' },
      '/ccbot.json': { status: 200, body: JSON.stringify({ prefixes: 'none' }) },
    });
    try {
      const mapping = path.join(before, 'feeds.json');
      writeFileSync(mapping, JSON.stringify({ gptbot: `${feeds.origin}/gptbot.json`, claudebot: `${feeds.origin}/bots.json`, bingbot: `${feeds.origin}/bingbot.json`, ccbot: `${feeds.origin}/ccbot.json` }));
      const update = await ranges(['update', '--feeds', mapping], allowing(feeds.origin));
      expect(update.code).toBe(5);
      expect(update.stderr).toBe('agentgauge: 3 of 4 feeds refused; their files in force were kept.\n');
      const lines = update.stdout.split('\n');
      expect(lines.slice(0, 4)).toEqual([
        `Taken: gptbot.json, 3 prefixes (was 2), from ${feeds.origin}/gptbot.json`,
        `Refused: claudebot.json from ${feeds.origin}/bots.json: it shrinks its IPv4 addresses from 2,560 to 1,024 (less than half): kept the file in force`,
        `Refused: bingbot.json from ${feeds.origin}/bingbot.json: HTTP 503`,
        `Refused: ccbot.json from ${feeds.origin}/ccbot.json: ccbot.json is not {"creationTime", "prefixes": [...]}`,
      ]);
      expect(feeds.asked.sort()).toEqual(['/bingbot.json', '/bots.json', '/ccbot.json', '/gptbot.json']);
      const inForce = JSON.parse((await ranges(['--json'])).stdout);
      expect(inForce.files.map((file: { name: string; prefixes: number; source: string | null }) => [file.name, file.prefixes, file.source])).toEqual([
        ['bingbot', 3, null],
        ['claudebot', 10, null],
        ['gptbot', 3, `${feeds.origin}/gptbot.json`],
      ]);
      const taken = inForce.files.find((file: { name: string }) => file.name === 'gptbot');
      expect(Date.now() - Date.parse(taken.fetchedAt)).toBeLessThan(120_000);
      expect(taken.creationTime).toBe('2026-11-20T00:00:00Z');
    } finally {
      await feeds.close();
    }
  });

  it('checks feeds as strangers\' data: known names, no wide prefix, bounded growth, the SSRF rules on every hop, no fetched text printed', { timeout: 120_000 }, async () => {
    const before = mkdtempSync(path.join(tmpdir(), 'agentgauge-ranges-strangers-'));
    writeFileSync(path.join(before, 'gptbot.json'), JSON.stringify({ creationTime: '2026-01-01T00:00:00Z', prefixes: prefixes(2, 1) }));
    writeFileSync(path.join(before, 'claudebot.json'), JSON.stringify({ creationTime: '2026-01-01T00:00:00Z', prefixes: prefixes(2, 2) }));
    writeFileSync(path.join(before, 'bingbot.json'), JSON.stringify({ creationTime: '2026-01-01T00:00:00Z', prefixes: prefixes(2, 3) }));
    writeFileSync(path.join(before, 'ccbot.json'), JSON.stringify({ creationTime: '2026-01-01T00:00:00Z', prefixes: prefixes(2, 6) }));
    expect((await ranges(['--from', before])).code).toBe(0);
    const canary = 'CANARY-7f3e-owned';
    const feeds = await serveFeeds({
      // The whole IPv4 space: a spoofed GPTBot would then read as verified.
      '/wide.json': { status: 200, body: JSON.stringify({ creationTime: '2026-11-20T00:00:00Z', prefixes: [{ ipv4Prefix: '0.0.0.0/0' }] }) },
      // Ten times the addresses of the file in force, in prefixes each narrow enough.
      '/grown.json': { status: 200, body: JSON.stringify({ creationTime: '2026-11-20T00:00:00Z', prefixes: prefixes(20, 7) }) },
      '/metadata.json': { status: 302, body: '', headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
      '/canary.json': { status: 200, body: JSON.stringify({ creationTime: '2026-11-20T00:00:00Z', prefixes: [{ ipv4Prefix: canary }] }) },
    });
    try {
      const mapping = path.join(before, 'feeds.json');
      writeFileSync(
        mapping,
        JSON.stringify({
          gptbot: `${feeds.origin}/wide.json`,
          claudebot: `${feeds.origin}/grown.json`,
          bingbot: `${feeds.origin}/metadata.json`,
          ccbot: `${feeds.origin}/canary.json`,
          '../../../tmp/owned': `${feeds.origin}/wide.json`,
          evilbot: `${feeds.origin}/wide.json`,
        }),
      );
      const update = await ranges(['update', '--feeds', mapping], allowing(feeds.origin));
      expect(update.code).toBe(5);
      expect(update.stderr).toBe('agentgauge: 6 of 6 feeds refused; their files in force were kept.\n');
      const known = 'gptbot, oai-searchbot, chatgpt-user, claudebot, claude-user, claude-searchbot, googlebot, google-user-triggered-fetchers-google, google-user-triggered-agents, applebot, perplexity-user, perplexitybot, bingbot, ccbot';
      expect(update.stdout.split('\n').slice(0, 6)).toEqual([
        `Refused: gptbot.json from ${feeds.origin}/wide.json: it lists an IPv4 prefix of /0, wider than the /16 a vendor's crawler range may be`,
        `Refused: claudebot.json from ${feeds.origin}/grown.json: it grows its IPv4 addresses from 512 to 5,120 (more than 4 times): kept the file in force`,
        `Refused: bingbot.json from ${feeds.origin}/metadata.json: not fetched: ${update.stdout.match(/metadata\.json: not fetched: (.*)/)?.[1]}`,
        `Refused: ccbot.json from ${feeds.origin}/canary.json: ccbot.json prefixes[0] is not a CIDR prefix`,
        `Refused: ../../../tmp/owned.json from ${feeds.origin}/wide.json: not a file the service reads (${known}): nothing fetched`,
        `Refused: evilbot.json from ${feeds.origin}/wide.json: not a file the service reads (${known}): nothing fetched`,
      ]);
      // The redirect to the cloud metadata address was refused by the SSRF rules, and nothing was asked there.
      expect(update.stdout).toMatch(/metadata\.json: not fetched: .*169\.254\.169\.254/);
      expect(`${update.stdout}${update.stderr}`).not.toContain(canary);
      // Unknown names were not fetched; the known feeds each once.
      expect(feeds.asked.sort()).toEqual(['/canary.json', '/grown.json', '/metadata.json', '/wide.json']);
      const inForce = JSON.parse((await ranges(['--json'])).stdout);
      expect(inForce.files.map((file: { name: string; prefixes: number; source: string | null }) => [file.name, file.prefixes, file.source])).toEqual([
        ['bingbot', 2, null],
        ['ccbot', 2, null],
        ['claudebot', 2, null],
        ['gptbot', 2, null],
      ]);

      // Without the operator's allowance the fixture's private address is refused too, before any request.
      const asked = feeds.asked.length;
      const unallowed = await ranges(['update', '--feeds', mapping]);
      expect(unallowed.stdout.split('\n')[0]).toMatch(new RegExp(`^Refused: gptbot\\.json from ${feeds.origin.replace(/\./g, '\\.')}/wide\\.json: not fetched: `));
      expect(feeds.asked.length).toBe(asked);
    } finally {
      await feeds.close();
    }
  });
});
