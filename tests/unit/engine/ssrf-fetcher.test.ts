// The SSRF rules through the fetcher's real path (URL vetting, injected resolver, pinned connections), proving that a
// refused target receives nothing: no DNS answer is used, no socket is opened, no request is created.
import diagnostics from 'node:diagnostics_channel';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetcherOptions, ResolvedAddress, Resolver } from '../../../engine/fetch/types.js';
import { fetchersClosedAfterEach } from '../../helpers/fetchers.js';
import { serveSite, text, type FixtureSite } from '../../helpers/site.js';

interface CountingServer {
  port: number;
  connections: number;
  close(): Promise<void>;
}

/** A bare TCP listener: counts connections, whatever would be sent on them. */
async function countingServer(host: string): Promise<CountingServer> {
  const sockets = new Set<net.Socket>();
  const counter: CountingServer = { port: 0, connections: 0, close: async () => undefined };
  const server = net.createServer((socket) => {
    counter.connections += 1;
    sockets.add(socket);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  counter.port = (server.address() as AddressInfo).port;
  counter.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return counter;
}

/** Every client socket Node creates and every request undici creates, while subscribed. */
function watchTraffic() {
  const seen = { sockets: 0, requests: 0 };
  const onSocket = () => (seen.sockets += 1);
  const onRequest = () => (seen.requests += 1);
  diagnostics.subscribe('net.client.socket', onSocket);
  diagnostics.subscribe('undici:request:create', onRequest);
  return {
    seen,
    stop() {
      diagnostics.unsubscribe('net.client.socket', onSocket);
      diagnostics.unsubscribe('undici:request:create', onRequest);
    },
  };
}

function recordingResolver(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolver = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolver, { calls });
}

const BASE: FetcherOptions = { timeout: 2000, retries: 0, allowPrivateTargets: false, userAgent: 'AgentGauge-test/1.0' };

let v4: CountingServer;
let v6: CountingServer;
const fetcher = fetchersClosedAfterEach(BASE);

beforeAll(async () => {
  v4 = await countingServer('127.0.0.1');
  v6 = await countingServer('::1');
});
afterAll(async () => {
  await v4.close();
  await v6.close();
});

describe('IP literals that reach the local listeners are refused before any connection', () => {
  const cases: Array<[string, () => string, string]> = [
    ['decimal', () => `http://2130706433:${v4.port}/`, 'loopback'],
    ['octal', () => `http://0177.0.0.1:${v4.port}/`, 'loopback'],
    ['hex', () => `http://0x7f000001:${v4.port}/`, 'loopback'],
    ['short hex', () => `http://0x7f.1:${v4.port}/`, 'loopback'],
    ['IPv6 loopback', () => `http://[::1]:${v6.port}/`, 'loopback'],
    ['IPv4-mapped dotted', () => `http://[::ffff:127.0.0.1]:${v4.port}/`, 'loopback'],
    ['IPv4-mapped hex', () => `http://[::ffff:7f00:1]:${v4.port}/`, 'loopback'],
    ['NAT64', () => `http://[64:ff9b::7f00:1]:${v4.port}/`, 'rfc6052-embedded loopback'],
  ];

  it.each(cases)('%s form', async (_name, url, range) => {
    const resolver = recordingResolver({});
    const traffic = watchTraffic();
    const result = await fetcher({ resolver }).fetch({ url: url(), cap: 'html' });
    traffic.stop();
    expect(result).toMatchObject({ ok: false, error: { code: 'refused', rule: 'private-address', url: url() } });
    if (!result.ok) expect(result.error.message).toContain(range);
    expect(traffic.seen).toEqual({ sockets: 0, requests: 0 });
    expect(resolver.calls).toEqual([]);
    expect(v4.connections + v6.connections).toBe(0);
  });

  it('the same listeners do receive a connection when the rules are lifted (the counters work)', async () => {
    const traffic = watchTraffic();
    const result = await fetcher({ allowPrivateTargets: true }).fetch({ url: `http://2130706433:${v4.port}/`, cap: 'html' });
    traffic.stop();
    expect(result.ok).toBe(false);
    expect(v4.connections).toBe(1);
    expect(traffic.seen).toEqual({ sockets: 1, requests: 1 });
    v4.connections = 0;
  });
});

describe('names resolving to non-public addresses are refused at the DNS stage', () => {
  it.each([
    [['10.0.0.5'], 'private'],
    [['192.168.1.1'], 'private'],
    [['169.254.169.254'], 'linkLocal'],
    [['100.64.0.1'], 'carrierGradeNat'],
    [['fd00::1'], 'uniqueLocal'],
    [['127.0.0.1'], 'loopback'],
    [['192.168.1.1', '127.0.0.1'], 'private'],
  ])('%j (%s)', async (addresses, range) => {
    const resolver = recordingResolver({ 'internal.test': addresses });
    const traffic = watchTraffic();
    const result = await fetcher({ resolver }).fetch({ url: 'http://internal.test/admin', cap: 'html' });
    traffic.stop();
    expect(result).toMatchObject({ ok: false, error: { code: 'refused', rule: 'private-address' } });
    if (!result.ok) expect(result.error.message).toContain(range);
    expect(resolver.calls).toEqual(['internal.test']);
    expect(traffic.seen).toEqual({ sockets: 0, requests: 0 });
  });
});

describe('syntactic rules refuse before DNS and before any connection', () => {
  it.each([
    ['http://public.test:8080/', 'port', false],
    ['https://public.test:8443/', 'port', false],
    ['ftp://public.test/', 'scheme', false],
    ['http://user:pass@public.test/', 'credentials', false],
  ])('%s by the %s rule', async (url, rule, allowPrivateTargets) => {
    const resolver = recordingResolver({ 'public.test': ['93.184.216.34'] });
    const traffic = watchTraffic();
    const result = await fetcher({ resolver, allowPrivateTargets }).fetch({ url, cap: 'html' });
    traffic.stop();
    expect(result).toMatchObject({ ok: false, error: { code: 'refused', rule, redirects: [] } });
    expect(resolver.calls).toEqual([]);
    expect(traffic.seen).toEqual({ sockets: 0, requests: 0 });
  });

  it('allowPrivateTargets keeps the scheme and credentials rules for a reachable local listener', async () => {
    const lifted = fetcher({ allowPrivateTargets: true });
    expect(await lifted.fetch({ url: `ftp://127.0.0.1:${v4.port}/`, cap: 'html' })).toMatchObject({
      ok: false,
      error: { code: 'refused', rule: 'scheme' },
    });
    expect(await lifted.fetch({ url: `http://user:pass@127.0.0.1:${v4.port}/`, cap: 'html' })).toMatchObject({
      ok: false,
      error: { code: 'refused', rule: 'credentials' },
    });
    expect(v4.connections).toBe(0);
  });

  it('reports a name that does not resolve as dns', async () => {
    const result = await fetcher({ resolver: recordingResolver({}) }).fetch({ url: 'http://missing.test/', cap: 'html' });
    expect(result).toMatchObject({ ok: false, error: { code: 'dns' } });
  });
});

describe('redirects are vetted hop by hop', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await serveSite({
      '/to-credentials': (_req, res, self) => {
        res.writeHead(302, { location: `http://user:pass@127.0.0.1:${self.port}/secret` }).end();
      },
      '/to-ftp': { status: 301, headers: { location: 'ftp://127.0.0.1/secret' } },
      '/to-missing': { status: 307, headers: { location: 'http://missing.test/secret' } },
      '/to-fine': { status: 302, headers: { location: '/fine' } },
      '/fine': text('fine'),
      '/secret': text('secret'),
    });
  });
  afterAll(() => site.close());

  it.each([
    ['/to-credentials', 'refused', 'credentials'],
    ['/to-ftp', 'refused', 'scheme'],
    ['/to-missing', 'dns', undefined],
  ])('%s ends as %s (%s) with the hop recorded and the target never asked', async (path, code, rule) => {
    const result = await fetcher({ allowPrivateTargets: true, resolver: recordingResolver({}) }).fetch({
      url: `${site.origin}${path}`,
      cap: 'html',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.rule).toBe(rule);
    expect(result.error.redirects).toHaveLength(1);
    expect(result.error.redirects[0]).toMatchObject({ url: `${site.origin}${path}` });
    expect(result.error.message).toMatch(/^The redirect to .* was refused/);
    expect(site.requests.filter((request) => request.includes('/secret'))).toEqual([]);
  });

  it('an allowed redirect is followed (the refusals above are not blanket failures)', async () => {
    const result = await fetcher({ allowPrivateTargets: true }).fetch({ url: `${site.origin}/to-fine`, cap: 'html' });
    expect(result).toMatchObject({ ok: true, response: { status: 200, text: 'fine', finalUrl: `${site.origin}/fine` } });
  });
});

