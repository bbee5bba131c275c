// product-data (checks.md, check 25): run on hand-built pages with Product JSON-LD.
import { describe, expect, it } from 'vitest';
import { productData } from '../../../engine/checks/product-data.js';
import { htmlPage, markup, runCheck, verdicts } from '../../helpers/engine/build.js';

const ld = (value: unknown) => `<script type="application/ld+json">${typeof value === 'string' ? value : JSON.stringify(value)}</script>`;
const run = (head: string, body = '') => runCheck(productData, { page: { html: htmlPage(markup(head, body)) } });
const MUG = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Mug',
  image: 'https://site.test/mug.jpg',
  offers: { '@type': 'Offer', price: 9.99, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
};

describe('product-data', () => {
  it('passes a complete product', () => {
    const outcome = run(ld(MUG));
    expect(verdicts(outcome)).toEqual(['pass product-complete Mug']);
    expect(outcome.score).toBe(100);
  });

  it('scores each product by its share of properties right, and warns about blocks that do not parse', () => {
    const cup = { ...MUG, name: 'Cup', image: undefined, offers: { ...MUG.offers, price: '$9.99', priceCurrency: 'dollars' } };
    const outcome = run(ld(MUG) + ld(cup) + ld('{broken'));
    expect(verdicts(outcome)).toEqual(['warn block-unparseable JSON-LD block 3', 'pass product-complete Mug', 'warn product-incomplete Cup']);
    expect(outcome.findings[2]!.message).toBe('Product "Cup": no image; price "$9.99" is not a plain number; priceCurrency "dollars" is not an ISO 4217 code.');
    expect(outcome.score).toBe(75);
  });

  it('fails without Product JSON-LD, naming microdata when that is all there is', () => {
    expect(verdicts(run(''))).toEqual(['fail no-product']);
    expect(verdicts(run('', '<div itemscope itemtype="https://schema.org/Product"></div>'))).toEqual(['fail microdata-only']);
  });
});
