import type { FetchResult } from '../fetch/types.js';
import { hasMarkdownBody, isMarkdownType } from '../gather/markdown.js';
import { mainContentOffset, visibleText } from '../parse/html.js';
import type { Finding } from '../types.js';
import { defineCheck } from './define.js';
import { fail, info, outcome, pass, warn } from './findings.js';
import { htmlPageOrOutcome } from './helpers/html-page.js';

const KB = 1000;

type Grade = 'good' | 'warn' | 'bad';
const GRADE_SCORE: Record<Grade, number> = { good: 100, warn: 50, bad: 0 };

function markdownTwin(
  results: Array<{ url: string; result: FetchResult } | null>,
): { url: string; text: string } | null {
  for (const entry of results) {
    if (!entry || !entry.result.ok) continue;
    const response = entry.result.response;
    if (
      hasMarkdownBody(response) &&
      (isMarkdownType(response.contentType) || /\.md$/i.test(new URL(entry.url).pathname))
    ) {
      return { url: response.finalUrl, text: response.text };
    }
  }
  return null;
}

const thousands = (n: number) => n.toLocaleString('en-US');
const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

interface Judged {
  grade: Grade;
  finding: Finding;
}

/** The finding for a grade: pass when good, warn or fail otherwise. */
function judged(grade: Grade, good: () => Finding, short: (make: typeof warn) => Finding): Judged {
  return { grade, finding: grade === 'good' ? good() : short(grade === 'warn' ? warn : fail) };
}

function textShareJudged(textBytes: number, htmlBytes: number, twin: { url: string; tokens: number } | null): Judged {
  if (twin) {
    const detail = `${twin.url} — about ${thousands(twin.tokens)} tokens`;
    return { grade: 'good', finding: pass('A markdown twin exists, so agents need not read the HTML.', detail, null) };
  }
  const share = htmlBytes === 0 ? 0 : textBytes / htmlBytes;
  const grade: Grade = share >= 0.1 ? 'good' : share >= 0.03 ? 'warn' : 'bad';
  return judged(
    grade,
    () => pass(`Text is ${percent(share)} of the HTML.`, null, null),
    (make) =>
      make(
        `Text is only ${percent(share)} of the HTML and there is no markdown twin.`,
        `${thousands(textBytes)} of ${thousands(htmlBytes)} bytes`,
        'Trim inline scripts, styles and SVG from the HTML, or offer a markdown version (content negotiation or a .md twin).',
      ),
  );
}

function sizeJudged(htmlBytes: number): Judged {
  const grade: Grade = htmlBytes < 500 * KB ? 'good' : htmlBytes <= 2000 * KB ? 'warn' : 'bad';
  const size = `${thousands(Math.round(htmlBytes / KB))} KB`;
  return judged(
    grade,
    () => pass(`The HTML is ${size}.`, null, null),
    (make) =>
      make(
        `The HTML is ${size} (under 500 KB expected).`,
        `${thousands(htmlBytes)} bytes`,
        'Move inline data, scripts and styles out of the document; agents pay for every byte.',
      ),
  );
}

function startJudged(start: { offset: number; anchor: string }, htmlLength: number): Judged {
  const share = htmlLength === 0 ? 0 : start.offset / htmlLength;
  const where = `first text inside <${start.anchor}> at character ${thousands(start.offset)} of ${thousands(htmlLength)} (${percent(share)})`;
  const grade: Grade = share < 0.1 ? 'good' : share <= 0.5 ? 'warn' : 'bad';
  return judged(
    grade,
    () => pass(`The main content starts in the first ${percent(share)} of the document.`, where, null),
    (make) =>
      make(
        `The main content starts ${percent(share)} into the document.`,
        where,
        'Move large inline scripts, styles and navigation markup after the main content or out of the HTML.',
      ),
  );
}

export const contentEfficiency = defineCheck({
  meta: {
    id: 'content-efficiency',
    name: 'Content efficiency',
    description:
      'Estimates what the page costs an agent: HTML size, how much of it is text, tokens, and how far into the document the main content starts.',
    category: 'Content',
    scope: 'page',
    informational: false,
    profiles: ['docs'],
  },
  requires: { origin: ['tokenizer'], page: ['page', 'markdown'] },
  run({ origin, page: artifacts, url }) {
    const { estimate } = origin.tokenizer;
    const checked = htmlPageOrOutcome(artifacts.page);
    if ('outcome' in checked) return checked.outcome;
    const { $, html, response } = checked.page;
    const { markdownOnly, markdownPreferred, twin: twinProbe } = artifacts.markdown;
    const twin = markdownTwin([{ url, result: markdownOnly }, { url, result: markdownPreferred }, twinProbe]);
    const htmlBytes = response.body.length;
    const text = visibleText($);
    const textBytes = Buffer.byteLength(text);
    const cost = info(
      `The page costs about ${thousands(estimate(html))} tokens as HTML and ${thousands(estimate(text))} as text.`,
      `${thousands(htmlBytes)} bytes of HTML, ${thousands(textBytes)} bytes of visible text (${percent(htmlBytes === 0 ? 0 : textBytes / htmlBytes)})`,
      null,
    );
    const judgements = [
      textShareJudged(textBytes, htmlBytes, twin ? { url: twin.url, tokens: estimate(twin.text) } : null),
      sizeJudged(htmlBytes),
    ];
    const start = mainContentOffset($);
    const findings = [cost, ...judgements.map((j) => j.finding)];
    if (start === null) {
      findings.push(
        info(
          'The page has neither a <main> element with text nor an <h1>, so where the content starts was not judged.',
          null,
          'Wrap the main content in <main> so agents can skip navigation and boilerplate.',
        ),
      );
    } else {
      const judgement = startJudged(start, html.length);
      judgements.push(judgement);
      findings.push(judgement.finding);
    }
    const grades = judgements.map((j) => j.grade);
    if (grades.includes('bad')) return outcome(0, findings);
    return outcome(grades.reduce((sum, grade) => sum + GRADE_SCORE[grade], 0) / grades.length, findings);
  },
});
