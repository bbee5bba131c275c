// System tier (the built server): the report page an A2A audit's artifact links to answers, a page the in-process
// service does not render. The rest of the A2A agent, this audit's summary and stored report included, is
// tests/integration/a2a/a2a.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';

const HOME = html(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture home page for the A2A agent</title></head>' +
    '<body><main><h1>Fixture</h1><p>A small page that the A2A agent measures.</p></main></body></html>',
);
const ROUTES = { '/': HOME, '/robots.txt': text('User-agent: *\nAllow: /\n') };

describe('A2A agent', () => {
  let server: TestServer;
  let site: FixtureSite;
  let host: string;

  beforeAll(async () => {
    site = await serveSite(ROUTES);
    host = `127.0.0.1:${site.port}`;
    // The worker's shared server (private targets allowed, public scans of them too).
    server = await sharedService();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await site?.close();
  });

  it('audits a site named in a text message: a completed task whose artifact holds the summary, the stored report and the report page (§9.4.1, §3.7, §4.1.7)', async () => {
    const sent = await request(server.baseUrl, '/a2a', {
      json: {
        jsonrpc: '2.0',
        id: 1,
        method: 'SendMessage',
        params: { message: { messageId: randomUUID(), role: 'ROLE_USER', parts: [{ text: `How ready is ${site.origin} for agents? Please audit it.` }] } },
      },
      headers: { 'a2a-version': '1.0' },
      // A caller address of this file's own: the shared server counts public scans per caller, for every file alike.
      localAddress: '127.0.0.62',
    });
    expect(sent.status).toBe(200);
    const task = sent.body.result.task;
    expect(task.status.state, JSON.stringify(task.status)).toBe('TASK_STATE_COMPLETED');
    const link = task.artifacts[0].parts[2];
    expect(link).toEqual({ url: `${server.baseUrl}/report/${encodeURIComponent(host)}`, mediaType: 'text/html', metadata: {} });
    expect((await request(server.baseUrl, new URL(link.url).pathname)).status).toBe(200);
  });
});
