// sitemap (checks.md, check 2): run on hand-built sitemap artifacts.
import { describe, expect, it } from 'vitest';
import { sitemap } from '../../../engine/checks/sitemap.js';
import type { SitemapArtifact, SitemapDocument } from '../../../engine/gather/sitemap.js';
import { ORIGIN, runCheck, sitemapDocument, urlset, verdicts } from '../../helpers/engine/build.js';

const LISTED = `${ORIGIN}/sitemap.xml`;

function artifact(documents: SitemapDocument[], children: SitemapDocument[] = [], listedInRobots = [LISTED]): SitemapArtifact {
  const found = documents.find((document) => document.problem === null) ?? null;
  return { listedInRobots, documents, found, children, urls: [] };
}

const run = (value: SitemapArtifact) => runCheck(sitemap, { origin: { sitemap: value } });

describe('sitemap', () => {
  it('passes a urlset listed in robots.txt whose entries are absolute same-host URLs with lastmod', () => {
    const xml = urlset([{ loc: `${ORIGIN}/a`, lastmod: '2026-01-02' }, { loc: `${ORIGIN}/b`, lastmod: '2026-01-03T10:00:00Z' }]);
    const outcome = run(artifact([sitemapDocument(LISTED, xml)]));
    expect(verdicts(outcome)).toEqual(['pass found', 'pass listed-in-robots', 'pass entries-ok', 'pass lastmod-ok']);
    expect(outcome.score).toBe(100);
  });

  it('warns about a sitemap found only by probing, in another namespace, with foreign entries and no lastmod', () => {
    const xml = urlset([{ loc: 'https://other.test/a' }, { loc: '/relative' }], 'http://example.com/ns');
    const outcome = run(artifact([sitemapDocument(LISTED, xml, 'probe')], [], []));
    expect(verdicts(outcome)).toEqual([
      'pass found',
      'warn wrong-namespace',
      'warn not-in-robots',
      'warn relative-entries',
      'warn foreign-entries',
      'warn lastmod-missing',
    ]);
    expect(outcome.score).toBe(30);
  });

  it('warns about sitemaps robots.txt lists that cannot be used, and broken children of an index', () => {
    const broken = sitemapDocument(`${ORIGIN}/old.xml`, null, 'robots', 410);
    const index = `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${ORIGIN}/s1.xml</loc></sitemap></sitemapindex>`;
    const child = sitemapDocument(`${ORIGIN}/s1.xml`, '<not xml', 'index');
    const outcome = run(artifact([broken, sitemapDocument(LISTED, index)], [child], [broken.url, LISTED]));
    expect(verdicts(outcome)).toEqual(['pass found', 'pass listed-in-robots', 'warn broken-listed', 'warn broken-children', 'pass entries-ok', 'warn lastmod-missing']);
  });

  it('fails when none is found, telling each unusable document apart by its URL', () => {
    const doctype = sitemapDocument(LISTED, '<?xml version="1.0"?><!DOCTYPE urlset [<!ENTITY a "b">]><urlset/>');
    const absent = sitemapDocument(`${ORIGIN}/sitemap_index.xml`, null, 'probe');
    const html = sitemapDocument(`${ORIGIN}/sitemap-index.xml`, '<html><body>Home</body></html>', 'probe');
    const feed = sitemapDocument(`${ORIGIN}/sitemap.xml.gz`, '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"/>', 'probe');
    const outcome = run({ listedInRobots: [LISTED], documents: [doctype, absent, html, feed], found: null, children: [], urls: [] });
    expect(verdicts(outcome)).toEqual([`fail doctype ${LISTED}`, `fail file-html ${html.url}`, `fail not-sitemap ${feed.url}`, 'fail not-found']);
    expect(outcome.score).toBe(0);
  });
});
