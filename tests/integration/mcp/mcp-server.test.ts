// Our own MCP server at /mcp, through the official SDK client (v2) against the built server: both protocol eras
// (2026-07-28 server/discover and the 2025 initialize handshake), every tool with and without a key, answers equal
// to the REST API's (bodies and error bodies), other organizations' ids, rate limits and quotas, a site scan followed
// with progress notifications, resources, the fix_my_site prompt, and the transport's safety rules.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_CATALOG } from '../../../engine/catalog';
import { MCP_TOOLS } from '../../../lib/mcp/tools';
import { seedAgentRuns, seedOrganization, type SeededOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { buildReport, finding, seedScan } from '../../helpers/me-fixtures';
import { addFixtureSite, startScanSite } from '../../helpers/scan-sites';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { serveSite, type FixtureSite } from '../../helpers/site';
import { LEGACY, MODERN, connect, rawModernRequest, resultJson, type Era } from '../../helpers/mcp/mcp-client';
import { clearOfWindowEnd, refusalMessage } from '../../helpers/quota';

const ERAS: Era[] = ['modern', 'legacy'];
/** The run_engine_audit test counts Gamma's four hourly units and then its refusals: 3 s on a 2-core machine. */
const GAMMA_QUOTA_NEEDS_MS = 60_000;
/** The public scan limit's REST call, loop and REST refusal share one minute: 5.5 s on a 2-core machine, allowed 7×. */
const PUBLIC_LIMIT_NEEDS_MS = 40_000;
const NO_LLMS = finding('fail', 'No /llms.txt was found.', 'GET /llms.txt → 404', 'Publish /llms.txt.');
const LINE3 = finding('warn', 'Line 3 does not parse.', 'line 3: "Disalow /x"', 'Write "Disallow: /x".');

function report(at: string, score: number, robots: number) {
  return buildReport({
    url: 'https://alpha.example/',
    at: new Date(at),
    overallScore: score,
    checks: [
      { id: 'robots-txt', score: robots, weight: 8, findings: robots < 100 ? [LINE3] : [] },
      { id: 'llms-txt', score: 0, weight: 8, findings: [NO_LLMS] },
      { id: 'sitemap', score: 100, weight: 6 },
    ],
  });
}

/** A start page that answers only once `open()` is called: a scan of it stays running until the test says so. */
async function startGatedSite(): Promise<FixtureSite & { open(): void }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const site = await serveSite({
    '/': async (req, res) => {
      await gate;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="en"><head><title>Gated home page</title></head><body><main><h1>Gated</h1></main></body></html>');
    },
  });
  return Object.assign(site, { open });
}

