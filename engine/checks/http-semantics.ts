import type { FetchResult, FetchedResponse, RedirectHop } from '../fetch/types.js';
import { fail, info, outcome, pass, shareOfRules, warn, type DraftFinding } from '../findings.js';
import type { SchemeProbe } from '../gather/http-probes.js';
import type { SitePage, SitePages } from '../site/page-health.js';
import type { PageSource } from '../site/select-pages.js';
import { defineCheck } from './define.js';

const CODES = {
  https: 'The site is served over HTTPS.',
  'https-same-host': 'HTTPS answers on the same host as the http:// start URL.',
  'no-https': 'The site is not served over HTTPS.',
  'certificate-error': 'HTTPS answers with a certificate error.',
  'no-https-answer': 'No HTTPS answers on this host.',
  'http-redirects': 'http:// redirects to https://.',
  'start-not-upgraded': 'The http:// start URL is served without redirecting to https://.',
  'http-not-upgraded': 'http:// answers without redirecting to https://.',
  'no-plain-http': 'Plain http:// does not answer on this host, so there is nothing to redirect.',
  'real-404': 'Unknown paths answer 404.',
  'no-real-404': 'Unknown paths answer 2xx (soft 404) or another status than 404.',
  'redirects-ok': 'The start URL reaches its page in at most 2 redirects.',
  'too-many-redirects': 'The start URL takes more than 2 redirects to reach its page.',
  hsts: 'HTTPS responses send Strict-Transport-Security.',
  'no-hsts': 'HTTPS responses carry no Strict-Transport-Security header.',
  'hsts-no-max-age': 'Strict-Transport-Security has no positive max-age.',
  'hsts-short': 'The HSTS max-age is under one year.',
  'linked-pages-answer': "The measured pages the site links (from its sitemap and its start page's links) answer.",
  'broken-linked-pages':
    "Measured pages the site links answer 404, 410 or a 5xx to a browser and the scanner alike: broken, not closed to agents (checks.md 2026-12c). The detail lists each URL, its status and how it was found (sitemap, start page link).",
  'broken-start-page': 'The start page answers 404, 410 or a 5xx to a browser and the scanner alike: it is broken, not closed to agents.',
  'every-unknown-path-2xx': 'The check fails because every unknown path answers 2xx.',
  'fails-without-https': 'The check fails because the site has no working HTTPS.',
} as const;
type Code = keyof typeof CODES;

interface Rule {
  weight: number;
  /** null: nothing to judge, the rule is skipped. */
  ok: boolean | null;
  findings: Array<DraftFinding<Code>>;
}

const ONE_YEAR = 31_536_000;
const MAX_REDIRECTS = 2;
const HTTPS_WEIGHT = 2;

const passed = (weight: number, ...findings: Array<DraftFinding<Code>>): Rule => ({ weight, ok: true, findings });
const failed = (weight: number, ...findings: Array<DraftFinding<Code>>): Rule => ({ weight, ok: false, findings });
const skipped = (...findings: Array<DraftFinding<Code>>): Rule => ({ weight: 1, ok: null, findings });

const UPGRADE_HINT = 'Redirect every http:// request to the same https:// URL with a 301 or 308.';
const HSTS_HINT = 'Send Strict-Transport-Security: max-age=31536000; includeSubDomains on HTTPS responses.';

function chainOf(redirects: readonly RedirectHop[]): string {
  return redirects.map((hop) => `${hop.status} ${hop.url} → ${hop.location}`).join('; ');
}

function isCertificateError(result: FetchResult): boolean {
  // The fetcher names the OpenSSL code; protocol errors (an HTTP server on that port) are not certificate errors.
  return (
    !result.ok &&
    /CERT_|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH|ALTNAME|EXPIRED/.test(
      result.error.message,
    )
  );
}

