// With the database out of reach the service still starts, and answers 503 with Retry-After, never a stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../helpers/http';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  // Port 1 on loopback: nothing listens, the connection is refused at once.
  server = await startServer({ database: 'postgres', env: { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/agentgauge' } });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
});

describe('database unavailable', () => {
  it.each([
    ['GET', '/api/v1/report/example.com', undefined],
    ['GET', '/api/v1/agent-tasks/example.com', undefined],
    ['POST', '/api/v1/scan', { domain: 'example.com' }],
  ])('%s %s answers 503 with Retry-After', async (method, path, json) => {
    const answer = await request(server.baseUrl, path, { method, json });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.body).toEqual({ error: 'service-unavailable', message: 'The database is temporarily unavailable; retry later.' });
  });

  it('answers 503 to an authenticated request (the key cannot be checked)', async () => {
    const answer = await request(server.baseUrl, '/api/v1/me/sites', { key: `ag_live_${'A'.repeat(43)}` });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('retry-after')).toBe('30');
  });
});
