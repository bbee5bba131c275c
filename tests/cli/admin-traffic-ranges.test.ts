// `bin/agentgauge admin traffic ranges` (issue 55 point 2): the crawler address ranges in force (the repository's
// dated snapshot, each file with its creationTime and source), a directory of the vendors' shape installed for every
// worker (and then in force), and a bad file refused whole, naming it. On the embedded database; nothing is fetched.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/open';
import { createTempDataDir } from '../db/helpers';
import { writeTestRanges } from '../traffic/helpers/planted-log';
import { buildCli, runCli } from './run-cli';

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
    expect(listed.files.find((file: { name: string }) => file.name === 'gptbot')).toEqual({ name: 'gptbot', creationTime: '2025-10-30T11:00:00Z', prefixes: 21, source: 'https://openai.com/gptbot.json' });

    const installed = await ranges(['--from', writeTestRanges()]);
    expect(installed.code).toBe(0);
    expect(installed.stdout.split('\n')[0]).toMatch(/^Installed: installed with agentgauge admin traffic ranges on \d{4}-\d{2}-\d{2}$/);
    const inForce = JSON.parse((await ranges(['--json'])).stdout);
    expect(inForce.files).toEqual([
      { name: 'chatgpt-user', creationTime: '2026-11-01T00:00:00.000000', prefixes: 2, source: 'test ranges (RFC 5737, RFC 3849)' },
      { name: 'claudebot', creationTime: '2026-11-01T00:00:00.000000', prefixes: 1, source: 'test ranges (RFC 5737, RFC 3849)' },
      { name: 'gptbot', creationTime: '2026-11-01T00:00:00.000000', prefixes: 1, source: 'test ranges (RFC 5737, RFC 3849)' },
    ]);

    const bad = mkdtempSync(path.join(tmpdir(), 'agentgauge-bad-ranges-'));
    writeFileSync(path.join(bad, 'gptbot.json'), JSON.stringify({ creationTime: 'x', prefixes: [{ ipv4Prefix: '192.0.2.0/33' }] }));
    const refused = await ranges(['--from', bad]);
    expect(refused).toEqual({ code: 2, stdout: '', stderr: 'agentgauge: gptbot.json prefixes[0] "192.0.2.0/33" is not a CIDR prefix\n' });
    // Nothing of the bad directory was installed.
    expect(JSON.parse((await ranges(['--json'])).stdout).files).toHaveLength(3);
  });
});
