// semantic-structure on the rendered page: the axe-core rules of Lighthouse's agent-accessibility-tree audit (see
// render/agent-axe-rules.ts for the list and where it comes from), each failing element a finding with its selector.
import { about, fail, info, pass, rendered, type DraftFinding } from '../../findings.js';
import { AGENT_AXE_RULES } from '../../render/agent-axe-rules.js';
import type { AxeViolation, RenderedView } from '../../render/types.js';
import { excerpt } from './excerpt.js';

type AxeRule = (typeof AGENT_AXE_RULES)[number];
export type AxeCode = `axe-${AxeRule}`;

export const AXE_CODES = {
  ...(Object.fromEntries(
    AGENT_AXE_RULES.map((rule) => [`axe-${rule}`, `An element of the rendered page fails the axe-core rule ${rule} (subject: the element's selector).`]),
  ) as Record<AxeCode, string>),
  'axe-passed': 'No element of the rendered page fails any of the axe-core rules Lighthouse judges the accessibility tree with.',
  'axe-not-run': 'axe-core could not finish on the rendered page (budget spent or the page broke it): not measured, no points taken off; the structure of the page stands.',
} as const;

/**
 * Points a failing rule costs, by axe's impact: Lighthouse scores the audit 0 on any failure; a graded score tells a
 * page with one minor problem from one whose controls have no names at all.
 */
const PENALTY: Record<string, number> = { critical: 30, serious: 20, moderate: 10, minor: 5 };

function isAgentRule(id: string): id is AxeRule {
  return (AGENT_AXE_RULES as readonly string[]).includes(id);
}

function findingsOf(violation: AxeViolation & { id: AxeRule }, where: string): Array<DraftFinding<AxeCode>> {
  const more = violation.nodeCount > violation.nodes.length ? ` (${violation.nodeCount} elements in all; the first ${violation.nodes.length} are listed)` : '';
  return violation.nodes.map((node) =>
    rendered(
      about(
        node.target,
        fail(
          `axe-${violation.id}`,
          `${violation.help}: ${excerpt(node.target, 80)}.`,
          `${where} — ${node.target}: ${excerpt(node.html, 120)}${more}`,
          `${violation.help} (axe-core ${violation.id}${violation.impact ? `, ${violation.impact}` : ''}; ${violation.helpUrl}).`,
        ),
      ),
    ),
  );
}

/**
 * The axe subset on the rendered page, as points taken off the raw view's structure score and findings added to its
 * own (checks.md, "the rendered view"; issue 34: the rendered view adds, never erases). axe-core that did not finish
 * (budget spent, the page broke it) takes nothing off: it was not measured, and the finding says so.
 */
export function judgeAccessibilityTree(view: RenderedView): { penalty: number; findings: Array<DraftFinding<keyof typeof AXE_CODES>> } {
  if ('error' in view.axe) {
    return {
      penalty: 0,
      findings: [
        rendered(
          info(
            'axe-not-run',
            'axe-core could not finish on the rendered page, so its accessibility tree was not judged by the axe-core rules: the structure found in the page stands, and no points were taken off.',
            `${view.finalUrl} — ${view.axe.error}`,
            null,
          ),
        ),
      ],
    };
  }
  const violations = view.axe.violations.filter((violation): violation is AxeViolation & { id: AxeRule } => isAgentRule(violation.id));
  if (violations.length === 0) {
    return {
      penalty: 0,
      findings: [rendered(pass('axe-passed', `No element fails any of the ${AGENT_AXE_RULES.length} axe-core rules Lighthouse judges the accessibility tree with.`, view.finalUrl, null))],
    };
  }
  const penalty = violations.reduce((sum, violation) => sum + (PENALTY[violation.impact ?? ''] ?? 20), 0);
  return { penalty, findings: violations.flatMap((violation) => findingsOf(violation, view.finalUrl)) };
}

/** Whether axe-core ran and found no element without a name among links and buttons (the raw link-text rule's subject). */
export function axeNamesControls(view: RenderedView): boolean {
  if ('error' in view.axe) return false;
  return !view.axe.violations.some((violation) => CONTROL_NAME_RULES.has(violation.id));
}

const CONTROL_NAME_RULES: ReadonlySet<string> = new Set(['link-name', 'button-name', 'input-button-name']);
