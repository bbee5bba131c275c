import type { CheerioAPI } from 'cheerio';
import type { CanonicalArtifact } from '../gather/canonical.js';
import { sameHostAbsolute } from '../gather/canonical.js';
import { collapseWhitespace } from '../parse/html.js';
import { queryFirst } from '../parse/select.js';
import type { Finding } from '../types.js';
import { defineCheck } from './define.js';
import { fail, fetchFailed, outcome, pass, shareOfRules } from './findings.js';
import { excerpt, htmlPageOrOutcome } from './helpers/html-page.js';

interface Item {
  ok: boolean;
  finding: Finding;
}

const item = (ok: boolean, finding: Finding): Item => ({ ok, finding });

function metaContent($: CheerioAPI, selector: string): string | null {
  const value = queryFirst($, selector).attr('content');
  return value === undefined ? null : collapseWhitespace(value);
}

function lengthItem(label: string, value: string | null, min: number, max: number, hint: string): Item {
  if (value === null || value === '') return item(false, fail(`The page has no ${label}.`, null, hint));
  const detail = `${value.length} characters: "${excerpt(value, 100)}"`;
  if (value.length < min || value.length > max) {
    return item(false, fail(`The ${label} is ${value.length} characters long (${min}–${max} expected).`, detail, hint));
  }
  return item(true, pass(`The ${label} is ${value.length} characters long.`, detail, null));
}

function presenceItem(label: string, value: string | null, hint: string): Item {
  if (value === null || value === '') return item(false, fail(`The page has no ${label}.`, null, hint));
  return item(true, pass(`The page declares ${label}.`, excerpt(value, 100), null));
}

function langItem($: CheerioAPI): Item {
  const lang = (queryFirst($, 'html').attr('lang') ?? '').trim();
  const hint = 'Declare the language on the root element, e.g. <html lang="en">.';
  if (lang === '') return item(false, fail('The <html> element has no lang attribute.', null, hint));
  const tag = `<html lang="${lang}">`;
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(lang)) {
    return item(false, fail(`The lang attribute "${lang}" is not a BCP 47 language tag.`, tag, hint));
  }
  return item(true, pass(`The page declares its language (${lang}).`, tag, null));
}

function charsetItem($: CheerioAPI, contentType: string | undefined): Item {
  const httpEquiv = queryFirst($, 'meta[http-equiv="content-type" i]').attr('content') ?? '';
  const meta = queryFirst($, 'meta[charset]').attr('charset') ?? /charset=([^;\s]+)/i.exec(httpEquiv)?.[1];
  const header = /charset=([^;\s]+)/i.exec(contentType ?? '')?.[1];
  if (meta) return item(true, pass(`The page declares its charset (${meta}).`, `<meta charset="${meta}">`, null));
  if (header) {
    return item(
      true,
      pass(`The Content-Type header declares the charset (${header}).`, `Content-Type: ${contentType}`, null),
    );
  }
  const hint = 'Add <meta charset="utf-8"> as the first element of <head>.';
  return item(false, fail('The page declares no charset.', `Content-Type: ${contentType ?? '(none)'}`, hint));
}

function withoutScheme(url: string): string {
  return url.replace(/^https?:/i, '');
}

const CANONICAL_HINT =
  'Add <link rel="canonical" href="https://your-host/path"> with the absolute URL of this page on this host, answering 200.';
const FINAL_URL_HINT = 'Point the canonical at the final URL of the page, which must answer 200 without redirecting.';

function canonicalItem(canonical: CanonicalArtifact, pageUrl: string): Item {
  const { href, count, result, method } = canonical;
  if (href === null) return item(false, fail('The page declares no canonical URL.', null, CANONICAL_HINT));
  const tag = `<link rel="canonical" href="${excerpt(href, 100)}">`;
  if (count > 1) {
    return item(
      false,
      fail(`The page declares ${count} canonical URLs; agents and crawlers then ignore them all.`, tag, CANONICAL_HINT),
    );
  }
  if (sameHostAbsolute(href, pageUrl) === null) {
    const reason = /^https?:\/\//i.test(href.trim()) ? 'points to another host' : 'is not an absolute URL';
    return item(false, fail(`The canonical URL ${reason}.`, tag, CANONICAL_HINT));
  }
  if (result === null || !result.ok)
    return item(false, fail('The canonical URL could not be checked.', href, CANONICAL_HINT));
  if (method === 'page') {
    return item(
      true,
      pass(
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
    return item(false, fail(`The canonical URL answers HTTP ${status} instead of 2xx.`, detail, FINAL_URL_HINT));
  }
  // An http: canonical upgraded to the same https: URL is judged by http-semantics, not here (checks.md).
  if (withoutScheme(finalUrl) !== withoutScheme(new URL(href.trim()).href)) {
    return item(false, fail(`The canonical URL redirects to ${finalUrl}.`, detail, FINAL_URL_HINT));
  }
  return item(true, pass('The canonical URL is absolute, on this host and answers 2xx.', detail, null));
}

export const pageMetadata = defineCheck({
  meta: {
    id: 'page-metadata',
    name: 'Page metadata',
    description:
      'Checks the title, description, language, canonical URL, Open Graph tags and charset that agents use to identify and summarise a page.',
    category: 'Content',
    scope: 'page',
    informational: false,
    profiles: ['base'],
  },
  requires: { page: ['page', 'canonical'] },
  run({ page: artifacts }) {
    const checked = htmlPageOrOutcome(artifacts.page);
    if ('outcome' in checked) return checked.outcome;
    const { $, response } = checked.page;
    const canonical = artifacts.canonical;
    if (canonical.result && !canonical.result.ok) return fetchFailed('the canonical URL', canonical.result.error);
    const title = queryFirst($, 'head title').text() || queryFirst($, 'title').text();
    const items: Item[] = [
      lengthItem(
        'title',
        collapseWhitespace(title),
        10,
        70,
        'Give the page a <title> of 10–70 characters that names it.',
      ),
      lengthItem(
        'meta description',
        metaContent($, 'meta[name="description" i]'),
        50,
        160,
        'Add <meta name="description" content="..."> of 50–160 characters summarising the page.',
      ),
      langItem($),
      canonicalItem(canonical, response.finalUrl),
      presenceItem(
        'og:title',
        metaContent($, 'meta[property="og:title"]'),
        'Add <meta property="og:title" content="...">.',
      ),
      presenceItem(
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
