// http-semantics (checks.md, check 17): run on hand-built start-page and probe answers.
import { describe, expect, it } from 'vitest';
import { httpSemantics } from '../../../engine/checks/http-semantics.js';
import type { HttpProbesInput } from '../../../engine/gather/http-probes.js';
import { classifyError } from '../../../engine/fetch/failures.js';
import type { SitePages } from '../../../engine/site/page-health.js';
import { failed, fetched, response, runCheck, verdicts } from '../../helpers/engine/build.js';

const HTTPS = 'https://site.test/';
const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
const missing = (status = 404) => [`${HTTPS}agentgauge-missing-1`, `${HTTPS}agentgauge-missing-1/page.html`].map((url) => ({ url, response: response(url, { status }) }));

function probes(input: Partial<HttpProbesInput> = {}): HttpProbesInput {
  return {
    start: response(HTTPS, { type: 'text/html', headers: HSTS }),
    https: null,
    http: { url: 'http://site.test/', result: fetched('http://site.test/', { finalUrl: HTTPS }) },
    unknownPaths: missing(),
    ...input,
  };
}

const startOnly: SitePages = { pages: [{ url: HTTPS, status: 200, browserStatus: null, broken: false, foundBy: ['start'] }], discovered: 0 };

const run = (input: HttpProbesInput, startUrl = HTTPS, sitePages: SitePages = startOnly) =>
  runCheck(httpSemantics, { origin: { httpProbes: input, sitePages } }, { startUrl });

