import type { CheerioAPI } from 'cheerio';
import { fail, outcome, pass, shareOfRules, type DraftFinding } from '../findings.js';
import type { CanonicalInput } from '../gather/canonical.js';
import { collapseWhitespace } from '../parse/html.js';
import { queryFirst } from '../parse/select.js';
import { sameHostAbsolute } from '../parse/urls.js';
import { defineCheck } from './define.js';
import { excerpt } from './helpers/excerpt.js';

const CODES = {
  'title-missing': 'The page has no <title>.',
  'title-length': 'The title is outside 10–70 characters.',
  'title-ok': 'The title is 10–70 characters long.',
  'description-missing': 'The page has no meta description.',
  'description-length': 'The meta description is outside 50–160 characters.',
  'description-ok': 'The meta description is 50–160 characters long.',
  'lang-missing': 'The <html> element has no lang attribute.',
  'lang-invalid': 'The lang attribute is not a BCP 47 language tag.',
  'lang-ok': 'The page declares its language.',
  'canonical-missing': 'The page declares no canonical URL.',
  'canonical-multiple': 'The page declares several canonical URLs.',
  'canonical-other-host': 'The canonical URL points to another host.',
  'canonical-relative': 'The canonical URL is not an absolute URL.',
  'canonical-unchecked': 'The canonical URL could not be checked.',
  'canonical-self': 'The canonical URL is the page itself, absolute and on this host.',
  'canonical-not-2xx': 'The canonical URL answers another status than 2xx.',
  'canonical-redirects': 'The canonical URL redirects elsewhere.',
  'canonical-ok': 'The canonical URL is absolute, on this host and answers 2xx.',
  'og-title-missing': 'The page has no og:title.',
  'og-title-ok': 'The page declares og:title.',
  'og-description-missing': 'The page has no og:description.',
  'og-description-ok': 'The page declares og:description.',
  'charset-meta': 'The page declares its charset in a meta element.',
  'charset-header': 'The Content-Type header declares the charset.',
  'charset-missing': 'The page declares no charset.',
} as const;
type Code = keyof typeof CODES;

interface Item {
  ok: boolean;
  finding: DraftFinding<Code>;
}

const item = (ok: boolean, finding: DraftFinding<Code>): Item => ({ ok, finding });

function metaContent($: CheerioAPI, selector: string): string | null {
  const value = queryFirst($, selector).attr('content');
  return value === undefined ? null : collapseWhitespace(value);
}

function lengthItem(
  code: 'title' | 'description',
  label: string,
  value: string | null,
  min: number,
  max: number,
  hint: string,
): Item {
  if (value === null || value === '') return item(false, fail(`${code}-missing`, `The page has no ${label}.`, null, hint));
  const detail = `${value.length} characters: "${excerpt(value, 100)}"`;
  if (value.length < min || value.length > max) {
    return item(false, fail(`${code}-length`, `The ${label} is ${value.length} characters long (${min}–${max} expected).`, detail, hint));
  }
  return item(true, pass(`${code}-ok`, `The ${label} is ${value.length} characters long.`, detail, null));
}

function presenceItem(code: 'og-title' | 'og-description', label: string, value: string | null, hint: string): Item {
  if (value === null || value === '') return item(false, fail(`${code}-missing`, `The page has no ${label}.`, null, hint));
  return item(true, pass(`${code}-ok`, `The page declares ${label}.`, excerpt(value, 100), null));
}

function langItem($: CheerioAPI): Item {
  const lang = (queryFirst($, 'html').attr('lang') ?? '').trim();
  const hint = 'Declare the language on the root element, e.g. <html lang="en">.';
  if (lang === '') return item(false, fail('lang-missing', 'The <html> element has no lang attribute.', null, hint));
  const tag = `<html lang="${lang}">`;
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(lang)) {
    return item(false, fail('lang-invalid', `The lang attribute "${lang}" is not a BCP 47 language tag.`, tag, hint));
  }
  return item(true, pass('lang-ok', `The page declares its language (${lang}).`, tag, null));
}

function charsetItem($: CheerioAPI, contentType: string | undefined): Item {
  const httpEquiv = queryFirst($, 'meta[http-equiv="content-type" i]').attr('content') ?? '';
  const meta = queryFirst($, 'meta[charset]').attr('charset') ?? /charset=([^;\s]+)/i.exec(httpEquiv)?.[1];
  const header = /charset=([^;\s]+)/i.exec(contentType ?? '')?.[1];
  if (meta) return item(true, pass('charset-meta', `The page declares its charset (${meta}).`, `<meta charset="${meta}">`, null));
  if (header) {
    return item(
      true,
      pass('charset-header', `The Content-Type header declares the charset (${header}).`, `Content-Type: ${contentType}`, null),
    );
  }
  const hint = 'Add <meta charset="utf-8"> as the first element of <head>.';
  return item(false, fail('charset-missing', 'The page declares no charset.', `Content-Type: ${contentType ?? '(none)'}`, hint));
}

