import { describe, expect, it } from 'vitest';
import { html, type Routes } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';

const ID = 'product-data';
const check = useCheckAudit(ID);
const { measure } = check;

const page = (...jsonLd: unknown[]) =>
  html(
    `<html><body><h1>Anvil</h1>${jsonLd.map((v) => `<script type="application/ld+json">${typeof v === 'string' ? v : JSON.stringify(v)}</script>`).join('')}</body></html>`,
  );
const offer = (extra: Record<string, unknown> = {}) => ({
  '@type': 'Offer',
  price: 9.99,
  priceCurrency: 'USD',
  availability: 'https://schema.org/InStock',
  ...extra,
});
const product = (extra: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Anvil',
  image: 'https://shop.example/anvil.jpg',
  offers: offer(),
  ...extra,
});

describe('product-data', () => {
  it('passes a complete Product, also nested as an ItemPage main entity', async () => {
    const { result } = await measure({ '/': page(product()) });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.findings[0]!.message).toBe(
      'Product "Anvil" has name, image, offers, a numeric price, an ISO 4217 currency and schema.org availability.',
    );
    await check.site!.close();
    const nested = await measure({
      '/': page({
        '@context': 'https://schema.org',
        '@type': 'ItemPage',
        mainEntity: { ...product(), '@context': undefined },
      }),
    });
    expect(nested.result.score).toBe(100);
  });

  it('warns about a malformed price such as "$9.99"', async () => {
    const { result } = await measure({ '/': page(product({ offers: offer({ price: '$9.99' }) })) });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(83);
    expect(result.findings[0]!.message).toBe('Product "Anvil": price "$9.99" is not a plain number.');
  });

  it('warns about a currency that is not ISO 4217, a bad availability and a missing image', async () => {
    const { result } = await measure({
      '/': page(product({ image: undefined, offers: offer({ priceCurrency: 'US$', availability: 'available' }) })),
    });
    expect(result.score).toBe(50);
    expect(result.findings[0]!.message).toBe(
      'Product "Anvil": no image; priceCurrency "US$" is not an ISO 4217 code; availability "available" is not a schema.org ItemAvailability.',
    );
  });

  it('accepts a numeric string price, an AggregateOffer lowPrice and a schema: availability', async () => {
    const aggregate = {
      '@type': 'AggregateOffer',
      lowPrice: '19.50',
      priceCurrency: 'EUR',
      availability: 'schema:PreOrder',
    };
    const { result } = await measure({ '/': page(product({ offers: [aggregate] })) });
    expect(result.score).toBe(100);
  });

  it('warns about a product without offers', async () => {
    const { result } = await measure({ '/': page(product({ offers: undefined })) });
    expect(result.score).toBe(33);
    expect(result.findings[0]!.message).toBe('Product "Anvil": no offers.');
  });

  it('fails a page without product data, mentioning microdata and unparseable blocks', async () => {
    const { result } = await measure({ '/': page('{"@type": "Product", "name": "Anvil",}') });
    expect(result.status).toBe('fail');
    expect(result.findings.map((f) => f.status)).toEqual(['warn', 'fail']);
    expect(result.findings[0]!.message).toMatch(/^JSON-LD block 1 does not parse, so any product in it is lost: /);
    expect(result.findings[1]!.message).toBe('The page has no Product structured data.');
  });

  it('is applicable only for commerce', async () => {
    const api = await measure({ '/': page(product()) }, { profile: 'api' });
    expect(api.result.applicable).toBe(false);
    expect(api.result.score).toBe(100);
    await check.site!.close();
    const commerce = await measure({ '/': page(product()) }, { profile: 'commerce' });
    expect(commerce.result.applicable).toBe(true);
  });

  it('is an error on a page of a site scan that never answers', async () => {
    const routes: Routes = { '/': html(`<html><body><a href="/p">p</a></body></html>`), '/p': () => undefined };
    const { report } = await measure(routes, { maxPages: 2, timeout: 300 });
    expect(report.pages.map((p) => p.results[0]!.status)).toEqual(['fail', 'error']);
  });
});
