// /metrics behind a trusted proxy (AGENTGAUGE_TRUST_PROXY=1) and the proxy's X-Request-Id, on the in-process service
// (its own front answers both). What needs the real server and a worker process (health and readiness of both, the
// request counters of the real build, the worker's metrics, pages, the log of both processes) is
// tests/system/api/operators-worker.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { scrape, UUID, waitForLine } from '../../helpers/operators/metrics-and-log-lines';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';

describe('/metrics without a token, behind a trusted proxy (AGENTGAUGE_TRUST_PROXY=1)', () => {
  let server: InProcessService;
  beforeAll(async () => {
    server = await startInProcessService({ env: { AGENTGAUGE_TRUST_PROXY: '1', AGENTGAUGE_LOG_LEVEL: 'debug' } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
  });

  it('serves loopback callers only, judged by the hop the proxy appended', async () => {
    await scrape(server.baseUrl);
    await scrape(server.baseUrl, undefined, { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' });
    const outside = await request(server.baseUrl, '/metrics', { headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } });
    expect(outside.status).toBe(401);
    expect(outside.body).toEqual({
      error: 'unauthorized',
      message:
        'Metrics are served to loopback callers only; set AGENTGAUGE_METRICS_TOKEN on the server to scrape them from ' +
        'elsewhere with "Authorization: Bearer <token>".',
    });
  });

  it("keeps the proxy's X-Request-Id when it is sane, and replaces anything else", async () => {
    const kept = await request(server.baseUrl, '/api/v1/report/unknown.example', { headers: { 'x-request-id': 'lb-7f3a:0042' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a:0042');
    for (const insane of ['two words', 'x'.repeat(129), '"quoted"', '{"level":"fatal"}']) {
      const replaced = await request(server.baseUrl, '/healthz', { headers: { 'x-request-id': insane } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
    const line = await waitForLine(server.output, (entry) => entry.requestId === 'lb-7f3a:0042');
    expect(line).toMatchObject({ msg: 'request', route: '/api/v1/report/[host]', status: '404' });
  });
});
