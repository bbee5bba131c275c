import type { Document } from 'domhandler';
import { describeCut, estimateConversion } from '../agents/conversion-budget.js';
import { fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import { mainContentOffset, visibleText } from '../parse/html.js';
import { defineCheck } from './define.js';
import { thousands } from '../thousands.js';

const CODES = {
  'token-cost': 'What the page costs an agent in tokens, as HTML and as text.',
  'markdown-twin': 'A markdown version exists (negotiated or a .md twin), so agents need not read the HTML.',
  'text-share-ok': 'Text is at least 10% of the HTML.',
  'low-text-share': 'Text is under 10% of the HTML and there is no markdown version (fails under 3%).',
  'html-size-ok': 'The HTML is under 500 KB.',
  'html-large': 'The HTML is 500 KB or more (fails over 2 MB).',
  'main-content-early': 'The main content starts in the first 10% of the document.',
  'main-content-late': 'The main content starts after the first 10% of the document (fails after half).',
  'no-main-content': 'The page has neither a <main> with text nor an <h1>, so where its content starts was not judged.',
  'markdown-over-budget':
    'Converted to Markdown, the page would pass the conversion budget (1,000,000 characters or 500 ms of CPU per page, agents/conversion-budget.ts): the agent views converted its first characters only; deep nesting of quotes and lists multiplies Markdown.',
} as const;
type Code = keyof typeof CODES;

const KB = 1000;

type Grade = 'good' | 'warn' | 'bad';
const GRADE_SCORE: Record<Grade, number> = { good: 100, warn: 50, bad: 0 };

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

interface Judged {
  grade: Grade;
  finding: DraftFinding<Code>;
}

/** The finding for a grade: pass when good, warn or fail otherwise. */
function judged(grade: Grade, good: () => DraftFinding<Code>, short: (make: typeof warn) => DraftFinding<Code>): Judged {
  return { grade, finding: grade === 'good' ? good() : short(grade === 'warn' ? warn : fail) };
}

function textShareJudged(textBytes: number, htmlBytes: number, twin: { url: string; tokens: number } | null): Judged {
  if (twin) {
    const detail = `${twin.url} — about ${thousands(twin.tokens)} tokens`;
    return { grade: 'good', finding: pass('markdown-twin', 'A markdown twin exists, so agents need not read the HTML.', detail, null) };
  }
  const share = htmlBytes === 0 ? 0 : textBytes / htmlBytes;
  const grade: Grade = share >= 0.1 ? 'good' : share >= 0.03 ? 'warn' : 'bad';
  return judged(
    grade,
    () => pass('text-share-ok', `Text is ${percent(share)} of the HTML.`, null, null),
    (make) =>
      make(
        'low-text-share',
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
    () => pass('html-size-ok', `The HTML is ${size}.`, null, null),
    (make) =>
      make(
        'html-large',
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
    () => pass('main-content-early', `The main content starts in the first ${percent(share)} of the document.`, where, null),
    (make) =>
      make(
        'main-content-late',
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
    profiles: ['docs'],
    codes: CODES,
  },
  requires: { origin: ['tokenizer'], page: ['html', 'markdownTwin'] },
  run({ origin, page: { html: page, markdownTwin: twin } }) {
    const { estimate } = origin.tokenizer;
    const { $, html, response } = page;
    const htmlBytes = response.body.length;
    const text = visibleText($);
    const textBytes = Buffer.byteLength(text);
    const cost = info(
      'token-cost',
      `The page costs about ${thousands(estimate(html))} tokens as HTML and ${thousands(estimate(text))} as text.`,
      `${thousands(htmlBytes)} bytes of HTML, ${thousands(textBytes)} bytes of visible text (${percent(htmlBytes === 0 ? 0 : textBytes / htmlBytes)})`,
      null,
    );
    const judgements = [
      textShareJudged(textBytes, htmlBytes, twin ? { url: twin.url, tokens: estimate(twin.text) } : null),
      sizeJudged(htmlBytes),
    ];
    // What converting the page costs an agent that turns HTML into Markdown (issue 44 point 1), estimated, not run.
    const conversion = estimateConversion($.root().get(0) as Document);
    if (conversion.cut !== null) {
      const cut = { convertedChars: conversion.cut, htmlChars: html.length, budget: conversion.over!, estimatedMarkdown: conversion.markdown, nesting: conversion.nesting };
      judgements.push({
        grade: 'warn',
        finding: warn(
          'markdown-over-budget',
          describeCut(cut),
          `${response.finalUrl} — ${thousands(html.length)} characters of HTML, about ${thousands(conversion.markdown)} characters of Markdown; nesting ${conversion.nesting} deep`,
          'Flatten deep nesting of <blockquote>, <ul>/<ol> and <li>: agents that convert HTML to Markdown repeat every enclosing level\'s prefix on every line.',
        ),
      });
    }
    const start = mainContentOffset($);
    const findings = [cost, ...judgements.map((j) => j.finding)];
    if (start === null) {
      findings.push(
        info(
          'no-main-content',
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
