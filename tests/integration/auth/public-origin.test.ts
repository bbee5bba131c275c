// The public origin behind a proxy the operator runs (integration tier: API routes, robots.txt and MCP answered by the
// service in this process). What only the built server shows (its start-up line, pages, its listening address, mail)
// is in tests/system/auth/public-origin-server.test.ts.
// The service's own absolute URLs (sign-in links in mail, redirects, robots.txt, llms.txt, sitemap.xml, discovery
// documents, replay URLs, canonical tags) never come from a header the client wrote. A client sets Host and
// X-Forwarded-Host at will (RFC 9110 §7.2: Host is the client's claim; RFC 7239 §8.1: forwarding headers are
// trustworthy only from a proxy the operator runs), so: the configured AGENTGAUGE_PUBLIC_URL wins; forwarded headers
// count only with AGENTGAUGE_TRUST_PROXY=1; otherwise the server's own listening address stands in, and email
// sign-in (whose link carries a session-granting token) is not offered at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { rawModernRequest } from '../../helpers/mcp/mcp-client';
import { rawRequest } from '../../helpers/raw-http';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';

const SECRET = 'public-origin-test-secret-0123456789abcdef';
const ATTACKER = 'attacker.example';
const MAIL_ENV = { NEXTAUTH_SECRET: SECRET, EMAIL_FROM: 'Agent Gauge <no-reply@agentgauge.test>' };

describe('with AGENTGAUGE_TRUST_PROXY=1 and no public URL', () => {
  let server: InProcessService;
  const PROXIED = { 'x-forwarded-host': 'gauge.proxy.example', 'x-forwarded-proto': 'https' };

  beforeAll(async () => {
    server = await startInProcessService({ env: { ...MAIL_ENV, EMAIL_SERVER: 'smtp://127.0.0.1:9', AGENTGAUGE_TRUST_PROXY: '1' } });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(() => server?.stop());

  it('honours the proxy\'s X-Forwarded-Host and X-Forwarded-Proto, and Host without them', async () => {
    const proxied = await rawRequest(server.baseUrl, '/robots.txt', { headers: PROXIED });
    expect(proxied.text).toContain('Sitemap: https://gauge.proxy.example/sitemap.xml\n');
    const card = JSON.parse((await rawRequest(server.baseUrl, '/mcp/server-card', { headers: PROXIED })).text);
    expect(card.remotes[0].url).toBe('https://gauge.proxy.example/mcp');
    const direct = await rawRequest(server.baseUrl, '/robots.txt', { headers: { host: 'gauge.direct.example' } });
    expect(direct.text).toContain('Sitemap: http://gauge.direct.example/sitemap.xml\n');

    // The MCP endpoint's Origin allowlist (DNS-rebinding protection) follows the same origin.
    const discover = (origin: string) => rawModernRequest(server.baseUrl, 'server/discover', {}, { ...PROXIED, origin });
    expect((await discover('https://gauge.proxy.example')).status).toBe(200);
    expect((await discover(`http://${ATTACKER}`)).status).toBe(403);

    // Email links still need a configured URL: a proxy's word is not enough for a mailed token.
    const providers = await rawRequest(server.baseUrl, '/api/auth/providers', { headers: PROXIED });
    expect(Object.keys(JSON.parse(providers.text))).toEqual(['credentials']);
  });
});
