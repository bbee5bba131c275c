// checks.md Profiles (2026-11): Offers that only price a service or an app, as SaaS pricing tiers do, do not make a
// site commerce under profile auto; Product data and an Offer of goods still do.
import { describe, expect, it } from 'vitest';
import { audit } from '../../../engine/index.js';
import { html } from '../../helpers/site.js';
import { useFixtureSites } from '../../helpers/check-audit.js';

const start = useFixtureSites();

const page = (jsonLd: unknown) =>
  html(`<!doctype html><html lang="en"><head><title>Plans</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><main><h1>Plans</h1></main></body></html>`);

async function resolved(jsonLd: unknown): Promise<string[]> {
  const site = await start({ '/': page(jsonLd) });
  const report = await audit(site.url, { checks: ['product-data'], allowPrivateTargets: true, retries: 0 });
  return report.resolvedProfiles.map((profile) => profile.profile);
}

const tier = (name: string, price: string) => ({
  '@type': 'Offer',
  name,
  price,
  priceCurrency: 'EUR',
  priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'EUR', billingDuration: 'P1M' },
});

describe('commerce detection and priced services', () => {
  it('SaaS tiers (offers of a SoftwareApplication, or billed per month) are not commerce', async () => {
    expect(await resolved({ '@context': 'https://schema.org', '@type': 'SoftwareApplication', name: 'Gauge', offers: [tier('Pro', '19')] })).toEqual(['base']);
    expect(await resolved({ '@context': 'https://schema.org', '@graph': [tier('Pro', '19'), tier('Team', '49')] })).toEqual(['base']);
    expect(await resolved({ '@context': 'https://schema.org', '@type': 'Offer', price: '19', priceCurrency: 'EUR', itemOffered: { '@type': 'Service', name: 'Audits' } })).toEqual(['base']);
  });

  it('a Product, or an Offer of goods, is commerce', async () => {
    expect(await resolved({ '@context': 'https://schema.org', '@type': 'Product', name: 'Mug', offers: { '@type': 'Offer', price: '28.00', priceCurrency: 'EUR' } })).toEqual(['base', 'commerce']);
    expect(await resolved({ '@context': 'https://schema.org', '@type': 'Offer', price: '28.00', priceCurrency: 'EUR', itemOffered: { '@type': 'Product', name: 'Mug' } })).toEqual(['base', 'commerce']);
  });
});
