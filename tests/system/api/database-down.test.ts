// With the database out of reach the service still starts, and answers 503 with Retry-After, never a stack; it is
// alive (/healthz) but not ready (/readyz), and its metrics still answer.
import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { logLines, type LogLine } from '../../helpers/logs';
import { connect, rawModernRequest, resultJson } from '../../helpers/mcp/mcp-client';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../helpers/server';

// Signs the dashboard's session cookie (a next-auth JWT), so dashboard pages get as far as the database.
const SESSION_SECRET = 'database-down-test-secret-of-at-least-32-chars';
const SOME_ID = '00000000-0000-4000-8000-000000000001';

let server: TestServer;
beforeAll(async () => {
  // Port 1 on loopback: nothing listens, the connection is refused at once.
  server = await startServer({
    database: 'postgres',
    env: { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/agentgauge', NEXTAUTH_SECRET: SESSION_SECRET },
  });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
});

describe('database unavailable', () => {
  it('says at start, in one line, which DATABASE_URL does not answer and what to check (issue 29, point 2)', () => {
    const errors = logLines(server.output()).filter((line) => line.level === 'error' || line.level === 'fatal');
    expect(errors.map((line) => line.msg)).toContain(
      'The database is unavailable (PostgreSQL at DATABASE_URL (postgresql://postgres@127.0.0.1:1/agentgauge) does not answer ' +
        '(connect ECONNREFUSED 127.0.0.1:1): check that it runs and that DATABASE_URL names its host, port and database); ' +
        'API requests answer 503 until it is reachable.',
    );
  });

  it.each([
    ['GET', '/api/v1/report/example.com', undefined],
    ['GET', '/api/v1/agent-tasks/example.com', undefined],
    // A public IP literal: no DNS stage (which runs before the quota) stands between the request and the database.
    ['POST', '/api/v1/scan', { domain: '93.184.215.14' }],
  ])('%s %s answers 503 with Retry-After', async (method, path, json) => {
    const answer = await request(server.baseUrl, path, { method, json });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.body).toEqual({ error: 'service-unavailable', message: 'The database is temporarily unavailable; retry later.' });
  });

  it('logs each failed request at warn, with the id it answered with (other requests are logged at debug only)', async () => {
    expect((await request(server.baseUrl, '/healthz')).status).toBe(200);
    const answer = await request(server.baseUrl, '/api/v1/report/logged.example');
    const id = answer.headers.get('x-request-id');
    const deadline = Date.now() + 10_000;
    let line: LogLine | undefined;
    while (!(line = logLines(server.output()).find((entry) => entry.requestId === id))) {
      if (Date.now() > deadline) throw new Error(`no line for request ${id}:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(line).toMatchObject({ level: 'warn', msg: 'request', method: 'GET', path: '/api/v1/report/logged.example', route: '/api/v1/report/[host]', status: '503' });
    // Lines are written in the order requests end: the /healthz before it would be there by now, were it logged.
    const requestLines = logLines(server.output()).filter((entry) => entry.msg === 'request');
    expect(requestLines.filter((entry) => !String(entry.status).startsWith('5'))).toEqual([]);
  });

  it('answers 503 to an authenticated request (the key cannot be checked)', async () => {
    const answer = await request(server.baseUrl, '/api/v1/me/sites', { key: `ag_live_${'A'.repeat(43)}` });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('retry-after')).toBe('30');
  });
});

describe('database unavailable, pages (issue 10, point 7)', () => {
  async function sessionCookie(): Promise<string> {
    const token = await encode({ token: { sub: SOME_ID, email: 'owner@down.test', name: null }, secret: SESSION_SECRET, maxAge: 3600 });
    return `next-auth.session-token=${token}`;
  }

  it.each([
    ['the public report', '/report/example.com', false],
    ['a published replay', `/replay/${SOME_ID}`, false],
    ['the dashboard', '/sites', true],
    ['a site page', `/sites/${SOME_ID}`, true],
    ['the API keys page', '/keys', true],
  ])('answers %s (%s) with a readable 503 page and Retry-After, not a 500', async (_name, path, signedIn) => {
    const answer = await request(server.baseUrl, path, { headers: signedIn ? { cookie: await sessionCookie() } : {} });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('This page is temporarily unavailable');
    expect(answer.text).toContain('If the database is restarting, try again in a moment.');
  });

  it('answers the markdown twin of the report (either address) with a 503 markdown body', async () => {
    for (const [path, headers] of [
      ['/report/example.com/report.md', {}],
      ['/report/example.com', { accept: 'text/markdown' }],
    ] as const) {
      const answer = await request(server.baseUrl, path, { headers });
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get('retry-after'), path).toBe('30');
      expect(answer.headers.get('content-type'), path).toBe('text/markdown; charset=utf-8');
      expect(answer.text, path).toBe('# Temporarily unavailable\n\nThe report cannot be read right now: the database is out of reach. Retry in a moment.\n');
    }
  });

  it('answers the dashboard\'s scan-status poll with the API\'s 503 JSON', async () => {
    const answer = await request(server.baseUrl, `/sites/${SOME_ID}/scan-status?scan=${SOME_ID}`, { headers: { cookie: await sessionCookie() } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.body).toEqual({ error: 'service-unavailable', message: 'The database is temporarily unavailable; retry later.' });
  });
});

describe('database unavailable, over MCP', () => {
  it('still answers server/discover and answers tools with the REST API\'s 503 body and its retry delay', async () => {
    expect((await rawModernRequest(server.baseUrl, 'server/discover')).status).toBe(200);
    const client = await connect(server.baseUrl);
    try {
      for (const [name, args] of [['get_public_report', { host: 'example.com' }], ['scan_site', { domain: '93.184.215.14' }]] as const) {
        const result = await client.callTool({ name, arguments: args });
        expect(result.isError, name).toBe(true);
        expect(resultJson(result), name).toEqual({ error: 'service-unavailable', message: 'The database is temporarily unavailable; retry later.', retryAfter: 30 });
      }
    } finally {
      await client.close();
    }
  });

  it('answers 503 with Retry-After to an MCP request with a key (the key cannot be checked)', async () => {
    const answer = await rawModernRequest(server.baseUrl, 'tools/call', { name: 'list_sites', arguments: {} }, { authorization: `Bearer ag_live_${'A'.repeat(43)}` });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.body).toEqual({ error: 'service-unavailable', message: 'The database is temporarily unavailable; retry later.' });
  });
});

describe('operator endpoints with the database unavailable', () => {
  it('is alive but not ready', async () => {
    expect((await request(server.baseUrl, '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(server.baseUrl, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    // The database's own error (its address) goes to the log, not to whoever asks.
    expect(ready.body).toEqual({ error: 'service-unavailable', message: 'Not ready: the database is unreachable.' });
  });

  it('serves /metrics to a loopback caller without a token, whatever X-Forwarded-For claims (no trusted proxy)', async () => {
    const metrics = await request(server.baseUrl, '/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('agentgauge_http_requests_total{method="GET",route="/readyz",status="503"} 1');
  });
});
