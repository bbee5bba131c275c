import type { CheerioAPI } from 'cheerio';
import { hasText, noscriptText } from '../parse/html.js';
import { APP_SHELL_SELECTORS, frameOnlyContent, scriptEvidence } from '../agents/page-evidence.js';
import { NO_CONTENT_CHARACTERS, textWithoutPlaceholders } from '../parse/placeholder-text.js';
import { metaRefreshTarget, redirectPageOf, type RedirectPage } from '../parse/redirect-page.js';
import { queryAll } from '../parse/select.js';
import { fail, info, outcome, pass, rendered, warn, type DraftFinding } from '../findings.js';
import { defineCheck } from './define.js';
import { excerpt } from './helpers/excerpt.js';
import { renderedNotMeasured, RENDERED_NOT_MEASURED_MEANING } from './helpers/rendered-view.js';
import { judgeableView, type RenderedView } from '../render/types.js';
import { MAX_THIRD_PARTY_REQUESTS } from '../render/render-tab.js';
import { compareWithRendered, COMPARE_CODES } from './helpers/server-rendered-compare.js';
import type { HtmlPage } from '../gather/page.js';
import type { CheckOutcome } from '../findings.js';

const ENOUGH_TEXT = 500;
// One rule with the agent views: under this much text, a page has no content without JavaScript.
const SOME_TEXT = NO_CONTENT_CHARACTERS;

const CODES = {
  ...COMPARE_CODES,
  'rendered-not-measured': RENDERED_NOT_MEASURED_MEANING,
  'rendered-not-sent':
    'Requests the page tried to make while it rendered that were not sent: every method but GET (fetch, forms, sendBeacon), WebSockets, cross-origin reads that need a CORS preflight, third-party requests over the cap.',
  'meta-refresh': 'The page redirects with a meta refresh, which only agents that run a browser are documented to follow.',
  'script-redirect': 'The page is a script-only redirect: without JavaScript an agent sees an empty page.',
  'redirect-with-fallback':
    'The page is a redirect (meta refresh or script) with a fallback an agent can follow: a <noscript> meta refresh or a visible link.',
  'noscript-only': 'The content is only inside <noscript>; the page otherwise has almost no text.',
  'app-shell':
    'The page is an application shell: under 100 characters of text before JavaScript runs outside its header, navigation and footer, and a mount point scripts fill (any framework, any element), a noscript asking for JavaScript, or loading placeholders (agents/page-evidence.ts).',
  'frame-only':
    "The page's own HTML, or its main content (<main>), holds under 100 characters of text and its content is in frames (<iframe>, <frame>), which agents that read the HTML do not load (agents/page-evidence.ts).",
  'script-built-part': 'Part of the main content is built by scripts: an empty mount point or island, or loading placeholders, beside content in the HTML.',
  'little-text':
    'The raw HTML holds under 100 characters of text and no script builds content: agents read all of it (a thin page is a matter for cost and coverage, never evidence of JavaScript).',
  'some-text': 'The raw HTML holds 100–500 characters of text, all of it in the HTML.',
  'enough-text': 'The raw HTML holds 500 characters of text or more.',
  structured: 'The text is organised in real headings or paragraphs.',
  unstructured: 'The text is not in headings or paragraphs (only generic containers).',
} as const;
type Code = keyof typeof CODES;

const SSR_HINT =
  'Render the content on the server (SSR or static generation) so the HTML itself carries the text; agents rarely run JavaScript.';

function structure($: CheerioAPI): { headings: number; paragraphs: number } {
  const filled = (selector: string) => queryAll($, selector).filter(hasText).length;
  return { headings: filled('h1, h2, h3, h4, h5, h6'), paragraphs: filled('p') };
}

