import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { hasText, textOf } from '../parse/html.js';
import { queryAll } from '../parse/select.js';
import { fail, outcome, pass, rendered, shareOfRules, type DraftFinding } from '../findings.js';
import { defineCheck } from './define.js';
import { excerpt } from './helpers/excerpt.js';
import { renderedNotMeasured, RENDERED_NOT_MEASURED_MEANING } from './helpers/rendered-view.js';
import { judgeableView } from '../render/types.js';
import { AXE_CODES, axeNamesControls, judgeAccessibilityTree } from './helpers/semantic-structure-axe.js';

const CODES = {
  ...AXE_CODES,
  'rendered-not-measured': RENDERED_NOT_MEASURED_MEANING,
  'one-h1': 'The page has exactly one h1.',
  'h1-count': 'The page has no h1, or more than one.',
  'heading-levels-ok': 'No heading level is skipped.',
  'skipped-heading-level': 'A heading level is skipped (h2 followed by h4, ...).',
  'main-landmark': 'The page has a main landmark.',
  'no-main-landmark': 'The page has no main landmark.',
  'nav-landmark': 'The page has a nav landmark.',
  'no-nav-landmark': 'The page has links but no nav landmark.',
  'image-alts-ok': 'At least 90% of the images have alt text.',
  'image-alts-missing': 'Fewer than 90% of the images have an alt attribute.',
  'control-names-ok': 'At least 95% of the links and buttons have discernible text.',
  'control-names-missing': 'Fewer than 95% of the links and buttons have discernible text.',
  'form-labels-ok': 'Every form control has a label.',
  'form-labels-missing': 'Some form controls have no label.',
  'clickable-roles-ok': 'Every clickable div or span declares a role.',
  'clickable-without-role': 'Some clickable div or span elements have no role.',
} as const;
type Code = keyof typeof CODES;

interface Rule {
  weight: number;
  /** null: nothing on the page to judge, the rule is skipped. */
  ok: boolean | null;
  finding: DraftFinding<Code> | null;
}

/** `[name="value"]` with the value escaped, so ids from the page cannot break the selector. */
const byAttribute = (name: string, value: string) => `[${name}="${value.replace(/["\\]/g, '\\$&')}"]`;

const share = (part: number, whole: number) => `${part} of ${whole} (${Math.round((100 * part) / whole)}%)`;

function markup(el: Element): string {
  const attrs = Object.entries(el.attribs)
    .slice(0, 3)
    .map(([k, v]) => `${k}="${excerpt(v, 30)}"`)
    .join(' ');
  return `<${el.tagName}${attrs ? ` ${attrs}` : ''}>`;
}

function oneH1($: CheerioAPI): Rule {
  const h1s = queryAll($, 'h1');
  const count = h1s.length;
  if (count === 1)
    return { weight: 2, ok: true, finding: pass('one-h1', 'The page has exactly one h1.', excerpt($(h1s.slice()).text(), 80), null) };
  return {
    weight: 2,
    ok: false,
    finding: fail(
      'h1-count',
      `The page has ${count} h1 elements instead of one.`,
      count > 0 ? h1s.map((h) => excerpt(textOf(h), 40)).join(' | ') : null,
      'Give the page one <h1> naming its subject; use <h2>–<h6> below it.',
    ),
  };
}

/** The heading-levels rule over a sequence of levels, raw or rendered (`of` names the rendered page in the messages). */
function headingLevels(levels: readonly number[], of = ''): Rule {
  if (levels.length === 0) return { weight: 1, ok: null, finding: null };
  const sequence = levels.map((l) => `h${l}`).join(' ');
  for (let i = 1; i < levels.length; i++) {
    if (levels[i]! > levels[i - 1]! + 1) {
      return {
        weight: 1,
        ok: false,
        finding: fail(
          'skipped-heading-level',
          `A heading level${of} is skipped: h${levels[i - 1]} is followed by h${levels[i]}.`,
          `heading sequence: ${sequence}`,
          'Nest headings one level at a time so the outline is a tree agents can follow.',
        ),
      };
    }
  }
  return { weight: 1, ok: true, finding: pass('heading-levels-ok', `No heading level${of} is skipped.`, sequence, null) };
}

function landmark($: CheerioAPI, tag: 'main' | 'nav', role: string, weight: number, skip: boolean): Rule {
  if (skip) return { weight, ok: null, finding: null };
  if (queryAll($, `${tag}, [role="${role}"]`).length > 0)
    return { weight, ok: true, finding: pass(`${tag}-landmark`, `The page has a ${tag} landmark.`, null, null) };
  return {
    weight,
    ok: false,
    finding: fail(
      `no-${tag}-landmark`,
      `The page has no ${tag} landmark.`,
      null,
      `Wrap the ${tag === 'main' ? 'main content' : 'site navigation'} in <${tag}>.`,
    ),
  };
}

