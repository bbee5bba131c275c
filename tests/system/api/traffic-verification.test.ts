// Issue 61 point 7 through the real server: the generated logs (an access log uploaded, a Cloudflare Logpush file
// pushed by a drain) read by the worker's thread, which looks up reverse DNS at a loopback DNS server
// (AGENTGAUGE_DNS_SERVERS), beside a seeded scan whose sitemap lists ten pages. Every figure exact in the API
// (checked against the OpenAPI document), the same in MCP's site_traffic and in the CLI (`agentgauge traffic`, its table
// and its JSON). Nothing of an address, a reverse name, a User-Agent or a Referer is stored. PGlite (traffic logs are
// not a database-sensitive path). System tier: the CLI's process reads the same figures from the server.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, runCli } from '../../helpers/cli/run-cli';
import { serveDns, type DnsFixture } from '../../fixtures/dns-server';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { buildReport, seedScan } from '../../helpers/me-fixtures';
import { conformanceOf } from '../../helpers/openapi';
import { startServer, withDatabase, type DatabaseKind, type TestServer } from '../../helpers/server';
import { connect, resultJson } from '../../helpers/mcp/mcp-client';
import { expectedFigures, figuresAsExpected, SITE, verificationLog, verificationScanReport, writeReverseZone, writeVerificationRanges } from '../../helpers/traffic/verification-log';

