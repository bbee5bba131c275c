// structured-data (checks.md, check 13): run on hand-built HTML pages with JSON-LD.
import { describe, expect, it } from 'vitest';
import { structuredData } from '../../../engine/checks/structured-data.js';
import { START, htmlPage, markup, runCheck, verdicts } from '../../helpers/engine/build.js';

const ld = (value: unknown) => `<script type="application/ld+json">${typeof value === 'string' ? value : JSON.stringify(value)}</script>`;
const run = (head: string, url = START, body = '') => runCheck(structuredData, { page: { html: htmlPage(markup(head, body), { url }) } }, { url });
const ORG = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Site', url: START };

describe('structured-data', () => {
  it('passes a start page that declares its Organization with name and url', () => {
    expect(verdicts(run(ld(ORG)))).toEqual(['pass entity-complete']);
  });

  it('judges other pages by their main entity, and warns about incomplete entities and other vocabularies', () => {
    const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'News', '@id': `${START}news` };
    expect(verdicts(run(ld(article), `${START}news`))).toEqual(['pass entity-complete']);
    const outcome = run(ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Site' }) + ld({ '@context': 'https://example.com/vocab', '@type': 'Thing' }));
    expect(verdicts(outcome)).toEqual(['warn block-not-schema-org JSON-LD block 2', 'warn entity-incomplete']);
    expect(outcome.score).toBe(40);
    expect(verdicts(run(ld({ '@context': 'https://schema.org', '@type': 'Product', name: 'Mug' })))).toEqual(['warn missing-site-entity']);
    expect(verdicts(run(ld({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'S', url: START }), `${START}page`))).toEqual(['warn missing-main-entity']);
  });

  it('gives partial credit for microdata only, and fails without structured data or with a block that does not parse', () => {
    expect(verdicts(run('', START, '<div itemscope itemtype="https://schema.org/Organization"></div>'))).toEqual(['warn microdata-only']);
    expect(verdicts(run(''))).toEqual(['fail none']);
    expect(verdicts(run(ld('{"@type": "Organization",}') + ld('{oops')))).toEqual(['fail block-unparseable JSON-LD block 1', 'fail block-unparseable JSON-LD block 2']);
  });

  it('names exactly what the site entity lacks: an Organization with a name but no url says the url is missing', () => {
    const noUrl = run(ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Site' }));
    expect(noUrl.findings[0]).toMatchObject({
      code: 'entity-incomplete',
      message: 'The JSON-LD declares Organization "Site" but without url.',
      hint: 'Give the entity an absolute "url" (for an Organization or WebSite: the home page).',
    });
    const noName = run(ld({ '@context': 'https://schema.org', '@type': 'Organization', url: START }));
    expect(noName.findings[0]!.message).toBe('The JSON-LD declares Organization but without name.');
    const neither = run(ld({ '@context': 'https://schema.org', '@type': 'WebSite' }));
    expect(neither.findings[0]!.message).toBe('The JSON-LD declares WebSite but without name and url.');
  });
});