/** A redirect page an agent can still get through: not an empty page, but not content either (checks.md 2026). */
function redirectWithFallback(redirect: RedirectPage, url: string): DraftFinding<Code> {
  const fallback = redirect.fallback!;
  const how = redirect.how === 'meta-refresh' ? 'a meta refresh' : 'a script';
  const via = fallback.how === 'noscript-refresh' ? 'a <noscript> meta refresh' : 'a visible link';
  return warn(
    'redirect-with-fallback',
    `The page redirects with ${how}, and readers without JavaScript can follow ${via} to ${fallback.target}; the page itself carries no content.`,
    `${url} — ${redirect.how === 'script' ? `script: ${excerpt(redirect.script ?? '', 60)}; ` : ''}fallback: ${via} to ${fallback.target}`,
    'Redirect with an HTTP 301/308 and a Location header, so agents reach the content in one request.',
  );
}

function frameOnly(frames: readonly string[], own: string, where: string): DraftFinding<Code> {
  return warn(
    'frame-only',
    `The page's content is in ${frames.length === 1 ? 'a frame' : `${frames.length} frames`} (${frames.slice(0, 3).join(', ')}), which agents that read the HTML do not load; ${own}.`,
    where,
    "Put the frame's content in the page's own HTML (or link the framed page where agents can follow it).",
  );
}

export const serverRenderedContent = defineCheck({
  meta: {
    id: 'server-rendered-content',
    name: 'Server-rendered content',
    description:
      "Reads the raw HTML as an agent that does not run JavaScript would: the page's text and headings must be in the HTML, not added later by scripts. With a browser, measures what scripts add (words, headings, links, JSON-LD) against the rendered page.",
    category: 'Content',
    scope: 'page',
    codes: CODES,
  },
  requires: { page: ['html', 'rendered'] },
  run({ page: { html: page, rendered: view } }) {
    const raw = rawJudgement(page);
    const renderedView = judgeableView(view);
    if (renderedView === null) {
      return outcome(raw.score, [...raw.findings, renderedNotMeasured('rendered-not-measured', view, 'what scripts add was not measured and the text was judged')]);
    }
    const compared = compareWithRendered(page.$, page.response.finalUrl, renderedView.snapshot);
    const notSent = notSentFinding(renderedView);
    return outcome(Math.min(raw.score, compared.score), [...raw.findings, ...compared.findings, ...(notSent ? [notSent] : [])]);
  },
});

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "the page tried to send 3 POSTs; not sent": what the rendered view refused to send for the page, or null. */
function notSentFinding(view: RenderedView): DraftFinding<Code> | null {
  const { methods, preflighted, thirdParty } = view.notSent;
  const parts = [
    ...Object.entries(methods)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([method, count]) => plural(count, method.slice(0, 16))),
    ...(view.webSockets > 0 ? [plural(view.webSockets, 'WebSocket')] : []),
    ...(preflighted > 0 ? [plural(preflighted, 'cross-origin read that needs a CORS preflight', 'cross-origin reads that need a CORS preflight')] : []),
    ...(thirdParty > 0 ? [`${plural(thirdParty, 'third-party request')} over the cap of ${MAX_THIRD_PARTY_REQUESTS} per audit`] : []),
  ];
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  const blocked = view.blocked.filter((entry) => !entry.reason.startsWith('private') && entry.reason !== 'request-limit').slice(0, 5);
  return rendered(
    info(
      'rendered-not-sent',
      `While it rendered, the page tried to send ${list}; not sent (the rendered view only reads, as a crawler that runs scripts).`,
      blocked.length > 0 ? `${view.finalUrl} — ${blocked.map((entry) => `${entry.url.slice(0, 200)} (${entry.reason})`).join('; ')}` : view.finalUrl,
      null,
    ),
  );
}

