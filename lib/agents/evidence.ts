// Evidence is kept only when the quote really occurs on the quoted URL: in the text the agent read there, else in a
// fresh read through the same browser. A quote that is not found is dropped, with the reason.
import type { AgentBrowser } from './browser';
import type { Evidence } from './types';

const MAX_EVIDENCE = 5;
const MAX_QUOTE = 500;

/** Whitespace collapsed, typographic quotes and dashes made plain, case folded. */
export function normalizeForQuote(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export function quoteOccurs(quote: string, text: string): boolean {
  const wanted = normalizeForQuote(quote);
  return wanted.length > 0 && normalizeForQuote(text).includes(wanted);
}

export interface VerifiedEvidence {
  accepted: Evidence[];
  /** One sentence per rejected quote. */
  rejections: string[];
}

export async function verifyEvidence(browser: AgentBrowser, claimed: readonly Evidence[]): Promise<VerifiedEvidence> {
  const accepted: Evidence[] = [];
  const rejections: string[] = [];
  for (const item of claimed.slice(0, MAX_EVIDENCE)) {
    const quote = item.quote.trim();
    if (!quote || quote.length > MAX_QUOTE) {
      rejections.push(`Evidence for ${item.url} was rejected: a quote must be 1 to ${MAX_QUOTE} characters.`);
      continue;
    }
    let url: string;
    try {
      url = new URL(item.url, browser.origin).href;
    } catch {
      rejections.push(`Evidence was rejected: "${item.url}" is not a URL.`);
      continue;
    }
    let text = browser.textOf(url);
    if (text === undefined) {
      const page = await browser.open(url);
      text = page.ok ? page.text : undefined;
    }
    if (text !== undefined && quoteOccurs(quote, text)) accepted.push({ url, quote });
    else rejections.push(`Evidence rejected: the quote "${shortQuote(quote)}" does not occur on ${url}.`);
  }
  return { accepted, rejections };
}

function shortQuote(quote: string): string {
  return quote.length > 80 ? `${quote.slice(0, 79)}…` : quote;
}