async function closedPort(): Promise<number> {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('MCP server at /mcp', () => {
  let server: InProcessService;
  let alpha: SeededOrganization;
  let beta: SeededOrganization;
  let gamma: SeededOrganization;
  let unpaidKey: string;
  let publicSite: FixtureSite;
  let auditSite: FixtureSite;
  let gated: FixtureSite & { open(): void };
  let unreachable: number;
  const ids = {} as { site: string; emptySite: string; gatedSite: string; scanOne: string; scanTwo: string; betaSite: string; betaScan: string };
  const clients: Client[] = [];

  const client = async (era: Era = 'modern', key?: string) => {
    const connected = await connect(server.baseUrl, { era, ...(key ? { key } : {}) });
    clients.push(connected);
    return connected;
  };
  const call = async (c: Client, name: string, args: Record<string, unknown> = {}) => c.callTool({ name, arguments: args });
  const rest = (path: string, key?: string) => request(server.baseUrl, path, key ? { key } : {});

  beforeAll(async () => {
    [publicSite, auditSite, gated] = await Promise.all([startScanSite({ pages: 1 }), startScanSite({ pages: 1 }), startGatedSite()]);
    unreachable = await closedPort();
    server = await startInProcessService({
      env: {
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        // Anonymous scans of the 127.0.0.1 fixtures (a test bed's setting: they never reach a private origin otherwise).
        AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
        AGENTGAUGE_PUBLIC_SCAN_PER_CALLER: '4',
        AGENTGAUGE_SCANS_PER_ORGANIZATION: '4',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
        AGENTGAUGE_QUEUE_SUPERVISE_SECONDS: '1',
      },
      seed: async (db) => {
        alpha = await seedOrganization(db, { name: 'Alpha', subscription: 'active', hosts: ['alpha.example', 'empty.alpha.example'] });
        beta = await seedOrganization(db, { name: 'Beta', subscription: 'active', hosts: ['beta.example'] });
        gamma = await seedOrganization(db, { name: 'Gamma', subscription: 'active' });
        unpaidKey = (await seedOrganization(db, { name: 'Free', subscription: 'none' })).key;
        ids.site = alpha.sites[0]!.id;
        ids.emptySite = alpha.sites[1]!.id;
        ids.betaSite = beta.sites[0]!.id;
        ids.scanOne = await seedScan(db, alpha.sites[0]!, alpha.id, report('2026-03-01T10:00:00Z', 40, 40));
        ids.scanTwo = await seedScan(db, alpha.sites[0]!, alpha.id, report('2026-03-02T10:00:00Z', 55, 70));
        ids.betaScan = await seedScan(db, beta.sites[0]!, beta.id, report('2026-03-02T10:00:00Z', 50, 70));
        ids.gatedSite = (await addFixtureSite(db, alpha.id, gated)).id;
        await seedAgentRuns(db, alpha.id, ids.site);
      },
    });
  }, 600_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
    await server?.stop();
    gated?.open();
    await Promise.all([publicSite?.close(), auditSite?.close(), gated?.close()]);
  });

  describe('both protocol eras on one endpoint', () => {
    it('answers server/discover on 2026-07-28 (server/discover: supportedVersions, capabilities, serverInfo in _meta)', async () => {
      const answer = await rawModernRequest(server.baseUrl, 'server/discover');
      expect(answer.status).toBe(200);
      expect(answer.body.result.supportedVersions).toEqual([MODERN]);
      expect(answer.body.result.capabilities).toEqual({
        tools: { listChanged: false },
        resources: { listChanged: false },
        prompts: { listChanged: false },
      });
      expect(answer.body.result._meta['io.modelcontextprotocol/serverInfo']).toMatchObject({ name: '127.0.0.1/agentgauge', version: '6.4.0', title: 'Agent Gauge' });
      const c = await client('modern');
      expect(c.getProtocolEra()).toBe('modern');
      expect(c.getNegotiatedProtocolVersion()).toBe(MODERN);
    });

    it('negotiates the 2025 revisions with initialize (2025-11-25 basic/lifecycle) and serves them statelessly', async () => {
      const c = await client('legacy');
      expect(c.getProtocolEra()).toBe('legacy');
      expect(c.getNegotiatedProtocolVersion()).toBe(LEGACY);
      expect(c.getServerVersion()).toMatchObject({ name: '127.0.0.1/agentgauge', version: '6.4.0' });
      expect(c.getInstructions()).toContain('fix_my_site');
      // The CLI from this service, as the dashboard and the first start give it; the registry only as the release path.
      expect(c.getInstructions()).toContain(`with the CLI, installed from this service: npm i -g ${server.baseUrl}/cli/latest.tgz, then agentgauge audit <url>`);
      expect(c.getInstructions()).not.toContain('npm i -g @agentgauge/cli');
      for (const version of ['2025-06-18', '2025-03-26']) {
        const response = await fetch(`${server.baseUrl}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 't', version: '1' } } }),
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('mcp-session-id')).toBeNull();
        expect(await response.text()).toContain(`"protocolVersion":"${version}"`);
      }
    });

    it('a dual-era client probing server/discover first settles on 2026-07-28 (2026-07-28 basic/versioning §Backward Compatibility)', async () => {
      const { Client: SdkClient, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
      const c = new SdkClient({ name: 'auto', version: '1' }, { versionNegotiation: { mode: 'auto' } });
      clients.push(c);
      await c.connect(new StreamableHTTPClientTransport(new URL(`${server.baseUrl}/mcp`)));
      expect(c.getNegotiatedProtocolVersion()).toBe(MODERN);
    });

    it.each(ERAS)('lists the same 19 tools with input and output schemas and annotations (%s)', async (era) => {
      const { tools } = await (await client(era)).listTools();
      expect(tools.map((tool) => tool.name)).toEqual(MCP_TOOLS.map((tool) => tool.name));
      for (const tool of tools) {
        expect(tool.inputSchema.type).toBe('object');
        expect(tool.outputSchema?.type).toBe('object');
        expect(typeof tool.annotations?.readOnlyHint).toBe('boolean');
        expect(typeof tool.annotations?.openWorldHint).toBe('boolean');
      }
      const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
      // The REST operation's path and query parameters are the tool's arguments, with the OpenAPI document's schemas.
      expect(byName.get_history!.inputSchema).toEqual({
        type: 'object',
        properties: {
          id: expect.objectContaining({ type: 'string', format: 'uuid', description: 'Site id (UUID).' }),
          limit: { type: 'integer', minimum: 1, maximum: 50, default: 20, description: 'Page size, 1 to 50.' },
          offset: expect.objectContaining({ type: 'integer', minimum: 0, maximum: 10000, default: 0 }),
        },
        required: ['id'],
        additionalProperties: false,
      });
      expect(byName.scan_site!.annotations).toMatchObject({ readOnlyHint: false, openWorldHint: true, idempotentHint: false });
      expect(byName.start_site_scan!.annotations).toMatchObject({ readOnlyHint: false, openWorldHint: true });
      expect(byName.run_engine_audit!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, openWorldHint: true });
      expect(byName.get_site_report!.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
      expect(byName.get_fix!.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true, openWorldHint: false });
      expect(byName.list_checks!.inputSchema).toEqual({ type: 'object', properties: {}, additionalProperties: false });
      expect(Object.keys((byName.get_scan!.inputSchema.properties ?? {}) as object)).toEqual(['id', 'waitSeconds']);
    });
  });

  describe('tools without a key', () => {
    it('list_checks returns the catalog of the 26 checks', async () => {
      const result = await call(await client(), 'list_checks');
      expect(result.isError).toBeFalsy();
      expect(resultJson(result)).toEqual({ checks: CHECK_CATALOG });
      expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(resultJson(result));
    });

    it('scan_site measures a site and stores the public report that get_public_report and the REST API then serve', async () => {
      const host = `127.0.0.1:${publicSite.port}`;
      const c = await client('legacy');
      const missing = await call(c, 'get_public_report', { host });
      expect(missing.isError).toBe(true);
      expect(resultJson(missing)).toEqual((await rest(`/api/v1/report/${host}`)).body);
      expect(resultJson(missing).error).toBe('not-found');

      const scanned = await call(c, 'scan_site', { domain: publicSite.url });
      expect(scanned.isError).toBeFalsy();
      expect(resultJson(scanned)).toMatchObject({ host, url: publicSite.url, checksScope: 'origin' });
      expect(resultJson(scanned).results).toHaveLength(26);
      const stored = await call(await client('modern'), 'get_public_report', { host });
      expect(resultJson(stored)).toEqual((await rest(`/api/v1/report/${host}`)).body);
    });

    it('scan_site refuses targets with the same SSRF rule and message as POST /api/v1/scan, spending nothing', async () => {
      const result = await call(await client(), 'scan_site', { domain: 'http://user:pw@127.0.0.1/' });
      expect(result.isError).toBe(true);
      const body = resultJson(result);
      expect(body.error).toBe('target-refused');
      const viaRest = await request(server.baseUrl, '/api/v1/scan', { json: { domain: 'http://user:pw@127.0.0.1/' } });
      expect(viaRest.status).toBe(400);
      expect(body).toEqual(viaRest.body);
    });

    it('get_published_agent_tasks lists published runs only, as the REST API does', async () => {
      const result = await call(await client(), 'get_published_agent_tasks', { host: 'alpha.example', limit: 5 });
      expect(resultJson(result)).toEqual((await rest('/api/v1/agent-tasks/alpha.example?limit=5')).body);
      expect(resultJson(result).runs).toHaveLength(1);
    });

    it('answers an organization tool without credentials with HTTP 401, a Bearer challenge and the REST API\'s 401 body (2026-07-28 basic/authorization)', async () => {
      const restBody = (await rest('/api/v1/me/sites')).body;
      for (const tool of MCP_TOOLS.filter((candidate) => candidate.access === 'organization')) {
        const answer = await rawModernRequest(server.baseUrl, 'tools/call', { name: tool.name, arguments: { id: ids.site } });
        expect(answer.status, tool.name).toBe(401);
        expect(answer.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${server.baseUrl}/.well-known/oauth-protected-resource/mcp"`);
        expect(answer.body).toEqual(restBody);
      }
      await expect(call(await client('legacy'), 'list_sites')).rejects.toThrow(/401|Unauthorized/i);
    });

    it('refuses an invalid or revoked key on every request with 401, even discovery', async () => {
      for (const key of ['ag_live_nope', 'not-a-key']) {
        const answer = await rawModernRequest(server.baseUrl, 'server/discover', {}, { authorization: `Bearer ${key}` });
        expect(answer.status).toBe(401);
        expect(answer.headers.get('www-authenticate')).toBe(`Bearer error="invalid_token", resource_metadata="${server.baseUrl}/.well-known/oauth-protected-resource/mcp"`);
        expect(answer.body).toEqual((await rest('/api/v1/me/sites', key)).body);
      }
    });
  });

  describe('organization tools with a key', () => {
    it.each(ERAS)('return exactly what the REST API returns for the same key (%s)', async (era) => {
      const c = await client(era, alpha.key);
      const pairs: Array<[string, Record<string, unknown>, string]> = [
        ['list_sites', {}, '/api/v1/me/sites'],
        ['list_sites', { limit: 1, offset: 1 }, '/api/v1/me/sites?limit=1&offset=1'],
        ['get_site_report', { id: ids.site }, `/api/v1/me/sites/${ids.site}/report`],
        ['get_history', { id: ids.site, limit: 1 }, `/api/v1/me/sites/${ids.site}/history?limit=1`],
        ['compare_scans', { id: ids.site }, `/api/v1/me/sites/${ids.site}/compare`],
        ['compare_journeys', { id: ids.site }, `/api/v1/me/sites/${ids.site}/compare/journeys`],
        ['compare_scans', { id: ids.site, before_scan_id: ids.scanOne, after_scan_id: ids.scanTwo }, `/api/v1/me/sites/${ids.site}/compare?before_scan_id=${ids.scanOne}&after_scan_id=${ids.scanTwo}`],
        ['list_fixes', { id: ids.site }, `/api/v1/me/sites/${ids.site}/fixes`],
        ['list_fixes', { id: ids.emptySite }, `/api/v1/me/sites/${ids.emptySite}/fixes`],
        ['get_fix', { id: ids.site, checkId: 'llms-txt' }, `/api/v1/me/sites/${ids.site}/fixes/llms-txt`],
        ['get_artifact', { id: ids.site, kind: 'llms-txt' }, `/api/v1/me/sites/${ids.site}/artifacts/llms-txt`],
        ['list_verifications', { id: ids.site }, `/api/v1/me/sites/${ids.site}/verifications`],
        ['get_scan', { id: ids.scanTwo }, `/api/v1/me/scans/${ids.scanTwo}`],
      ];
      for (const [name, args, path] of pairs) {
        const result = await call(c, name, args);
        const viaRest = await rest(path, alpha.key);
        expect(viaRest.status, path).toBe(200);
        expect(result.isError, name).toBeFalsy();
        expect(resultJson(result), `${name} ${JSON.stringify(args)}`).toEqual(viaRest.body);
      }
      const fix = resultJson(await call(c, 'get_fix', { id: ids.site, checkId: 'robots-txt' }));
      expect(fix.fix.length).toBeGreaterThan(200);
      expect(fix.verification).toMatchObject({ checkId: 'robots-txt', status: 'pending' });
    });

    it('answer the public tools with a key as without one', async () => {
      const [withKey, without] = [await client('modern', alpha.key), await client('modern')];
      const calls: Array<[string, Record<string, unknown>]> = [
        ['list_checks', {}],
        ['get_public_report', { host: `127.0.0.1:${publicSite.port}` }],
        ['get_published_agent_tasks', { host: 'alpha.example' }],
      ];
      for (const [name, args] of calls) {
        const [a, b] = [await call(withKey, name, args), await call(without, name, args)];
        expect(a.isError, name).toBeFalsy();
        expect(resultJson(a), name).toEqual(resultJson(b));
      }
    });

    it('answers another organization\'s ids exactly like the REST API: 404 not-found', async () => {
      const c = await client('modern', alpha.key);
      const pairs: Array<[string, Record<string, unknown>, string]> = [
        ['get_site_report', { id: ids.betaSite }, `/api/v1/me/sites/${ids.betaSite}/report`],
        ['get_history', { id: ids.betaSite }, `/api/v1/me/sites/${ids.betaSite}/history`],
        ['compare_scans', { id: ids.betaSite }, `/api/v1/me/sites/${ids.betaSite}/compare`],
        ['compare_journeys', { id: ids.betaSite }, `/api/v1/me/sites/${ids.betaSite}/compare/journeys`],
        ['list_fixes', { id: ids.betaSite }, `/api/v1/me/sites/${ids.betaSite}/fixes`],
        ['get_fix', { id: ids.betaSite, checkId: 'llms-txt' }, `/api/v1/me/sites/${ids.betaSite}/fixes/llms-txt`],
        ['get_artifact', { id: ids.betaSite, kind: 'llms-txt' }, `/api/v1/me/sites/${ids.betaSite}/artifacts/llms-txt`],
        ['list_verifications', { id: ids.betaSite }, `/api/v1/me/sites/${ids.betaSite}/verifications`],
        ['get_scan', { id: ids.betaScan }, `/api/v1/me/scans/${ids.betaScan}`],
        ['start_site_scan', { id: ids.betaSite }, ''],
      ];
      for (const [name, args, path] of pairs) {
        const result = await call(c, name, args);
        expect(result.isError, name).toBe(true);
        const viaRest = path
          ? await rest(path, alpha.key)
          : await request(server.baseUrl, `/api/v1/me/sites/${ids.betaSite}/scan`, { method: 'POST', key: alpha.key });
        expect(viaRest.status, name).toBe(404);
        expect(resultJson(result), name).toEqual(viaRest.body);
      }
    });

    it('validates arguments with the REST schemas and error codes, in messages that name the tool\'s arguments (issue 25.15)', async () => {
      const c = await client('modern', alpha.key);
      const cases: Array<[string, Record<string, unknown>, string, string]> = [
        ['get_history', { id: 'nope' }, '/api/v1/me/sites/nope/history', 'The argument "id" must be a UUID.'],
        ['get_history', { id: ids.site, limit: 0 }, `/api/v1/me/sites/${ids.site}/history?limit=0`, 'The argument "limit" must be an integer from 1 to 50.'],
        ['list_sites', { limit: 51 }, '/api/v1/me/sites?limit=51', 'The argument "limit" must be an integer from 1 to 50.'],
        ['get_history', { id: ids.site, sort: 'asc' }, `/api/v1/me/sites/${ids.site}/history?sort=asc`, 'Unknown argument "sort".'],
        [
          'compare_scans',
          { id: ids.site, before_scan_id: ids.scanOne },
          `/api/v1/me/sites/${ids.site}/compare?before_scan_id=${ids.scanOne}`,
          'Send both before_scan_id and after_scan_id, or neither to compare the latest two finished scans.',
        ],
      ];
      for (const [name, args, path, message] of cases) {
        const result = await call(c, name, args);
        const viaRest = await rest(path, alpha.key);
        expect(result.isError, name).toBe(true);
        expect(resultJson(result), `${name} ${JSON.stringify(args)}`).toEqual({ error: viaRest.body.error, message });
        expect(resultJson(result).message).not.toMatch(/parameter|request body|Field "/);
      }
      // Not about how the argument was sent: the same body as REST.
      const unknownCheck = await call(c, 'get_fix', { id: ids.site, checkId: 'no-such-check' });
      expect(resultJson(unknownCheck)).toEqual((await rest(`/api/v1/me/sites/${ids.site}/fixes/no-such-check`, alpha.key)).body);
      const audit = await call(c, 'run_engine_audit', { url: auditSite.url, checks: ['robots-txt', 'no-such-check'] });
      const auditViaRest = await request(server.baseUrl, '/api/v1/engine/audit', { key: alpha.key, json: { url: auditSite.url, checks: ['robots-txt', 'no-such-check'] } });
      expect(resultJson(audit)).toEqual({ error: auditViaRest.body.error, message: auditViaRest.body.message.replace(/^Field "/, 'The argument "') });
      const tooLarge = await call(c, 'run_engine_audit', { url: `${auditSite.url}?${'x'.repeat(9000)}` });
      expect(resultJson(tooLarge)).toEqual({ error: 'body-too-large', message: 'The arguments are larger than 8 KiB.' });
      expect(resultJson(await call(c, 'get_scan', { id: ids.scanTwo, waitSeconds: 301 }))).toEqual({
        error: 'invalid-body',
        message: 'The argument "waitSeconds" must be from 0 to 300.',
      });
      expect(resultJson(await call(c, 'get_scan', { id: ids.scanTwo, colour: 'red' }))).toEqual({
        error: 'invalid-body',
        message: 'Unknown argument "colour".',
      });
    });

    it('gives a key without a paid plan the REST API\'s 403 on organization tools, and the public tools', async () => {
      const c = await client('modern', unpaidKey);
      const result = await call(c, 'list_sites');
      expect(result.isError).toBe(true);
      const viaRest = await rest('/api/v1/me/sites', unpaidKey);
      expect(viaRest.status).toBe(403);
      expect(resultJson(result)).toEqual(viaRest.body);
      expect((await call(c, 'list_checks')).isError).toBeFalsy();
    });

    it('run_engine_audit audits a URL without storing it and shares the organization\'s scan quota with the REST API', async () => {
      // Gamma's four hourly units and their refusal, in one hour.
      await clearOfWindowEnd(GAMMA_QUOTA_NEEDS_MS);
      const c = await client('legacy', gamma.key);
      const audited = await call(c, 'run_engine_audit', { url: auditSite.url, checks: ['robots-txt', 'llms-txt'] });
      expect(audited.isError).toBeFalsy();
      expect(resultJson(audited).results.map((result: { id: string }) => result.id)).toEqual(['robots-txt', 'llms-txt']);
      const target = `http://127.0.0.1:${unreachable}/`;
      const unreachableAnswer = await call(c, 'run_engine_audit', { url: target, checks: ['robots-txt'] });
      expect(resultJson(unreachableAnswer).error).toBe('target-unreachable');
      await request(server.baseUrl, '/api/v1/engine/audit', { key: gamma.key, json: { url: target, checks: ['robots-txt'] } });
      await call(c, 'run_engine_audit', { url: target, checks: ['robots-txt'] });
      // Four units used (AGENTGAUGE_SCANS_PER_ORGANIZATION=4): both surfaces now refuse with the same 429.
      const limited = await call(c, 'run_engine_audit', { url: target, checks: ['robots-txt'] });
      const viaRest = await request(server.baseUrl, '/api/v1/engine/audit', { key: gamma.key, json: { url: target, checks: ['robots-txt'] } });
      expect(viaRest.status).toBe(429);
      const body = resultJson(limited);
      expect(body).toMatchObject({
        ...viaRest.body,
        error: 'rate-limited',
        message: refusalMessage({ limited: 'Scans and remote audits of the organization are limited to 4 per hour per organization', env: 'AGENTGAUGE_SCANS_PER_ORGANIZATION' }, body.retryAfter),
      });
      expect(Math.abs(body.retryAfter - Number(viaRest.headers.get('retry-after')))).toBeLessThanOrEqual(1);
    }, 30_000 + GAMMA_QUOTA_NEEDS_MS);
  });

  it('applies the public scan rate limit per caller across REST and MCP, with retryAfter', async () => {
    const c = await client('modern');
    // The windows are fixed minutes (lib/rate-limit/fixed-window.ts): the REST call, the loop and the REST call due
    // the loop's refusal start in a fresh minute when less than PUBLIC_LIMIT_NEEDS_MS is left of this one, so all of
    // them share it.
    await clearOfWindowEnd(PUBLIC_LIMIT_NEEDS_MS, 60);
    await request(server.baseUrl, '/api/v1/scan', { json: { domain: publicSite.url } });
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    // Earlier calls used units of the limit (4 per minute); at most four more reach it within one window.
    for (let attempt = 0; attempt < 9 && !limited; attempt += 1) {
      const result = await call(c, 'scan_site', { domain: publicSite.url });
      if (result.isError && resultJson(result).error === 'rate-limited') limited = result;
    }
    expect(limited).toBeDefined();
    const body = resultJson(limited!);
    expect(body).toMatchObject({
      error: 'rate-limited',
      message: refusalMessage({ limited: 'Public scans from your address are limited to 4 per minute per caller IP address', env: 'AGENTGAUGE_PUBLIC_SCAN_PER_CALLER', windowSeconds: 60 }, body.retryAfter),
    });
    const viaRest = await request(server.baseUrl, '/api/v1/scan', { json: { domain: publicSite.url } });
    expect(viaRest.status).toBe(429);
    expect(viaRest.body).toEqual({ error: body.error, message: body.message });
    expect(Math.abs(body.retryAfter - Number(viaRest.headers.get('retry-after')))).toBeLessThanOrEqual(1);
  }, 30_000 + PUBLIC_LIMIT_NEEDS_MS);

  describe('a site scan followed to the end', () => {
    it('start_site_scan queues it, get_scan with waitSeconds reports progress while it runs and returns the report (2026-07-28 basic/patterns/progress)', async () => {
      const c = await client('modern', alpha.key);
      const started = await call(c, 'start_site_scan', { id: ids.gatedSite });
      expect(started.isError).toBeFalsy();
      const { scanId, status, siteId } = resultJson(started);
      expect({ status, siteId }).toEqual({ status: 'queued', siteId: ids.gatedSite });
      // One active scan per site, as the REST API enforces.
      const again = await call(c, 'start_site_scan', { id: ids.gatedSite });
      expect(resultJson(again)).toEqual({ error: 'scan-active', message: `A scan of 127.0.0.1:${gated.port} is already queued or running.` });

      const progress: Array<{ progress: number; message?: string }> = [];
      const settled = await c.callTool(
        { name: 'get_scan', arguments: { id: scanId, waitSeconds: 120 } },
        {
          timeout: 150_000,
          onprogress: (update) => {
            progress.push(update);
            // The site answers only after the client has seen the scan running: the notification arrived mid-call.
            if (update.message?.includes('is running')) gated.open();
          },
        },
      );
      expect(resultJson(settled)).toMatchObject({ scanId, status: 'succeeded', report: { url: gated.url } });
      expect(progress.some((update) => update.message?.includes('is running'))).toBe(true);
      expect(progress.at(-1)!.message).toMatch(new RegExp(`^Scan ${scanId} succeeded: score \\d+`));
      const values = progress.map((update) => update.progress);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(new Set(values).size).toBe(values.length);
      const history = resultJson(await call(c, 'get_history', { id: ids.gatedSite }));
      expect(history.scans[0]).toMatchObject({ id: scanId, trigger: 'mcp' });
    }, 180_000);

    it('reports the settled state over the 2025 SSE response too', async () => {
      const c = await client('legacy', alpha.key);
      const progress: string[] = [];
      const result = await c.callTool(
        { name: 'get_scan', arguments: { id: ids.scanTwo, waitSeconds: 5 } },
        { onprogress: (update) => progress.push(update.message ?? '') },
      );
      expect(resultJson(result).status).toBe('succeeded');
      expect(progress).toEqual([`Scan ${ids.scanTwo} succeeded: score 55 (F).`]);
    });
  });

  describe('resources and the fix_my_site prompt', () => {
    it('lists the catalog and the site report template, and reads both report kinds like the REST API', async () => {
      const c = await client('modern', alpha.key);
      const { resources } = await c.listResources();
      expect(resources.map((resource) => resource.uri).sort()).toEqual(
        ['agentgauge://checks', ...alpha.sites.map((site) => `agentgauge://sites/${site.id}/report`), `agentgauge://sites/${ids.gatedSite}/report`].sort(),
      );
      const { resourceTemplates } = await c.listResourceTemplates();
      expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(['agentgauge://report/{host}', 'agentgauge://sites/{id}/report']);
      const catalog = await c.readResource({ uri: 'agentgauge://checks' });
      expect(JSON.parse((catalog.contents[0] as { text: string }).text)).toEqual({ checks: CHECK_CATALOG });
      const siteReport = await c.readResource({ uri: `agentgauge://sites/${ids.site}/report` });
      expect(JSON.parse((siteReport.contents[0] as { text: string }).text)).toEqual((await rest(`/api/v1/me/sites/${ids.site}/report`, alpha.key)).body);
      const host = `127.0.0.1:${publicSite.port}`;
      const publicReport = await (await client('legacy')).readResource({ uri: `agentgauge://report/${host}` });
      expect(JSON.parse((publicReport.contents[0] as { text: string }).text)).toEqual((await rest(`/api/v1/report/${host}`)).body);
    });

    it('answers a missing or foreign report with -32602 and the REST error in data (2026-07-28 server/resources §Error Handling), and 401 without a key', async () => {
      const c = await client('modern', alpha.key);
      const foreign = `agentgauge://sites/${ids.betaSite}/report`;
      const error = await c.readResource({ uri: foreign }).then(() => null, (thrown: { code?: number; data?: unknown }) => thrown);
      expect(error?.code).toBe(-32602);
      expect(error?.data).toEqual({ ...(await rest(`/api/v1/me/sites/${ids.betaSite}/report`, alpha.key)).body, uri: foreign });
      const anonymous = await rawModernRequest(server.baseUrl, 'resources/read', { uri: `agentgauge://sites/${ids.site}/report` });
      expect(anonymous.status).toBe(401);
    });

    it('fix_my_site walks through the open fixes, largest gain first, and needs the key', async () => {
      const c = await client('legacy', alpha.key);
      const { prompts } = await c.listPrompts();
      expect(prompts).toEqual([expect.objectContaining({ name: 'fix_my_site', arguments: [expect.objectContaining({ name: 'site_id', required: true })] })]);
      const prompt = await c.getPrompt({ name: 'fix_my_site', arguments: { site_id: ids.site } });
      const text = (prompt.messages[0]!.content as { text: string }).text;
      const fixes = (await rest(`/api/v1/me/sites/${ids.site}/fixes`, alpha.key)).body.fixes as Array<{ checkId: string; gain: number }>;
      expect(fixes.length).toBeGreaterThan(0);
      const positions = fixes.map((fix) => text.indexOf(`${fix.checkId} (`));
      expect(positions.every((position) => position > 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(text).toContain(`get_fix with id "${ids.site}"`);
      const anonymous = await rawModernRequest(server.baseUrl, 'prompts/get', { name: 'fix_my_site', arguments: { site_id: ids.site } });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('transport safety', () => {
    it('refuses a foreign Origin with 403 and serves a loopback one (2026-07-28 basic/transports/streamable-http §Security & Endpoint)', async () => {
      const foreign = await rawModernRequest(server.baseUrl, 'server/discover', {}, { origin: 'http://evil.example.com' });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
      const local = await rawModernRequest(server.baseUrl, 'server/discover', {}, { origin: server.baseUrl });
      expect(local.status).toBe(200);
    });

    it('caps the message size like the REST API caps bodies, and answers GET and DELETE with 405', async () => {
      const oversized = await fetch(`${server.baseUrl}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { padding: 'x'.repeat(17 * 1024) } }),
      });
      expect(oversized.status).toBe(413);
      expect(await oversized.json()).toEqual({ error: 'body-too-large', message: 'The request body is larger than 16 KiB.' });
      for (const method of ['GET', 'DELETE']) {
        const answer = await fetch(`${server.baseUrl}/mcp`, { method, headers: { accept: 'text/event-stream' } });
        expect(answer.status, method).toBe(405);
        await answer.body?.cancel();
      }
    });

    it('answers malformed JSON-RPC with protocol errors, never 500', async () => {
      const post = (body: string, headers: Record<string, string> = {}) =>
        fetch(`${server.baseUrl}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body });
      const notJson = await post('{"jsonrpc":');
      expect(notJson.status).toBe(400);
      expect((await notJson.json()).error.code).toBe(-32700);
      const wrongType = await post('hello', { 'content-type': 'text/plain' });
      expect(wrongType.status).toBe(415);
      const unknownMethod = await rawModernRequest(server.baseUrl, 'tools/explode');
      expect(unknownMethod.status).toBe(404);
      expect(unknownMethod.body.error.code).toBe(-32601);
      const unknownTool = await rawModernRequest(server.baseUrl, 'tools/call', { name: 'no_such_tool', arguments: {} });
      expect(unknownTool.body.error.code).toBe(-32602);
    });
  });
});
