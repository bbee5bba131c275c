// api-catalog, DNS-AID (checks.md 2026-11; draft-mozleywilliams-dnsop-dnsaid-02 over RFC 9460): SVCB/HTTPS under
// _agents asked of a loopback DNS server named by AGENTGAUGE_DNS_SERVERS, which also answers the fetcher's lookups.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { audit, type CheckResult } from '../../../engine/index.js';
import { serveDns, svc, svcbRdata, type DnsFixture } from '../../fixtures/dns-server.js';
import { json, type Routes } from '../../helpers/site.js';
import { useFixtureSites } from '../../helpers/check-audit.js';

const HOST = 'agents.test';
const TYPE = 'application/ai-catalog+json';
const serve = useFixtureSites();
let dns: DnsFixture;

beforeAll(async () => {
  dns = await serveDns();
  process.env.AGENTGAUGE_DNS_SERVERS = dns.address;
});
afterAll(async () => {
  delete process.env.AGENTGAUGE_DNS_SERVERS;
  await dns.close();
});
afterEach(() => {
  dns.zone.clear();
  dns.questions.length = 0;
  dns.authenticated = true;
  dns.spoof = null;
  dns.tcpWrongId = false;
});

const catalog = (origin: string) => ({
  specVersion: '1.0',
  host: { displayName: 'Agents' },
  entries: [
    {
      identifier: `urn:air:${HOST}:mcp:main`,
      displayName: 'Main MCP server',
      type: 'application/mcp-server-card+json',
      url: `${origin}/card.json`,
      representativeQueries: ['find the main server', 'what tools are there'],
    },
  ],
});

async function auditHost(port: number): Promise<CheckResult> {
  const report = await audit(`http://${HOST}:${port}/`, { checks: ['api-catalog'], profile: 'all', allowPrivateTargets: true, retries: 0, timeout: 1500 });
  return report.results[0]!;
}

/** Serves `routes` and audits api-catalog at http://agents.test:PORT/, the name answered by the loopback DNS server. */
async function measure(routes: (origin: string) => Routes, zone: Record<string, Parameters<typeof dns.zone.set>[1]> = {}) {
  const site = await serve((origin) => routes(origin.replace('127.0.0.1', HOST)));
  dns.zone.set(HOST, { a: ['127.0.0.1'] });
  for (const [name, entry] of Object.entries(zone)) dns.zone.set(name, entry);
  return { result: await auditHost(site.port), site };
}
const byCode = (result: CheckResult, code: string) => result.findings.find((finding) => finding.code === `api-catalog.${code}`);
const mcpRecord = (port: number, wellKnown = 'agents/catalog.json') => svcbRdata(1, HOST, [svc.alpn('h2', 'http/1.1'), svc.port(port), svc.text(65409, wellKnown)]);

