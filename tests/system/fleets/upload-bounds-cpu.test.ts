// Issue 52 point 5 (split from tests/integration/fleets/upload-bounds.test.ts, which holds the other upload bounds):
// a max-size fleet upload's parse costs the web process a small fraction of its work. The system tier: the web
// process's CPU is read from /proc/<pid>/stat, which needs the real server in a process of its own.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrivateTargets } from '../../../engine/light';
import { normalizeTarget } from '../../../lib/fleets/normalize-target';
import { plainLines } from '../../../lib/fleets/parse-upload';
import { FLEET_UPLOAD_MAX_BYTES } from '../../../lib/fleets/settings';
import { seedOrganization } from '../../helpers/api-fixtures';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';

/** As long as the probe of issue 52 found: a thousand host:port entries, each of which the old code parsed per line. */
const ALLOW_LIST = Array.from({ length: 1016 }, (_, index) => `127.0.0.1:${10_000 + index}`).join(',');

let server: TestServer;
const keys: Record<string, string> = {};

/**
 * A list of exactly `bytes` bytes: URLs with paths on `origins` distinct origins (every other line is a repeat of an
 * origin, normalised in full before it is rejected), then one comment line that fills the rest.
 */
function listOf(bytes: number, origins = 1000): string {
  const lines: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes - 400; index++) {
    const line = `https://site-${index % origins}.example.com/catalogue/section-${index}/page-${index}?ref=upload-bounds-${'x'.repeat(60)}\n`;
    lines.push(line);
    size += line.length;
  }
  const rest = bytes - size;
  lines.push(`#${'.'.repeat(rest - 2)}\n`);
  const text = lines.join('');
  expect(Buffer.byteLength(text)).toBe(bytes);
  return text;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/**
 * POSTs `text` as text/plain in 64 KiB writes, with Content-Length or chunked (none), or declaring a length and
 * sending only `sendOnly` bytes of it. The answer may come before the body is sent: writing stops then.
 */
function upload(key: string, text: string, options: { chunked?: boolean; declare?: number; sendOnly?: number } = {}): Promise<Answer> {
  const { hostname, port } = new URL(server.baseUrl);
  const body = Buffer.from(text);
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, 'content-type': 'text/plain' };
  if (!options.chunked) headers['content-length'] = String(options.declare ?? body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request({ host: hostname, port, path: '/api/v1/me/fleets?name=Bounds', method: 'POST', headers, agent: false }, (incoming) => {
      answered = true;
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        resolve({ status: incoming.statusCode!, headers: incoming.headers, body: raw.startsWith('{') ? JSON.parse(raw) : raw });
        outgoing.destroy();
      });
    });
    // A server that answered and closed mid-body: the answer counts, the broken pipe does not.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    const end = Math.min(body.length, options.sendOnly ?? body.length);
    let offset = 0;
    const writeMore = () => {
      while (offset < end && !answered) {
        const next = body.subarray(offset, Math.min(end, offset + 65_536));
        offset += next.length;
        if (!outgoing.write(next)) {
          outgoing.once('drain', writeMore);
          return;
        }
      }
      if (!answered && options.sendOnly === undefined) outgoing.end();
    };
    writeMore();
  });
}

/** The web process's CPU time (user + system, ms) from /proc: every thread of it, none of its child processes. */
function webCpuMs(): number {
  const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

beforeAll(async () => {
  server = await startServer({
    database: 'postgres',
    env: {
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: ALLOW_LIST,
    },
    seed: async (db) => {
      keys.cpu = (await seedOrganization(db, { name: 'cpu', subscription: 'active' })).key;
    },
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

describe('a fleet upload is bounded (issue 52 point 1)', () => {
  it('parses a max-size upload outside the web process: its CPU stays a small fraction of the parse\'s', async () => {
    const text = listOf(FLEET_UPLOAD_MAX_BYTES);
    // The upload's work, done here as the service does it (the allow-list parsed once): every line normalised.
    const allowed = parsePrivateTargets(ALLOW_LIST);
    const before = process.cpuUsage();
    for (const line of plainLines(text)) normalizeTarget(line.text, allowed);
    const spent = process.cpuUsage(before);
    const parseMs = (spent.user + spent.system) / 1000;

    // What the web process spends with nothing asked of it (its queue worker polls, metrics), per ms, over 5 s.
    const idleBefore = webCpuMs();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idlePerMs = (webCpuMs() - idleBefore) / 5_000;

    const cpuBefore = webCpuMs();
    const started = performance.now();
    const answer = await upload(keys.cpu!, text);
    const tookMs = performance.now() - started;
    const spentMs = webCpuMs() - cpuBefore;
    const webMs = spentMs - idlePerMs * tookMs;
    console.log(
      `max-size upload: the parse costs ${Math.round(parseMs)} ms of CPU; the web process spent ${spentMs} ms in the upload's ${Math.round(tookMs)} ms, ` +
        `${Math.round(webMs)} ms beyond its idle ${(idlePerMs * 1000).toFixed(0)} ms per second`,
    );
    expect(answer.status).toBe(201);
    // Were the parse done in the web process, it would spend at least the parse itself (1.0×) on top of receiving the
    // body and storing the rows. Out of it, 0.1–0.3× on a quiet machine; 0.38× was seen on a loaded CI machine.
    expect(webMs).toBeLessThan(parseMs * 0.6);
  }, 300_000);
});