describe('DNS pinning', () => {
  it('resolves a name once per fetcher and connects every request to the first vetted address', async () => {
    const hosts: string[] = [];
    const site = await serveSite({
      '/page': (req, res) => {
        hosts.push(req.headers.host ?? '');
        res.writeHead(200, { 'content-type': 'text/plain' }).end('pinned');
      },
    });
    let calls = 0;
    // Rebinding: the first answer is the fixture, later answers point elsewhere (::1, where nothing listens on this port).
    const rebinding: Resolver = async () => {
      calls += 1;
      return calls === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '::1', family: 6 }];
    };
    const pinned = fetcher({ allowPrivateTargets: true, resolver: rebinding, perOriginConcurrency: 2 });
    const url = `http://pinned.test:${site.port}/page`;
    const results = await Promise.all([1, 2, 3, 4].map(() => pinned.fetch({ url, cap: 'html' })));
    const later = await pinned.fetch({ url, cap: 'html' });
    await site.close();
    expect([...results, later].map((result) => (result.ok ? result.response.text : result.error.code))).toEqual([
      'pinned',
      'pinned',
      'pinned',
      'pinned',
      'pinned',
    ]);
    expect(calls).toBe(1);
    expect(hosts).toEqual(Array(5).fill(`pinned.test:${site.port}`));
  });

  it('a new fetcher resolves again', async () => {
    const resolver = recordingResolver({ 'again.test': ['127.0.0.1'] });
    await fetcher({ allowPrivateTargets: true, resolver }).fetch({ url: `http://again.test:${v4.port}/`, cap: 'html' });
    await fetcher({ allowPrivateTargets: true, resolver }).fetch({ url: `http://again.test:${v4.port}/`, cap: 'html' });
    expect(resolver.calls).toEqual(['again.test', 'again.test']);
    v4.connections = 0;
  });
});