describe.each<DatabaseKind>(['pglite'])('who fetched, referrals and coverage on %s', (database) => {
  let server: TestServer;
  let dns: DnsFixture;
  let key: string;
  let siteId: string;
  let scanId: string;
  const log = verificationLog();
  const scannedAt = new Date(Date.now() - 86_400_000);

  const api = (path: string, options: Parameters<typeof request>[2] = {}) => request(server.baseUrl, path, { key, ...options });
  const send = async (path: string, body: Buffer, headers: Record<string, string>, bearer = key) => {
    const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain', authorization: `Bearer ${bearer}`, ...headers }, body: new Uint8Array(body) });
    return { status: response.status, body: await response.json() };
  };
  const batch = async (batchId: string) => {
    for (const deadline = Date.now() + 60_000; ; ) {
      const answer = await api(`/api/v1/me/sites/${siteId}/traffic/batches/${batchId}`);
      if (answer.body.status === 'done' || answer.body.status === 'failed') return answer.body;
      if (Date.now() > deadline) throw new Error(`batch ${batchId} still ${answer.body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  beforeAll(async () => {
    buildCli();
    dns = await serveDns();
    writeReverseZone(dns);
    server = await startServer({
      database,
      env: { AGENTGAUGE_AGENT_IP_RANGES_DIR: writeVerificationRanges(), AGENTGAUGE_DNS_SERVERS: dns.address, AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5' },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Shop', subscription: 'active', hosts: [SITE] });
        key = organization.key;
        siteId = organization.sites[0]!.id;
        scanId = await seedScan(db, organization.sites[0]!, organization.id, verificationScanReport(buildReport({ url: `https://${SITE}/`, at: scannedAt, overallScore: 80, checks: [] }) as never, scannedAt) as never);
      },
    });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    await dns?.close();
  });

  it('judges each request and answers every figure exactly, the same in the API, MCP and the CLI', { timeout: 240_000 }, async () => {
    const uploaded = await send(`/api/v1/me/sites/${siteId}/traffic`, gzipSync(log.bytes), { 'content-encoding': 'gzip' });
    expect(uploaded.status).toBe(202);
    expect(await batch(uploaded.body.batchId)).toMatchObject({ status: 'done', lines: 60, accepted: 60, skipped: { otherHost: 0, malformed: 0, duplicate: 0 }, error: null });
    const token = (await api(`/api/v1/me/sites/${siteId}/traffic/tokens`, { json: { name: 'Cloudflare Logpush' } })).body.token as string;
    const pushed = await send(`/api/v1/ingest/traffic/${siteId}`, gzipSync(log.logpush), { 'content-encoding': 'gzip', 'content-type': 'application/json' }, token);
    expect(pushed.status).toBe(202);
    expect(await batch(pushed.body.batchId)).toMatchObject({ status: 'done', lines: 4, accepted: 4 });
    const today = new Date().toISOString().slice(0, 10);
    // Four addresses outside the published ranges, each asked once, by the worker's reading thread.
    expect(dns.questions.filter((question) => question.includes(' PTR ')).sort()).toEqual([
      'udp PTR 150.2.0.192.in-addr.arpa',
      'udp PTR 160.2.0.192.in-addr.arpa',
      'udp PTR 77.113.0.203.in-addr.arpa',
      'udp PTR 88.113.0.203.in-addr.arpa',
    ]);

    const traffic = await api(`/api/v1/me/sites/${siteId}/traffic?from=${log.day1}&to=${log.day2}`);
    expect(traffic.status).toBe(200);
    conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body).assertResponse('GET', '/api/v1/me/sites/{id}/traffic', 200, traffic.body);
    expect(figuresAsExpected(traffic.body)).toEqual(expectedFigures(log, today));
    const agent = (name: string) => traffic.body.agents.find((entry: { agent: string }) => entry.agent === name);
    const scanned = new Date(scannedAt.getTime() + 5_000).toISOString();
    expect(agent('Claude Code')).toMatchObject({
      family: 'assistant',
      predicted: { verdict: 'reads', scanId, scannedAt: scanned },
      agrees: false,
      verification: { fetchesFrom: 'users', files: [], reverseDns: [], summary: "12 unverifiable (Claude Code fetches from its users' machines, so no address can verify it)." },
    });
    expect(agent('Claude Code').why).toMatch(/your logs show 4 of its 12 unverifiable page requests \(Claude Code fetches from its users' machines, so no address can verify it\) answered 403 since /);
    expect(agent('Cursor')).toMatchObject({ observed: 'mixed', agrees: false, predicted: { verdict: 'reads' } });
    expect(agent('Googlebot').verification.summary).toMatch(/^4 spoofed \(by reverse DNS on \d+ \w{3} \d{4}\); 3 verified \(by reverse DNS on \d+ \w{3} \d{4}\); 2 verified \(by its vendor's published ranges of \d+ \w{3} \d{4}\)\. Spoofed requests are counted apart, never as Googlebot\.$/);
    // Claude-User's file is 2025's: stale, and said so.
    expect(traffic.body.ranges.find((file: { file: string }) => file.file === 'claude-user')).toMatchObject({ agents: ['Claude-User'], date: '2025-01-15', stale: true, fetchedAt: null });
    expect(traffic.body.coverage).toMatchObject({ scanId, scannedAt: scanned });
    expect(traffic.body.days.filter((day: { agent: string }) => day.agent === 'Claude Code')).toEqual([
      { day: log.day1, agent: 'Claude Code', requests: 6, refused: 1 },
      { day: log.day2, agent: 'Claude Code', requests: 6, refused: 3 },
    ]);

    const client = await connect(server.baseUrl, { key });
    try {
      const answer = resultJson((await client.callTool({ name: 'site_traffic', arguments: { id: siteId, from: log.day1, to: log.day2 } })) as never);
      expect(answer).toEqual(traffic.body);
    } finally {
      await client.close();
    }

    const env = { AGENTGAUGE_URL: server.baseUrl, AGENTGAUGE_API_KEY: key };
    const json = await runCli(['traffic', siteId, '--from', log.day1, '--to', log.day2, '--json'], env);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(traffic.body);
    const shown = await runCli(['traffic', siteId, '--from', log.day1, '--to', log.day2], env);
    expect(shown.code).toBe(0);
    const lines = shown.stdout.split('\n');
    expect(lines[1]).toBe('64 requests; 8 from no known agent (people among them); 7 referred by AI assistants.');
    const row = (name: string) => lines.find((line) => line.startsWith(`${name}  `))!.split(/\s{2,}/);
    expect(row('Claude Code')).toEqual(['Claude Code', 'assistant', '12', '0', '12', '0', '4', 'mixed', 'reads', 'NO', 'client-side']);
    expect(row('GPTBot')).toEqual(['GPTBot', 'training', '8', '8', '0', '5', '0', 'reads', '-', '-', `ranges ${agent('GPTBot').verification.judged[0].judgedOn}`]);
    expect(row('Googlebot')).toEqual(['Googlebot', 'search', '5', '5', '0', '4', '0', 'reads', '-', '-', `reverse-dns ${today} + ranges ${agent('GPTBot').verification.judged[0].judgedOn}`]);
    expect(lines).toContain('Visits AI assistants referred: 7 page requests.');
    expect(row('ChatGPT')).toEqual(['ChatGPT', '3', '/pricing 3']);
    expect(row('OpenAI')).toEqual(['OpenAI', '9', '3', '3']);
    expect(row('Microsoft')).toEqual(['Microsoft', '2', '0', '-']);
    expect(lines).toContain("Coverage of the scan's 10 pages (its sitemap lists 10); 1 with a Markdown version:");
    expect(lines.filter((line) => line.startsWith('Claude Code  ')).at(-1)!.split(/\s{2,}/)).toEqual(['Claude Code', '4 of 10', '2 of 3 fetches']);
    expect(lines).toContain('Important pages no agent fetched: /pricing (journey landing).');
    expect(lines).toContain('Older than 90 days (spoofs may be false): claude-user; refresh with agentgauge admin traffic ranges update.');
  });

  it('stores nothing of an address, a reverse name, a User-Agent or a Referer', async () => {
    const stored = JSON.stringify(await withDatabase(server.databaseEnv, async (db) => ({
      days: await db.trafficDay.findMany({ where: { siteId } }),
      referrals: await db.trafficReferral.findMany({ where: { siteId } }),
      pages: await db.trafficPage.findMany({ where: { siteId } }),
    })));
    expect(stored.length).toBeGreaterThan(1_000);
    expect(stored).not.toMatch(/192\.0\.2\.|198\.18\.|203\.0\.113\.|100\.64\.|198\.51\.100\.|googlebot\.com|msn\.com|claude-code\/|Mozilla|chatgpt\.com|perplexity\.ai|utm_source/);
  });
});
