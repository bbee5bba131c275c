// Issue 52 points 1 and 5: a fleet upload never stalls the service. Against the service in this process (its own HTTP
// front and Next's handling, over a real socket): a body over the documented 16 MiB is refused with 413 naming the
// limit, before it is read (Content-Length) or as soon as the count passes it (chunked), never answered 201 with a cut
// list; a list over the plan's limit stops at the limit + 1 target; a max-size upload leaves /healthz and another
// organization's reads answering; uploads are limited per key and per organization (429 with Retry-After), and refused
// uploads spend nothing. The integration tier: what the parse costs the web process (its CPU read from
// /proc/<pid>/stat, which needs a process of its own) is upload-bounds-cpu.test.ts's, in tests/system/fleets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_UPLOAD_MAX_BYTES } from '../../../lib/fleets/settings';
import { createKey, seedOrganization } from '../../helpers/api-fixtures';
import { LONG_ALLOW_LIST, listOf, uploadInWrites, type UploadAnswer, type UploadOptions } from '../../helpers/fleets/upload-body';
import { request } from '../../helpers/http';
import { clearOfWindowEnd } from '../../helpers/quota';
import { SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';

/** The quota test's uploads count per hour up to two 429s: 0.2 s on a 2-core machine. */
const QUOTA_TEST_NEEDS_MS = 60_000;
const TOO_LARGE = 'The request body is larger than 16 MiB, the most this plan takes in one request (split the list into several fleets).';

let server: InProcessService;
/** One organization (and key) per test, so each meets the upload limits on its own. */
const keys: Record<string, string> = {};
let readerKey: string;

/** First and last target with `bytes` of comment lines between them (the "10.8 MB list, 1 of 2 targets" of issue 52). */
function twoTargets(bytes: number): string {
  const head = 'first-target.example\n';
  const tail = 'last-target.example\n';
  const padding = bytes - head.length - tail.length;
  const line = `#${'.'.repeat(1022)}\n`;
  const full = Math.floor(padding / line.length);
  const text = head + line.repeat(full) + `#${'.'.repeat(padding - full * line.length - 2)}\n` + tail;
  expect(Buffer.byteLength(text)).toBe(bytes);
  return text;
}

/**
 * Through node:http's global agent (keep-alive off, so a connection of its own, as `agent: false` gave against a real
 * server): in this tier it is the one that reaches the in-process service (tests/setup/test-client.ts).
 */
function upload(key: string, text: string, options: Omit<UploadOptions, 'agent'> = {}): Promise<UploadAnswer> {
  return uploadInWrites(server.baseUrl, key, text, options);
}

/** Times GET `path` in a loop until `done` settles; returns every latency (ms). */
async function probe(path: string, key: string | undefined, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const latencies: number[] = [];
  while (!finished) {
    const started = performance.now();
    const answer = await request(server.baseUrl, path, key ? { key } : {});
    latencies.push(performance.now() - started);
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies;
}

async function idle(path: string, key?: string): Promise<number> {
  const latencies: number[] = [];
  for (let index = 0; index < 5; index++) {
    const started = performance.now();
    expect((await request(server.baseUrl, path, key ? { key } : {})).status).toBe(200);
    latencies.push(performance.now() - started);
  }
  return Math.max(...latencies);
}

async function fleetTargets(fleetId: string): Promise<string[]> {
  return withDatabase(server.databaseEnv, async (db) => (await db.fleetTarget.findMany({ where: { fleetId }, orderBy: { position: 'asc' } })).map((row) => row.target));
}

beforeAll(async () => {
  server = await startInProcessService({
    database: 'postgres',
    env: {
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: LONG_ALLOW_LIST,
      AGENTGAUGE_FLEET_UPLOADS_PER_KEY: '4',
      AGENTGAUGE_FLEET_UPLOADS_PER_ORGANIZATION: '6',
    },
    seed: async (db) => {
      for (const name of ['sizes', 'chunked', 'limit', 'busy', 'quota']) keys[name] = (await seedOrganization(db, { name, subscription: 'active' })).key;
      keys.quotaSecond = await createKey(db, (await db.apiKey.findFirstOrThrow({ where: { organization: { name: 'quota' } } })).organizationId);
      readerKey = (await seedOrganization(db, { name: 'Reader', subscription: 'active', hosts: Array.from({ length: 20 }, (_, index) => `reader-${index}.example`) })).key;
    },
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

describe('a fleet upload is bounded (issue 52 point 1)', () => {
  it('takes a 10.8 MB list whole (both targets), and refuses a body declared over 16 MiB with 413 before reading it', async () => {
    const whole = await upload(keys.sizes!, twoTargets(10_800_000));
    expect(whole.status).toBe(201);
    expect(whole.body).toMatchObject({ targetCount: 2, rejected: [] });
    expect(await fleetTargets(whole.body.id)).toEqual(['first-target.example', 'last-target.example']);

    // Content-Length one byte over the limit, and only 64 KiB of it sent: the answer comes without the rest.
    const declared = await upload(keys.sizes!, twoTargets(FLEET_UPLOAD_MAX_BYTES + 1), { declare: FLEET_UPLOAD_MAX_BYTES + 1, sendOnly: 65_536 });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ error: 'body-too-large', message: TOO_LARGE });
  }, 120_000);

  it('reads a chunked body 64 KiB under the limit whole, and refuses one 64 KiB over it with 413, never a cut list', async () => {
    const under = await upload(keys.chunked!, twoTargets(FLEET_UPLOAD_MAX_BYTES - 65_536), { chunked: true });
    expect(under.status).toBe(201);
    expect(under.body).toMatchObject({ targetCount: 2, rejected: [] });
    expect(await fleetTargets(under.body.id)).toEqual(['first-target.example', 'last-target.example']);

    const over = await upload(keys.chunked!, twoTargets(FLEET_UPLOAD_MAX_BYTES + 65_536), { chunked: true });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: 'body-too-large', message: TOO_LARGE });
  }, 120_000);

  it('stops a list over the plan\'s limit at the limit + 1 target, naming the limit', async () => {
    const lines = Array.from({ length: 50_000 }, (_, index) => `client-${index}.example`).join('\n');
    const refused = await upload(keys.limit!, lines);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: 'fleet-too-large',
      message:
        'The list holds more than 1,000 targets (target 1,001 is on line 1,001, where reading stopped); a fleet may hold 1,000 on this plan (the operator sets it with AGENTGAUGE_FLEET_TARGETS_PRO). Split the list, or remove targets.',
    });
  }, 60_000);

  it('takes a max-size upload while /healthz and another organization\'s GET /api/v1/me/sites keep answering', async () => {
    const text = listOf(FLEET_UPLOAD_MAX_BYTES);
    const idleHealth = await idle('/healthz');
    const idleSites = await idle('/api/v1/me/sites', readerKey);
    const started = performance.now();
    const uploading = upload(keys.busy!, text);
    const [answer, health, sites] = await Promise.all([uploading, probe('/healthz', undefined, uploading), probe('/api/v1/me/sites', readerKey, uploading)]);
    const tookMs = performance.now() - started;
    console.log(
      `max-size upload: ${Math.round(tookMs)} ms; slowest /healthz ${Math.round(Math.max(...health))} ms (idle ${Math.round(idleHealth)} ms), ` +
        `slowest GET /api/v1/me/sites ${Math.round(Math.max(...sites))} ms (idle ${Math.round(idleSites)} ms), ${health.length} and ${sites.length} probes`,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.targetCount).toBe(1000);
    expect(answer.body.rejected).toHaveLength(1000);
    expect(answer.body.rejected[0]).toEqual({ line: 1001, target: expect.stringMatching(/^https:\/\/site-0\.example\.com\//), reason: 'the same origin (https://site-0.example.com) as line 1' });
    // The goal is under a second (bench:upload reports it); the bound is generous for a shared 2-core machine under a
    // load of 5–15, where the idle figures above already reach 0.1–0.2 s. The old code held them 20–300 s.
    expect(Math.max(...health)).toBeLessThan(5_000);
    expect(Math.max(...sites)).toBeLessThan(5_000);
  }, 300_000);

  it('limits uploads per key and per organization with 429 and Retry-After; refused uploads spend nothing', async () => {
    await clearOfWindowEnd(QUOTA_TEST_NEEDS_MS);
    const list = 'a.example\nb.example\n';
    // Refused uploads first: over-size (413), no target (400), over the plan's limit (422).
    expect((await upload(keys.quota!, twoTargets(FLEET_UPLOAD_MAX_BYTES + 1), { declare: FLEET_UPLOAD_MAX_BYTES + 1, sendOnly: 65_536 })).status).toBe(413);
    expect((await upload(keys.quota!, '# nothing\n')).status).toBe(400);
    expect((await upload(keys.quota!, Array.from({ length: 1001 }, (_, index) => `c-${index}.example`).join('\n'))).status).toBe(422);
    for (let index = 0; index < 4; index++) expect((await upload(keys.quota!, list)).status).toBe(201);
    const perKey = await upload(keys.quota!, list);
    expect(perKey.status).toBe(429);
    expect(perKey.body.error).toBe('rate-limited');
    expect(perKey.body.message).toMatch(/^Fleet uploads with this API key are limited to 4 per hour per API key, and the limit is reached: it frees at \d\d:00 UTC\. The operator raises it with the setting AGENTGAUGE_FLEET_UPLOADS_PER_KEY\.$/);
    const retryAfter = Number(perKey.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // The organization's second key has its own count, and the organization's six uploads end it.
    for (let index = 0; index < 2; index++) expect((await upload(keys.quotaSecond!, list)).status).toBe(201);
    const perOrganization = await upload(keys.quotaSecond!, list);
    expect(perOrganization.status).toBe(429);
    expect(perOrganization.body.message).toMatch(/^Fleet uploads of the organization are limited to 6 per hour per organization, and the limit is reached: it frees at \d\d:00 UTC\. The operator raises it with the setting AGENTGAUGE_FLEET_UPLOADS_PER_ORGANIZATION\.$/);
    expect(Number(perOrganization.headers['retry-after'])).toBeGreaterThan(0);
    // Another organization's uploads are not counted against this one's.
    expect((await upload(keys.sizes!, list)).status).toBe(201);
  }, 120_000 + QUOTA_TEST_NEEDS_MS);

  it('still answers other methods on the upload path with a JSON 405, now that the proxy skips it', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await request(server.baseUrl, '/api/v1/me/fleets', { method, key: keys.sizes!, body: 'x' });
      expect(answer.status).toBe(405);
      expect(answer.body.error).toBe('method-not-allowed');
      expect(answer.headers.get('allow')).toMatch(/\bGET\b.*\bPOST\b/);
    }
  });
});
