// System tier (the built server and the CLI's process): what the CLI prints of issue 46 points 2 and 3, a failed
// scan's trace in `agentgauge history` and `agentgauge sites`, and an address changed with `agentgauge sites set-url`.
// The API, the scans and the webhook of the same issue are tests/integration/api/site-addresses.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { ACME_PAGE, SITES, siteAddressCalls } from '../../helpers/sites/site-addresses';
import { buildCli, closedPort, runCli } from '../../helpers/cli/run-cli';

let server: TestServer;
let site: FixtureSite;
let key: string;
let closed: number;

const { api, settledScan } = siteAddressCalls(() => ({ baseUrl: server.baseUrl, key }));

beforeAll(async () => {
  buildCli();
  site = await serveSite({ '/': html(ACME_PAGE) });
  closed = await closedPort();
  const port = site.port;
  server = await startServer({
    env: {
      // By name: the fixture (as 127.0.0.1 and as localhost) and a closed port.
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: [`127.0.0.1:${port}`, `localhost:${port}`, `127.0.0.1:${closed}`].join(','),
      AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      // The refused connection is tried three times (AGENTGAUGE_SCAN_RETRIES, the default 2): at once, not 5 s apart.
      AGENTGAUGE_SCAN_RETRY_DELAY_SECONDS: '0',
    },
    seed: async (db) => {
      key = (await seedOrganization(db, { name: 'Addresses', subscription: 'active' })).key;
    },
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await site?.close();
});

describe('a failed scan leaves a trace (issue 46 point 2)', () => {
  let siteId: string;
  let failure: { scanId: string; failedAt: string; error: string };

  beforeAll(async () => {
    siteId = (await api(SITES, { json: { url: `127.0.0.1:${closed}` } })).body.id;
    expect((await settledScan(siteId)).status).toBe('failed');
    failure = (await api(`${SITES}/${siteId}`)).body.lastScanFailure;
    expect(failure).toEqual({ scanId: expect.any(String), failedAt: expect.any(String), error: expect.stringContaining('(attempt 3)') });
  }, 120_000);

  it('prints the failure in `agentgauge history` and `agentgauge sites`', async () => {
    const env = { AGENTGAUGE_API_KEY: key };
    const history = await runCli(['history', siteId, '--base-url', server.baseUrl], env);
    expect(history.code, history.stderr).toBe(0);
    expect(history.stdout).toBe(
      `127.0.0.1:${closed}: last scan failed at ${failure.failedAt}: ${failure.error} (scan ${failure.scanId})\n127.0.0.1:${closed} has no finished scan yet.\n`,
    );
    const sites = await runCli(['sites', '--base-url', server.baseUrl], env);
    expect(sites.code, sites.stderr).toBe(0);
    expect(sites.stdout.trimEnd().split('\n').at(-1)).toBe(`127.0.0.1:${closed}: last scan failed at ${failure.failedAt}: ${failure.error} (scan ${failure.scanId})`);
  });
});

describe('an address is corrected in place (issue 46 point 3)', () => {
  let siteId: string;

  beforeAll(async () => {
    // Where the API's tests leave it: moved to localhost (tests/integration/api/site-addresses.test.ts).
    const created = await api(SITES, { json: { url: `http://localhost:${site.port}/` } });
    expect(created.status, created.text).toBe(201);
    siteId = created.body.id;
  });

  it('changes an address from the CLI: agentgauge sites set-url', async () => {
    const run = await runCli(['sites', 'set-url', siteId, `127.0.0.1:${site.port}`, '--base-url', server.baseUrl], { AGENTGAUGE_API_KEY: key });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`${siteId} now measures ${site.url}; its history is kept.\nScan it with: agentgauge scan ${siteId} --wait\n`);
  });
});
