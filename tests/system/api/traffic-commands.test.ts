// Commands that work as pasted (issue 63 point 4): the lines the Traffic tab shows for sending a log
// (lib/views/traffic-commands.ts, the one source the tab prints) are run as a shell runs them, curl and the CLI,
// against the real built server with a real key: each is accepted (202) and its batch counts the planted lines.
import * as cheerio from 'cheerio';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trafficUploadCli, trafficUploadCurl } from '../../../lib/views/traffic-commands';
import { buildCli, runCli } from '../../helpers/cli/run-cli';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { sessionCookie } from '../../helpers/session-cookie';
import { combinedLine, UA } from '../../helpers/traffic/planted-log';

const run = promisify(execFile);
const HOST = 'paste.example';
const SECRET = 'traffic-commands-test-secret-0123456789';

let server: TestServer;
let key: string;
let siteId: string;
let dir: string;
let cookie: string;

beforeAll(async () => {
  buildCli();
  server = await startServer({
    env: { AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5', NEXTAUTH_SECRET: SECRET },
    seed: async (db) => {
      const organization = await seedOrganization(db, { name: 'Paste', subscription: 'active', hosts: [HOST] });
      key = organization.key;
      siteId = organization.sites[0]!.id;
      const user = await db.user.create({ data: { email: 'owner@paste.test' } });
      await db.membership.create({ data: { organizationId: organization.id, userId: user.id, role: 'owner' } });
      cookie = await sessionCookie(db, user, SECRET);
    },
  });
  dir = mkdtempSync(path.join(tmpdir(), 'traffic-commands-'));
  const lines = Array.from({ length: 3 }, (_, second) => combinedLine({ ip: '203.0.113.200', day: '2026-11-20', second, path: '/pricing', status: 200, ua: UA.gptbot }));
  writeFileSync(path.join(dir, 'access.log.gz'), gzipSync(`${lines.join('\n')}\n`));
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

async function batchOf(batchId: string): Promise<{ status: string; accepted: number }> {
  for (const deadline = Date.now() + 60_000; ; ) {
    const answer = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/traffic/batches/${batchId}`, { key });
    expect(answer.status).toBe(200);
    if (answer.body.status === 'done' || answer.body.status === 'failed') return answer.body;
    if (Date.now() > deadline) throw new Error(`batch ${batchId} still ${answer.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the Traffic tab\'s commands, as pasted', { timeout: 120_000 }, () => {
  it('are the lines the Traffic tab shows', async () => {
    const tab = await request(server.baseUrl, `/sites/${siteId}/traffic`, { headers: { cookie } });
    expect(tab.status).toBe(200);
    const $ = cheerio.load(tab.text);
    const origin = new URL(server.baseUrl).origin;
    expect($('pre').filter((_, element) => $(element).text().startsWith('curl ')).text()).toBe(trafficUploadCurl(origin, siteId));
    expect($('code').filter((_, element) => $(element).text().startsWith('agentgauge traffic upload')).text()).toBe(trafficUploadCli(siteId));
  });

  it('the curl line uploads the gzipped log: 202, and the batch reads its three lines', async () => {
    const line = trafficUploadCurl(server.baseUrl, siteId);
    expect(line).toContain('-H "Content-Type: text/plain"');
    // As a shell runs it: in the log's directory, the key from the environment; -s -w prints the status after the body.
    const answer = await run('sh', ['-c', `${line.replace(/^curl /, 'curl -s -w "\\n%{http_code}" ')}`], { cwd: dir, env: { ...process.env, AGENTGAUGE_API_KEY: key } });
    const [body, status] = [answer.stdout.slice(0, answer.stdout.lastIndexOf('\n')), answer.stdout.slice(answer.stdout.lastIndexOf('\n') + 1)];
    expect(status).toBe('202');
    const queued = JSON.parse(body);
    expect(await batchOf(queued.batchId)).toMatchObject({ status: 'done', accepted: 3 });
  });

  it('the CLI line uploads it too', async () => {
    const [command, ...args] = trafficUploadCli(siteId).split(' ');
    expect(command).toBe('agentgauge');
    const uploaded = await runCli(args.map((arg) => (arg === 'access.log.gz' ? path.join(dir, 'access.log.gz') : arg)), { AGENTGAUGE_URL: server.baseUrl, AGENTGAUGE_API_KEY: key });
    expect(uploaded.stderr).toMatch(/^agentgauge: batch [0-9a-f-]{36} queued; waiting for the worker to read it/);
    expect(uploaded.code).toBe(0);
  });
});
