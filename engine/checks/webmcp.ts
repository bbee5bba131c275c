import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { lineOf, textOf } from '../parse/html.js';
import { queryAll } from '../parse/select.js';
import { about, fail, outcome, pass, warn, type DraftFinding } from '../findings.js';
import { defineCheck } from './define.js';
import type { HtmlPage } from '../gather/page.js';
import { excerpt } from './helpers/excerpt.js';
import { renderedNotMeasured, RENDERED_NOT_MEASURED_MEANING } from './helpers/rendered-view.js';
import { judgeableView } from '../render/types.js';
import { judgeRenderedWebmcp, RENDERED_CODES } from './helpers/webmcp-rendered.js';
import { judgeOriginTrials, ORIGIN_TRIAL_CODES } from './helpers/webmcp-origin-trial.js';

const CODES = {
  ...RENDERED_CODES,
  ...ORIGIN_TRIAL_CODES,
  'rendered-not-measured': RENDERED_NOT_MEASURED_MEANING,
  'tool-undescribed': 'A form declares a toolname without a tooldescription, so it is not registered as a tool (subject: the tool name).',
  'params-undescribed': 'A tool has parameters without a description (subject: the tool name).',
  tool: 'A tool is declared with a description and described parameters (subject: the tool name).',
  'script-only': 'Scripts reference modelContext, but no form declares a tool in static HTML (raw view only).',
  none: 'The page declares no WebMCP tools (with a browser: registers none at run time either).',
} as const;
type Code = keyof typeof CODES;

const DECLARE_HINT =
  'Annotate a form: <form toolname="searchProducts" tooldescription="Searches the catalogue by keyword."> and describe each field with toolparamdescription or a <label>.';

/** Fields of a tool form that become parameters, and whether each is described (toolparamdescription, label or aria-description). */
function parameters($: CheerioAPI, form: Element): Array<{ name: string; described: boolean }> {
  return $(form)
    .find('input[name], select[name], textarea[name]')
    .toArray()
    .filter(
      (el) => !['hidden', 'submit', 'button', 'reset', 'image'].includes((el.attribs['type'] ?? '').toLowerCase()),
    )
    .map((el) => {
      const id = el.attribs['id'];
      const label =
        (id !== undefined &&
          queryAll($, 'label').some((l) => l.attribs['for'] === id && textOf(l) !== '')) ||
        $(el)
          .closest('label')
          .toArray()
          .some((l) => textOf(l) !== '');
      const described =
        Boolean((el.attribs['toolparamdescription'] ?? '').trim() || (el.attribs['aria-description'] ?? '').trim()) ||
        label;
      return { name: el.attribs['name']!, described };
    });
}

const IDENTIFIER_CHAR = /[\w.]/;

/**
 * The expression around the first `modelContext` in an inline script (`navigator.modelContext.registerTool`). Found
 * with indexOf and widened by hand: the regular expression `[\w.]*modelContext[\w.]*` retries its greedy prefix at every
 * start position, quadratic in a long run of word characters (130 KB of them in one script took 22 s).
 */
function scriptReference($: CheerioAPI): string | null {
  for (const el of queryAll($, 'script:not([src])')) {
    const text = $(el).text();
    const at = text.indexOf('modelContext');
    if (at === -1) continue;
    let start = at;
    while (start > 0 && IDENTIFIER_CHAR.test(text[start - 1]!)) start -= 1;
    let end = at + 'modelContext'.length;
    while (end < text.length && IDENTIFIER_CHAR.test(text[end]!)) end += 1;
    return `line ${lineOf(el) ?? '?'}: ${text.slice(start, end)}`;
  }
  return null;
}

export const webmcp = defineCheck({
  meta: {
    id: 'webmcp',
    name: 'WebMCP tools',
    description:
      'Looks for the WebMCP tools browser agents can call: tools a page registers at run time through document.modelContext (rendered view, with a browser) and forms annotated with toolname and tooldescription.',
    category: 'Actions',
    scope: 'page',
    informational: true,
    profiles: ['agent'],
    codes: CODES,
  },
  requires: { page: ['html', 'rendered', 'originTrials'] },
  run({ page: { html: page, rendered: view, originTrials } }) {
    // checks.md 2026-12: an expired WebMCP origin-trial token means the tools are gone from visitors' browsers.
    const trials = judgeOriginTrials(originTrials, page.response.finalUrl);
    const renderedView = judgeableView(view);
    if (renderedView !== null) {
      const judged = judgeRenderedWebmcp(renderedView);
      return outcome(Math.min(judged.score, trials.cap), [...judged.findings, ...trials.findings]);
    }
    const raw = staticWebmcp(page);
    return outcome(Math.min(raw.score, trials.cap), [...raw.findings, ...trials.findings, renderedNotMeasured('rendered-not-measured', view, 'tools registered by scripts were not captured and forms were judged')]);
  },
});

/** The raw view: tool forms in the static HTML, and whether scripts mention modelContext. */
function staticWebmcp(page: HtmlPage): { score: number; findings: Array<DraftFinding<Code>> } {
  const { $, response } = page;
  const forms = queryAll($, 'form[toolname]');
  const findings: Array<DraftFinding<Code>> = [];
  let best = 0;
  for (const form of forms) {
    const name = (form.attribs['toolname'] ?? '').trim();
    const description = (form.attribs['tooldescription'] ?? '').trim();
    const where = `${response.finalUrl}, line ${lineOf(form) ?? '?'} — <form toolname="${excerpt(name, 40)}"${description ? ` tooldescription="${excerpt(description, 60)}"` : ''}>`;
    const tool = name === '' ? '(empty toolname)' : name;
    if (name === '' || description === '') {
      findings.push(
        about(tool, warn(
          'tool-undescribed',
          `A form declares ${name === '' ? 'an empty toolname' : `the tool "${name}"`} without a tooldescription, so it is not registered as a tool.`,
          where,
          DECLARE_HINT,
        )),
      );
      best = Math.max(best, 40);
      continue;
    }
    const params = parameters($, form);
    const undescribed = params.filter((p) => !p.described).map((p) => p.name);
    if (undescribed.length > 0) {
      findings.push(
        about(tool, warn(
          'params-undescribed',
          `The tool "${name}" has parameters without a description: ${undescribed.join(', ')}.`,
          where,
          'Add toolparamdescription (or a <label>) to every field of the form.',
        )),
      );
      best = Math.max(best, 70);
    } else {
      findings.push(
        about(tool, pass(
          'tool',
          `The tool "${name}" is declared with a description and ${params.length} described parameter${params.length === 1 ? '' : 's'}.`,
          where,
          null,
        )),
      );
      best = 100;
    }
  }
  if (forms.length > 0) return { score: best, findings };
  const reference = scriptReference($);
  if (reference !== null) {
    return { score: 50, findings: [
      warn(
        'script-only',
        'Scripts reference modelContext, but no form declares a tool in static HTML.',
        `${response.finalUrl}, ${excerpt(reference, 100)}`,
        `Tools registered only from JavaScript are invisible until scripts run. ${DECLARE_HINT}`,
      ),
    ] };
  }
  return { score: 0, findings: [fail('none', 'The page declares no WebMCP tools.', response.finalUrl, DECLARE_HINT)] };
}
