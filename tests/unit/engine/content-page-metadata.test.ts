import { describe, expect, it } from 'vitest';
import type { Route } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';
import { AGENT_PROFILES } from '../../../engine/index.js';

const ID = 'page-metadata';
const check = useCheckAudit(ID);

const DESCRIPTION = 'Acme makes anvils, rockets and other tools that coyotes rely on every day.';

interface Meta {
  title?: string | null;
  description?: string | null;
  lang?: string | null;
  canonical?: (origin: string) => string | null;
  og?: boolean;
  charset?: boolean;
}

/** A page whose head is built once the site's origin (random port) is known. */
function pageRoute(meta: Meta = {}): Route {
  return (_req, res, fixture) => {
    const {
      title = 'Acme — tools for coyotes',
      description = DESCRIPTION,
      lang = 'en',
      og = true,
      charset = true,
    } = meta;
    const canonical = (meta.canonical ?? ((origin) => `${origin}/`))(fixture.origin);
    const head = [
      charset ? '<meta charset="utf-8">' : '',
      title !== null ? `<title>${title}</title>` : '',
      description !== null ? `<meta name="description" content="${description}">` : '',
      canonical !== null ? `<link rel="canonical" href="${canonical}">` : '',
      og
        ? '<meta property="og:title" content="Acme"><meta property="og:description" content="Tools for coyotes.">'
        : '',
    ].join('');
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><html${lang !== null ? ` lang="${lang}"` : ''}><head>${head}</head><body><h1>Acme</h1></body></html>`,
    );
  };
}

const { measure } = check;

describe('page-metadata', () => {
  it('passes when every item is right, without fetching a canonical that is the page itself', async () => {
    const { result } = await measure({ '/': pageRoute() });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.findings.every((f) => f.status === 'pass')).toBe(true);
    expect(result.findings[3]!.message).toBe('The canonical URL is this page itself, absolute and on this host.');
    // The scanner's one GET, plus one per agent view header set (checks.md "Agent views"): no GET for the canonical.
    expect(check.site!.requests.filter((r) => r.endsWith(' /'))).toEqual(Array<string>(1 + AGENT_PROFILES.filter((profile) => profile.id !== 'browser').length).fill('GET /'));
  });

  it('checks another canonical URL with HEAD', async () => {
    const { result } = await measure({
      '/': pageRoute({ canonical: (origin) => `${origin}/en/` }),
      '/en/': { status: 200, headers: { 'content-type': 'text/html' }, body: '<html></html>' },
    });
    expect(result.score).toBe(100);
    expect(result.findings[3]!.message).toBe('The canonical URL is absolute, on this host and answers 2xx.');
    expect(result.findings[3]!.detail).toBe(`HEAD ${check.site!.origin}/en/ — HTTP 200`);
    expect(check.site!.requests).toContain('HEAD /en/');
  });

  it('fails more than one canonical link', async () => {
    const { result } = await measure({
      '/': (_req, res, fixture) => {
        const canonical = `<link rel="canonical" href="${fixture.origin}/"><link rel="canonical" href="${fixture.origin}/b">`;
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<html><head><title>Two canonicals here</title>${canonical}</head></html>`);
      },
    });
    expect(result.findings[3]!.message).toBe(
      'The page declares 2 canonical URLs; agents and crawlers then ignore them all.',
    );
  });

  it('warns with the share of items right', async () => {
    const { result } = await measure({ '/': pageRoute({ description: 'Too short.', lang: null, og: false }) });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(43); // 3 of 7: title, canonical, charset
    const failed = result.findings.filter((f) => f.status === 'fail').map((f) => f.message);
    expect(failed).toEqual([
      'The meta description is 10 characters long (50–160 expected).',
      'The <html> element has no lang attribute.',
      'The page has no og:title.',
      'The page has no og:description.',
    ]);
  });

  it('fails the canonical when it is relative, on another host, or answers 404', async () => {
    const { result: relative } = await measure({ '/': pageRoute({ canonical: () => '/' }) });
    expect(relative.score).toBe(86);
    expect(relative.findings[3]!.message).toBe('The canonical URL is not an absolute URL.');
    await check.site!.close();
    const { result: foreign } = await measure({ '/': pageRoute({ canonical: () => 'https://elsewhere.example/' }) });
    expect(foreign.findings[3]!.message).toBe('The canonical URL points to another host.');
    expect(check.site!.requests.some((r) => r.includes('elsewhere'))).toBe(false);
    await check.site!.close();
    const { result: missing } = await measure({ '/': pageRoute({ canonical: (origin) => `${origin}/gone` }) });
    expect(missing.findings[3]!.message).toBe('The canonical URL answers HTTP 404 instead of 2xx.');
    expect(check.site!.requests).toEqual(expect.arrayContaining(['HEAD /gone', 'GET /gone']));
  });

  it('fails a canonical that redirects elsewhere', async () => {
    const { result } = await measure({
      '/': pageRoute({ canonical: (origin) => `${origin}/old` }),
      '/old': { status: 301, headers: { location: '/new' } },
      '/new': { status: 200, headers: { 'content-type': 'text/html' }, body: '<html></html>' },
    });
    expect(result.score).toBe(86);
    expect(result.findings[3]!.message).toBe(`The canonical URL redirects to ${check.site!.origin}/new.`);
    expect(result.findings[3]!.detail).toBe(`HEAD ${check.site!.origin}/old — HTTP 200 after 301 → ${check.site!.origin}/new`);
  });

  it('fails a page without a title, whatever else is right', async () => {
    const { result } = await measure({ '/': pageRoute({ title: null }) });
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(result.findings[0]!.message).toBe('The page has no title.');
  });

  it('accepts a charset declared only in the Content-Type header', async () => {
    const { result } = await measure({
      '/': (_req, res, fixture) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<html lang="en"><head><title>Acme — tools for coyotes</title><meta name="description" content="${DESCRIPTION}"><link rel="canonical" href="${fixture.origin}/"><meta property="og:title" content="A"><meta property="og:description" content="B"></head></html>`,
        );
      },
    });
    expect(result.score).toBe(100);
    expect(result.findings[6]!.message).toBe('The Content-Type header declares the charset (utf-8).');
  });

  it('is an error when the canonical URL never answers', async () => {
    const { result } = await measure(
      { '/': pageRoute({ canonical: (origin) => `${origin}/slow` }), '/slow': () => undefined },
      { timeout: 300 },
    );
    expect(result.status).toBe('error');
    expect(result.findings[0]!.message).toMatch(/^Could not fetch the canonical URL/);
  });
});
