// Scopes in one place (issue 21, point 2): a read-only OAuth token (agentgauge:read) walks the whole authorization
// table, every API operation and every MCP organization tool, and is refused every change (403 insufficient-scope,
// nothing changed, no quota spent) and answered every read. The walk is driven by the route registry and the tool
// table themselves, so a new operation without fixtures here fails the test instead of escaping it. The token comes
// from the real flow: dynamic registration, PKCE, sign-in and consent in Chromium, code exchange.
// Also here, on the same server: client registration (point 9) and a POST that takes no body (point 10).
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '@/lib/auth/authorize';
import type { OperationSpec } from '@/lib/openapi/define-operation';
import { OPERATIONS } from '@/lib/openapi/operations';
import { MCP_TOOLS } from '@/lib/mcp/tools';
import { createKey, seedAgentRuns, seedFinishedScan } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf } from '../../helpers/openapi';
import { seedFleetRun } from '../../helpers/fleets/seed-run';
import { SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestServer } from '../../helpers/server';
import { launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';
import { rawModernRequest } from '../../helpers/mcp/mcp-client';

const READ = 'agentgauge:read';
const WRITE = 'agentgauge:write';
/** Never reached: a change the scope check let through would be refused as a private target, not sent anywhere. */
const UNREACHABLE = 'http://127.0.0.1:9/';

interface Fixture {
  params: Record<string, string>;
  body?: unknown;
}

describe('a read-only OAuth token across the authorization table', { timeout: 180_000 }, () => {
  let server: TestServer;
  let base: string;
  let org: SeededOrganization;
  let apiKey: string;
  const ids = {} as { siteId: string; scanId: string; runId: string; webhookId: string; journeyId: string; fleetId: string; fleetRunId: string; trafficBatchId: string; ingestTokenId: string };
  let browser: Browser;
  let page: Page;
  let callbackServer: http.Server;
  let callback: string;
  let readToken: string;

  beforeAll(async () => {
    callbackServer = http.createServer((_req, res) => res.end('ok'));
    callbackServer.listen(0, '127.0.0.1');
    await once(callbackServer, 'listening');
    callback = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`;
    server = await startServer({
      env: { AGENTGAUGE_OAUTH_REGISTRATIONS_PER_CLIENT: '50' },
      seed: async (db) => {
        org = await seedOrganization('Scopes');
        apiKey = await createKey(db, org.id);
        const site = await db.site.create({ data: { organizationId: org.id, host: 'scopes.example', url: 'https://scopes.example/', schedule: 'weekly', nextScanAt: new Date(Date.now() + 86_400_000) } });
        ids.siteId = site.id;
        // Proven, so that its index row is the organization's to read (issue 52 point 3).
        await db.hostOwnership.create({ data: { organizationId: org.id, host: site.host, method: 'dns', verifiedAt: new Date(), checkedAt: new Date() } });
        await seedFinishedScan(db, site, org.id, 60, new Date('2026-05-01T10:00:00Z'));
        ids.scanId = await seedFinishedScan(db, site, org.id, 70, new Date('2026-05-02T10:00:00Z'));
        ids.runId = await seedAgentRuns(db, org.id, site.id);
        ids.journeyId = (await db.journey.create({ data: { organizationId: org.id, siteId: site.id, name: 'pricing', question: 'What does it cost?', answer: '$29' } })).id;
        ids.webhookId = (await db.webhookEndpoint.create({ data: { organizationId: org.id, url: `${UNREACHABLE}in`, events: ['scan.succeeded'], secret: 'whsec_test' } })).id;
        await db.deployHook.create({ data: { organizationId: org.id, siteId: site.id, provider: 'generic', secretHash: 'a'.repeat(64) } });
        ids.fleetId = (await db.fleet.create({ data: { organizationId: org.id, name: 'Scoped fleet', targetCount: 1 } })).id;
        ids.fleetRunId = await seedFleetRun(db, [{ status: 'scanned', score: 70, host: 'fleet-target.example' }], { organizationId: org.id, fleetId: ids.fleetId, reports: true });
        ids.trafficBatchId = (await db.trafficBatch.create({ data: { organizationId: org.id, siteId: site.id, source: 'upload', status: 'done', inflatedLimit: 1n } })).id;
        ids.ingestTokenId = (await db.trafficIngestToken.create({ data: { organizationId: org.id, siteId: site.id, name: 'drain', displayPrefix: 'ag_ingest_x', hashedToken: 'scopes-test-token-hash' } })).id;
      },
    });
    base = server.baseUrl;
    browser = await launchBrowser();
    const context = await newContext(browser, base);
    // The loopback callback is the client's; everything else stays aborted.
    await context.route(`${callback}**`, (route) => route.continue());
    page = await context.newPage();
    await signIn(page, base, org.owner);
    readToken = await authorizeReadOnly();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    callbackServer?.close();
  });

  async function authorizeReadOnly(): Promise<string> {
    const registered = await request(base, '/oauth/register', {
      json: { client_name: 'Scope walker', redirect_uris: [callback], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] },
    });
    expect(registered.status).toBe(201);
    const clientId: string = registered.body.client_id;
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL(`${base}/oauth/authorize`);
    const query = { response_type: 'code', client_id: clientId, redirect_uri: callback, scope: READ, resource: base, code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256' };
    for (const [name, value] of Object.entries(query)) authorize.searchParams.set(name, value);
    await page.goto(authorize.href);
    await page.getByRole('heading', { name: /^Connect .* to Agent Gauge$/ }).waitFor();
    await page.getByRole('radio', { name: /^Scopes/ }).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => url.href.startsWith(callback));
    const code = new URL(page.url()).searchParams.get('code')!;
    const exchanged = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callback, client_id: clientId, code_verifier: verifier, resource: base }),
    });
    const token = (await exchanged.json()) as { access_token: string; scope: string };
    expect(token.scope).toBe(READ);
    return token.access_token;
  }

  /** Valid input for each operation that needs a credential: the change would succeed but for the scope. */
  function fixtures(): Record<string, Fixture> {
    const site = { id: ids.siteId };
    const fleetRun = { id: ids.fleetId, runId: ids.fleetRunId };
    return {
      listSites: { params: {} },
      createSite: { params: {}, body: { url: UNREACHABLE } },
      getSite: { params: site },
      deleteSite: { params: site },
      updateSite: { params: site, body: { schedule: null } },
      getSiteReport: { params: site },
      getSiteHistory: { params: site },
      startSiteScan: { params: site },
      getScan: { params: { id: ids.scanId } },
      listSiteFixes: { params: site },
      getSiteFix: { params: { ...site, checkId: 'robots-txt' } },
      getSiteArtifact: { params: { ...site, kind: 'robots-txt' } },
      compareSiteScans: { params: site },
      compareSiteJourneys: { params: site },
      listSiteVerifications: { params: site },
      listSiteAnswers: { params: site },
      listSiteAgentRuns: { params: site },
      startAnswersPass: { params: site, body: {} },
      startAgentRun: { params: site, body: { goal: 'Find the docs', agent: 'builtin' } },
      publishAgentRun: { params: { ...site, runId: ids.runId } },
      unpublishAgentRun: { params: { ...site, runId: ids.runId } },
      engineAudit: { params: {}, body: { url: UNREACHABLE } },
      engineReport: { params: {}, body: { url: UNREACHABLE } },
      createWebhook: { params: {}, body: { url: `${UNREACHABLE}hook`, events: ['scan.succeeded'] } },
      listWebhooks: { params: {} },
      deleteWebhook: { params: { id: ids.webhookId } },
      testWebhook: { params: { id: ids.webhookId } },
      listWebhookDeliveries: { params: { id: ids.webhookId } },
      listSiteJourneys: { params: site },
      createSiteJourney: { params: site, body: { name: 'hours', question: 'When are you open?', answer: '9am' } },
      updateSiteJourney: { params: { ...site, journeyId: ids.journeyId }, body: { answer: ['$29', '29 USD'] } },
      deleteSiteJourney: { params: { ...site, journeyId: ids.journeyId } },
      startJourneyRuns: { params: { ...site, journeyId: ids.journeyId }, body: { agent: 'builtin' } },
      listJourneyRuns: { params: { ...site, journeyId: ids.journeyId } },
      listFleets: { params: {} },
      createFleet: { params: {}, body: { name: 'Scoped', targets: ['example.com'] } },
      getFleet: { params: { id: ids.fleetId } },
      deleteFleet: { params: { id: ids.fleetId } },
      listFleetRuns: { params: { id: ids.fleetId } },
      startFleetRun: { params: { id: ids.fleetId }, body: {} },
      getFleetRun: { params: fleetRun },
      findFleetRun: { params: { runId: ids.fleetRunId } },
      cancelFleetRun: { params: fleetRun },
      listFleetTargets: { params: fleetRun },
      getFleetTargetReport: { params: { ...fleetRun, origin: encodeURIComponent('https://fleet-target.example') } },
      getFleetRunSummary: { params: fleetRun },
      getFleetMovement: { params: fleetRun },
      exportFleetRun: { params: fleetRun },
      getSiteIndexStanding: { params: site },
      rescanSiteIndexEntry: { params: site },
      reportSiteIndexVerdict: { params: site, body: { checkId: 'llms-txt', explanation: 'We publish /llms.txt.' } },
      getSiteOwnership: { params: site },
      proveSiteOwnership: { params: site },
      withdrawSiteHost: { params: site },
      uploadTrafficLog: { params: site, body: {} },
      getSiteTraffic: { params: site },
      getTrafficBatch: { params: { ...site, batchId: ids.trafficBatchId } },
      listTrafficIngestTokens: { params: site },
      createTrafficIngestToken: { params: site, body: { name: 'Logpush' } },
      revokeTrafficIngestToken: { params: { ...site, tokenId: ids.ingestTokenId } },
      setDeployHook: { params: site, body: { provider: 'generic' } },
      getDeployHook: { params: site },
      deleteDeployHook: { params: site },
    };
  }

  function pathOf(operation: OperationSpec, params: Record<string, string>): string {
    return operation.path.replace(/\{(\w+)\}/g, (_all, name: string) => {
      expect(params[name], `${operation.operationId}: fixture for {${name}}`).toBeDefined();
      return params[name]!;
    });
  }

  async function organizationState() {
    return withDatabase(server.databaseEnv, async (db) => ({
      sites: await db.site.findMany({ where: { organizationId: org.id }, select: { id: true, schedule: true }, orderBy: { id: 'asc' } }),
      scans: await db.scan.count(),
      runs: await db.agentRun.findMany({ select: { id: true, publishedAt: true, status: true }, orderBy: { id: 'asc' } }),
      passes: await db.answersPass.count(),
      webhooks: await db.webhookEndpoint.count(),
      journeys: await db.journey.findMany({ select: { id: true, name: true, answer: true }, orderBy: { id: 'asc' } }),
      deliveries: await db.webhookDelivery.count(),
      usage: await db.usageCounter.count(),
    }));
  }

  it('answers every read with 2xx and refuses every change with 403 insufficient-scope over REST, changing nothing', async () => {
    const before = await organizationState();
    const table = fixtures();
    const walked: string[] = [];
    for (const operation of OPERATIONS as readonly OperationSpec[]) {
      if (!operation.action) continue;
      const fixture = table[operation.operationId];
      expect(fixture, `add a fixture for ${operation.operationId}`).toBeDefined();
      const answer = await request(base, pathOf(operation, fixture!.params), {
        method: operation.method,
        key: readToken,
        ...(fixture!.body === undefined ? {} : { json: fixture!.body }),
      });
      const rule = ACTIONS[operation.action];
      const label = `${operation.method} ${operation.path}`;
      if (rule.scope === WRITE) {
        expect(answer.status, label).toBe(403);
        expect(answer.body, label).toEqual({ error: 'insufficient-scope', message: `This access token lacks the scope "${WRITE}" needed to ${rule.does}.` });
        expect(answer.headers.get('www-authenticate'), label).toBe(`Bearer error="insufficient_scope", resource_metadata="${base}/.well-known/oauth-protected-resource", scope="${WRITE}"`);
      } else {
        expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeLessThan(300);
      }
      walked.push(`${label} ${rule.scope === WRITE ? 403 : 200}`);
    }
    // Every change of the registry was walked (30), the three the issue names among them.
    expect(walked.filter((line) => line.endsWith('403'))).toHaveLength(30);
    expect(walked).toEqual(expect.arrayContaining(['POST /api/v1/engine/audit 403', 'PATCH /api/v1/me/sites/{id} 403', 'POST /api/v1/me/sites/{id}/scan 403']));
    // No change and no quota spent: the schedule is still on, no scan, run, pass, endpoint or usage counter more.
    expect(await organizationState()).toEqual(before);
  });

  it('lets the same writes through with a credential that has the write scope (an API key), so the scope was the refusal', async () => {
    const updated = await request(base, `/api/v1/me/sites/${ids.siteId}`, { method: 'PATCH', key: apiKey, json: { schedule: 'weekly' } });
    expect(updated.status).toBe(200);
    const audit = await request(base, '/api/v1/engine/audit', { key: apiKey, json: { url: UNREACHABLE } });
    expect(audit.status).toBe(400);
    expect(audit.body.error).toBe('target-refused');
  });

  it('answers every MCP organization tool the same way: reads succeed, run_engine_audit and start_site_scan are insufficient-scope tool errors', async () => {
    const table = fixtures();
    const before = await organizationState();
    const outcomes: string[] = [];
    for (const tool of MCP_TOOLS.filter((candidate) => candidate.access === 'organization')) {
      const operation = tool.operation!;
      const fixture = table[operation.operationId]!;
      const args = { ...fixture.params, ...(fixture.body as object | undefined) };
      const answer = await rawModernRequest(base, 'tools/call', { name: tool.name, arguments: args }, { authorization: `Bearer ${readToken}` });
      expect(answer.status, tool.name).toBe(200);
      const rule = ACTIONS[operation.action!];
      if (rule.scope === WRITE) {
        expect(answer.body.result.isError, tool.name).toBe(true);
        expect(JSON.parse(answer.body.result.content[0].text), tool.name).toEqual({
          error: 'insufficient-scope',
          message: `This access token lacks the scope "${WRITE}" needed to ${rule.does}.`,
        });
      } else {
        expect(answer.body.result.isError ?? false, `${tool.name}: ${answer.body.result.content?.[0]?.text}`).toBe(false);
      }
      outcomes.push(`${tool.name} ${rule.scope}`);
    }
    expect(outcomes).toEqual(expect.arrayContaining([`run_engine_audit ${WRITE}`, `start_site_scan ${WRITE}`, `list_sites ${READ}`]));
    expect(await organizationState()).toEqual(before);
  });

  it('does not mark run_engine_audit read-only: it spends the organization\'s quota', async () => {
    const listed = await rawModernRequest(base, 'tools/list', {});
    const audit = listed.body.result.tools.find((tool: { name: string }) => tool.name === 'run_engine_audit');
    expect(audit.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, openWorldHint: true });
  });

  describe('a POST that takes no body (issue 21, point 10)', () => {
    it('refuses unknown fields with 400 and a body over 8 KiB with 413, and starts no scan', async () => {
      const path = `/api/v1/me/sites/${ids.siteId}/scan`;
      const scans = () => withDatabase(server.databaseEnv, (db) => db.scan.count({ where: { siteId: ids.siteId } }));
      const before = await scans();
      const unknown = await request(base, path, { key: apiKey, json: { unknownField: 1 } });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ error: 'invalid-body', message: 'Unknown field "unknownField" in the request body.' });
      const large = await request(base, path, { key: apiKey, json: { padding: 'x'.repeat(9 * 1024) } });
      expect(large.status).toBe(413);
      expect(large.body).toEqual({ error: 'body-too-large', message: 'The request body is larger than 8 KiB.' });
      const notJson = await request(base, path, { key: apiKey, body: 'scan please', headers: { 'content-type': 'text/plain' } });
      expect(notJson.status).toBe(400);
      expect(notJson.body.error).toBe('invalid-content-type');
      expect(await scans()).toBe(before);
      // An empty object is still no body (a ping to an endpoint the fetcher will refuse to reach).
      const empty = await request(base, `/api/v1/me/webhooks/${ids.webhookId}/test`, { key: apiKey, json: {} });
      expect(empty.status).toBe(202);
    });

    it('answers a webhook creation over 8 KiB with 413, a status its operation declares (as every status it answers)', async () => {
      const document = await (await fetch(`${base}/.well-known/openapi.json`)).json();
      const conformance = conformanceOf(document);
      const large = await request(base, '/api/v1/me/webhooks', { key: apiKey, json: { url: `${UNREACHABLE}${'x'.repeat(9 * 1024)}`, events: ['scan.succeeded'] } });
      expect(large.status).toBe(413);
      expect(large.body).toEqual({ error: 'body-too-large', message: 'The request body is larger than 8 KiB.' });
      conformance.assertResponse('POST', '/api/v1/me/webhooks', 413, large.body);
      const unknown = await request(base, `/api/v1/me/sites/${ids.siteId}/scan`, { key: apiKey, json: { unknownField: 1 } });
      conformance.assertResponse('POST', '/api/v1/me/sites/{id}/scan', 400, unknown.body);
      conformance.assertResponse('POST', '/api/v1/me/sites/{id}/scan', 413, { error: 'body-too-large', message: 'The request body is larger than 8 KiB.' });
    });
  });

  describe('dynamic client registration (issue 21, point 9; RFC 7591 §3.2.2)', () => {
    const valid = () => ({ client_name: 'Checked', redirect_uris: [callback], token_endpoint_auth_method: 'none' });

    async function refused(metadata: unknown) {
      const answer = await request(base, '/oauth/register', typeof metadata === 'string'
        ? { body: metadata, headers: { 'content-type': 'application/json' } }
        : { json: metadata });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      return answer.body;
    }

    it('registers a public client with https and loopback redirect URIs', async () => {
      const registered = await request(base, '/oauth/register', {
        json: { ...valid(), redirect_uris: [callback, 'https://app.example/callback', 'http://[::1]:8123/cb', 'http://localhost:9/cb'] },
      });
      expect(registered.status).toBe(201);
      expect(registered.body.token_endpoint_auth_method).toBe('none');
      expect(registered.body.client_secret).toBeUndefined();
    });

    it('refuses http on a non-loopback host, userinfo, wildcards and fragments with invalid_redirect_uri', async () => {
      expect(await refused({ ...valid(), redirect_uris: ['http://app.example/callback'] })).toEqual({
        error: 'invalid_redirect_uri',
        error_description: 'The redirect URI "http://app.example/callback" must use https, or http on a loopback address (127.0.0.1, [::1] or localhost).',
      });
      expect(await refused({ ...valid(), redirect_uris: ['https://user:pass@app.example/callback'] })).toEqual({
        error: 'invalid_redirect_uri',
        error_description: 'The redirect URI "https://user:pass@app.example/callback" carries userinfo; register it without.',
      });
      expect(await refused({ ...valid(), redirect_uris: ['https://*.app.example/callback'] })).toEqual({
        error: 'invalid_redirect_uri',
        error_description: 'The redirect URI "https://*.app.example/callback" looks like a wildcard; register exact URIs.',
      });
      expect(await refused({ ...valid(), redirect_uris: ['https://app.example/callback#x'] })).toEqual({
        error: 'invalid_redirect_uri',
        error_description: 'The redirect URI "https://app.example/callback#x" has a fragment (RFC 6749 §3.1.2).',
      });
      expect(await refused({ ...valid(), redirect_uris: ['myapp:/callback'] })).toEqual({
        error: 'invalid_redirect_uri',
        error_description: 'The redirect URI "myapp:/callback" must use https, or http on a loopback address (127.0.0.1, [::1] or localhost).',
      });
      expect(await refused({ ...valid(), redirect_uris: [] })).toEqual({ error: 'invalid_redirect_uri', error_description: 'redirect_uris must list at least one redirect URI.' });
    });

    it('refuses confidential clients with invalid_client_metadata', async () => {
      for (const method of ['client_secret_basic', 'client_secret_post', 'private_key_jwt']) {
        expect(await refused({ ...valid(), token_endpoint_auth_method: method }), method).toEqual({
          error: 'invalid_client_metadata',
          error_description: 'Only public clients may register: token_endpoint_auth_method must be "none" (PKCE protects the code).',
        });
      }
    });

    it('refuses jwks_uri without opening a connection to it (the server fetches no client URL)', async () => {
      let connections = 0;
      const listener = net.createServer((socket) => {
        connections += 1;
        socket.destroy();
      });
      listener.listen(0, '127.0.0.1');
      await once(listener, 'listening');
      const jwksUri = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/jwks`;
      try {
        expect(await refused({ ...valid(), token_endpoint_auth_method: 'none', jwks_uri: jwksUri })).toEqual({
          error: 'invalid_client_metadata',
          error_description: 'jwks_uri is not accepted: only public clients register here, and this server fetches no client URLs.',
        });
        expect(await refused({ ...valid(), sector_identifier_uri: jwksUri })).toEqual({
          error: 'invalid_client_metadata',
          error_description: 'sector_identifier_uri is not accepted: this server fetches no client URLs.',
        });
        expect(connections).toBe(0);
      } finally {
        listener.close();
      }
    });

    it('refuses metadata nested past the JSON depth limit, and a registration refused spends nothing', async () => {
      const deep = `{"client_name":"x","redirect_uris":["${callback}"],"extra":${'['.repeat(2000)}${']'.repeat(2000)}}`;
      expect(await refused(deep)).toEqual({
        error: 'invalid_client_metadata',
        error_description: 'The request body nests arrays and objects deeper than 32 levels.',
      });
      const clients = () => withDatabase(server.databaseEnv, (db) => db.oAuthRecord.count({ where: { kind: 'Client' } }));
      const before = await clients();
      await refused({ ...valid(), redirect_uris: ['http://app.example/'] });
      expect(await clients()).toBe(before);
    });
  });
});
