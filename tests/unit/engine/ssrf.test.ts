// The SSRF rules as pure functions: no traffic at all, so public addresses can be judged safely here.
import { describe, expect, it } from 'vitest';
import { resolveAndVet, vetAddress, vetTarget, vetUrl } from '../../../engine/fetch/ssrf.js';
import type { ResolvedAddress, Resolver } from '../../../engine/fetch/types.js';

const STRICT = { allowPrivateTargets: false };
const LIFTED = { allowPrivateTargets: true };

function resolverOf(addresses: string[]): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolver = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolver, { calls });
}

describe('vetUrl refuses', () => {
  it.each([
    ['ftp://example.com/file', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['gopher://example.com/', 'scheme'],
    ['http://user:pass@example.com/', 'credentials'],
    ['http://user@example.com/', 'credentials'],
    ['http://example.com:8080/', 'port'],
    ['https://example.com:8443/', 'port'],
    ['http://example.com:22/', 'port'],
    ['not a url', 'invalid-url'],
  ])('%s by the %s rule', (url, rule) => {
    const vetting = vetUrl(url, STRICT);
    expect(vetting.ok).toBe(false);
    if (!vetting.ok) expect(vetting.rule).toBe(rule);
  });

  it.each([
    ['http://2130706433/', 'loopback'],
    ['http://0177.0.0.1/', 'loopback'],
    ['http://0x7f000001/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://127.1/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[::ffff:7f00:1]/', 'loopback'],
    ['http://[::ffff:a00:5]/', 'private'],
    ['http://[64:ff9b::7f00:1]/', 'rfc6052-embedded loopback'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'rfc6052-embedded linkLocal'],
    ['http://[64:ff9b:1::a00:5]/', 'nat64LocalUse'],
    ['http://[2002:c0a8:101::1]/', '6to4-embedded private'],
    ['http://[2002:7f00:1::1]/', '6to4-embedded loopback'],
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'teredo-embedded reserved'],
    ['http://[::7f00:1]/', 'nonGlobal'],
    ['http://localhost/', 'loopback'],
    ['http://api.localhost/', 'loopback'],
    ['http://localhost./', 'loopback'],
    ['http://127.0.0.1./', 'loopback'],
    ['http://10.0.0.5/', 'private'],
    ['http://172.16.3.4/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://169.254.169.254/latest/meta-data/', 'linkLocal'],
    ['http://100.64.0.1/', 'carrierGradeNat'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://0/', 'unspecified'],
    ['http://255.255.255.255/', 'broadcast'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://192.0.2.10/', 'reserved'],
    ['http://198.51.100.7/', 'reserved'],
    ['http://203.0.113.9/', 'reserved'],
    ['http://240.0.0.1/', 'reserved'],
    ['http://[fd00::1]/', 'uniqueLocal'],
    ['http://[fe80::1]/', 'linkLocal'],
    ['http://[ff02::1]/', 'multicast'],
    ['http://[::]/', 'unspecified'],
    ['http://[2001:db8::1]/', 'reserved'],
  ])('%s as private-address (%s)', (url, range) => {
    const vetting = vetUrl(url, STRICT);
    expect(vetting).toMatchObject({ ok: false, rule: 'private-address', range });
    if (!vetting.ok) expect(vetting.message).toContain(range);
  });

  it('reports the address before the port of an IP literal, and the port of a name before any DNS', () => {
    expect(vetUrl('http://127.0.0.1:8080/', STRICT)).toMatchObject({ ok: false, rule: 'private-address' });
    expect(vetUrl('http://93.184.216.34:8080/', STRICT)).toMatchObject({ ok: false, rule: 'port' });
  });
});

describe('vetUrl accepts (no over-blocking)', () => {
  it.each([
    ['http://8.8.8.8/', '8.8.8.8'],
    ['https://[2606:4700::1111]/', '2606:4700::1111'],
    ['http://[64:ff9b::808:808]/', '64:ff9b::808:808'],
    ['http://[2002:808:808::1]/', '2002:808:808::1'],
    ['http://[2001:0:4136:e378::f7f7:f7f7]/', '2001:0:4136:e378::f7f7:f7f7'],
    ['http://172.32.0.1/', '172.32.0.1'],
    ['http://100.128.0.1/', '100.128.0.1'],
  ])('the public literal %s', (url, literal) => {
    expect(vetUrl(url, STRICT)).toMatchObject({ ok: true, literal });
  });

  it.each(['https://example.com/', 'http://example.com:80/', 'http://example.com:443/', 'https://example.com:443/a?b=c'])(
    'the name URL %s, left to the DNS stage',
    (url) => {
      expect(vetUrl(url, STRICT)).toMatchObject({ ok: true, literal: null });
    },
  );

  it('an IDN name, judged in its punycode form', () => {
    const vetting = vetUrl('http://bücher.example/', STRICT);
    expect(vetting.ok).toBe(true);
    if (vetting.ok) expect(vetting.url.hostname).toBe('xn--bcher-kva.example');
  });
});

describe('allowPrivateTargets', () => {
  it('lifts the address and port rules', () => {
    expect(vetUrl('http://127.0.0.1:8080/', LIFTED)).toMatchObject({ ok: true, literal: '127.0.0.1' });
    expect(vetUrl('http://[::1]:3000/', LIFTED)).toMatchObject({ ok: true, literal: '::1' });
    expect(vetUrl('http://localhost:3000/', LIFTED)).toMatchObject({ ok: true, literal: null });
  });

  it('keeps the scheme and credentials rules', () => {
    expect(vetUrl('ftp://127.0.0.1/', LIFTED)).toMatchObject({ ok: false, rule: 'scheme' });
    expect(vetUrl('http://user:pass@127.0.0.1/', LIFTED)).toMatchObject({ ok: false, rule: 'credentials' });
  });
});

describe('vetAddress', () => {
  it.each(['8.8.8.8', '93.184.216.34', '1.1.1.1', '2606:4700::1111', '2a00:1450:4001:80b::200e'])('accepts %s', (ip) => {
    expect(vetAddress(ip)).toEqual({ ok: true });
  });
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:192.168.0.1', 'private'],
    ['fc00::1', 'uniqueLocal'],
    ['nonsense', 'invalid'],
  ])('refuses %s (%s)', (ip, range) => {
    expect(vetAddress(ip)).toMatchObject({ ok: false, rule: 'private-address', range });
  });
});

