// System tier (the built server and the CLI's process): ESC and BEL of hostile access logs and pages never reach the
// CLI's output: the service's figures (`agentgauge traffic`), `agentgauge traffic analyze` of the same file, and a
// local audit of a page that writes them (issue 60 point 4). The service's side of the same logs (bounded figures of
// 600,000 lines, MCP, the CSV export, the newline bomb, the rate limits) is
// tests/integration/security/traffic-hostile-logs.test.ts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { runCli } from '../../helpers/cli/run-cli';
import { html, serveSite, text } from '../../helpers/site';
import { combinedLine, UA, writeTestRanges } from '../../helpers/traffic/planted-log';

const DAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const ESC_BEL = '\u001b]0;owned\u0007\u001b[31m';
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
// The integration file's log has 60,000 names and 540,000 spoofs, for the figures' bounds; what reaches the CLI's
// output is the figures' text, the same for 2,000 names as for 60,000 (and the CLI's figures are bounded as the
// service's are), so a log of the same lines, fewer of them, shows it without reading 600,000 lines twice more.
const NAMES = 2_000;
const SPOOFS = 2_000;

function hostileLog(): Buffer {
  const lines: string[] = [];
  for (let n = 0; n < NAMES; n++) lines.push(combinedLine({ ip: '198.18.0.3', day: DAY, second: n, path: `/p${n}`, status: 200, ua: `Mozilla/5.0 Spider-${n}-${ESC_BEL}.spider.com` }));
  // Spoofed: 198.18.0.0/15 is in no vendor's ranges.
  for (let n = 0; n < SPOOFS; n++) lines.push(combinedLine({ ip: '198.18.0.4', day: DAY, second: n, path: '/docs/', status: 200, ua: UA.gptbot }));
  return gzipSync(lines.join('\n'));
}

describe('hostile traffic logs against the service', () => {
  let server: TestServer;
  let keyA: string;
  let siteA: string;
  const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-hostile-traffic-'));
  const hostileFile = path.join(dir, 'hostile.log.gz');
  const hostile = hostileLog();
  writeFileSync(hostileFile, hostile);

  beforeAll(async () => {
    server = await startServer({
      database: 'pglite',
      env: { AGENTGAUGE_AGENT_IP_RANGES_DIR: writeTestRanges(), AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5' },
      seed: async (db) => {
        const a = await seedOrganization(db, { name: 'Hostile visitors', subscription: 'active', hosts: ['a.example'] });
        [keyA, siteA] = [a.key, a.sites[0]!.id];
      },
    });
    const response = await fetch(`${server.baseUrl}/api/v1/me/sites/${siteA}/traffic`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keyA}`, 'content-type': 'text/plain', 'content-encoding': 'gzip' },
      body: new Uint8Array(hostile),
    });
    expect(response.status).toBe(202);
    const { batchId } = await response.json();
    for (const deadline = Date.now() + 120_000; ; ) {
      const answer = (await request(server.baseUrl, `/api/v1/me/sites/${siteA}/traffic/batches/${batchId}`, { key: keyA })).body;
      if (answer.status === 'done' || answer.status === 'failed') {
        expect(answer).toMatchObject({ status: 'done', accepted: NAMES + SPOOFS });
        break;
      }
      if (Date.now() > deadline) throw new Error(`batch ${batchId} still ${answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, SERVER_START_TIMEOUT_MS + 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('lets no ESC or BEL of a User-Agent reach the CLI', async () => {
    const shown = await runCli(['traffic', siteA], { AGENTGAUGE_URL: server.baseUrl, AGENTGAUGE_API_KEY: keyA });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('Spider spider.com');
    expect(shown.stdout + shown.stderr).not.toMatch(CONTROL);
    const analyzed = await runCli(['traffic', 'analyze', hostileFile], { AGENTGAUGE_AGENT_IP_RANGES_DIR: writeTestRanges() }, process.execPath, undefined, 120_000);
    expect(analyzed.code).toBe(0);
    expect(analyzed.stdout).toContain('Spider spider.com');
    expect(analyzed.stdout + analyzed.stderr).not.toMatch(CONTROL);
    // The MCP answer: tests/integration/security/traffic-hostile-logs.test.ts.
  }, 240_000);

  it('prints a local audit of a page that writes ESC and BEL with none of them, in any format', async () => {
    const site = await serveSite({
      '/': html(`<!doctype html><html><head><title>Shop ${ESC_BEL}</title></head><body><main><h1>Hello ${ESC_BEL}</h1><p>Text.</p></main></body></html>`),
      '/llms.txt': text(`# Shop ${ESC_BEL}\n\n> A summary \u0007\n`),
    });
    try {
      for (const format of [[], ['--json'], ['--format', 'markdown'], ['--format', 'junit']]) {
        const run = await runCli(['audit', site.url, '--allow-private-targets', ...format]);
        expect(run.code).toBe(0);
        expect(run.stdout + run.stderr).not.toMatch(CONTROL);
      }
      // What the site wrote is still there to read, as control pictures.
      expect((await runCli(['audit', site.url, '--allow-private-targets', '--json'])).stdout).toContain('\u241b]0;owned\u2407');
    } finally {
      await site.close();
    }
  }, 120_000);
});