describe('api-catalog: DNS-AID', () => {
  it('passes usable, authenticated records whose well-known key names a catalog, fetched through the same DNS server', async () => {
    const site = await serve((origin) => {
      const named = origin.replace('127.0.0.1', HOST);
      return { '/.well-known/agents/catalog.json': json(catalog(named), TYPE), '/card.json': json({}) };
    });
    dns.zone.set(HOST, { a: ['127.0.0.1'] });
    dns.zone.set(`_mcp._agents.${HOST}`, { svcb: [mcpRecord(site.port)] });
    const result = await auditHost(site.port);
    expect(byCode(result, 'dns-aid-valid')).toMatchObject({ status: 'pass' });
    expect(byCode(result, 'ai-catalog-valid')!.message).toContain(`http://${HOST}:${site.port}/.well-known/agents/catalog.json`);
    expect(site.requests).toContain('GET /.well-known/agents/catalog.json');
    expect(dns.questions).toEqual(expect.arrayContaining([`udp A ${HOST}`, `udp SVCB _mcp._agents.${HOST}`, `udp HTTPS _a2a._agents.${HOST}`, `udp TXT _index._agents.${HOST}`]));
    expect(dns.questions.filter((question) => question.includes('_agents')).length).toBeLessThanOrEqual(16);
  });

  it('reports NXDOMAIN for every name as absent, for no points', async () => {
    const { result } = await measure(() => ({}));
    expect(byCode(result, 'dns-aid-absent')).toMatchObject({ status: 'info' });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
  });

  it('warns about usable records answered without the AD bit (the draft makes DNSSEC a MAY)', async () => {
    dns.authenticated = false;
    const site = await serve(() => ({}));
    dns.zone.set(HOST, { a: ['127.0.0.1'] });
    dns.zone.set(`_a2a._agents.${HOST}`, { https: [mcpRecord(site.port)] });
    const result = await auditHost(site.port);
    expect(byCode(result, 'dns-aid-unsigned')).toMatchObject({ status: 'warn' });
    expect(byCode(result, 'dns-aid-unsigned')!.message).toContain('not authenticated (no AD bit)');
    // The well-known key names a catalog that does not answer: a warning, and no catalog is valid.
    expect(byCode(result, 'ai-catalog-advertised-missing')!.message).toBe('The AI catalog advertised by a DNS-AID well-known key does not answer a catalog.');
    expect(byCode(result, 'dns-aid-no-catalog')).toMatchObject({ status: 'warn' });
    expect(result.status).toBe('fail');
  });

  it('reports a failing resolver as unmeasured, never absent', async () => {
    const { result } = await measure(() => ({}), {
      [`_index._agents.${HOST}`]: { servfail: true },
      [`_mcp._agents.${HOST}`]: { servfail: true },
      [`_a2a._agents.${HOST}`]: { servfail: true },
    });
    expect(byCode(result, 'dns-aid-unmeasured')!.message).toMatch(/^DNS-AID could not be measured: SVCB _index\._agents\.agents\.test: 127\.0\.0\.1:\d+ answered SERVFAIL/);
    expect(byCode(result, 'dns-aid-absent')).toBeUndefined();
  });

  it('names each problem of unusable records: an alias loop, keys out of order, a wrong port length, no alpn, a target with "_"', async () => {
    const { result } = await measure(() => ({}), {
      [`_mcp._agents.${HOST}`]: { svcb: [svcbRdata(0, `loop.${HOST}`, [])] },
      [`loop.${HOST}`]: { svcb: [svcbRdata(0, `_mcp._agents.${HOST}`, [])] },
      [`_a2a._agents.${HOST}`]: { svcb: [svcbRdata(1, HOST, [svc.port(443), svc.alpn('h2')])], https: [svcbRdata(1, '.', [svc.alpn('h2'), svc.raw(3, [1, 187, 0])])] },
      [`_index._agents.${HOST}`]: { svcb: [svcbRdata(1, HOST, [svc.port(443)])], txt: ['v=dnsaid1'] },
    });
    const invalid = byCode(result, 'dns-aid-invalid')!;
    expect(invalid.status).toBe('warn');
    expect(invalid.detail).toContain(`the aliases loop back to _mcp._agents.${HOST}`);
    expect(invalid.detail).toContain('alpn is out of ascending order');
    expect(invalid.detail).toContain('"port" is 3 bytes, not 2');
    expect(invalid.detail).toContain(`its TargetName is "." and the owner name _a2a._agents.${HOST} has "_" labels`);
    expect(invalid.detail).toContain('it has no "alpn" key');
  });

  it('asks again over TCP when a 1,232-byte RRset comes back truncated over UDP', async () => {
    const site = await serve(() => ({}));
    const big = Array.from({ length: 12 }, (_, index) => svcbRdata(index + 1, HOST, [svc.alpn('h2'), svc.port(site.port), svc.text(65403, `https://${HOST}/policy/${'p'.repeat(80)}`)]));
    dns.zone.set(HOST, { a: ['127.0.0.1'] });
    dns.zone.set(`_mcp._agents.${HOST}`, { svcb: big });
    const result = await auditHost(site.port);
    expect(dns.questions).toContain(`tcp SVCB _mcp._agents.${HOST}`);
    expect(byCode(result, 'dns-aid-valid')!.message).toBe('12 usable DNS-AID records, authenticated by DNSSEC.');
  });

  it('stays within the 16-query budget and the 8-hop alias limit on a long alias chain', async () => {
    const chain: Record<string, { svcb: Buffer[] }> = {};
    for (let hop = 0; hop < 12; hop++) chain[hop === 0 ? `_mcp._agents.${HOST}` : `hop${hop}.${HOST}`] = { svcb: [svcbRdata(0, `hop${hop + 1}.${HOST}`, [])] };
    const { result } = await measure(() => ({}), chain);
    expect(dns.questions.filter((question) => question.includes(HOST) && !question.startsWith('udp A ') && !question.includes(' AAAA ')).length).toBeLessThanOrEqual(16);
    expect(byCode(result, 'dns-aid-invalid')!.detail).toContain('more than 8 AliasMode hops');
  });

  // Issue 36 point 6: an answer counts only when it is bound to its question (RFC 5452 §9.1).
  it('ignores forged answers: from another port, with a wrong ID, for another name or type (and their AD bit)', async () => {
    dns.authenticated = false;
    const site = await serve(() => ({}));
    dns.zone.set(HOST, { a: ['127.0.0.1'] });
    dns.zone.set(`_mcp._agents.${HOST}`, { svcb: [mcpRecord(site.port)] });
    const forged = svcbRdata(1, `spoofed.${HOST}`, [svc.alpn('h2'), svc.port(site.port)]);
    dns.spoof = new Map([
      [HOST, { a: ['127.0.0.1'] }],
      [`_mcp._agents.${HOST}`, { svcb: [forged] }],
      [`_a2a._agents.${HOST}`, { svcb: [forged], https: [forged] }],
      [`_index._agents.${HOST}`, { svcb: [forged], https: [forged], txt: ['forged'] }],
    ]);
    const result = await auditHost(site.port);
    expect(dns.questions).toContain(`udp SVCB _mcp._agents.${HOST}`);
    const unsigned = byCode(result, 'dns-aid-unsigned')!;
    expect(unsigned.message).toBe('1 usable DNS-AID record, but the answers were not authenticated (no AD bit): the zone is unsigned or the resolver does not validate.');
    expect(unsigned.detail).toMatch(new RegExp(`^SVCB _mcp\\._agents\\.agents\\.test → agents\\.test:${site.port} \\(well-known agents/catalog\\.json\\); asked 127\\.0\\.0\\.1:\\d+ \\(\\d+ queries\\)$`));
    expect(byCode(result, 'dns-aid-valid')).toBeUndefined();
    expect(JSON.stringify(result.findings)).not.toContain('spoofed');
    expect(JSON.stringify(result.findings)).not.toContain('forged');
  });

  it('does not take a TCP answer with another ID: the question stays unanswered', async () => {
    const site = await serve(() => ({}));
    const big = Array.from({ length: 12 }, (_, index) => svcbRdata(index + 1, HOST, [svc.alpn('h2'), svc.port(site.port), svc.text(65403, `https://${HOST}/policy/${'p'.repeat(80)}`)]));
    dns.zone.set(HOST, { a: ['127.0.0.1'] });
    dns.zone.set(`_mcp._agents.${HOST}`, { svcb: big });
    dns.tcpWrongId = true;
    const result = await auditHost(site.port);
    expect(dns.questions).toContain(`tcp SVCB _mcp._agents.${HOST}`);
    expect(byCode(result, 'dns-aid-unmeasured')!.message).toBe(
      `DNS-AID could not be measured: SVCB _mcp._agents.${HOST}: ${dns.address}: the TCP answer is not the answer to the question asked (ID, name or type differ).`,
    );
    expect(byCode(result, 'dns-aid-valid')).toBeUndefined();
  });

  it('refuses targets that are IP addresses, carry a port or userinfo, or resolve to a private address (dns-aid-unsafe-target)', async () => {
    const site = await serve(() => ({}));
    dns.zone.set(HOST, { a: ['127.0.0.1'] });
    dns.zone.set(`inner.${HOST}`, { a: ['10.1.2.3'] });
    dns.zone.set(`_mcp._agents.${HOST}`, { svcb: [svcbRdata(1, '127.0.0.1', [svc.alpn('h2'), svc.port(site.port)])] });
    dns.zone.set(`_a2a._agents.${HOST}`, {
      svcb: [svcbRdata(1, `127.0.0.1:${site.port}`, [svc.alpn('h2')])],
      https: [svcbRdata(1, `admin@${HOST}`, [svc.alpn('h2')])],
    });
    dns.zone.set(`_index._agents.${HOST}`, { svcb: [svcbRdata(1, `inner.${HOST}`, [svc.alpn('h2'), svc.text(65409, 'catalog.json')])] });
    // Only the audited origin is allowed among private targets: inner.agents.test (10.1.2.3) is not, and is never fetched.
    const report = await audit(`http://${HOST}:${site.port}/`, { checks: ['api-catalog'], profile: 'all', allowPrivateTargets: [`${HOST}:${site.port}`], retries: 0, timeout: 1500 });
    const result = report.results[0]!;
    const unsafe = byCode(result, 'dns-aid-unsafe-target')!;
    expect(unsafe).toMatchObject({
      status: 'warn',
      message: '4 DNS-AID records point agents at a target they must not use: an IP address, a port or userinfo in the name, or a private address.',
    });
    expect(unsafe.detail!.split('; ')).toEqual([
      `SVCB _index._agents.${HOST}: its target inner.${HOST} resolves to a private address (private)`,
      `SVCB _mcp._agents.${HOST}: its target 127.0.0.1 is an IP address, not a host name`,
      `SVCB _a2a._agents.${HOST}: its target 127.0.0.1:${site.port} carries a port (":"), which belongs in the "port" key`,
      `HTTPS _a2a._agents.${HOST}: its target admin@${HOST} carries userinfo ("@")`,
    ]);
    expect(byCode(result, 'dns-aid-valid')).toBeUndefined();
    expect(byCode(result, 'dns-aid-unsigned')).toBeUndefined();
    expect(byCode(result, 'ai-catalog-advertised-missing')).toBeUndefined();
  });

  it('rejects a DNS server that is not an IP address with a port', async () => {
    await expect(audit('http://127.0.0.1:9/', { checks: ['api-catalog'], dnsServers: ['dns.example:53'] })).rejects.toMatchObject({ code: 'invalid-options' });
  });
});
