// Issue 36 point 5: the rendered view works in the built service from its first audit, whatever that audit is. The
// web build once compiled the browser-driver loader to `(void 0)(…)`, so a process whose first audit was an anonymous
// public scan never rendered at all. One fresh server (PGlite), whose very first audit is POST /api/v1/scan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { startServer, SERVER_START_TIMEOUT_MS, type TestServer } from '../../helpers/server';
import { html, serveSite, type FixtureSite } from '../../helpers/site';

const CLIENT_RENDERED = html(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Client rendered</title></head><body><main id="app"></main>' +
    '<script>document.getElementById("app").innerHTML = "<h1>Rendered by script</h1><p>" + "Words a browser sees. ".repeat(40) + "</p>";</script></body></html>',
);

describe('the rendered view in a fresh built service whose first audit is a public scan', () => {
  let server: TestServer;
  let site: FixtureSite;

  beforeAll(async () => {
    site = await serveSite({ '/': CLIENT_RENDERED });
    server = await startServer({
      database: 'pglite',
      env: {
        AGENTGAUGE_RENDER: '1',
        AGENTGAUGE_BROWSER: '/usr/bin/chromium',
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: `127.0.0.1:${site.port}`,
        // Anonymous scans of the 127.0.0.1 fixtures (a test bed's setting: they never reach a private origin otherwise).
        AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
      },
      // An organization, as in any installation past its first start (no audit runs for it).
      seed: async (db) => {
        await seedOrganization(db, { name: 'Operator', subscription: 'active' });
      },
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await site?.close();
  });

  it('renders the very first audit of the process, an anonymous POST /api/v1/scan', async () => {
    const scanned = await request(server.baseUrl, '/api/v1/scan', { json: { domain: site.origin } });
    expect(scanned.status).toBe(200);
    expect(scanned.body.rendered).toBe(true);
    const content = scanned.body.results.find((result: { id: string }) => result.id === 'server-rendered-content');
    expect(content.findings.map((finding: { view: string; code: string }) => `${finding.view} ${finding.code}`)).toContain(
      'rendered server-rendered-content.js-only-text',
    );
  }, 120_000);
});