function withoutScheme(url: string): string {
  return url.replace(/^https?:/i, '');
}

const CANONICAL_HINT =
  'Add <link rel="canonical" href="https://your-host/path"> with the absolute URL of this page on this host, answering 200.';
const FINAL_URL_HINT = 'Point the canonical at the final URL of the page, which must answer 200 without redirecting.';

function canonicalItem(canonical: CanonicalInput, pageUrl: string): Item {
  const { href, count, result, method } = canonical;
  if (href === null) return item(false, fail('canonical-missing', 'The page declares no canonical URL.', null, CANONICAL_HINT));
  const tag = `<link rel="canonical" href="${excerpt(href, 100)}">`;
  if (count > 1) {
    return item(
      false,
      fail('canonical-multiple', `The page declares ${count} canonical URLs; agents and crawlers then ignore them all.`, tag, CANONICAL_HINT),
    );
  }
  if (sameHostAbsolute(href, pageUrl) === null) {
    const otherHost = /^https?:\/\//i.test(href.trim());
    const reason = otherHost ? 'points to another host' : 'is not an absolute URL';
    return item(false, fail(otherHost ? 'canonical-other-host' : 'canonical-relative', `The canonical URL ${reason}.`, tag, CANONICAL_HINT));
  }
  if (result === null) return item(false, fail('canonical-unchecked', 'The canonical URL could not be checked.', href, CANONICAL_HINT));
  if (method === 'page') {
    return item(
      true,
      pass(
        'canonical-self',
        'The canonical URL is this page itself, absolute and on this host.',
        `${tag} — HTTP ${result.response.status}`,
        null,
      ),
    );
  }
  const { status, finalUrl, redirects } = result.response;
  const hops = redirects.map((hop) => `${hop.status} → ${hop.location}`).join(', ');
  const detail = `${method} ${href} — HTTP ${status}${hops ? ` after ${hops}` : ''}`;
  if (status < 200 || status > 299) {
    return item(false, fail('canonical-not-2xx', `The canonical URL answers HTTP ${status} instead of 2xx.`, detail, FINAL_URL_HINT));
  }
  // An http: canonical upgraded to the same https: URL is judged by http-semantics, not here (checks.md).
  if (withoutScheme(finalUrl) !== withoutScheme(new URL(href.trim()).href)) {
    return item(false, fail('canonical-redirects', `The canonical URL redirects to ${finalUrl}.`, detail, FINAL_URL_HINT));
  }
  return item(true, pass('canonical-ok', 'The canonical URL is absolute, on this host and answers 2xx.', detail, null));
}

export const pageMetadata = defineCheck({
  meta: {
    id: 'page-metadata',
    name: 'Page metadata',
    description:
      'Checks the title, description, language, canonical URL, Open Graph tags and charset that agents use to identify and summarise a page.',
    category: 'Content',
    scope: 'page',
    codes: CODES,
  },
  requires: { page: ['html', 'canonical'] },
  run({ page: { html: page, canonical } }) {
    const { $, response } = page;
    const title = queryFirst($, 'head title').text() || queryFirst($, 'title').text();
    const items: Item[] = [
      lengthItem(
        'title',
        'title',
        collapseWhitespace(title),
        10,
        70,
        'Give the page a <title> of 10–70 characters that names it.',
      ),
      lengthItem(
        'description',
        'meta description',
        metaContent($, 'meta[name="description" i]'),
        50,
        160,
        'Add <meta name="description" content="..."> of 50–160 characters summarising the page.',
      ),
      langItem($),
      canonicalItem(canonical, response.finalUrl),
      presenceItem(
        'og-title',
        'og:title',
        metaContent($, 'meta[property="og:title"]'),
        'Add <meta property="og:title" content="...">.',
      ),
      presenceItem(
        'og-description',
        'og:description',
        metaContent($, 'meta[property="og:description"]'),
        'Add <meta property="og:description" content="...">.',
      ),
      charsetItem($, response.headers['content-type']),
    ];
    const findings = items.map((item) => item.finding);
    if (collapseWhitespace(title) === '') return outcome(0, findings);
    return outcome(shareOfRules(items) ?? 0, findings);
  },
});
