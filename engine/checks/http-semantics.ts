import type { FetchResult, FetchedResponse, RedirectHop } from '../fetch/types.js';
import type { SchemeProbe } from '../gather/http-probes.js';
import type { Finding } from '../types.js';
import { defineCheck } from './define.js';
import { fail, fetchFailed, info, outcome, pass, shareOfRules, warn } from './findings.js';

interface Rule {
  weight: number;
  /** null: nothing to judge, the rule is skipped. */
  ok: boolean | null;
  findings: Finding[];
}

const ONE_YEAR = 31_536_000;
const MAX_REDIRECTS = 2;
const HTTPS_WEIGHT = 2;

const passed = (weight: number, ...findings: Finding[]): Rule => ({ weight, ok: true, findings });
const failed = (weight: number, ...findings: Finding[]): Rule => ({ weight, ok: false, findings });
const skipped = (...findings: Finding[]): Rule => ({ weight: 1, ok: null, findings });

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
      rule: passed(HTTPS_WEIGHT, pass('The site is served over HTTPS.', start.finalUrl, null)),
      response: start,
    };
  }
  if (probe === null) {
    const finding = fail(
      'The site is not served over HTTPS.',
      startUrl,
      'Serve the site over HTTPS with a valid certificate.',
    );
    return { rule: failed(HTTPS_WEIGHT, finding), response: null };
  }
  const { url, result } = probe;
  if (result.ok) {
    const finding = pass('HTTPS answers on the same host.', `${url} — HTTP ${result.response.status}`, null);
    return { rule: passed(HTTPS_WEIGHT, finding), response: result.response };
  }
  const finding = isCertificateError(result)
    ? fail(
        `HTTPS answers with a certificate error: ${result.error.message}`,
        `${url} — ${result.error.code}`,
        "Install a certificate from a public CA that covers this host name, with its full chain (e.g. Let's Encrypt).",
      )
    : fail(
        'No HTTPS answers on this host.',
        `${url} — ${result.error.code}: ${result.error.message}`,
        'Serve the site over HTTPS (port 443) with a valid certificate.',
      );
  return { rule: failed(HTTPS_WEIGHT, finding), response: null };
}

function upgradeRule(start: FetchedResponse, startIsHttp: boolean, httpProbe: SchemeProbe | null): Rule {
  if (startIsHttp) {
    const chain = chainOf(start.redirects);
    if (start.finalUrl.startsWith('https:')) return passed(1, pass('http:// redirects to https://.', chain, null));
    const detail = `${start.url} — HTTP ${start.status}${chain ? `; ${chain}` : ''}`;
    return failed(1, fail('The http:// start URL is served without redirecting to https://.', detail, UPGRADE_HINT));
  }
  if (httpProbe === null) return skipped();
  if (!httpProbe.result.ok) {
    const detail = `${httpProbe.url} — ${httpProbe.result.error.code}`;
    return skipped(info('Plain http:// does not answer on this host, so there is nothing to redirect.', detail, null));
  }
  const response = httpProbe.result.response;
  if (response.finalUrl.startsWith('https:')) {
    return passed(1, pass('http:// redirects to https://.', `${httpProbe.url} → ${response.finalUrl}`, null));
  }
  const detail = `${httpProbe.url} — HTTP ${response.status}`;
  return failed(1, fail('http:// answers without redirecting to https://.', detail, UPGRADE_HINT));
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
    return passed(1, pass('Unknown paths answer 404.', detail, null));
  }
  const soft = statuses.filter((status) => status >= 200 && status < 300).length;
  const message =
    soft === statuses.length
      ? 'Every unknown path answers 2xx: the site serves soft 404s.'
      : soft > 0
        ? 'Some unknown paths answer 2xx (soft 404).'
        : 'Unknown paths answer another status than 404.';
  const hint = 'Answer 404 (or 410) for URLs that do not exist, so agents can tell a missing page from content.';
  return failed(1, fail(message, detail, hint));
}

function redirectCountRule(start: FetchedResponse): Rule {
  const hops = start.redirects.length;
  const chain = chainOf(start.redirects);
  if (hops <= MAX_REDIRECTS) {
    const message = `The start URL reaches its page in ${hops} redirect${hops === 1 ? '' : 's'}.`;
    return passed(1, pass(message, chain || start.finalUrl, null));
  }
  const message = `The start URL takes ${hops} redirects to reach its page (at most ${MAX_REDIRECTS} expected).`;
  return failed(1, fail(message, chain, 'Redirect straight to the final URL in one hop.'));
}

function hstsRule(https: FetchedResponse | null): Rule {
  if (https === null) return skipped();
  const header = https.headers['strict-transport-security'];
  if (header === undefined) {
    return failed(1, fail('HTTPS responses carry no Strict-Transport-Security header.', https.finalUrl, HSTS_HINT));
  }
  const detail = `Strict-Transport-Security: ${header}`;
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(header)?.[1] ?? NaN);
  if (!(maxAge > 0)) return failed(1, fail('Strict-Transport-Security has no positive max-age.', detail, HSTS_HINT));
  const sent = pass('HTTPS responses send Strict-Transport-Security.', detail, null);
  if (maxAge >= ONE_YEAR) return passed(1, sent);
  return passed(1, sent, warn(`The HSTS max-age is ${maxAge} seconds, under one year.`, detail, HSTS_HINT));
}

export const httpSemantics = defineCheck({
  meta: {
    id: 'http-semantics',
    name: 'HTTP semantics',
    description:
      'Checks HTTPS, the http→https redirect, real 404s for unknown paths, short redirect chains and HSTS: the HTTP behaviour agents rely on to trust and interpret answers.',
    category: 'Content',
    scope: 'origin',
    informational: false,
    profiles: ['base'],
  },
  requires: { origin: ['httpProbes'], page: ['page'] },
  run({ origin, page, startUrl }) {
    const probes = origin.httpProbes;
    if (!page.page.result.ok) return fetchFailed('the start page', page.page.result.error);
    const unknownPaths: Array<{ url: string; response: FetchedResponse }> = [];
    for (const { url, result } of probes.unknownPaths) {
      if (!result.ok) return fetchFailed('an unknown path (to test for 404)', result.error);
      unknownPaths.push({ url, response: result.response });
    }
    const start = page.page.result.response;
    const startIsHttp = new URL(startUrl).protocol === 'http:';
    const https = httpsRule(startUrl, start, probes.https);
    const rules: Rule[] = [
      https.rule,
      upgradeRule(start, startIsHttp, probes.http),
      notFoundRule(unknownPaths),
      redirectCountRule(start),
      hstsRule(https.response),
    ];
    const findings = rules.flatMap((rule) => rule.findings);
    // checks.md names two outright failures, whatever the other rules score: no HTTPS at all, and soft 200s
    // for every unknown path (agents cannot tell missing pages from content there).
    if (unknownPaths.every(({ response }) => response.status >= 200 && response.status < 300)) {
      return outcome(0, [fail('The check fails because every unknown path answers 2xx.', null, null), ...findings]);
    }
    if (https.response === null) {
      return outcome(0, [fail('The check fails because the site has no working HTTPS.', startUrl, null), ...findings]);
    }
    return outcome(shareOfRules(rules) ?? 0, findings);
  },
});
