// Integration tier (the service in this process, on the embedded database with its worker); what the CLI prints (a
// process of its own: the service's figures, `traffic analyze` and a local audit) is
// tests/system/security/traffic-hostile-logs-cli.test.ts.
// Hostile access logs against the service (issue 60 points 2, 3, 4 and 6): uploads over HTTP, figures read back over
// HTTP and MCP. The probe's cases:
// - 60,000 distinct crawler names (each User-Agent a span of the crawler list's `Spider[\s\S]*spider\.com`, carrying
//   ESC and BEL bytes) beside 540,000 spoofed GPTBot lines: the figures hold at most MAX_AGENT_ROWS agents in under
//   64 KiB, exact for the agents they name; /healthz and another organization's read answer under a second while the
//   batch is read (on its own thread), and that organization's small batch finishes within 10 s beside it (fair queue);
// - ESC and BEL never reach an MCP answer or a fleet's CSV export, where no cell is a formula either;
// - a newline bomb (204 KB of gzip inflating to 200 MB of newlines) ends in seconds with the line budget's sentence;
// - uploads and drain posts are rate limited per key or token: 429 with Retry-After, a refused upload spending nothing.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AGENT_ROWS } from '@/lib/traffic/figures';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { seedFleetRun } from '../../helpers/fleets/seed-run';
import { clearOfWindowEnd } from '../../helpers/quota';
import { connect, resultJson } from '../../helpers/mcp/mcp-client';
import { combinedLine, UA, writeTestRanges } from '../../helpers/traffic/planted-log';
import { Prisma } from '@/lib/db';

const DAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const ESC_BEL = '\u001b]0;owned\u0007\u001b[31m';
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const NAMES = 60_000;
const SPOOFS = 540_000;
/** The figures' answer for a day of any log stays under this (the bound is MAX_AGENT_ROWS rows). */
const ANSWER_BYTES = 64 * 1024;
/** The rate test's uploads and drain posts count per minute: its burst took 0.6 s on a 2-core machine. */
const BURST_NEEDS_MS = 20_000;

function hostileLog(): Buffer {
  const lines: string[] = [];
  for (let n = 0; n < NAMES; n++) lines.push(combinedLine({ ip: '198.18.0.3', day: DAY, second: n, path: `/p${n}`, status: 200, ua: `Mozilla/5.0 Spider-${n}-${ESC_BEL}.spider.com` }));
  // Spoofed: 198.18.0.0/15 is in no vendor's ranges.
  for (let n = 0; n < SPOOFS; n++) lines.push(combinedLine({ ip: '198.18.0.4', day: DAY, second: n, path: '/docs/', status: 200, ua: UA.gptbot }));
  return gzipSync(lines.join('\n'));
}

const smallLog = () =>
  gzipSync(Array.from({ length: 56 }, (_, n) => combinedLine({ ip: '198.18.0.9', day: DAY, second: n, path: '/', status: n % 2 ? 200 : 403, ua: UA.claudebot })).join('\n'));

