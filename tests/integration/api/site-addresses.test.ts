// Integration tier (the service in this process); what the CLI prints of it (`agentgauge history`, `agentgauge sites`,
// `agentgauge sites set-url`) needs a real server: tests/system/api/site-addresses-cli.test.ts.
// Issue 46 points 2 and 3 through the API and a webhook: a site's address is checked by the one URL rule
// (each bad spelling gets its own 400 naming what is wrong; a bare IP:port is http, a bare domain https), it can be
// corrected with PATCH keeping the history (a note where the origin changed), a TLS mismatch says which address to
// try and is not retried, and a failed scan leaves a trace: lastScanFailure on the site and its history and the
// scan.failed webhook with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization, seedProvenHost } from '../../helpers/api-fixtures';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { ACME_PAGE, SITES, siteAddressCalls } from '../../helpers/sites/site-addresses';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';
import { closedPort } from '../../helpers/cli/run-cli';

let server: InProcessService;
let site: FixtureSite;
let receiver: WebhookReceiver;
let key: string;
let closed: number;

const { api, settledScan } = siteAddressCalls(() => ({ baseUrl: server.baseUrl, key }));

beforeAll(async () => {
  site = await serveSite({ '/': html(ACME_PAGE) });
  receiver = await startWebhookReceiver();
  closed = await closedPort();
  const port = site.port;
  server = await startInProcessService({
    env: {
      // By name: the fixture (as 127.0.0.1 and as localhost), a closed port, the receiver, and the README's example.
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: [`127.0.0.1:${port}`, `localhost:${port}`, `127.0.0.1:${closed}`, new URL(receiver.origin).host, '127.0.0.1:4000'].join(','),
      AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      // The refused connection is tried three times (AGENTGAUGE_SCAN_RETRIES, the default 2): at once, not 5 s apart
      // (the default delay), as the count of attempts is what the failure's message shows.
      AGENTGAUGE_SCAN_RETRY_DELAY_SECONDS: '0',
    },
    seed: async (db) => {
      const organization = await seedOrganization(db, { name: 'Addresses', subscription: 'active' });
      key = organization.key;
      // Proven, so that the organization may make the fixture's report public (issue 52 point 3).
      await seedProvenHost(db, organization.id, `127.0.0.1:${port}`);
    },
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await site?.close();
  await receiver?.close();
});

describe('the one URL rule (issue 46 point 3)', () => {
  it.each([
    ['htp:/bad url', 'target-refused', 'Only http: and https: URLs can be fetched, not htp:. (rule: scheme)'],
    ['mailto:owner@example.com', 'target-refused', 'Only http: and https: URLs can be fetched, not mailto:. (rule: scheme)'],
    ['http:/example.com', 'invalid-body', 'Field "url": The address must start with http:// (two slashes), as in http://example.com.'],
    ['https://exa mple.com/', 'invalid-body', 'Field "url": The address contains a space; write a space in a path as %20.'],
    ['htp', 'invalid-body', 'Field "url": "htp" is not a host that can be measured: give a domain name with a dot (such as example.com), localhost or an IP address.'],
    ['exa_mple.com', 'invalid-body', 'Field "url": "exa_mple.com" is not a host that can be measured: give a domain name with a dot (such as example.com), localhost or an IP address.'],
    ['http://', 'invalid-body', 'Field "url": "http://" is not a valid address.'],
    ['   ', 'invalid-body', 'Field "url": The address is empty.'],
  ])('refuses %j with 400 naming what is wrong, storing nothing', async (url, error, message) => {
    const refused = await api(SITES, { json: { url } });
    expect([refused.status, refused.body]).toEqual([400, { error, message }]);
    expect((await api(SITES)).body.sites).toEqual([]);
  });

  it('takes a bare IP:port or localhost:port as http and a bare domain as https; the README\'s example 127.0.0.1:4000 works', async () => {
    const cases = [
      ['127.0.0.1:4000', 'http://127.0.0.1:4000/', '127.0.0.1:4000'],
      ['example.org', 'https://example.org/', 'example.org'],
      [`localhost:${site.port}/docs?x=1#top`, `http://localhost:${site.port}/docs`, `localhost:${site.port}`],
    ];
    for (const [url, stored, host] of cases) {
      const created = await api(SITES, { json: { url } });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({ url: stored, host, lastScanFailure: null });
      expect((await api(`${SITES}/${created.body.id}`, { method: 'DELETE' })).status).toBe(204);
    }
  });
});

describe('a failed scan leaves a trace (issue 46 point 2)', () => {
  let siteId: string;
  let failure: { scanId: string; failedAt: string; error: string };

  it('shows a refused connection on the site and its history, never as a score, and announces it as scan.failed', async () => {
    const webhook = await api('/api/v1/me/webhooks', { json: { url: `${receiver.origin}/failed`, events: ['scan.failed'] } });
    expect(webhook.status, webhook.text).toBe(201);
    const created = await api(SITES, { json: { url: `127.0.0.1:${closed}` } });
    siteId = created.body.id;
    const scan = await settledScan(siteId);
    const error = `The site could not be reached (attempt 3): The start page could not be reached: 127.0.0.1:${closed} refused or could not be reached for a connection.`;
    expect(scan).toMatchObject({ status: 'failed', error });

    const one = await api(`${SITES}/${siteId}`);
    expect(one.status).toBe(200);
    failure = one.body.lastScanFailure;
    expect(failure).toEqual({ scanId: scan.scanId, failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), error });
    expect(one.body).toMatchObject({ latestScore: null, previousScore: null, latestScannedAt: null });
    const listed = (await api(SITES)).body.sites.find((entry: { id: string }) => entry.id === siteId);
    expect(listed).toEqual(one.body);
    const history = await api(`${SITES}/${siteId}/history`);
    expect(history.body).toEqual({ siteId, host: `127.0.0.1:${closed}`, scans: [], nextOffset: null, lastScanFailure: failure });

    const [delivery] = await receiver.waitFor('/failed', 1, () => true, 30_000);
    expect(JSON.parse(delivery!.body)).toEqual({
      type: 'scan.failed',
      timestamp: failure.failedAt,
      data: { siteId, host: `127.0.0.1:${closed}`, scanId: scan.scanId, status: 'failed', trigger: 'api', score: null, error, finishedAt: failure.failedAt },
    });
  }, 120_000);

  // What `agentgauge history` and `agentgauge sites` print of it: tests/system/api/site-addresses-cli.test.ts.
});

describe('an address is corrected in place (issue 46 point 3)', () => {
  let siteId: string;

  it('says an https address on a plain-HTTP port is http, at once, and takes the correction keeping the site', async () => {
    const created = await api(SITES, { json: { url: `https://127.0.0.1:${site.port}/` } });
    expect(created.status, created.text).toBe(201);
    siteId = created.body.id;
    const scan = await settledScan(siteId);
    // Not retried: the same answer every time (AGENTGAUGE_SCAN_RETRIES is the default 2).
    expect(scan.error).toBe(
      `The site could not be reached (attempt 1): The start page could not be reached: 127.0.0.1:${site.port} answered, but this port does not speak TLS: try http://127.0.0.1:${site.port}/ (ERR_SSL_WRONG_VERSION_NUMBER).`,
    );
    const patched = await api(`${SITES}/${siteId}`, { method: 'PATCH', json: { url: `127.0.0.1:${site.port}` } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ id: siteId, url: site.url, host: `127.0.0.1:${site.port}`, lastScanFailure: { scanId: scan.scanId } });
    expect((await settledScan(siteId)).status).toBe('succeeded');
    const after = await api(`${SITES}/${siteId}`);
    expect(after.body.lastScanFailure).toBeNull();
    expect(typeof after.body.latestScore).toBe('number');
  }, 120_000);

  it('refuses a bad or taken address with the same bodies as POST, changing nothing', async () => {
    const other = await api(SITES, { json: { url: 'example.net' } });
    const taken = await api(`${SITES}/${other.body.id}`, { method: 'PATCH', json: { url: site.url } });
    expect([taken.status, taken.body]).toEqual([409, { error: 'site-exists', message: `The organization already has a site on 127.0.0.1:${site.port}.` }]);
    const bad = await api(`${SITES}/${other.body.id}`, { method: 'PATCH', json: { url: 'htp' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Field "url": "htp" is not a host that can be measured: give a domain name with a dot (such as example.com), localhost or an IP address.');
    expect((await api(`${SITES}/${other.body.id}`)).body.url).toBe('https://example.net/');
  });

  it('keeps the history across a change of origin, with a note where it changed, and the comparison warns', async () => {
    expect((await api(`${SITES}/${siteId}`, { method: 'PATCH', json: { publicReport: true } })).body.publicReport).toBe(true);
    const moved = await api(`${SITES}/${siteId}`, { method: 'PATCH', json: { url: `http://localhost:${site.port}/` } });
    expect(moved.body).toMatchObject({ url: `http://localhost:${site.port}/`, host: `localhost:${site.port}`, publicReport: false });
    expect((await settledScan(siteId)).status).toBe('succeeded');
    const history = await api(`${SITES}/${siteId}/history`);
    expect(history.body.scans.map((scan: { url: string; addressChangedFrom: string | null }) => [scan.url, scan.addressChangedFrom])).toEqual([
      [`http://localhost:${site.port}/`, site.url],
      [site.url, null],
    ]);
    expect(history.body.lastScanFailure).toBeNull();
    const comparison = await api(`${SITES}/${siteId}/compare`);
    expect(comparison.body.comparable).toBe(false);
    expect(comparison.body.warnings[0]).toBe(`The site's address changed from ${site.url} to http://localhost:${site.port}/ between these scans: they measured different addresses.`);
  }, 120_000);

  // `agentgauge sites set-url`: tests/system/api/site-addresses-cli.test.ts.
});
