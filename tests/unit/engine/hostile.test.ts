// The fetcher against a hostile site: every request ends within its deadline, memory stays bounded, nothing crashes.
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPS, type FetcherOptions, type FetchRequest, type FetchResult } from '../../../engine/fetch/types.js';
import { fetchersClosedAfterEach } from '../../helpers/fetchers.js';
import type { FixtureSite } from '../../helpers/site.js';
import { BOMB_INFLATED_BYTES, ENTITY_BOMB_SITEMAP, startHostileSite, startUntrustedTlsSite } from '../../fixtures/hostile.js';

const TIMEOUT = 1000;
/** Slack for timers and scheduling on a busy CI machine. */
const SLACK = 1500;
const BASE: FetcherOptions = { timeout: TIMEOUT, retries: 1, allowPrivateTargets: true, userAgent: 'AgentGauge-test/1.0' };

let site: FixtureSite;
const fetcher = fetchersClosedAfterEach(BASE);
beforeAll(async () => {
  site = await startHostileSite();
});
afterAll(() => site.close());

async function timed(request: Omit<FetchRequest, 'url'> & { path: string }, options: Partial<FetcherOptions> = {}) {
  const started = Date.now();
  const { path, ...rest } = request;
  const result: FetchResult = await fetcher(options).fetch({ url: `${site.origin}${path}`, ...rest });
  return { result, elapsed: Date.now() - started };
}

describe('hostile bodies end at the cap', () => {
  it('an endless body stops at the cap with overCap', async () => {
    const { result, elapsed } = await timed({ path: '/endless', cap: 'robots' });
    expect(result).toMatchObject({ ok: true, response: { status: 200, overCap: true, capBytes: CAPS.robots } });
    if (result.ok) expect(result.response.body.length).toBe(CAPS.robots);
    expect(elapsed).toBeLessThan(TIMEOUT + SLACK);
  });

  it.each([
    ['/bomb', 'html'],
    ['/bomb-br', 'html'],
    ['/robots.txt', 'robots'],
  ] as const)('the decompression bomb %s yields exactly its %s cap of zeros', async (path, cap) => {
    const { result, elapsed } = await timed({ path, cap });
    expect(result).toMatchObject({ ok: true, response: { status: 200, overCap: true, capBytes: CAPS[cap] } });
    if (result.ok) {
      expect(result.response.body.length).toBe(CAPS[cap]);
      expect(result.response.body.every((byte) => byte === 0)).toBe(true);
      expect(result.response.text).toBe(''); // NUL bytes are removed from text
    }
    expect(elapsed).toBeLessThan(TIMEOUT + SLACK);
  });

  it('keeps memory bounded: 12 hostile bodies (over 1.5 GB inflated) grow rss by less than one bomb', async () => {
    // Collect garbage before each reading, so the growth measures what is retained, not what V8 has yet to free.
    // The robots cap keeps the legitimate data small, so the bound speaks about the bombs, not about the caps.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().rss;
    const hostile = fetcher({ timeout: 5000 });
    for (let round = 0; round < 3; round += 1) {
      const overCap = await Promise.all(
        ['/bomb', '/bomb-br', '/endless', '/robots.txt'].map(async (path) => {
          const result = await hostile.fetch({ url: `${site.origin}${path}`, cap: 'robots' });
          return result.ok && result.response.overCap && result.response.body.length === CAPS.robots;
        }),
      );
      expect(overCap).toEqual([true, true, true, true]);
    }
    gc();
    expect(process.memoryUsage().rss - before).toBeLessThan(BOMB_INFLATED_BYTES * 0.75);
  });
});