describe('hostile traffic logs against the service', () => {
  let server: InProcessService;
  let keyA: string;
  let keyB: string;
  let keyBomb: string;
  let keyRate: string;
  let siteA: string;
  let siteB: string;
  let siteBomb: string;
  let siteRate: string;
  let fleetId: string;
  let runId: string;
  const hostile = hostileLog();

  const upload = async (key: string, siteId: string, body: Buffer, headers: Record<string, string> = { 'content-encoding': 'gzip' }) => {
    const response = await fetch(`${server.baseUrl}/api/v1/me/sites/${siteId}/traffic`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain', ...headers },
      body: new Uint8Array(body),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const batch = async (key: string, siteId: string, batchId: string) => (await request(server.baseUrl, `/api/v1/me/sites/${siteId}/traffic/batches/${batchId}`, { key })).body;
  const settled = async (key: string, siteId: string, batchId: string, timeoutMs: number) => {
    for (const deadline = Date.now() + timeoutMs; ; ) {
      const answer = await batch(key, siteId, batchId);
      if (answer.status === 'done' || answer.status === 'failed') return answer;
      if (Date.now() > deadline) throw new Error(`batch ${batchId} still ${answer.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const timed = async (work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };

  beforeAll(async () => {
    server = await startInProcessService({
      database: 'pglite',
      env: {
        AGENTGAUGE_AGENT_IP_RANGES_DIR: writeTestRanges(),
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
        AGENTGAUGE_TRAFFIC_UPLOADS_PER_KEY: '3',
        AGENTGAUGE_TRAFFIC_DRAIN_POSTS_PER_TOKEN: '2',
      },
      seed: async (db) => {
        const a = await seedOrganization(db, { name: 'Hostile visitors', subscription: 'active', hosts: ['a.example'] });
        const b = await seedOrganization(db, { name: 'Bystander', subscription: 'active', hosts: ['b.example'] });
        const bomb = await seedOrganization(db, { name: 'Bomb', subscription: 'active', hosts: ['bomb.example'] });
        const rate = await seedOrganization(db, { name: 'Burst', subscription: 'active', hosts: ['burst.example'] });
        [keyA, keyB, keyBomb, keyRate] = [a.key, b.key, bomb.key, rate.key];
        [siteA, siteB, siteBomb, siteRate] = [a.sites[0]!.id, b.sites[0]!.id, bomb.sites[0]!.id, rate.sites[0]!.id];
        // A fleet run whose scanned sites wrote control characters and formulas into the text the export carries.
        runId = await seedFleetRun(db, [{ status: 'error', host: '=HYPERLINK("http://evil.example")', capCondition: '+SUM(A1)' }, { status: 'scanned', score: 50 }], { organizationId: a.id });
        fleetId = (await db.fleetRun.findUniqueOrThrow({ where: { id: runId } })).fleetId;
        await db.$executeRaw(Prisma.sql`UPDATE fleet_results SET error = ${`-the site said ${ESC_BEL}`} WHERE run_id = ${runId}::uuid AND position = 1`);
      },
    });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('reads 60,000 crawler names into bounded figures while /healthz, another organization\'s read and its small batch go on', async () => {
    const queued = await upload(keyA, siteA, hostile);
    expect(queued.status).toBe(202);
    const started = Date.now();
    for (;;) {
      const answer = await batch(keyA, siteA, queued.body.batchId);
      if (answer.status === 'running') break;
      expect(answer.status).toBe('queued');
      if (Date.now() - started > 60_000) throw new Error('the hostile batch never started');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // While it is read: /healthz and the bystander's read, every 100 ms.
    const latencies = { healthz: [] as number[], otherRead: [] as number[] };
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        latencies.healthz.push(await timed(() => fetch(`${server.baseUrl}/healthz`).then((response) => response.text())));
        latencies.otherRead.push(await timed(() => request(server.baseUrl, `/api/v1/me/sites/${siteB}/traffic`, { key: keyB })));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      // The bystander's small batch, sent while the large one runs, finishes within 10 s, before it.
      const small = await upload(keyB, siteB, smallLog());
      const sentAt = Date.now();
      expect(await settled(keyB, siteB, small.body.batchId, 10_000)).toMatchObject({ status: 'done', accepted: 56 });
      expect(Date.now() - sentAt).toBeLessThan(10_000);
      expect((await batch(keyA, siteA, queued.body.batchId)).status).toBe('running');
      expect(await settled(keyA, siteA, queued.body.batchId, 300_000)).toMatchObject({ status: 'done', lines: NAMES + SPOOFS, accepted: NAMES + SPOOFS, error: null });
    } finally {
      sampling = false;
      await sampler;
    }
    expect(latencies.healthz.length).toBeGreaterThan(3);
    expect(Math.max(...latencies.healthz)).toBeLessThan(1_000);
    expect(Math.max(...latencies.otherRead)).toBeLessThan(1_000);

    const began = performance.now();
    const figures = await request(server.baseUrl, `/api/v1/me/sites/${siteA}/traffic`, { key: keyA });
    expect(performance.now() - began).toBeLessThan(1_000);
    expect(figures.status).toBe(200);
    expect(figures.text.length).toBeLessThan(ANSWER_BYTES);
    expect(figures.body.agents.length).toBeLessThanOrEqual(MAX_AGENT_ROWS);
    expect(figures.body.days.length).toBeLessThanOrEqual(MAX_AGENT_ROWS);
    expect(figures.body.lines).toBe(NAMES + SPOOFS);
    const agent = (name: string) => figures.body.agents.find((entry: { agent: string }) => entry.agent === name);
    expect(agent('Spider spider.com')).toMatchObject({ family: 'other', requests: NAMES, claims: NAMES, verified: 0 });
    expect(agent('GPTBot')).toMatchObject({ requests: 0, verified: 0, claims: SPOOFS, observed: 'not seen' });
    expect(figures.text).not.toMatch(/owned|\\u001b|\\u0007/);
  }, 420_000);

  // The CLI's part (`agentgauge traffic`, `traffic analyze`): tests/system/security/traffic-hostile-logs-cli.test.ts.
  it('lets no ESC or BEL of a User-Agent reach an MCP answer', async () => {
    const client = await connect(server.baseUrl, { key: keyA });
    try {
      const result = await client.callTool({ name: 'site_traffic', arguments: { id: siteA } });
      const answer = resultJson(result as never);
      expect(answer.agents.length).toBeLessThanOrEqual(MAX_AGENT_ROWS);
      expect(JSON.stringify(result).length).toBeLessThan(2 * ANSWER_BYTES);
      expect(JSON.stringify(result)).not.toMatch(/owned|\\u001b|\\u0007/);
      expect(JSON.stringify(answer)).not.toMatch(CONTROL);
    } finally {
      await client.close();
    }
  }, 240_000);

  // A local audit of a page that writes ESC and BEL (the CLI alone):
  // tests/system/security/traffic-hostile-logs-cli.test.ts.

  it('exports what scanned sites wrote with no control character, and no cell a formula', async () => {
    const exported = await fetch(`${server.baseUrl}/api/v1/me/fleets/${fleetId}/runs/${runId}/export?format=csv`, { headers: { authorization: `Bearer ${keyA}` } });
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    expect(csv).not.toMatch(CONTROL);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csv).toContain("'+SUM(A1)");
    expect(csv).toContain("'-the site said \u241b]0;owned\u2407\u241b[31m");
    expect(csv).not.toMatch(/(^|,)"?[=+\-@]/m);
  });

  it('ends a newline bomb within seconds, with the line budget\'s sentence', async () => {
    const bomb = gzipSync(Buffer.alloc(200 * 1024 * 1024, 0x0a), { level: 9 });
    expect(bomb.length).toBeLessThan(210 * 1024);
    const queued = await upload(keyBomb, siteBomb, bomb);
    expect(queued.status).toBe(202);
    const sentAt = Date.now();
    const failed = await settled(keyBomb, siteBomb, queued.body.batchId, 30_000);
    expect(Date.now() - sentAt).toBeLessThan(10_000);
    expect(failed).toMatchObject({ status: 'failed', lines: 0, accepted: 0 });
    expect(failed.error).toMatch(/^The log holds more than [\d,]+ lines \(blank ones included\), the most a batch of 200 KiB as sent may hold \(100,000, and 1,000,000 more per MiB as sent; the operator sets it with AGENTGAUGE_TRAFFIC_LINES_PER_MB\): it is mostly blank or repeated lines\./);
  }, 60_000);

  it('limits uploads per API key and drain posts per token: 429 with Retry-After, refused uploads spending nothing', async () => {
    // Counters are per minute: start early in one, so the burst stays in it.
    await clearOfWindowEnd(BURST_NEEDS_MS, 60);
    const line = (n: number) => Buffer.from(`${combinedLine({ ip: '198.18.0.7', day: DAY, second: n, path: '/', status: 200, ua: UA.chrome })}\n`);
    expect((await upload(keyRate, siteRate, line(1), {})).status).toBe(202);
    // Refused before a byte is stored (a media type that is no log): it spends no unit.
    expect((await upload(keyRate, siteRate, line(2), { 'content-type': 'image/png' })).status).toBe(400);
    expect((await upload(keyRate, siteRate, line(3), {})).status).toBe(202);
    expect((await upload(keyRate, siteRate, line(4), {})).status).toBe(202);
    const refused = await upload(keyRate, siteRate, line(5), {});
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      error: 'rate-limited',
      message: expect.stringMatching(/^Traffic uploads with this API key are limited to 3 per minute per API key, and the limit is reached: it frees at \d\d:\d\d UTC\. The operator raises it with the setting AGENTGAUGE_TRAFFIC_UPLOADS_PER_KEY\.$/),
    });
    // Another key of another organization is not held by it.
    expect((await upload(keyB, siteB, line(6), {})).status).toBe(202);

    const created = await request(server.baseUrl, `/api/v1/me/sites/${siteRate}/traffic/tokens`, { key: keyRate, json: { name: 'Logpush' } });
    expect(created.status).toBe(201);
    const push = async (n: number) => {
      const response = await fetch(`${server.baseUrl}/api/v1/ingest/traffic/${siteRate}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${created.body.token}`, 'content-type': 'text/plain' },
        body: new Uint8Array(line(10 + n)),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    };
    expect((await push(1)).status).toBe(202);
    expect((await push(2)).status).toBe(202);
    const held = await push(3);
    expect(held).toMatchObject({ status: 429, body: { error: 'rate-limited', message: expect.stringMatching(/^Log drain posts with this ingest token are limited to 2 per minute per ingest token/) } });
    expect(Number(held.retryAfter)).toBeGreaterThanOrEqual(1);
  }, 30_000 + BURST_NEEDS_MS);
});
