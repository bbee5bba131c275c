// Markers that tell what kind of site a page belongs to (used by profile auto-detection).
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { queryAll } from './select.js';

export interface SiteSignal {
  /** Product name, e.g. "Docusaurus" or "Shopify". */
  name: string;
  /** What was seen, short enough for a finding. */
  evidence: string;
}

interface Marker {
  name: string;
  /** Matched against `<meta name="generator">`. */
  generator?: RegExp;
  /** CSS selector whose presence is a marker. */
  selector?: string;
  /** Matched against script and stylesheet URLs. */
  assetUrl?: RegExp;
  /** Response header names whose presence is a marker. */
  header?: string;
}

// Each generator's own markers, as its real output carries them (generator meta, layout ids and classes, asset paths).
const DOCS_GENERATORS: readonly Marker[] = [
  { name: 'Docusaurus', generator: /docusaurus/i, selector: '#__docusaurus, .theme-doc-markdown' },
  { name: 'MkDocs', generator: /mkdocs/i, selector: '[data-md-component]' },
  // Sphinx pages carry Docutils' generator tag and the _static scripts every Sphinx theme loads.
  {
    name: 'Sphinx',
    generator: /sphinx|docutils/i,
    selector: '.sphinxsidebar, div[role="main"].document, .wy-nav-content',
    assetUrl: /_static\/(?:documentation_options|doctools|sphinx_highlight)\.js/i,
  },
  { name: 'Quarto', generator: /quarto/i, selector: '#quarto-content, #quarto-document-content', assetUrl: /site_libs\/quarto-/i },
  // nbdev builds with Quarto; its show_doc cells carry a floated "source" link to the module on GitHub.
  { name: 'nbdev', generator: /nbdev/i, selector: '.cell-output a[target="_blank"][href*="/blob/"][style*="float:right"]' },
  { name: 'GitBook', generator: /gitbook/i, assetUrl: /gitbook/i },
  { name: 'Mintlify', generator: /mintlify/i, assetUrl: /mintlify|mintcdn\.com/i },
  { name: 'Nextra', generator: /nextra/i, selector: '.nextra-content, .nextra-nav-container, .nextra-sidebar-container, .nextra-toc' },
  { name: 'VitePress', generator: /vitepress/i, selector: '.VPDoc, #VPContent' },
  { name: 'VuePress', generator: /vuepress/i, selector: '.theme-default-content' },
  { name: 'Starlight', generator: /starlight/i, selector: '.sl-markdown-content' },
  { name: 'ReadMe', generator: /readme\.(io|com)|\breadme\b/i, assetUrl: /readme\.(io|com)/i },
  { name: 'Read the Docs', generator: /read the docs/i, assetUrl: /readthedocs/i },
  { name: 'Docsify', generator: /docsify/i, assetUrl: /docsify/i },
  { name: 'Redocly', generator: /redoc/i, selector: 'redoc, [data-role="redoc"]' },
  { name: 'Fern', generator: /buildwithfern|\bfern\b/i },
  { name: 'Hugo Docsy', generator: /docsy/i, selector: '.td-main' },
  { name: 'Antora', generator: /antora/i },
  { name: 'Docus', generator: /\bdocus\b/i },
];

const SHOP_PLATFORMS: readonly Marker[] = [
  {
    name: 'Shopify',
    generator: /shopify/i,
    assetUrl: /cdn\.shopify\.com|shopifycdn/i,
    header: 'x-shopify-stage',
    selector: 'meta[name="shopify-digital-wallet"], link[href*="cdn.shopify.com"]',
  },
  {
    name: 'WooCommerce',
    generator: /woocommerce/i,
    selector: 'body.woocommerce, body.woocommerce-page, .woocommerce',
    assetUrl: /woocommerce/i,
  },
  {
    name: 'Magento',
    generator: /magento/i,
    assetUrl: /\/static\/version\d+\/frontend\/|mage\//i,
    selector: '[data-mage-init], script[type="text/x-magento-init"]',
  },
  { name: 'BigCommerce', generator: /bigcommerce/i, assetUrl: /bigcommerce\.com/i },
  { name: 'PrestaShop', generator: /prestashop/i, assetUrl: /prestashop/i },
  { name: 'Shopware', generator: /shopware/i, assetUrl: /shopware/i },
  { name: 'Salesforce Commerce Cloud', assetUrl: /demandware/i },
  { name: 'Wix Stores', generator: /wix\.com/i, assetUrl: /wixstores|ecom\.wixapps/i },
  {
    name: 'Squarespace Commerce',
    generator: /squarespace/i,
    selector: '[data-commerce-product-id], .sqs-add-to-cart-button',
  },
  { name: 'Ecwid', assetUrl: /ecwid\.com/i },
  { name: 'OpenCart', generator: /opencart/i, assetUrl: /catalog\/view\/theme/i },
];