function imageAlts($: CheerioAPI): Rule {
  const images = queryAll($, 'img').filter(
      (img) => img.attribs['aria-hidden'] !== 'true' && !['presentation', 'none'].includes(img.attribs['role'] ?? ''),
    );
  if (images.length === 0) return { weight: 1, ok: null, finding: null };
  const missing = images.filter((img) => img.attribs['alt'] === undefined);
  const withAlt = images.length - missing.length;
  if (withAlt / images.length >= 0.9)
    return { weight: 1, ok: true, finding: pass('image-alts-ok', `${share(withAlt, images.length)} images have alt text.`, null, null) };
  return {
    weight: 1,
    ok: false,
    finding: fail(
      'image-alts-missing',
      `Only ${share(withAlt, images.length)} images have an alt attribute (90% expected).`,
      missing.slice(0, 3).map(markup).join(' '),
      'Describe each image in alt; use alt="" for decorative ones.',
    ),
  };
}

/** Whether the control has an accessible name; only its presence is judged, so no name is built. */
function hasAccessibleName($: CheerioAPI, el: Element): boolean {
  const attr = (name: string) => (el.attribs[name] ?? '').trim();
  if (attr('aria-label') || attr('title')) return true;
  const labelledBy = attr('aria-labelledby');
  if (labelledBy)
    return labelledBy.split(/\s+/).some((id) => {
      const target = queryAll($, byAttribute('id', id))[0];
      return target !== undefined && hasText(target);
    });
  if (el.tagName === 'input') return attr('value') !== '' || attr('type') === 'submit';
  if (hasText(el)) return true;
  // Names carried by descendants: image alt text, aria-label, and an inline SVG's <title>.
  return $(el)
    .find('img[alt], [aria-label], svg title')
    .toArray()
    .some((child) => (child.attribs['alt'] ?? child.attribs['aria-label'] ?? $(child).text()).trim() !== '');
}

/**
 * Elements outside the accessibility tree have no name to discern (WAI-ARIA 1.2 §7.1 "Excluding Elements from the
 * Accessibility Tree"; checks.md 2026): `aria-hidden="true"` on the element or an ancestor, the `hidden` attribute,
 * and role presentation/none, which authors put on decorative icon links.
 */
function outsideAccessibilityTree(el: Element): boolean {
  const role = (el.attribs['role'] ?? '').trim().toLowerCase();
  if (role === 'presentation' || role === 'none') return true;
  for (let node: Element | null = el; node && node.type === 'tag'; node = node.parent as Element | null) {
    if ((node.attribs['aria-hidden'] ?? '').trim().toLowerCase() === 'true' || node.attribs['hidden'] !== undefined) return true;
  }
  return false;
}

function discernibleText($: CheerioAPI): Rule {
  const controls = queryAll($, 'a[href], button, input[type="button"], input[type="submit"], [role="button"]').filter(
    (el) => !outsideAccessibilityTree(el),
  );
  if (controls.length === 0) return { weight: 1, ok: null, finding: null };
  const unnamed = controls.filter((el) => !hasAccessibleName($, el));
  const named = controls.length - unnamed.length;
  if (named / controls.length >= 0.95)
    return {
      weight: 1,
      ok: true,
      finding: pass('control-names-ok', `${share(named, controls.length)} links and buttons have discernible text.`, null, null),
    };
  return {
    weight: 1,
    ok: false,
    finding: fail(
      'control-names-missing',
      `Only ${share(named, controls.length)} links and buttons have discernible text (95% expected).`,
      unnamed.slice(0, 3).map(markup).join(' '),
      'Give icon links and buttons a text, an aria-label or an img alt.',
    ),
  };
}

function formLabels($: CheerioAPI): Rule {
  const controls = queryAll($, 'input, select, textarea').filter(
      (el) => !['hidden', 'submit', 'button', 'reset', 'image'].includes((el.attribs['type'] ?? '').toLowerCase()),
    );
  if (controls.length === 0) return { weight: 1, ok: null, finding: null };
  const labelled = (el: Element) =>
    Boolean(
      (el.attribs['aria-label'] ?? '').trim() || el.attribs['aria-labelledby'] || (el.attribs['title'] ?? '').trim(),
    ) ||
    (el.attribs['id'] !== undefined && queryAll($, `label${byAttribute('for', el.attribs['id'])}`).length > 0) ||
    $(el).closest('label').length > 0;
  const unlabelled = controls.filter((el) => !labelled(el));
  if (unlabelled.length === 0)
    return { weight: 1, ok: true, finding: pass('form-labels-ok', `All ${controls.length} form controls have labels.`, null, null) };
  return {
    weight: 1,
    ok: false,
    finding: fail(
      'form-labels-missing',
      `${unlabelled.length} of ${controls.length} form controls have no label.`,
      unlabelled.slice(0, 3).map(markup).join(' '),
      'Associate a <label for="id"> (or aria-label) with every input, select and textarea; a placeholder is not a label.',
    ),
  };
}

