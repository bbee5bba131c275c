import type { FetchResult } from '../fetch/types.js';
import { hasMarkdownBody, isMarkdownType, MARKDOWN_ONLY_ACCEPT, MARKDOWN_PREFERRED_ACCEPT } from '../parse/content-type.js';
import { about, fail, info, outcome, pass, warn, type CheckOutcome, type DraftFinding } from '../findings.js';
import { defineCheck } from './define.js';
import { capabilityNo, capabilityYes, platformEvidenceOf } from '../capabilities/outcome.js';
import type { MarkdownInput } from '../gather/markdown.js';
import type { PageArtifact } from '../gather/page.js';
import type { PlatformsArtifact } from '../gather/platforms.js';
import { responseLinks } from '../parse/link-header.js';
import { queryAll } from '../parse/select.js';
import { resolveUrl } from '../parse/urls.js';
import type { CapabilityOutcome } from '../types.js';

const CODES = {
  'browser-gets-markdown': 'A browser Accept header gets markdown instead of HTML.',
  'variant-refused': 'A markdown Accept header gets HTML, 406 or no markdown (subject: the Accept header).',
  'twin-only': 'Only a markdown twin URL (.md) serves markdown; the page URL does not negotiate.',
  'no-twin': 'No markdown twin URL was found either.',
  'variant-markdown': 'A markdown Accept header gets markdown as text/markdown (subject: the Accept header).',
  'variant-mislabelled': 'A markdown Accept header gets a markdown body labelled with another type (subject: the Accept header).',
  'variant-not-markdown': 'One markdown Accept header gets no markdown although the other does (subject: the Accept header).',
  'no-vary-accept': 'The negotiated responses do not carry Vary: Accept.',
  'browser-gets-html': 'A browser Accept header still gets HTML.',
} as const;
type Code = keyof typeof CODES;

type Answer = 'markdown' | 'markdown-other-type' | 'html' | 'not-acceptable' | 'other';

function classify(result: FetchResult): Answer {
  if (!result.ok) return 'other';
  const response = result.response;
  if (response.status === 406) return 'not-acceptable';
  if (hasMarkdownBody(response)) return isMarkdownType(response.contentType) ? 'markdown' : 'markdown-other-type';
  return response.status >= 200 && response.status < 300 ? 'html' : 'other';
}

function describe(result: FetchResult): string {
  if (!result.ok) return `${result.error.url} — ${result.error.code}`;
  const r = result.response;
  return `${r.finalUrl} — HTTP ${r.status}, Content-Type: ${r.headers['content-type'] ?? '(none)'}, Vary: ${r.headers['vary'] ?? '(none)'}`;
}

function variesOnAccept(result: FetchResult): boolean {
  return (
    result.ok &&
    (result.response.headers['vary'] ?? '').split(',').some((v) => ['accept', '*'].includes(v.trim().toLowerCase()))
  );
}

const SERVE_HINT =
  'Answer requests whose Accept header prefers text/markdown with a markdown rendering of the page, Content-Type: text/markdown and Vary: Accept.';

interface Variant {
  accept: string;
  result: FetchResult;
  answer: Answer;
}

const gotMarkdown = (variant: Variant) => variant.answer === 'markdown' || variant.answer === 'markdown-other-type';

function refusalFinding({ accept, result, answer }: Variant): DraftFinding<Code> {
  const said =
    answer === 'not-acceptable'
      ? 'answered 406 Not Acceptable'
      : answer === 'html'
        ? 'returned HTML'
        : 'returned no markdown';
  return about(accept, fail('variant-refused', `Accept: ${accept} ${said}.`, describe(result), SERVE_HINT));
}

function variantFinding(variant: Variant): DraftFinding<Code> {
  return about(variant.accept, variantVerdict(variant));
}

function variantVerdict({ accept, result, answer }: Variant): DraftFinding<Code> {
  if (answer === 'markdown') return pass('variant-markdown', `Accept: ${accept} gets markdown as text/markdown.`, describe(result), null);
  if (answer === 'markdown-other-type') {
    const type = result.ok ? result.response.contentType || 'without a type' : '';
    return warn(
      'variant-mislabelled',
      `Accept: ${accept} gets a markdown body, but labelled ${type}.`,
      describe(result),
      'Label markdown answers Content-Type: text/markdown; charset=utf-8.',
    );
  }
  return warn(
    'variant-not-markdown',
    `Accept: ${accept} does not get markdown, although the other Accept header does.`,
    describe(result),
    SERVE_HINT,
  );
}

export const markdownNegotiation = defineCheck({
  meta: {
    id: 'markdown-negotiation',
    name: 'Markdown content negotiation',
    description:
      'Asks for the page with Accept: text/markdown: agents read markdown with a fraction of the tokens HTML costs, and content negotiation lets them get it from the same URL.',
    category: 'Content',
    scope: 'page',
    codes: CODES,
  },
  requires: { origin: ['platforms'], page: ['page', 'markdown'] },
  run({ origin, page }) {
    return { ...judgeNegotiation(page.page, page.markdown), capability: markdownCapability(page.page, page.markdown, origin.platforms) };
  },
});