interface PageMarkers {
  generators: string[];
  assets: string[];
  /** Every element any marker selector or marker attribute could be read from, in document order. */
  candidates: Cheerio<AnyNode>;
}

/** One selector for every marker of a list: most pages match none, and one DOM walk then answers for all. */
function anySelector(markers: readonly Marker[]): string {
  return markers.flatMap((marker) => (marker.selector ? [marker.selector] : [])).join(', ');
}

const GENERATOR_META = 'meta[name="generator" i]';
const ASSET_REFERENCES = 'script[src], link[href]';
const ANY_SELECTOR = new Map([DOCS_GENERATORS, SHOP_PLATFORMS].map((markers) => [markers, anySelector(markers)]));
// Walking the whole document costs more than matching: one walk finds the generator tags, the asset references and
// every element a docs or shop marker selector matches; later questions are asked of those few elements only.
const CANDIDATES = [GENERATOR_META, ASSET_REFERENCES, ...ANY_SELECTOR.values()].join(', ');

// Docs and shop detection both read the generator meta tags and asset URLs of the same start page: read once.
const pageMarkersOf = new WeakMap<CheerioAPI, PageMarkers>();

function pageMarkers($: CheerioAPI): PageMarkers {
  let markers = pageMarkersOf.get($);
  if (markers === undefined) {
    const candidates = $(queryAll($, CANDIDATES).slice());
    markers = {
      generators: candidates
        .filter(GENERATOR_META)
        .toArray()
        .map((el) => $(el).attr('content') ?? ''),
      assets: candidates
        .filter(ASSET_REFERENCES)
        .toArray()
        .map((el) => $(el).attr('src') ?? $(el).attr('href') ?? ''),
      candidates,
    };
    pageMarkersOf.set($, markers);
  }
  return markers;
}

function detect($: CheerioAPI, markers: readonly Marker[], headers: Record<string, string>): SiteSignal[] {
  const { generators, assets, candidates } = pageMarkers($);
  // Every element the list's selectors match is among the candidates (CANDIDATES joins the selectors of both lists).
  const selectorsMayMatch = candidates.is(ANY_SELECTOR.get(markers)!);
  const found: SiteSignal[] = [];
  for (const marker of markers) {
    const generator = marker.generator ? generators.find((g) => marker.generator!.test(g)) : undefined;
    const asset = marker.assetUrl ? assets.find((url) => marker.assetUrl!.test(url)) : undefined;
    let evidence: string | null = null;
    if (generator !== undefined) evidence = `<meta name="generator" content="${generator.slice(0, 80)}">`;
    else if (marker.header && headers[marker.header] !== undefined) evidence = `response header ${marker.header}`;
    else if (selectorsMayMatch && marker.selector && candidates.is(marker.selector)) evidence = `page markup matches ${marker.selector}`;
    else if (asset !== undefined) evidence = `asset ${asset.slice(0, 100)}`;
    if (evidence !== null) found.push({ name: marker.name, evidence });
  }
  return found;
}

/** Documentation generators the page was built with (Docusaurus, MkDocs, Sphinx, GitBook, Mintlify, ...). */
export function detectDocsGenerator($: CheerioAPI, headers: Record<string, string> = {}): SiteSignal[] {
  return detect($, DOCS_GENERATORS, headers);
}

/** Shop platforms the page runs on (Shopify, WooCommerce, Magento, BigCommerce, ...). */
export function detectShopPlatform($: CheerioAPI, headers: Record<string, string> = {}): SiteSignal[] {
  return detect($, SHOP_PLATFORMS, headers);
}
