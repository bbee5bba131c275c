import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { RouteHandler } from '../../helpers/site.js';
import { HOME, html, NEVER_ANSWERS, serveSite, text } from '../../helpers/site.js';
import { audit } from '../../../engine/index.js';
import { messages, NO_DNS, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('sitemap', { home: HOME, resolver: NO_DNS });

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A urlset whose locs are paths on the fixture's own origin (the port is only known per request). */
function urlset(entries: Array<{ path?: string; loc?: string; lastmod?: string }>): RouteHandler {
  return (req, res, site) => {
    const urls = entries
      .map(({ path, loc, lastmod }) => `<url><loc>${loc ?? site.origin + path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
      .join('');
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">${urls}</urlset>`);
  };
}

const robotsListing = (path: string): RouteHandler => (req, res, site) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end(`User-agent: *\nAllow: /\nSitemap: ${site.origin}${path}\n`);
};

const TWO_PAGES = [
  { path: '/a', lastmod: '2025-01-31' },
  { path: '/b?x=1&amp;y=2', lastmod: '2025-02-01T10:00:00+00:00' },
];

describe('sitemap', () => {
  it('passes a valid urlset listed in robots.txt with lastmod on its entries', async () => {
    const { result, site } = await measure({ '/robots.txt': robotsListing('/sitemap.xml'), '/sitemap.xml': urlset(TWO_PAGES) });
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(messages(result)).toEqual([
      'pass: Found a <urlset> with 2 URLs.',
      'pass: The sitemap is listed in robots.txt.',
      `pass: All 2 sitemap entries are absolute URLs on ${new URL(site.origin).host}.`,
      'pass: 2 of 2 sitemap entries have a valid W3C datetime lastmod.',
    ]);
  });

  it('passes a sitemap index and fetches its children', async () => {
    const index: RouteHandler = (req, res, site) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        `<sitemapindex xmlns="${NS}"><sitemap><loc>${site.origin}/s1.xml</loc><lastmod>2025-01-01</lastmod></sitemap>` +
          `<sitemap><loc>${site.origin}/s2.xml</loc><lastmod>2025-01-02</lastmod></sitemap></sitemapindex>`,
      );
    };
    const { result, site: { requests } } = await measure({
      '/robots.txt': robotsListing('/sitemap_index.xml'),
      '/sitemap_index.xml': index,
      '/s1.xml': urlset([{ path: '/one', lastmod: '2025-01-01' }]),
      '/s2.xml': urlset([{ path: '/two', lastmod: '2025-01-02' }]),
    });
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(requests).toEqual(expect.arrayContaining(['GET /s1.xml', 'GET /s2.xml']));
    expect(messages(result)).toContain('pass: All 2 checked sitemaps of the index answer with valid XML.');
  });

  it('warns when the sitemap is found only by probing, not referenced from robots.txt', async () => {
    const { result } = await measure({ '/robots.txt': text('User-agent: *\nAllow: /\n'), '/sitemap.xml': urlset(TWO_PAGES) });
    expect(result).toMatchObject({ status: 'warn', score: 80 });
    expect(messages(result)).toContain(
      'warn: The sitemap is not referenced from robots.txt, so crawlers only find it by guessing its path.',
    );
  });

  it('finds a gzip sitemap at /sitemap.xml.gz', async () => {
    const gz: RouteHandler = (req, res, site) => {
      const xml = `<urlset xmlns="${NS}"><url><loc>${site.origin}/a</loc><lastmod>2025-01-01</lastmod></url></urlset>`;
      res.writeHead(200, { 'content-type': 'application/gzip' });
      res.end(gzipSync(xml));
    };
    const { result } = await measure({ '/sitemap.xml.gz': gz });
    expect(result).toMatchObject({ status: 'warn', score: 80 });
    expect(messages(result)[0]).toBe('pass: Found a <urlset> with 1 URL.');
  });

  it('warns when most lastmod values are missing or malformed', async () => {
    const { result } = await measure({
      '/robots.txt': robotsListing('/sitemap.xml'),
      '/sitemap.xml': urlset([{ path: '/a', lastmod: '31/01/2025' }, { path: '/b' }, { path: '/c', lastmod: '2025-01-31' }]),
    });
    expect(result).toMatchObject({ status: 'warn', score: 85 });
    const finding = result.findings.find((entry) => entry.message.startsWith('Only 1 of 3'));
    expect(finding?.detail).toBe('Malformed: 31/01/2025');
  });

  it('warns about entries on a foreign host', async () => {
    const { result } = await measure({
      '/robots.txt': robotsListing('/sitemap.xml'),
      '/sitemap.xml': urlset([...TWO_PAGES, { loc: 'https://elsewhere.example/page', lastmod: '2025-01-01' }]),
    });
    expect(result).toMatchObject({ status: 'warn', score: 80 });
    expect(result.findings.some((entry) => entry.message.startsWith('1 sitemap entry points to another host'))).toBe(true);
  });

  it('warns when some index children fail', async () => {
    const index: RouteHandler = (req, res, site) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        `<sitemapindex xmlns="${NS}"><sitemap><loc>${site.origin}/s1.xml</loc><lastmod>2025-01-01</lastmod></sitemap>` +
          `<sitemap><loc>${site.origin}/missing.xml</loc><lastmod>2025-01-02</lastmod></sitemap></sitemapindex>`,
      );
    };
    const { result } = await measure({
      '/robots.txt': robotsListing('/sitemap_index.xml'),
      '/sitemap_index.xml': index,
      '/s1.xml': urlset([{ path: '/one', lastmod: '2025-01-01' }]),
    });
    expect(result).toMatchObject({ status: 'warn', score: 80 });
    expect(messages(result)).toContain('warn: 1 of 2 checked sitemaps of the index fail.');
  });

  it('fails when no sitemap exists anywhere', async () => {
    const { result } = await measure({});
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toEqual(['fail: No sitemap was found: robots.txt lists none and the usual paths have none.']);
    expect(result.findings[0]!.detail).toContain('/sitemap.xml.gz (404)');
  });

  it('refuses a sitemap with a DOCTYPE', async () => {
    const body = `<?xml version="1.0"?>\n<!DOCTYPE urlset [<!ENTITY x "boom">]>\n<urlset xmlns="${NS}"><url><loc>&x;</loc></url></urlset>`;
    const { result } = await measure({ '/sitemap.xml': text(body, 'application/xml') });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(result.findings[0]!.message).toBe(
      'The sitemap declares a <!DOCTYPE>, which was refused for safety (entity expansion) and not parsed.',
    );
    expect(result.findings[0]!.detail).toContain('line 2');
  });

  it('fails on unparseable XML', async () => {
    const { result } = await measure({ '/sitemap.xml': text(`<urlset xmlns="${NS}"><url><loc>x</url></urlset>`, 'application/xml') });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(result.findings[0]!.message).toMatch(/^The sitemap is not well-formed XML: /);
  });

  it('fails on an HTML page at the sitemap URL, calling it a soft 404', async () => {
    const { result } = await measure({
      '/sitemap.xml': html('<!doctype html><html><head><title>Page not found</title></head><body>Oops</body></html>'),
    });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(result.findings[0]!.message).toBe(
      'The sitemap looked like a soft 404: the server answered 2xx with a "not found" page instead of the file.',
    );
  });

  it('fails a gzip sitemap that inflates beyond the 50 MB cap, naming the cap', async () => {
    const bomb = gzipSync(Buffer.concat([Buffer.from(`<urlset xmlns="${NS}">`), Buffer.alloc(51 * 1024 * 1024, 0x20), Buffer.from('</urlset>')]));
    const { result } = await measure({ '/sitemap.xml.gz': { status: 200, headers: { 'content-type': 'application/gzip' }, body: bomb } });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(result.findings[0]!.message).toBe(
      'The sitemap is larger than the 50 MB cap (sitemaps.org allows at most 50 MB uncompressed).',
    );
  });

  it('is an error when the listed sitemap does not answer in time', async () => {
    const { result } = await measure(
      { '/robots.txt': robotsListing('/sitemap.xml'), '/sitemap.xml': NEVER_ANSWERS },
      { timeout: 300 },
    );
    expect(result).toMatchObject({ status: 'error', score: 0 });
    expect(result.findings[0]!.message).toMatch(/^Could not fetch the sitemap/);
  });

  it('is a base check: applicable under every profile', async () => {
    const { result } = await measure({ '/robots.txt': robotsListing('/sitemap.xml'), '/sitemap.xml': urlset(TWO_PAGES) }, { profile: 'commerce' });
    expect(result).toMatchObject({ status: 'pass', score: 100, applicable: true });
  });

  it('hands the site scan absolute same-origin URLs, entities decoded, and robots.txt rules applied', async () => {
    const site = await serveSite({
      '/': HOME,
      '/robots.txt': (req, res, fixture) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(`User-agent: *\nDisallow: /private\nSitemap: ${fixture.origin}/sitemap.xml\n`);
      },
      '/sitemap.xml': urlset([...TWO_PAGES, { path: '/private/x' }, { loc: 'https://elsewhere.example/page' }]),
      '/a': HOME,
      '/b': HOME,
    });
    try {
      const report = await audit(site.url, { checks: ['sitemap', 'page-metadata'], profile: 'all', allowPrivateTargets: true, retries: 0, maxPages: 5, resolver: NO_DNS });
      expect(report.pages.map((page) => page.url)).toEqual([site.url, `${site.origin}/a`, `${site.origin}/b?x=1&y=2`]);
    } finally {
      await site.close();
    }
  });
});
