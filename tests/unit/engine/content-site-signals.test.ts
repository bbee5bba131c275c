// The page markers profile auto-detection reads (engine/parse/signals.ts), proven through the report's resolved profiles.
import { afterEach, describe, expect, it } from 'vitest';
import { audit } from '../../../engine/index.js';
import { html, serveSite, type FixtureSite, type Route } from '../../helpers/site.js';

let site: FixtureSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function evidenceFor(start: Route) {
  site = await serveSite({ '/': start });
  const report = await audit(site.url, { checks: ['server-rendered-content'], allowPrivateTargets: true, retries: 0 });
  const of = (profile: string) => report.resolvedProfiles.find((p) => p.profile === profile)?.evidence ?? [];
  return { docs: of('docs'), commerce: of('commerce') };
}

describe('site signals for profile detection', () => {
  it('recognises a documentation generator from <meta name="generator">', async () => {
    const { docs, commerce } = await evidenceFor(
      html('<html><head><meta name="generator" content="Docusaurus v3.8.1"></head><body><h1>Docs</h1></body></html>'),
    );
    expect(docs).toHaveLength(1);
    expect(docs[0]).toContain('Docusaurus');
    expect(docs[0]).toContain('<meta name="generator" content="Docusaurus v3.8.1">');
    expect(commerce).toEqual([]);
  });

  it('recognises MkDocs and Sphinx from their markup', async () => {
    const mkdocs = await evidenceFor(
      html('<html><body><div data-md-component="content"><h1>Docs</h1></div></body></html>'),
    );
    expect(mkdocs.docs[0]).toMatch(/MkDocs.*\[data-md-component\]/);
    await site!.close();
    const sphinx = await evidenceFor(html('<html><body><div class="sphinxsidebar"></div></body></html>'));
    expect(sphinx.docs[0]).toContain('Sphinx');
  });

  it('recognises Shopify from its CDN assets and headers, and WooCommerce from its body class', async () => {
    const shopify = await evidenceFor({
      status: 200,
      headers: { 'content-type': 'text/html', 'x-shopify-stage': 'production' },
      body: '<html><head><script src="https://cdn.shopify.com/s/files/1/theme.js"></script></head><body></body></html>',
    });
    expect(shopify.commerce.some((e) => e.includes('Shopify') && e.includes('x-shopify-stage'))).toBe(true);
    expect(shopify.docs).toEqual([]);
    await site!.close();
    const woo = await evidenceFor(html('<html><body class="home woocommerce-page"><h1>Shop</h1></body></html>'));
    expect(woo.commerce.some((e) => e.includes('WooCommerce'))).toBe(true);
  });

  it('finds no docs or shop markers on an ordinary blog', async () => {
    const blog = await evidenceFor(
      html('<html><head><meta name="generator" content="WordPress 6.8.3"></head><body><h1>Blog</h1></body></html>'),
    );
    expect(blog).toEqual({ docs: [], commerce: [] });
  });
});
