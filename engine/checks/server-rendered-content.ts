import type { CheerioAPI } from 'cheerio';
import { hasText, noscriptText, visibleText } from '../parse/html.js';
import { queryAll } from '../parse/select.js';
import type { Finding } from '../types.js';
import { defineCheck } from './define.js';
import { fail, outcome, pass, warn } from './findings.js';
import { excerpt, htmlPageOrOutcome } from './helpers/html-page.js';

const ENOUGH_TEXT = 500;
const SOME_TEXT = 100;

const APP_SHELL_SELECTORS = [
  '#root',
  '#app',
  '#__next',
  '#__nuxt',
  '#___gatsby',
  '#svelte',
  '[ng-version]',
  'app-root',
  '[data-reactroot]',
];

const SSR_HINT =
  'Render the content on the server (SSR or static generation) so the HTML itself carries the text; agents rarely run JavaScript.';

function metaRefreshTarget($: CheerioAPI): string | null {
  for (const el of queryAll($, 'meta[http-equiv]')) {
    if (($(el).attr('http-equiv') ?? '').toLowerCase() !== 'refresh') continue;
    const match = /url\s*=\s*['"]?([^'";]+)/i.exec($(el).attr('content') ?? '');
    if (match) return match[1]!.trim();
  }
  return null;
}

function scriptRedirect($: CheerioAPI): string | null {
  for (const el of queryAll($, 'script:not([src])')) {
    const match =
      /(?:window\.|document\.|top\.)?location(?:\.href)?\s*=\s*['"`][^'"`]+|location\.(?:replace|assign)\s*\(/.exec(
        $(el).text(),
      );
    if (match) return match[0];
  }
  return null;
}

function structure($: CheerioAPI): { headings: number; paragraphs: number } {
  const filled = (selector: string) => queryAll($, selector).filter(hasText).length;
  return { headings: filled('h1, h2, h3, h4, h5, h6'), paragraphs: filled('p') };
}

export const serverRenderedContent = defineCheck({
  meta: {
    id: 'server-rendered-content',
    name: 'Server-rendered content',
    description:
      "Reads the raw HTML as an agent that does not run JavaScript would: the page's text and headings must be in the HTML, not added later by scripts.",
    category: 'Content',
    scope: 'page',
    informational: false,
    profiles: ['base'],
  },
  requires: { page: ['page'] },
  run({ page: artifacts }) {
    const checked = htmlPageOrOutcome(artifacts.page);
    if ('outcome' in checked) return checked.outcome;
    const { $, response } = checked.page;
    const text = visibleText($);
    const length = text.length;
    const where = `${response.finalUrl} — ${length} characters of text in the raw HTML: "${excerpt(text, 80)}"`;
    const refresh = metaRefreshTarget($);
    if (refresh !== null) {
      return outcome(0, [
        fail(
          'The page redirects with a meta refresh, which agents do not follow.',
          `${response.finalUrl} — <meta http-equiv="refresh"> to ${refresh}`,
          'Redirect with an HTTP 301/308 and a Location header instead.',
        ),
      ]);
    }
    if (length < SOME_TEXT) {
      const redirect = scriptRedirect($);
      if (redirect !== null) {
        return outcome(0, [
          fail(
            'The page is a script-only redirect: without JavaScript an agent sees an empty page.',
            `${response.finalUrl} — script: ${excerpt(redirect, 80)}`,
            'Redirect with an HTTP 301/308 and a Location header instead.',
          ),
        ]);
      }
      const shell = APP_SHELL_SELECTORS.find((selector) => queryAll($, selector).length > 0);
      const noscript = noscriptText($);
      if (noscript.length >= SOME_TEXT) {
        return outcome(30, [
          warn(
            'The content is only inside <noscript>; the page otherwise has almost no text.',
            `${where}; noscript: ${noscript.length} characters`,
            SSR_HINT,
          ),
        ]);
      }
      const message = shell
        ? `The page is an application shell (${shell}) with only ${length} characters of text before JavaScript runs.`
        : `The raw HTML holds only ${length} characters of text.`;
      return outcome(0, [fail(message, where, SSR_HINT)]);
    }
    const { headings, paragraphs } = structure($);
    const findings: Finding[] = [];
    const structured = headings + paragraphs > 0;
    const structureDetail = `${headings} headings, ${paragraphs} paragraphs with text`;
    if (length < ENOUGH_TEXT) {
      findings.push(
        warn(`The raw HTML holds only ${length} characters of text (500 or more expected).`, where, SSR_HINT),
      );
    } else {
      findings.push(pass(`The raw HTML holds ${length} characters of text.`, where, null));
    }
    if (structured) findings.push(pass('The text is organised in real headings or paragraphs.', structureDetail, null));
    else
      findings.push(
        warn(
          'The text is not in headings or paragraphs (only generic containers).',
          structureDetail,
          'Mark up the content with <h1>–<h6> and <p> so agents can tell its parts apart.',
        ),
      );
    const score = length >= ENOUGH_TEXT ? (structured ? 100 : 70) : structured ? 60 : 50;
    return outcome(score, findings);
  },
});