/** The HTTPS rule, and the HTTPS response that HSTS is judged on (null when there is none). */
function httpsRule(startUrl: string, start: FetchedResponse, probe: SchemeProbe | null) {
  if (start.finalUrl.startsWith('https:')) {
    return {
      rule: passed(HTTPS_WEIGHT, pass('https', 'The site is served over HTTPS.', start.finalUrl, null)),
      response: start,
    };
  }
  if (probe === null) {
    const finding = fail(
      'no-https',
      'The site is not served over HTTPS.',
      startUrl,
      'Serve the site over HTTPS with a valid certificate.',
    );
    return { rule: failed(HTTPS_WEIGHT, finding), response: null };
  }
  const { url, result } = probe;
  if (result.ok) {
    const finding = pass('https-same-host', 'HTTPS answers on the same host.', `${url} — HTTP ${result.response.status}`, null);
    return { rule: passed(HTTPS_WEIGHT, finding), response: result.response };
  }
  const finding = isCertificateError(result)
    ? fail(
        'certificate-error',
        `HTTPS answers with a certificate error: ${result.error.message}`,
        `${url} — ${result.error.code}`,
        "Install a certificate from a public CA that covers this host name, with its full chain (e.g. Let's Encrypt).",
      )
    : fail(
        'no-https-answer',
        'No HTTPS answers on this host.',
        `${url} — ${result.error.code}: ${result.error.message}`,
        `Serve the site over HTTPS at ${new URL(url).origin} (TLS on that port), then redirect http:// to it.`,
      );
  return { rule: failed(HTTPS_WEIGHT, finding), response: null };
}

function upgradeRule(start: FetchedResponse, startIsHttp: boolean, httpProbe: SchemeProbe | null): Rule {
  if (startIsHttp) {
    const chain = chainOf(start.redirects);
    if (start.finalUrl.startsWith('https:')) return passed(1, pass('http-redirects', 'http:// redirects to https://.', chain, null));
    const detail = `${start.url} — HTTP ${start.status}${chain ? `; ${chain}` : ''}`;
    return failed(1, fail('start-not-upgraded', 'The http:// start URL is served without redirecting to https://.', detail, UPGRADE_HINT));
  }
  if (httpProbe === null) return skipped();
  if (!httpProbe.result.ok) {
    const detail = `${httpProbe.url} — ${httpProbe.result.error.code}`;
    return skipped(info('no-plain-http', 'Plain http:// does not answer on this host, so there is nothing to redirect.', detail, null));
  }
  const response = httpProbe.result.response;
  if (response.finalUrl.startsWith('https:')) {
    return passed(1, pass('http-redirects', 'http:// redirects to https://.', `${httpProbe.url} → ${response.finalUrl}`, null));
  }
  const detail = `${httpProbe.url} — HTTP ${response.status}`;
  return failed(1, fail('http-not-upgraded', 'http:// answers without redirecting to https://.', detail, UPGRADE_HINT));
}

function notFoundRule(unknownPaths: ReadonlyArray<{ url: string; response: FetchedResponse }>): Rule {
  const detail = unknownPaths
    .map(({ url, response }) => {
      const landed = response.finalUrl !== url ? ` (after redirects: ${response.finalUrl})` : '';
      return `${url} — HTTP ${response.status}${landed}`;
    })
    .join('; ');
  const statuses = unknownPaths.map(({ response }) => response.status);
  if (statuses.every((status) => status === 404 || status === 410)) {
    return passed(1, pass('real-404', 'Unknown paths answer 404.', detail, null));
  }
  const soft = statuses.filter((status) => status >= 200 && status < 300).length;
  const message =
    soft === statuses.length
      ? 'Every unknown path answers 2xx: the site serves soft 404s.'
      : soft > 0
        ? 'Some unknown paths answer 2xx (soft 404).'
        : 'Unknown paths answer another status than 404.';
  const hint = 'Answer 404 (or 410) for URLs that do not exist, so agents can tell a missing page from content.';
  return failed(1, fail('no-real-404', message, detail, hint));
}

function redirectCountRule(start: FetchedResponse): Rule {
  const hops = start.redirects.length;
  const chain = chainOf(start.redirects);
  if (hops <= MAX_REDIRECTS) {
    const message = `The start URL reaches its page in ${hops} redirect${hops === 1 ? '' : 's'}.`;
    return passed(1, pass('redirects-ok', message, chain || start.finalUrl, null));
  }
  const message = `The start URL takes ${hops} redirects to reach its page (at most ${MAX_REDIRECTS} expected).`;
  return failed(1, fail('too-many-redirects', message, chain, 'Redirect straight to the final URL in one hop.'));
}

function hstsRule(https: FetchedResponse | null): Rule {
  if (https === null) return skipped();
  const header = https.headers['strict-transport-security'];
  if (header === undefined) {
    return failed(1, fail('no-hsts', 'HTTPS responses carry no Strict-Transport-Security header.', https.finalUrl, HSTS_HINT));
  }
  const detail = `Strict-Transport-Security: ${header}`;
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(header)?.[1] ?? NaN);
  if (!(maxAge > 0)) return failed(1, fail('hsts-no-max-age', 'Strict-Transport-Security has no positive max-age.', detail, HSTS_HINT));
  const sent = pass('hsts', 'HTTPS responses send Strict-Transport-Security.', detail, null);
  if (maxAge >= ONE_YEAR) return passed(1, sent);
  return passed(1, sent, warn('hsts-short', `The HSTS max-age is ${maxAge} seconds, under one year.`, detail, HSTS_HINT));
}