describe('resolveAndVet', () => {
  it('pins the first address of a public name', async () => {
    const resolver = resolverOf(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']);
    expect(await resolveAndVet('example.test', resolver, STRICT)).toMatchObject({
      ok: true,
      pinned: { address: '93.184.216.34', family: 4 },
    });
    expect(resolver.calls).toEqual(['example.test']);
  });

  it.each([
    [['10.0.0.5'], 'private'],
    [['192.168.1.1'], 'private'],
    [['169.254.169.254'], 'linkLocal'],
    [['100.64.0.1'], 'carrierGradeNat'],
    [['fd00::1'], 'uniqueLocal'],
    [['::ffff:127.0.0.1'], 'loopback'],
    [['93.184.216.34', '10.0.0.5'], 'private'],
    [['2606:4700::1111', 'fe80::1'], 'linkLocal'],
  ])('refuses a name resolving to %j (%s), whichever position the bad address has', async (addresses, range) => {
    const vetting = await resolveAndVet('internal.test', resolverOf(addresses), STRICT);
    expect(vetting).toMatchObject({ ok: false, rule: 'private-address', range });
    if (!vetting.ok) expect(vetting.message).toContain('internal.test');
  });

  it('accepts private answers when the rules are lifted, pinning the first', async () => {
    expect(await resolveAndVet('intranet.test', resolverOf(['10.0.0.5', '93.184.216.34']), LIFTED)).toMatchObject({
      ok: true,
      pinned: { address: '10.0.0.5', family: 4 },
    });
  });

  it('reports a name that does not resolve, or resolves to nothing usable, as a dns failure', async () => {
    const missing: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await resolveAndVet('missing.test', missing, STRICT)).toMatchObject({ ok: false, rule: 'dns' });
    expect(await resolveAndVet('empty.test', resolverOf([]), STRICT)).toMatchObject({ ok: false, rule: 'dns' });
    expect(await resolveAndVet('junk.test', resolverOf(['not-an-ip']), STRICT)).toMatchObject({ ok: false, rule: 'dns' });
  });
});

describe('vetTarget (both stages, for callers that must know before they spend quota)', () => {
  it('refuses by the URL rules without asking DNS', async () => {
    const resolver = resolverOf(['93.184.216.34']);
    expect(await vetTarget('http://u:p@example.test/', STRICT, resolver)).toMatchObject({ ok: false, rule: 'credentials' });
    expect(await vetTarget('http://[::ffff:127.0.0.1]/', STRICT, resolver)).toMatchObject({ ok: false, rule: 'private-address', range: 'loopback' });
    expect(resolver.calls).toEqual([]);
  });

  it('refuses a name resolving to a private address, and reports a name that does not resolve', async () => {
    expect(await vetTarget('https://inward.test/', STRICT, resolverOf(['10.1.2.3']))).toMatchObject({ ok: false, rule: 'private-address', range: 'private' });
    expect(await vetTarget('https://empty.test/', STRICT, resolverOf([]))).toMatchObject({ ok: false, rule: 'dns' });
  });

  it('accepts a public name and a public literal (which needs no DNS)', async () => {
    const resolver = resolverOf(['93.184.216.34']);
    const named = await vetTarget('https://Example.test/path', STRICT, resolver);
    expect(named.ok && named.url.href).toBe('https://example.test/path');
    expect(resolver.calls).toEqual(['example.test']);
    expect((await vetTarget('http://93.184.216.34/', STRICT, resolverOf([]))).ok).toBe(true);
  });
});
