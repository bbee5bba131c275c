// The words for what an HTTP 402 asks (checks.md 2026-12d), without the parsing (payment-terms.ts): the sentences, the
// dashboard and the CLI name the scheme and the price from here, in light bundles too.
export const PAYMENT_SCHEMES = ['crawler-price', 'x402', 'mpp', 'none'] as const;
export type PaymentScheme = (typeof PAYMENT_SCHEMES)[number];

export interface PaymentTerms {
  scheme: PaymentScheme;
  /** The price as the answer states it ("USD 0.01"; x402 and MPP: amount and asset as sent); null when none is stated. */
  price: string | null;
}

/** "USD 0.01 a request", "x402: 10000 smallest units of USDC on base a request", "no price stated". */
export function priceWords(terms: PaymentTerms): string {
  if (terms.price === null) return terms.scheme === 'none' ? 'HTTP 402, no price stated' : `${schemeName(terms.scheme)}, no price it states could be read`;
  return terms.scheme === 'crawler-price' ? `${terms.price} a request` : `${schemeName(terms.scheme)}: ${terms.price} a request`;
}

export function schemeName(scheme: PaymentScheme): string {
  return { 'crawler-price': 'pay per crawl (crawler-price)', x402: 'x402', mpp: 'MPP', none: 'a bare 402' }[scheme];
}