/** The raw view alone: what an agent that runs no JavaScript reads. */
function rawJudgement(page: HtmlPage): CheckOutcome<Code> {
  const { $, response } = page;
  const text = textWithoutPlaceholders($);
  const length = text.length;
  const where = `${response.finalUrl} — ${length} characters of text in the raw HTML: "${excerpt(text, 80)}"`;
  // Only a page with almost no text of its own is a redirect page (inline scripts are read for those alone).
  const redirect = length < SOME_TEXT ? redirectPageOf($) : null;
  if (redirect?.fallback) return outcome(30, [redirectWithFallback(redirect, response.finalUrl)]);
  const refresh = redirect ? (redirect.how === 'meta-refresh' ? redirect.target : null) : metaRefreshTarget($);
  if (refresh !== null) {
    return outcome(0, [
      fail(
        'meta-refresh',
        'The page redirects with a meta refresh, which only agents that run a browser are documented to follow.',
        `${response.finalUrl} — <meta http-equiv="refresh"> to ${refresh}`,
        'Redirect with an HTTP 301/308 and a Location header instead.',
      ),
    ]);
  }
  const evidence = scriptEvidence($, text);
  if (length < SOME_TEXT) {
    if (redirect !== null) {
      return outcome(0, [
        fail(
          'script-redirect',
          'The page is a script-only redirect: without JavaScript an agent sees an empty page.',
          `${response.finalUrl} — script: ${excerpt(redirect.script ?? '', 80)}`,
          'Redirect with an HTTP 301/308 and a Location header instead.',
        ),
      ]);
    }
    const noscript = noscriptText($);
    if (noscript.length >= SOME_TEXT) {
      return outcome(30, [
        warn(
          'noscript-only',
          'The content is only inside <noscript>; the page otherwise has almost no text.',
          `${where}; noscript: ${noscript.length} characters`,
          SSR_HINT,
        ),
      ]);
    }
    if (evidence.whole !== null) {
      const shell = APP_SHELL_SELECTORS.find((selector) => queryAll($, selector).length > 0);
      return outcome(0, [fail('app-shell', `The page is ${evidence.whole}, with only ${length} characters of text before JavaScript runs.`, `${where}${shell ? `; mount point ${shell}` : ''}`, SSR_HINT)]);
    }
    const frames = frameOnlyContent($, text);
    // One rule with the agent views: content only a frame carries is not in the view of an agent that reads the HTML.
    if (frames !== null) return outcome(30, [frameOnly(frames, `the page itself holds ${length} characters of text`, where)]);
    // Little text is never evidence of JavaScript (checks.md, Agent outcomes, 2026-12b): a short page no script builds
    // is read whole by every agent; its thinness is for the cost and coverage checks.
    return outcome(100, [
      info(
        'little-text',
        `The raw HTML holds only ${length} characters of text, and no script builds content: agents that run no JavaScript read all of it.`,
        where,
        null,
      ),
    ]);
  }
  // One rule with the agent views: a shell beside a static header or footer is a shell (checks.md 2026-12c).
  if (evidence.whole !== null) return outcome(0, [fail('app-shell', `The page is ${evidence.whole}; its ${length} characters of text are its header, navigation or footer.`, where, SSR_HINT)]);
  const { headings, paragraphs } = structure($);
  const findings: Array<DraftFinding<Code>> = [];
  const structured = headings + paragraphs > 0;
  const structureDetail = `${headings} headings, ${paragraphs} paragraphs with text`;
  if (length < ENOUGH_TEXT) {
    findings.push(info('some-text', `The raw HTML holds ${length} characters of text, all of it in the HTML.`, where, null));
  } else {
    findings.push(pass('enough-text', `The raw HTML holds ${length} characters of text.`, where, null));
  }
  if (structured) findings.push(pass('structured', 'The text is organised in real headings or paragraphs.', structureDetail, null));
  else
    findings.push(
      warn(
        'unstructured',
        'The text is not in headings or paragraphs (only generic containers).',
        structureDetail,
        'Mark up the content with <h1>–<h6> and <p> so agents can tell its parts apart.',
      ),
    );
  // How much text a page has is not this gate's matter (2026-12b): all of it is in the HTML.
  let score = structured ? 100 : 70;
  // Its main content may still be only a frame, whatever its header and footer hold (checks.md 2026-12c).
  const frames = frameOnlyContent($, text);
  if (frames !== null) {
    findings.push(frameOnly(frames, 'its main content (<main>) holds no text of its own', where));
    score = Math.min(score, 30);
  }
  if (evidence.part !== null) {
    findings.push(
      warn(
        'script-built-part',
        `Part of the main content is built by scripts: the HTML has ${evidence.part}.`,
        where,
        'Render that part on the server too, or put its content in the HTML beside the mount point.',
      ),
    );
    score = Math.min(score, 60);
  }
  return outcome(score, findings);
}
