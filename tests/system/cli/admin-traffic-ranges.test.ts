// `bin/agentgauge admin traffic ranges` (issue 55 point 2): the crawler address ranges in force (the repository's
// dated snapshot, each file with its creationTime and source), a directory of the vendors' shape installed for every
// worker (and then in force), and a bad file refused whole, naming it. `… ranges update` (issue 61 point 3) fetches
// the vendors' files from a fixture server on 127.0.0.1 (--feeds: never the internet): a feed that grows is taken and
// stamped, one that shrinks by more than half, fails or is not the vendors' shape is refused and its file kept. On the
// embedded database.
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

const ranges = (args: string[]) => runCli(['admin', 'traffic', 'ranges', ...args], { DATA_DIR: dataDir.dir, DATABASE_URL: '' });

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
async function serveFeeds(routes: Record<string, { status: number; body: string }>): Promise<{ origin: string; asked: string[]; close(): Promise<void> }> {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const route = routes[req.url ?? ''] ?? { status: 404, body: 'not found' };
    res.writeHead(route.status, { 'content-type': 'application/json' }).end(route.body);
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
      const update = await ranges(['update', '--feeds', mapping]);
      expect(update.code).toBe(5);
      expect(update.stderr).toBe('agentgauge: 3 of 4 feeds refused; their files in force were kept.\n');
      const lines = update.stdout.split('\n');
      expect(lines.slice(0, 4)).toEqual([
        `Taken: gptbot.json, 3 prefixes (was 2), from ${feeds.origin}/gptbot.json`,
        `Refused: claudebot.json from ${feeds.origin}/bots.json: it shrinks from 10 to 4 prefixes (less than half): kept the file in force`,
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
});
