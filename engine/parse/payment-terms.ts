// What an HTTP 402 asks of the agent that received it (checks.md 2026-12d, "Priced is not refused"): the scheme that
// states the price and the price as stated. One reading, for the agent views, the journeys and agent-access.
// - crawler-price: Cloudflare pay per crawl answers 402 with `crawler-price: USD 0.01`, "the cost to access the
//   content" (developers.cloudflare.com/ai-crawl-control/features/pay-per-crawl/use-pay-per-crawl-as-ai-owner/crawl-pages);
//   a crawler pays by retrying with `crawler-exact-price` or `crawler-max-price`. A response that states its price as
//   `crawler-exact-price` is read the same way (issue 62 names both).
// - x402: a PAYMENT-REQUIRED header (v2, base64 JSON) or a JSON body (v1) with `accepts[]` options of scheme, network,
//   amount (v1: maxAmountRequired) in the asset's smallest unit, asset and payTo (coinbase/x402).
// - mpp: `WWW-Authenticate: Payment` (draft-httpauth-payment-01, the Machine Payments Protocol), whose `request`
//   parameter is base64url JSON; its amount and currency are read where the request names them (the charge intent's
//   fields were not found in a published source, so nothing else is assumed).
// - none: a 402 that states no terms an agent could pay by.
import { isObject } from './json-values.js';
import { parseStrictJson } from './strict-json.js';
import { parseWwwAuthenticate } from './www-authenticate.js';
import type { PaymentTerms } from './payment-words.js';

export { PAYMENT_SCHEMES, priceWords, schemeName, type PaymentScheme, type PaymentTerms } from './payment-words.js';

/** Cloudflare's price format: an ISO 4217 currency, a space, a decimal amount ("USD 0.01"). */
const CRAWLER_PRICE = /^[A-Z]{3} \d{1,12}(\.\d{1,12})?$/;
/** A price we quote is at most this long (it is a site's text). */
const PRICE_CHARACTERS = 80;

interface PricedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body, when the caller has it (x402 v1 states its terms there). */
  body?: Uint8Array | string;
}

/** The terms of a 402 answer; null for any other status. */
export function paymentTermsOf(answer: PricedAnswer): PaymentTerms | null {
  if (answer.status !== 402) return null;
  const crawlerPrice = answer.headers['crawler-price'] ?? answer.headers['crawler-exact-price'];
  if (crawlerPrice !== undefined) {
    const value = crawlerPrice.trim();
    return { scheme: 'crawler-price', price: CRAWLER_PRICE.test(value) ? value : null };
  }
  const x402 = x402Terms(answer);
  if (x402) return x402;
  const mpp = mppTerms(answer.headers['www-authenticate']);
  if (mpp) return mpp;
  return { scheme: 'none', price: null };
}

function bounded(text: string): string {
  return text.length > PRICE_CHARACTERS ? `${text.slice(0, PRICE_CHARACTERS - 1)}…` : text;
}

function x402Terms(answer: PricedAnswer): PaymentTerms | null {
  let value: unknown = null;
  const header = answer.headers['payment-required'];
  if (header !== undefined) {
    const json = parseStrictJson(Buffer.from(header, 'base64'));
    value = json.ok ? json.value : null;
    if (!isObject(value)) return { scheme: 'x402', price: null };
  } else if (answer.body !== undefined && answer.body.length > 0) {
    const json = parseStrictJson(answer.body);
    if (!json.ok || !isObject(json.value) || !('x402Version' in json.value || 'accepts' in json.value)) return null;
    value = json.value;
  } else {
    return null;
  }
  const option = isObject(value) && Array.isArray(value.accepts) ? value.accepts.find(isObject) : undefined;
  if (!option) return { scheme: 'x402', price: null };
  const amount = typeof option.amount === 'string' ? option.amount : typeof option.maxAmountRequired === 'string' ? option.maxAmountRequired : null;
  const extra = isObject(option.extra) ? option.extra : {};
  const asset = typeof extra.name === 'string' ? extra.name : typeof option.asset === 'string' ? option.asset : null;
  if (amount === null || !/^\d{1,78}$/.test(amount) || asset === null) return { scheme: 'x402', price: null };
  const network = typeof option.network === 'string' ? ` on ${option.network}` : '';
  return { scheme: 'x402', price: bounded(`${amount} smallest units of ${asset}${network}`) };
}

function mppTerms(header: string | undefined): PaymentTerms | null {
  if (!header) return null;
  const challenge = parseWwwAuthenticate(header).find((item) => item.scheme === 'payment');
  if (!challenge) return null;
  const request = challenge.params.request;
  if (!request) return { scheme: 'mpp', price: null };
  const json = parseStrictJson(Buffer.from(request, 'base64url'));
  const value = json.ok && isObject(json.value) ? json.value : null;
  const amount = value && (typeof value.amount === 'string' || typeof value.amount === 'number') ? String(value.amount) : null;
  const currency = value && typeof value.currency === 'string' ? value.currency : null;
  return { scheme: 'mpp', price: amount !== null && currency !== null && /^\d{1,78}(\.\d{1,18})?$/.test(amount) ? bounded(`${amount} ${currency}`) : null };
}
