// page-metadata (checks.md, check 14): run on hand-built HTML pages and canonical answers.
import { describe, expect, it } from 'vitest';
import { pageMetadata } from '../../../engine/checks/page-metadata.js';
import type { CanonicalInput } from '../../../engine/gather/canonical.js';
import { START, fetched, htmlPage, markup, runCheck, verdicts } from '../../helpers/engine/build.js';

const HEAD =
  '<title>A page title of fair length</title>' +
  '<meta name="description" content="A description of the page that is between fifty and one hundred sixty characters.">' +
  `<link rel="canonical" href="${START}">` +
  '<meta property="og:title" content="Page"><meta property="og:description" content="About the page">';

const SELF: CanonicalInput = { href: START, count: 1, result: fetched(START, { type: 'text/html' }), method: 'page' };

function run(head: string, canonical: CanonicalInput = SELF, lang = 'en') {
  return runCheck(pageMetadata, { page: { html: htmlPage(markup(head, '<p>x</p>', lang)), canonical } });
}

describe('page-metadata', () => {
  it('passes every item: title, description, language, canonical, Open Graph and charset', () => {
    const outcome = run(HEAD);
    expect(verdicts(outcome)).toEqual([
      'pass title-ok',
      'pass description-ok',
      'pass lang-ok',
      'pass canonical-self',
      'pass og-title-ok',
      'pass og-description-ok',
      'pass charset-meta',
    ]);
    expect(outcome.score).toBe(100);
  });

  it('scores the share of items right', () => {
    const outcome = run('<title>Short</title>', { href: null, count: 0, result: null, method: null }, 'english!');
    expect(verdicts(outcome)).toEqual([
      'fail title-length',
      'fail description-missing',
      'fail lang-invalid',
      'fail canonical-missing',
      'fail og-title-missing',
      'fail og-description-missing',
      'pass charset-meta',
    ]);
    expect(outcome.score).toBe(14);
  });

  it('judges the canonical URL: another host, relative, several, redirected or not 2xx', () => {
    const canonical = (input: Partial<CanonicalInput>) => verdicts(run(HEAD, { ...SELF, ...input }))[3];
    expect(canonical({ href: 'https://other.test/', method: null, result: null })).toBe('fail canonical-other-host');
    expect(canonical({ href: '/page', method: null, result: null })).toBe('fail canonical-relative');
    expect(canonical({ count: 2 })).toBe('fail canonical-multiple');
    const target = `${START}canonical`;
    expect(canonical({ href: target, method: 'HEAD', result: fetched(target, { status: 404 }) })).toBe('fail canonical-not-2xx');
    const moved = fetched(target, { finalUrl: `${START}elsewhere`, redirects: [{ url: target, status: 301, location: `${START}elsewhere` }] });
    expect(canonical({ href: target, method: 'HEAD', result: moved })).toBe('fail canonical-redirects');
    expect(canonical({ href: target, method: 'HEAD', result: fetched(target) })).toBe('pass canonical-ok');
  });

  it('scores 0 without a title, whatever else is right', () => {
    expect(run(HEAD.replace('<title>A page title of fair length</title>', '')).score).toBe(0);
  });
});