describe('hostile timing ends at the deadline', () => {
  it.each(['/drip', '/hang', '/llms-full.txt'])('%s ends as timeout within the deadline, retries included', async (path) => {
    const { result, elapsed } = await timed({ path, cap: 'html' }, { retries: 2 });
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout', url: `${site.origin}${path}` } });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT - 50);
    expect(elapsed).toBeLessThan(TIMEOUT + SLACK);
  });

  it('a redirect loop ends as too-many-redirects', async () => {
    const { result, elapsed } = await timed({ path: '/.well-known/api-catalog', cap: 'json' });
    expect(result).toMatchObject({ ok: false, error: { code: 'too-many-redirects' } });
    if (!result.ok) expect(result.error.redirects.map((hop) => new URL(hop.location).pathname)).toEqual(['/loop-b', '/loop', '/loop-b', '/loop', '/loop-b']);
    expect(elapsed).toBeLessThan(TIMEOUT + SLACK);
  });
});

describe('hostile protocol', () => {
  it('1 MB of response headers ends as a network error, not a crash', async () => {
    const { result } = await timed({ path: '/huge-headers', cap: 'html' });
    expect(result).toMatchObject({ ok: false, error: { code: 'network' } });
    if (!result.ok) expect(result.error.message).toContain('headers');
  });

  it('a response that is not HTTP ends as a network error', async () => {
    const { result } = await timed({ path: '/garbage', cap: 'html' });
    expect(result).toMatchObject({ ok: false, error: { code: 'network' } });
  });

  it('a reset connection ends as a network error after the retries', async () => {
    const before = site.requests.filter((request) => request === 'GET /reset').length;
    const { result } = await timed({ path: '/reset', cap: 'html' }, { retries: 2 });
    expect(result).toMatchObject({ ok: false, error: { code: 'network' } });
    expect(site.requests.filter((request) => request === 'GET /reset').length - before).toBe(3);
  });

  it('an untrusted certificate ends as tls, and the body is never read', async () => {
    const tls = await startUntrustedTlsSite();
    const result = await fetcher().fetch({ url: tls.url, cap: 'html' });
    await tls.close();
    expect(result).toMatchObject({ ok: false, error: { code: 'tls' } });
    if (!result.ok) expect(result.error.message).toContain('certificate');
    expect(tls.connections()).toBe(1); // a certificate failure is not retried
  });
});

describe('hostile content is delivered safely', () => {
  it('invalid UTF-8 and NUL bytes become replacement characters and nothing', async () => {
    const { result } = await timed({ path: '/bad-utf8', cap: 'html' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.response.text).not.toContain('\u0000');
    expect(result.response.text).toContain('\uFFFD');
    expect(result.response.text).toContain('<title>Broken page \uFFFD\uFFFD</title>');
    expect(result.response.body.includes(0)).toBe(true); // the raw bytes are kept as sent
  });

  it('an entity-expansion sitemap arrives as sent, unexpanded', async () => {
    const { result } = await timed({ path: '/sitemap.xml', cap: 'sitemap' });
    expect(result).toMatchObject({ ok: true, response: { text: ENTITY_BOMB_SITEMAP, contentType: 'application/xml', overCap: false } });
  });

  it.each([
    ['drip', 'timeout'],
    ['hang', 'timeout'],
    ['loop', 'too-many-redirects'],
    ['huge-headers', 'network'],
    ['garbage', 'network'],
  ])('the start page variant %s ends as %s', async (variant, code) => {
    const { result, elapsed } = await timed({ path: `/?variant=${variant}`, cap: 'html' });
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(elapsed).toBeLessThan(TIMEOUT + SLACK);
  });

  it.each(['endless', 'bomb'])('the start page variant %s ends over the cap', async (variant) => {
    const { result } = await timed({ path: `/?variant=${variant}`, cap: 'html' });
    expect(result).toMatchObject({ ok: true, response: { overCap: true } });
  });

  it('the default start page is the invalid UTF-8 page', async () => {
    const { result } = await timed({ path: '/', cap: 'html' });
    expect(result).toMatchObject({ ok: true, response: { status: 200, overCap: false } });
    if (result.ok) expect(result.response.text).toContain('<h1>Hostile</h1>');
  });
});