function clickableDivs($: CheerioAPI): Rule {
  const clickable = queryAll($, 'div[onclick], span[onclick]');
  if (clickable.length === 0) return { weight: 1, ok: null, finding: null };
  const bare = clickable.filter((el) => !el.attribs['role']);
  if (bare.length === 0)
    return { weight: 1, ok: true, finding: pass('clickable-roles-ok', 'Every clickable div or span declares a role.', null, null) };
  return {
    weight: 1,
    ok: false,
    finding: fail(
      'clickable-without-role',
      `${bare.length} clickable div or span elements have no role.`,
      bare.slice(0, 3).map(markup).join(' '),
      'Use <button> or <a href>, or add role="button" and tabindex="0"; agents see bare divs as text.',
    ),
  };
}

export const semanticStructure = defineCheck({
  meta: {
    id: 'semantic-structure',
    name: 'Semantic structure',
    description:
      "Checks the accessibility tree browsing agents act on: with a browser, the rendered page against the axe-core rules of Lighthouse's agent-accessibility-tree audit; without one, the headings, landmarks, alt texts, link names and form labels of the raw HTML.",
    category: 'Content',
    scope: 'page',
    codes: CODES,
  },
  requires: { page: ['html', 'rendered'] },
  run({ page: { html: page, rendered: view } }) {
    const { $ } = page;
    const rules: Rule[] = [
      oneH1($),
      headingLevels(queryAll($, 'h1, h2, h3, h4, h5, h6').map((h) => Number(h.tagName.slice(1)))),
      landmark($, 'main', 'main', 2, false),
      landmark($, 'nav', 'navigation', 1, queryAll($, 'a[href]').length === 0),
      imageAlts($),
      discernibleText($),
      formLabels($),
      clickableDivs($),
    ];
    const renderedView = judgeableView(view);
    if (renderedView === null) {
      const findings: Array<DraftFinding<Code>> = rules.flatMap((rule) => (rule.finding ? [rule.finding] : []));
      findings.push(renderedNotMeasured('rendered-not-measured', view, 'the accessibility tree was judged'));
      return outcome(shareOfRules(rules) ?? 0, findings);
    }
    // The rendered view adds, never erases (issue 34): a raw finding stands unless the rendered page really has what
    // the raw HTML lacked; the axe-core violations come on top.
    const { headings, landmarks, links } = renderedView.snapshot;
    const judged = [
      lift(rules[0]!, renderedOneH1(headings)),
      // A pass where the raw HTML skipped a level or had none; a skip only where it had none (lift).
      lift(rules[1]!, headingLevels(headings.map((heading) => heading.level), ' of the rendered page')),
      lift(rules[2]!, renderedLandmark('main', landmarks.main, 2)),
      lift(rules[3]!, links.length > 0 ? renderedLandmark('nav', landmarks.nav, 1) : null),
      rules[4]!,
      // Names are lifted only where the raw HTML had unnamed controls: axe-core judges no page without any.
      lift(rules[5]!, rules[5]!.ok === false && axeNamesControls(renderedView) ? RENDERED_NAMES : null),
      rules[6]!,
      rules[7]!,
    ];
    const axe = judgeAccessibilityTree(renderedView);
    const findings: Array<DraftFinding<Code>> = [...judged.flatMap((rule) => (rule.finding ? [rule.finding] : [])), ...axe.findings];
    return outcome(Math.max(0, (shareOfRules(judged) ?? 0) - axe.penalty), findings);
  },
});

type Headings = ReadonlyArray<{ level: number; text: string }>;

/** The raw rule, unless it failed (or had nothing to judge) and the rendered page has what was missing. */
function lift(raw: Rule, fromRendered: Rule | null): Rule {
  if (fromRendered === null || raw.ok === true) return raw;
  if (raw.ok === false && fromRendered.ok !== true) return raw;
  if (fromRendered.ok === null) return raw;
  return { ...fromRendered, finding: fromRendered.finding && rendered(fromRendered.finding) };
}

function renderedOneH1(headings: Headings): Rule | null {
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length !== 1) return null;
  return { weight: 2, ok: true, finding: pass('one-h1', 'The rendered page has exactly one h1.', excerpt(h1s[0]!.text, 80), null) };
}

function renderedLandmark(tag: 'main' | 'nav', count: number, weight: number): Rule | null {
  if (count === 0) return null;
  return { weight, ok: true, finding: pass(`${tag}-landmark`, `The rendered page has a ${tag} landmark.`, null, null) };
}

/** axe-core found every link and button of the rendered page named (link-name, button-name, input-button-name). */
const RENDERED_NAMES: Rule = {
  weight: 1,
  ok: true,
  finding: pass('control-names-ok', 'Every link and button of the rendered page has discernible text (axe-core link-name, button-name, input-button-name).', null, null),
};
