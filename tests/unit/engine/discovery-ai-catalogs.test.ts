// api-catalog, AI catalogs (checks.md 2026-11; ARD 0.9/0.91 ards-project/ard-spec, the AI Catalog core
// Agent-Card/ai-catalog): discovery, entry rules, nesting, caps, and that a standard the site does not use costs nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME, html, json, text, type Route } from '../../helpers/site.js';
import { NO_DNS, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('api-catalog', { home: HOME, resolver: NO_DNS });

const AI = '/.well-known/ai-catalog.json';
const ARD = '/.well-known/ard.json';
const TYPE = 'application/ai-catalog+json';

const entry = (origin: string, name: string, extra: Record<string, unknown> = {}) => ({
  identifier: `urn:air:127.0.0.1:mcp:${name}`,
  displayName: `The ${name} server`,
  type: 'application/mcp-server-card+json',
  url: `${origin}/cards/${name}.json`,
  representativeQueries: [`find ${name}`, `what does ${name} do`],
  ...extra,
});
const catalog = (entries: unknown[], extra: Record<string, unknown> = {}) => ({ specVersion: '1.0', host: { displayName: 'Fixture' }, entries, ...extra });
const card = json({ name: 'fixture/card' }, 'application/mcp-server-card+json');
/** Finding codes, without DNS-AID's "nothing to look up" for the IP-literal fixtures (api-catalog's DNS-AID tests cover it). */
const codes = (result: { findings: Array<{ code: string; status: string }> }) =>
  result.findings.filter((finding) => finding.code !== 'api-catalog.dns-aid-ip-literal').map((finding) => `${finding.status} ${finding.code}`);

describe('api-catalog: AI catalogs', () => {
  it('passes a valid AI catalog at both paths with no RFC 9727 catalog, the missing linkset being information only', async () => {
    const { result, site } = await measure((origin) => {
      const body = catalog([entry(origin, 'orders')]);
      return { [AI]: json(body, TYPE), [ARD]: json(body, TYPE), '/cards/orders.json': card };
    });
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(codes(result)).toEqual(['info api-catalog.file-absent', 'pass api-catalog.ai-catalog-valid']);
    expect(site.requests).toEqual(expect.arrayContaining([`GET ${AI}`, `GET ${ARD}`, 'HEAD /cards/orders.json']));
  });

  it('passes a catalog at one path with an info finding naming who will not find it', async () => {
    const { result } = await measure((origin) => ({ [AI]: json(catalog([entry(origin, 'orders')]), TYPE), '/cards/orders.json': card }));
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    const note = result.findings.find((finding) => finding.code === 'api-catalog.ai-catalog-one-path');
    expect(note).toMatchObject({ status: 'info', message: 'The AI catalog is published at /.well-known/ai-catalog.json only: ARD 0.91 consumers, which read ard.json, will not find it.' });
  });

  it('reads the AI Catalog core spelling of the entry media type, mediaType, as ARD\'s type', async () => {
    const { result } = await measure((origin) => {
      const { type, ...core } = entry(origin, 'orders');
      return { [AI]: json(catalog([{ ...core, mediaType: type }]), TYPE), '/cards/orders.json': card };
    });
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(codes(result)).toEqual(['info api-catalog.file-absent', 'pass api-catalog.ai-catalog-valid', 'info api-catalog.ai-catalog-one-path']);
  });

  it('warns when the two paths publish different catalogs', async () => {
    const { result } = await measure((origin) => ({
      [AI]: json(catalog([entry(origin, 'orders')]), TYPE),
      [ARD]: json(catalog([entry(origin, 'orders'), entry(origin, 'billing')]), TYPE),
      '/cards/orders.json': card,
      '/cards/billing.json': card,
    }));
    expect(result).toMatchObject({ status: 'warn', score: 90 });
    expect(codes(result)).toContain('warn api-catalog.ai-catalog-paths-differ');
  });

  it('warns about each entry rule once, listing the entries: urn:ai identifiers, queries, unknown types, specVersion, collections, displayName', async () => {
    const { result } = await measure((origin) => ({
      [AI]: json(
        {
          collections: [],
          entries: [
            entry(origin, 'orders', { identifier: 'urn:ai:127.0.0.1:mcp:orders', representativeQueries: ['only one'] }),
            entry(origin, 'billing', { type: 'application/x-widget', displayName: undefined, representativeQueries: undefined }),
          ],
        },
        'text/plain',
      ),
      '/cards/orders.json': card,
      '/cards/billing.json': card,
    }));
    expect(codes(result)).toEqual([
      'info api-catalog.file-absent',
      'pass api-catalog.ai-catalog-valid',
      'warn api-catalog.ai-catalog-wrong-type',
      'info api-catalog.ai-catalog-display-name',
      'warn api-catalog.ai-catalog-identifiers',
      'warn api-catalog.ai-catalog-queries',
      'warn api-catalog.ai-catalog-unknown-types',
      'warn api-catalog.ai-catalog-spec-version',
      'warn api-catalog.ai-catalog-collections',
      'info api-catalog.ai-catalog-one-path',
      'info api-catalog.ai-catalog-entry-type-mismatch',
    ]);
    expect(result).toMatchObject({ status: 'warn', score: 55 });
    const identifiers = result.findings.find((finding) => finding.code === 'api-catalog.ai-catalog-identifiers')!;
    expect(identifiers.message).toBe('1 identifier is not in urn:air:<publisher host>:… form (urn:ai: is the pre-June 2026 form).');
    expect(result.findings.find((finding) => finding.code === 'api-catalog.ai-catalog-queries')!.detail).toMatch(/entries\[0\] \(urn:ai:.*\): 1; .*entries\[1\] \(urn:air:127\.0\.0\.1:mcp:billing\): none/);
  });

  it('fails a catalog with no usable entry when no other catalog is valid', async () => {
    const { result } = await measure({ [AI]: json(catalog([{ identifier: 'urn:air:x:y:z', type: 'application/mcp-server-card+json' }]), TYPE) });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(codes(result)).toEqual([
      'fail api-catalog.file-absent',
      'fail api-catalog.ai-catalog-invalid',
      'warn api-catalog.ai-catalog-entries-incomplete',
      'info api-catalog.ai-catalog-display-name',
      'warn api-catalog.ai-catalog-queries',
    ]);
  });

  it('finds catalogs through rel="ard" links (any parameter order), <link rel="ai-catalog"> and Agentmap records, warning about a relative one and an advertised catalog that is absent', async () => {
    const { result, site } = await measure((origin) => ({
      '/': html('<!doctype html><html><head><title>x</title><link href="/html-catalog.json" rel="ai-catalog"></head><body></body></html>', {
        link: '</catalogs/linked.json>; type="application/ai-catalog+json"; rel="describedby ard"',
      }),
      '/robots.txt': text('Agentmap: /catalogs/agentmap.json\nUser-agent: *\nAllow: /\n'),
      '/catalogs/linked.json': json(catalog([entry(origin, 'orders')]), TYPE),
      '/catalogs/agentmap.json': json(catalog([entry(origin, 'orders')]), TYPE),
      '/cards/orders.json': card,
    }));
    expect(site.requests).toEqual(expect.arrayContaining(['GET /catalogs/linked.json', 'GET /html-catalog.json', 'GET /catalogs/agentmap.json']));
    expect(codes(result)).toEqual(
      expect.arrayContaining(['pass api-catalog.ai-catalog-valid', 'warn api-catalog.ai-catalog-advertised-missing', 'warn api-catalog.ai-catalog-agentmap-relative']),
    );
    expect(result.findings.find((finding) => finding.code === 'api-catalog.ai-catalog-advertised-missing')!.message).toBe(
      'The AI catalog advertised by an HTML <link> does not answer a catalog.',
    );
    expect(result).toMatchObject({ status: 'warn', score: 85 });
  });

  it('warns about a trust manifest whose identity names another publisher or whose signature is alg none', async () => {
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}..`;
    const { result } = await measure((origin) => ({
      [AI]: json(catalog([entry(origin, 'orders', { trustManifest: { identity: 'did:web:evil.example', signature: none } })]), TYPE),
      [ARD]: json(catalog([entry(origin, 'orders', { trustManifest: { identity: 'did:web:evil.example', signature: none } })]), TYPE),
      '/cards/orders.json': card,
    }));
    const trust = result.findings.find((finding) => finding.code === 'api-catalog.ai-catalog-trust')!;
    expect(trust.status).toBe('warn');
    expect(trust.detail).toContain('trustManifest identity did:web:evil.example is not the identifier\'s publisher 127.0.0.1');
    expect(trust.detail).toContain('alg "none"');
  });

  it('warns about a dead entry URL; calls at most five', async () => {
    const { result, site } = await measure((origin) => {
      const entries = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => entry(origin, name));
      return { [AI]: json(catalog(entries), TYPE), [ARD]: json(catalog(entries), TYPE), '/cards/a.json': card };
    });
    expect(site.requests.filter((request) => request.startsWith('HEAD /cards/'))).toHaveLength(5);
    expect(result.findings.find((finding) => finding.code === 'api-catalog.ai-catalog-entries-dead')!.message).toBe('4 of 5 entry URLs called do not answer 2xx.');
    expect(result).toMatchObject({ status: 'warn', score: 85 });
  });

  it('follows nested catalogs and refuses a cycle, fetching each catalog once', async () => {
    const { result, site } = await measure((origin) => {
      const nested = (path: string) => ({ identifier: `urn:air:127.0.0.1:catalog:${path}`, displayName: path, type: TYPE, url: `${origin}${path}` });
      const root = catalog([nested('/nested/a.json')]);
      return {
        [AI]: json(root, TYPE),
        [ARD]: json(root, TYPE),
        '/nested/a.json': json(catalog([nested('/nested/b.json'), entry(origin, 'orders')]), TYPE),
        '/nested/b.json': json(catalog([nested('/nested/a.json'), nested(AI)]), TYPE),
        '/cards/orders.json': card,
      };
    });
    expect(site.requests.filter((request) => request === 'GET /nested/a.json')).toHaveLength(1);
    expect(site.requests.filter((request) => request === `GET ${AI}`)).toHaveLength(1);
    const nested = result.findings.find((finding) => finding.code === 'api-catalog.ai-catalog-nested')!;
    expect(nested.message).toBe('2 nested catalogs were not followed (the catalogs list each other in a cycle).');
    expect(result.status).toBe('warn');
  });

  it('is applicable under the agent profile; a site with no catalog of either kind is not judged differently from before', async () => {
    const { result } = await measure({}, { profile: 'agent' });
    expect(result).toMatchObject({ status: 'fail', score: 0, applicable: true });
    expect(codes(result)).toEqual(['fail api-catalog.file-absent']);
  });

  it('auto resolves the mcp profile from a catalog that lists an MCP server card', async () => {
    const { report } = await measure((origin) => ({ [AI]: json(catalog([entry(origin, 'orders')]), TYPE), '/cards/orders.json': card }), { profile: 'auto' });
    const mcp = report.resolvedProfiles.find((item) => item.profile === 'mcp');
    expect(mcp?.evidence).toContain(`AI catalog at ${report.url.replace(/\/$/, '')}${AI} lists 1 MCP server card entry`);
  });
});

describe('api-catalog: hostile AI catalogs', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });
  async function otherPort(route: Route): Promise<{ origin: string; hits: () => number }> {
    let hits = 0;
    const server = http.createServer((req, res) => {
      hits++;
      if (typeof route === 'function') void route(req, res, undefined as never);
      else {
        res.writeHead(route.status ?? 200, route.headers);
        res.end(route.body);
      }
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits };
  }

  it('reads a 5 MB catalog only to the 1 MiB cap: over the cap it is not judged, and as the only catalog it fails', async () => {
    const huge = JSON.stringify(catalog(Array.from({ length: 40_000 }, (_, index) => ({ identifier: `urn:air:127.0.0.1:x:${index}`, type: TYPE, url: '/x', padding: 'x'.repeat(100) }))));
    expect(huge.length).toBeGreaterThan(5_000_000);
    const started = performance.now();
    const { result } = await measure({ [AI]: text(huge, TYPE) });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(result.findings.find((finding) => finding.code === 'api-catalog.ai-catalog-over-cap')!.message).toBe(
      `The AI catalog at ${result.findings[0]!.detail!.split(' — ')[0]!.replace('/.well-known/api-catalog', AI)} is larger than the 1 MiB cap, so it was not judged.`,
    );
  });

  it('fetches at most five catalog locations when robots.txt Agentmap records point at other loopback ports, and says what it left', async () => {
    const others = await Promise.all(Array.from({ length: 6 }, () => otherPort(json({ entries: [] }, TYPE))));
    const robots = others.map((other) => `Agentmap: ${other.origin}/catalog.json`).join('\n');
    const { result } = await measure({ '/robots.txt': text(`${robots}\nUser-agent: *\nAllow: /\n`) });
    // The two well-known paths and three Agentmap records: five locations, the other three not fetched.
    expect(others.reduce((sum, other) => sum + other.hits(), 0)).toBe(3);
    expect(result.findings.find((finding) => finding.code === 'api-catalog.ai-catalog-not-fetched')!.message).toBe(
      '3 more catalog locations were found than the 5 fetched per audit.',
    );
    expect(result).toMatchObject({ status: 'fail', score: 0 });
  });
});