describe('http-semantics', () => {
  it('passes HTTPS with an http redirect, real 404s, a short chain and a year of HSTS', () => {
    const outcome = run(probes());
    expect(verdicts(outcome)).toEqual(['pass https', 'pass http-redirects', 'pass real-404', 'pass redirects-ok', 'pass hsts']);
    expect(outcome.score).toBe(100);
  });

  it('warns about a short HSTS max-age and fails the rules that do not hold', () => {
    const start = response(HTTPS, { headers: { 'strict-transport-security': 'max-age=600' }, redirects: [1, 2, 3].map((n) => ({ url: `${HTTPS}${n}`, status: 302, location: `${HTTPS}${n + 1}` })) });
    const outcome = run(probes({ start, http: { url: 'http://site.test/', result: fetched('http://site.test/') }, unknownPaths: [...missing().slice(0, 1), ...missing(200).slice(1)] }));
    expect(verdicts(outcome)).toEqual(['pass https', 'fail http-not-upgraded', 'fail no-real-404', 'fail too-many-redirects', 'pass hsts', 'warn hsts-short']);
    expect(outcome.score).toBe(50);
  });

  it('fails outright when every unknown path answers 2xx, or when there is no HTTPS', () => {
    const soft = run(probes({ unknownPaths: missing(200) }));
    expect(verdicts(soft)[0]).toBe('fail every-unknown-path-2xx');
    expect(soft.score).toBe(0);
    const http = 'http://site.test/';
    const plain = run(probes({ start: response(http), https: { url: HTTPS, result: failed(HTTPS, 'tls') }, http: null }), http);
    expect(verdicts(plain)).toEqual(['fail fails-without-https', 'fail no-https-answer', 'fail start-not-upgraded', 'pass real-404', 'pass redirects-ok']);
  });

  // checks.md 2026-12c: a page that answers a browser and the agents alike with 404, 410 or 5xx is broken, a finding of
  // http-semantics with the URLs and how each was found, with its own weight.
  it('lists the linked pages that are broken for everyone, with their status and how each was found, as one rule of its own', () => {
    const page = (path: string, status: number, browserStatus: number | null, foundBy: SitePages['pages'][number]['foundBy']) => ({ url: `${HTTPS}${path}`, status, browserStatus, broken: browserStatus !== null, foundBy });
    const sitePages: SitePages = {
      pages: [startOnly.pages[0]!, page('pricing', 200, null, ['start-page-link']), page('docs', 404, 404, ['sitemap', 'start-page-link']), page('blog', 503, 502, ['start-page-link'])],
      discovered: 3,
    };
    const outcome = run(probes(), HTTPS, sitePages);
    expect(verdicts(outcome)).toEqual(['pass https', 'pass http-redirects', 'pass real-404', 'pass redirects-ok', 'pass hsts', 'fail broken-linked-pages']);
    const broken = outcome.findings.find((finding) => finding.code === 'broken-linked-pages')!;
    expect(broken.message).toBe('2 of the 3 measured pages the site links answer 404, 503 to browsers and agents alike: broken links, not agents refused.');
    expect(broken.detail).toBe(`${HTTPS}docs — HTTP 404, found by sitemap and start page link; ${HTTPS}blog — HTTP 503 (browser: HTTP 502), found by start page link`);
    // Five rules of weight 1 and HTTPS of weight 2 pass; the broken pages' rule (weight 1) fails: 6 of 7.
    expect(outcome.score).toBe(86);
    const healthy = run(probes(), HTTPS, { pages: sitePages.pages.slice(0, 2), discovered: 1 });
    expect(verdicts(healthy).at(-1)).toBe('pass linked-pages-answer');
    expect(healthy.score).toBe(100);
  });

  it('names a start page that is broken for everyone, weighing it like HTTPS', () => {
    const outcome = run(probes({ start: response(HTTPS, { status: 503, headers: HSTS }) }), HTTPS, { pages: [{ url: HTTPS, status: 503, browserStatus: 503, broken: true, foundBy: ['start'] }], discovered: 0 });
    expect(verdicts(outcome).at(-1)).toBe('fail broken-start-page');
    expect(outcome.findings.at(-1)!.message).toBe('The start page answers HTTP 503 to a browser and the scanner alike: it is broken, not closed to agents.');
    // HTTPS (2) and four rules of weight 1 pass, the start page (2) fails: 6 of 8.
    expect(outcome.score).toBe(75);
  });

  it('names a certificate error as such', () => {
    const http = 'http://site.test/';
    const certificate = { ok: false as const, error: { code: 'tls' as const, message: 'certificate has expired (CERT_HAS_EXPIRED)', url: HTTPS, redirects: [] } };
    expect(verdicts(run(probes({ start: response(http), https: { url: HTTPS, result: certificate }, http: null }), http))[1]).toBe('fail certificate-error');
  });

  it('says "no HTTPS answers on this host", never a certificate message, when the port speaks no TLS', () => {
    const wrongVersion = Object.assign(new Error('write EPROTO wrong version number'), { code: 'ERR_SSL_WRONG_VERSION_NUMBER' });
    const classified = classifyError(new TypeError('fetch failed', { cause: wrongVersion }), 'site.test:8080');
    expect(classified).toEqual({ code: 'tls', message: 'site.test:8080 does not speak TLS on this port (ERR_SSL_WRONG_VERSION_NUMBER).', retryable: false });
    const error = { code: classified.code, message: classified.message, url: 'https://site.test:8080/', redirects: [] };
    const outcome = run(
      probes({ start: response('http://site.test:8080/', { type: 'text/html' }), https: { url: 'https://site.test:8080/', result: { ok: false, error } }, http: null }),
      'http://site.test:8080/',
    );
    const https = outcome.findings.find((finding) => finding.code === 'no-https-answer')!;
    expect(https.message).toBe('No HTTPS answers on this host.');
    expect(https.detail).toBe('https://site.test:8080/ — tls: site.test:8080 does not speak TLS on this port (ERR_SSL_WRONG_VERSION_NUMBER).');
    expect(https.hint).toBe('Serve the site over HTTPS at https://site.test:8080 (TLS on that port), then redirect http:// to it.');
    expect(outcome.findings.map((finding) => finding.code)).not.toContain('certificate-error');
  });
});
