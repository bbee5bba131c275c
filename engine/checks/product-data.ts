import {
  extractJsonLd,
  isBrokenBlock,
  productEntities,
  stringProperty,
  typesOf,
  type JsonLdNode,
} from '../parse/html.js';
import { queryAll } from '../parse/select.js';
import { about, fail, outcome, pass, warn, type DraftFinding } from '../findings.js';
import { ISO_4217 } from '../parse/currencies.js';
import { defineCheck } from './define.js';

const CODES = {
  'block-unparseable': 'A JSON-LD block does not parse, so any product in it is lost (subject: the block).',
  'microdata-only': 'The page has Product microdata but no Product JSON-LD.',
  'no-product': 'The page has no Product structured data.',
  'product-complete': 'A product has name, image, offers, a numeric price, an ISO 4217 currency and availability (subject: its name).',
  'product-incomplete': 'A product lacks properties or has malformed ones (subject: its name).',
} as const;
type Code = keyof typeof CODES;

const OFFER_TYPES = new Set(['Offer', 'AggregateOffer']);

const AVAILABILITY = new Set([
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'Reserved',
  'SoldOut',
]);

const EXAMPLE =
  '{"@context": "https://schema.org", "@type": "Product", "name": "…", "image": "https://…/photo.jpg", "offers": {"@type": "Offer", "price": 9.99, "priceCurrency": "USD", "availability": "https://schema.org/InStock"}}';

interface Property {
  name: string;
  ok: boolean;
  problem: string | null;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

function isNumericPrice(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0;
  return typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim());
}

function availabilityOk(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = /^(?:https?:\/\/schema\.org\/|schema:)?([A-Za-z]+)$/.exec(value.trim());
  return match !== null && AVAILABILITY.has(match[1]!);
}

function offerProperties(offers: JsonLdNode[]): Property[] {
  const offer = offers[0];
  if (offer === undefined) return [{ name: 'offers', ok: false, problem: 'no offers' }];
  const aggregate = typesOf(offer).includes('AggregateOffer');
  const priceKey = aggregate && offer['price'] === undefined ? 'lowPrice' : 'price';
  const price = offer[priceKey];
  const currency = offer['priceCurrency'] ?? (offer['priceSpecification'] as JsonLdNode | undefined)?.['priceCurrency'];
  const availability = offer['availability'];
  return [
    { name: 'offers', ok: true, problem: null },
    {
      name: priceKey,
      ok: isNumericPrice(price ?? (offer['priceSpecification'] as JsonLdNode | undefined)?.['price']),
      problem: price === undefined ? `no ${priceKey}` : `${priceKey} ${JSON.stringify(price)} is not a plain number`,
    },
    {
      name: 'priceCurrency',
      ok: typeof currency === 'string' && ISO_4217.has(currency.trim()),
      problem:
        currency === undefined
          ? 'no priceCurrency'
          : `priceCurrency ${JSON.stringify(currency)} is not an ISO 4217 code`,
    },
    {
      name: 'availability',
      ok: availabilityOk(availability),
      problem:
        availability === undefined
          ? 'no availability'
          : `availability ${JSON.stringify(availability)} is not a schema.org ItemAvailability`,
    },
  ];
}

function productProperties(product: JsonLdNode): Property[] {
  const offers = asList(product['offers']).filter(
    (o): o is JsonLdNode =>
      typeof o === 'object' &&
      o !== null &&
      (typesOf(o as JsonLdNode).some((t) => OFFER_TYPES.has(t)) || (o as JsonLdNode)['price'] !== undefined),
  );
  const image = asList(product['image']).some(
    (i) =>
      (typeof i === 'string' && i.trim() !== '') ||
      (typeof i === 'object' && i !== null && typeof (i as JsonLdNode)['url'] === 'string'),
  );
  return [
    { name: 'name', ok: stringProperty(product, 'name') !== null, problem: 'no name' },
    { name: 'image', ok: image, problem: 'no image' },
    ...offerProperties(offers),
  ];
}

export const productData = defineCheck({
  meta: {
    id: 'product-data',
    name: 'Product data',
    description:
      'Reads Product JSON-LD: shopping agents compare name, image, price, currency and availability from it without scraping the page.',
    category: 'Commerce',
    scope: 'page',
    profiles: ['commerce'],
    codes: CODES,
  },
  requires: { page: ['html'] },
  run({ page: { html: page } }) {
    const { $, response } = page;
    const blocks = extractJsonLd($);
    const findings: Array<DraftFinding<Code>> = blocks
      .filter(isBrokenBlock)
      .map((b) =>
        about(
          `JSON-LD block ${b.index + 1}`,
          warn(
            'block-unparseable',
            `JSON-LD block ${b.index + 1} does not parse, so any product in it is lost: ${b.error}`,
            `${response.finalUrl}${b.line ? `, line ${b.line}` : ''}`,
            'Fix the JSON syntax.',
          ),
        ),
      );
    const products = productEntities(blocks);
    if (products.length === 0) {
      const microdata = queryAll($, '[itemtype*="schema.org/Product"]').length > 0;
      findings.push(
        fail(
          microdata ? 'microdata-only' : 'no-product',
          microdata
            ? 'The page has Product microdata but no Product JSON-LD.'
            : 'The page has no Product structured data.',
          response.finalUrl,
          `Add Product JSON-LD, e.g. ${EXAMPLE}`,
        ),
      );
      return outcome(0, findings);
    }
    const scores = products.slice(0, 20).map((product) => {
      const properties = productProperties(product);
      const name = stringProperty(product, 'name') ?? '(unnamed)';
      const label = `Product "${name}"`;
      const problems = properties.filter((p) => !p.ok);
      if (problems.length === 0)
        findings.push(
          about(name, pass(
            'product-complete',
            `${label} has name, image, offers, a numeric price, an ISO 4217 currency and schema.org availability.`,
            response.finalUrl,
            null,
          )),
        );
      else
        findings.push(
          about(name, warn(
            'product-incomplete',
            `${label}: ${problems.map((p) => p.problem).join('; ')}.`,
            response.finalUrl,
            `Complete the product, e.g. ${EXAMPLE}`,
          )),
        );
      return (100 * (properties.length - problems.length)) / 6;
    });
    return outcome(scores.reduce((a, b) => a + b, 0) / scores.length, findings);
  },
});