/** A `rel="alternate" type="text/markdown"` the page declares (Link header first, then HTML `<link>`), resolved. */
function declaredMarkdown(page: PageArtifact): string | null {
  for (const link of responseLinks(page.response)) {
    if (link.rels.includes('alternate') && link.target && isMarkdownType((link.params.type ?? '').toLowerCase())) return link.target;
  }
  if (!page.$ || !page.response) return null;
  for (const element of queryAll(page.$, 'link[rel~="alternate" i][href]')) {
    const type = (page.$(element).attr('type') ?? '').toLowerCase().split(';')[0]!.trim();
    if (!isMarkdownType(type)) continue;
    const target = resolveUrl(page.$(element).attr('href') ?? '', page.response.finalUrl);
    if (target) return target;
  }
  return null;
}

/**
 * The Markdown capability on this page (checks.md 2026-12c): exercised when the page URL answers an agent's Accept
 * (text/markdown) with markdown; probed when only a `.md` twin URL answers markdown; declared when the page links a
 * Markdown alternate that neither answered; no otherwise. A failed negotiation request is the runner's could-not-ask.
 */
function markdownCapability(browserPage: PageArtifact, markdown: MarkdownInput, platforms: PlatformsArtifact): CapabilityOutcome {
  const served = [markdown.markdownOnly, markdown.markdownPreferred].find((result) => gotMarkdown({ accept: '', result, answer: classify(result) }));
  if (served) {
    return capabilityYes('markdown', platforms.detected, {
      level: 'exercised',
      basis: 'exchange',
      url: served.response.finalUrl,
      response: platformEvidenceOf(served.response),
      detail: `${served.response.finalUrl} answers an agent's Accept: text/markdown with markdown (${served.response.headers['content-type'] ?? 'no Content-Type'}).`,
    });
  }
  const twin = markdown.twin;
  if (twin && twin.result.ok && hasMarkdownBody(twin.result.response)) {
    return capabilityYes('markdown', platforms.detected, {
      level: 'probed',
      basis: 'file',
      url: twin.url,
      response: platformEvidenceOf(twin.result.response),
      detail: `Only the markdown twin URL ${twin.url} answers markdown; the page URL does not negotiate.`,
    });
  }
  const declared = declaredMarkdown(browserPage);
  if (declared) {
    return capabilityYes('markdown', platforms.detected, {
      level: 'declared',
      basis: 'file',
      url: declared,
      detail: `The page declares a Markdown alternate at ${declared}, but neither the page URL nor a .md twin answered markdown.`,
    });
  }
  return capabilityNo('markdown', browserPage.url, `${browserPage.url} answers Accept: text/markdown with ${classify(markdown.markdownOnly)}, and no .md twin answers markdown.`);
}

function judgeNegotiation(browserPage: PageArtifact, markdown: MarkdownInput): CheckOutcome<Code> {
  const { markdownOnly, markdownPreferred, twin } = markdown;
  if (browserPage.result.ok && !browserPage.isHtml && hasMarkdownBody(browserPage.result.response)) {
    return outcome(0, [
      fail(
        'browser-gets-markdown',
        'A browser Accept header gets markdown instead of HTML.',
        describe(browserPage.result),
        'Serve markdown only when the Accept header prefers text/markdown; browsers must keep getting HTML.',
      ),
    ]);
  }
  const variants: Variant[] = [
    { accept: MARKDOWN_ONLY_ACCEPT, result: markdownOnly, answer: classify(markdownOnly) },
    { accept: MARKDOWN_PREFERRED_ACCEPT, result: markdownPreferred, answer: classify(markdownPreferred) },
  ];
  const working = variants.filter(gotMarkdown);

  if (working.length === 0) {
    const findings = variants.map(refusalFinding);
    if (twin && twin.result.ok && hasMarkdownBody(twin.result.response)) {
      findings.push(
        warn(
          'twin-only',
          `Only the markdown twin URL ${twin.url} serves markdown; the page URL does not negotiate.`,
          describe(twin.result),
          SERVE_HINT,
        ),
      );
      return outcome(isMarkdownType(twin.result.response.contentType) ? 50 : 40, findings);
    }
    if (twin) findings.push(info('no-twin', 'No markdown twin URL was found either.', describe(twin.result), null));
    return outcome(0, findings);
  }

  const findings = variants.map(variantFinding);
  let score = 100;
  if (working.length < variants.length) score -= 25;
  if (working.some((variant) => variant.answer === 'markdown-other-type')) score -= 30;
  if (!working.every((variant) => variesOnAccept(variant.result)) || !variesOnAccept(browserPage.result)) {
    score -= 25;
    findings.push(
      warn(
        'no-vary-accept',
        'The responses do not carry Vary: Accept, so a cache may hand markdown to browsers or HTML to agents.',
        [...working.map((variant) => variant.result), browserPage.result].map(describe).join('; '),
        'Send Vary: Accept on every answer of a URL that negotiates its format.',
      ),
    );
  }
  if (browserPage.isHtml) {
    findings.push(pass('browser-gets-html', 'A browser Accept header still gets HTML.', describe(browserPage.result), null));
  }
  return outcome(score, findings);
}