const FOUND_BY: Record<PageSource, string> = { start: 'the start URL', sitemap: 'sitemap', 'start-page-link': 'start page link' };
/** Broken pages listed in a finding's detail (the count is always whole). */
const BROKEN_LISTED = 20;

/**
 * Broken pages (checks.md 2026-12c): each page the audit measured that answers 404, 410 or 5xx to a browser and the
 * scanner alike. The start page is its own rule (weight 2: nothing is there for anyone); the linked pages one rule
 * together, listing each with its status and how it was found. A one-page audit has no linked pages to judge.
 */
function brokenPagesRules(sitePages: SitePages): Rule[] {
  const [start, ...linked] = sitePages.pages;
  const statusOf = (page: SitePage) => `HTTP ${page.status}${page.browserStatus !== page.status ? ` (browser: HTTP ${page.browserStatus})` : ''}`;
  const rules: Rule[] = [];
  if (start?.broken) {
    rules.push(
      failed(
        2,
        fail(
          'broken-start-page',
          `The start page answers ${statusOf(start)} to a browser and the scanner alike: it is broken, not closed to agents.`,
          `${start.url} — ${statusOf(start)}`,
          'Make the start page answer its visitors (200 with its HTML), or point the audit at the page that does.',
        ),
      ),
    );
  }
  if (linked.length === 0) return rules;
  const broken = linked.filter((page) => page.broken);
  if (broken.length === 0) {
    rules.push(passed(1, pass('linked-pages-answer', `The ${linked.length} measured page${linked.length === 1 ? '' : 's'} the site links answer.`, null, null)));
    return rules;
  }
  const listed = broken
    .slice(0, BROKEN_LISTED)
    .map((page) => `${page.url} — ${statusOf(page)}, found by ${page.foundBy.map((source) => FOUND_BY[source]).join(' and ') || 'the plan'}`);
  const more = broken.length > BROKEN_LISTED ? `; and ${broken.length - BROKEN_LISTED} more` : '';
  const statuses = [...new Set(broken.map((page) => page.status))].join(', ');
  rules.push(
    failed(
      1,
      fail(
        'broken-linked-pages',
        `${broken.length} of the ${linked.length} measured pages the site links answer ${statuses} to browsers and agents alike: broken links, not agents refused.`,
        `${listed.join('; ')}${more}`,
        'Fix or remove the links to these pages (in the sitemap and the pages that link them), or make the pages answer.',
      ),
    ),
  );
  return rules;
}

export const httpSemantics = defineCheck({
  meta: {
    id: 'http-semantics',
    name: 'HTTP semantics',
    description:
      'Checks HTTPS, the http→https redirect, real 404s for unknown paths, short redirect chains, HSTS and that the measured pages the site links answer: the HTTP behaviour agents rely on to trust and interpret answers.',
    category: 'Content',
    scope: 'origin',
    codes: CODES,
  },
  requires: { origin: ['httpProbes', 'sitePages'] },
  run({ origin, startUrl }) {
    const probes = origin.httpProbes;
    const { start, unknownPaths } = probes;
    const startIsHttp = new URL(startUrl).protocol === 'http:';
    const https = httpsRule(startUrl, start, probes.https);
    const rules: Rule[] = [
      https.rule,
      upgradeRule(start, startIsHttp, probes.http),
      notFoundRule(unknownPaths),
      redirectCountRule(start),
      hstsRule(https.response),
      ...brokenPagesRules(origin.sitePages),
    ];
    const findings = rules.flatMap((rule) => rule.findings);
    // checks.md names two outright failures, whatever the other rules score: no HTTPS at all, and soft 200s
    // for every unknown path (agents cannot tell missing pages from content there).
    if (unknownPaths.every(({ response }) => response.status >= 200 && response.status < 300)) {
      return outcome(0, [fail('every-unknown-path-2xx', 'The check fails because every unknown path answers 2xx.', null, null), ...findings]);
    }
    if (https.response === null) {
      return outcome(0, [fail('fails-without-https', 'The check fails because the site has no working HTTPS.', startUrl, null), ...findings]);
    }
    return outcome(shareOfRules(rules) ?? 0, findings);
  },
});
