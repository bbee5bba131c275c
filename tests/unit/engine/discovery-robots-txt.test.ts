import { describe, expect, it } from 'vitest';
import { HOME, html, NEVER_ANSWERS, serveSite, text } from '../../helpers/site.js';
import { audit } from '../../../engine/index.js';
import { messages, NO_DNS, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('robots-txt', { home: HOME, resolver: NO_DNS });

const GOOD = 'User-agent: *\nAllow: /\nDisallow: /admin\nCrawl-delay: 1\n';

describe('robots-txt', () => {
  it('passes a plain-text robots.txt with a group whose every line parses', async () => {
    const { result, site: { requests } } = await measure({ '/robots.txt': text(GOOD) });
    expect(result).toMatchObject({ status: 'pass', score: 100, applicable: true });
    expect(messages(result)).toContain('pass: Every line of robots.txt parses.');
    expect(requests.filter((request) => request === 'GET /robots.txt')).toHaveLength(1);
  });

  it('warns with line numbers for lines that do not parse and rules before the first user-agent', async () => {
    const body = 'Disallow: /early\nUser-agent: *\nCrawl-delay: 2\nthis line is junk\nDisallow: /x\n';
    const { result } = await measure({ '/robots.txt': text(body) });
    expect(result).toMatchObject({ status: 'warn', score: 65 });
    const invalid = result.findings.find((finding) => finding.code === 'robots-txt.unparsed-lines');
    expect(invalid?.detail).toBe('line 4: this line is junk');
    const early = result.findings.find((finding) => finding.message.includes('before the first "User-agent:"'));
    expect(early?.detail).toBe('line 1: Disallow: /early');
  });

  it('warns when served with another non-HTML type', async () => {
    const { result } = await measure({ '/robots.txt': text(GOOD, 'application/octet-stream') });
    expect(result).toMatchObject({ status: 'warn', score: 85 });
    expect(messages(result)).toContain('warn: robots.txt is served as application/octet-stream instead of text/plain.');
  });

  it('warns about Sitemap lines that are not absolute URLs', async () => {
    const { result } = await measure({ '/robots.txt': text('User-agent: *\nAllow: /\nSitemap: /sitemap.xml\n') });
    expect(result).toMatchObject({ status: 'warn', score: 90 });
    const finding = result.findings.find((entry) => entry.status === 'warn');
    expect(finding?.detail).toBe('line 3: Sitemap: /sitemap.xml');
  });

  it('judges a plain-text robots.txt mislabelled text/html as the file with a wrong type, not as an HTML page', async () => {
    const { result } = await measure({ '/robots.txt': text(GOOD, 'text/html') });
    expect(result).toMatchObject({ status: 'warn', score: 85 });
    expect(messages(result)).toContain('warn: robots.txt is served as text/html instead of text/plain.');
  });

  it('judges a robots.txt over 500 KiB on its prefix, with a warning', async () => {
    // Lines of 52 bytes put the 500 KiB cap 5 bytes into a line ("Disal"): that cut line is not judged.
    const body = GOOD + `Disallow: /${'x'.repeat(40)}\n`.repeat(11_000);
    const { result } = await measure({ '/robots.txt': text(body) });
    expect(result).toMatchObject({ status: 'warn', score: 80 });
    expect(messages(result)).toContain('pass: Every line of robots.txt parses.');
    expect(result.findings.some((finding) => finding.message.includes('judged on its first 500 KiB'))).toBe(true);
  });

  it('warns when robots.txt redirects to another host', async () => {
    const { result } = await measure(
      {
        '/robots.txt': (req, res, site) => {
          if (req.headers.host?.startsWith('other.test')) {
            res.writeHead(200, { 'content-type': 'text/plain' });
            res.end(GOOD);
          } else {
            res.writeHead(301, { location: `http://other.test:${site.port}/robots.txt` });
            res.end();
          }
        },
      },
      { resolver: async () => [{ address: '127.0.0.1', family: 4 }] },
    );
    expect(result).toMatchObject({ status: 'warn', score: 85 });
    expect(result.findings.some((finding) => finding.message.includes('redirects to another host (other.test:'))).toBe(true);
  });

  it('fails when robots.txt is absent', async () => {
    const { result } = await measure({});
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(result.findings[0]!.message).toBe(
      'There is no robots.txt: crawlers may fetch everything, but you state no rules and list no sitemaps.',
    );
    expect(result.findings[0]!.detail).toContain('HTTP 404');
  });

  it('fails on a 5xx and says crawlers must assume complete disallow', async () => {
    const { result } = await measure({ '/robots.txt': { status: 503, body: 'down' } });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(result.findings[0]!.message).toContain('crawlers must assume they may fetch nothing');
  });

  it('fails on an HTML page, calling it a soft 404', async () => {
    const { result } = await measure({ '/robots.txt': html('<!doctype html><title>Welcome</title><p>Shop</p>') });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(result.findings[0]!.message).toBe('robots.txt looked like a soft 404: an HTML page was served where a file was expected.');
  });

  it('fails on an empty body', async () => {
    const { result } = await measure({ '/robots.txt': text('') });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(result.findings[0]!.message).toBe('robots.txt has an empty body.');
  });

  it('is an error when robots.txt does not answer in time', async () => {
    const { result } = await measure({ '/robots.txt': NEVER_ANSWERS }, { timeout: 300 });
    expect(result).toMatchObject({ status: 'error', score: 0 });
    expect(result.findings[0]!.status).toBe('error');
    expect(result.findings[0]!.message).toMatch(/^Could not fetch robots.txt/);
  });

  it('is a base check: applicable under every profile', async () => {
    const { result } = await measure({ '/robots.txt': text(GOOD) }, { profile: 'api' });
    expect(result).toMatchObject({ status: 'pass', score: 100, applicable: true });
  });

  it('is fetched once per audit, whatever uses it', async () => {
    const site = await serveSite({ '/': HOME, '/robots.txt': text(GOOD) });
    try {
      const checks = ['robots-txt', 'sitemap', 'ai-crawler-rules', 'content-signals'];
      const report = await audit(site.url, { checks, profile: 'all', allowPrivateTargets: true, retries: 0, resolver: NO_DNS });
      expect(report.results.map((result) => result.id)).toEqual(checks);
      expect(site.requests.filter((request) => request.endsWith(' /robots.txt'))).toEqual(['GET /robots.txt']);
    } finally {
      await site.close();
    }
  });
});
