// Our rendered-view verdicts and Lighthouse's Agentic Browsing audits brought to one shape, question by question, so
// that bench:rendered can say where the two agree and list every disagreement. What each side's answer is made of:
// - accessibility tree: the failing axe-core rules of the agent subset, with the first failing element (Lighthouse's
//   agent-accessibility-tree lists one element per rule; our semantic-structure lists every element).
// - registered tools: the tool names the page registered (script and form tools; webmcp-registered-tools).
// - forms without tools: how many forms carry neither toolname nor tooldescription (webmcp-form-coverage).
// - tool problems: what makes a tool unusable or unregistrable (webmcp-schema-validity reports the browser's issues
//   with form tools; our webmcp fails names, duplicates, schemas, descriptions and missing execute functions).
import { createRequire } from 'node:module';
import type { AuditReport } from '../engine/index.js';
import type { LighthouseAudit, LighthouseResult } from './lighthouse-agentic.js';

export interface AgenticAnswers {
  accessibilityTree: string;
  registeredTools: string;
  formsWithoutTools: string;
  toolProblems: string;
}

export const QUESTIONS: Array<[keyof AgenticAnswers, string]> = [
  ['accessibilityTree', 'accessibility tree'],
  ['registeredTools', 'registered tools'],
  ['formsWithoutTools', 'forms without tools'],
  ['toolProblems', 'tool problems'],
];

const NOT_JUDGED = 'not judged';
export const NOT_JUDGED_ANSWERS: AgenticAnswers = { accessibilityTree: NOT_JUDGED, registeredTools: NOT_JUDGED, formsWithoutTools: NOT_JUDGED, toolProblems: NOT_JUDGED };
/** Our webmcp codes whose subject is a tool the page registered or declared. */
const TOOL_CODES = new Set(['registered-tool', 'tool', 'schema-invalid', 'tool-name-invalid', 'tool-name-duplicate', 'tool-description-missing', 'tool-execute-missing', 'params-undescribed', 'tool-undescribed']);
const PROBLEM_CODES = new Set(['schema-invalid', 'tool-name-invalid', 'tool-name-duplicate', 'tool-description-missing', 'tool-execute-missing', 'tool-undescribed']);

const listed = (items: string[]) => (items.length === 0 ? 'none' : items.join(', '));

/** axe-core's rule id for each rule's help text (Lighthouse's table shows the help text only). */
const ruleIdByHelp = (() => {
  const axe = createRequire(import.meta.url)('axe-core') as { getRules(): Array<{ ruleId: string; help: string }> };
  return new Map(axe.getRules().map((rule) => [rule.help, rule.ruleId]));
})();

/** Whether two answers agree; neither side judging (our render or Lighthouse's run did not finish) is its own outcome. */
export function agreement(ours: string, theirs: string): 'agree' | 'DISAGREE' | 'neither judged' {
  if (ours === NOT_JUDGED && (theirs === NOT_JUDGED || theirs.startsWith('error'))) return 'neither judged';
  return ours === theirs ? 'agree' : 'DISAGREE';
}

export function ourAnswers(report: AuditReport): AgenticAnswers {
  if (!report.rendered) return NOT_JUDGED_ANSWERS;
  const findings = (id: string) => report.results.find((result) => result.id === id)?.findings.filter((finding) => finding.view === 'rendered') ?? [];
  const axe = findings('semantic-structure').filter((finding) => finding.code.startsWith('semantic-structure.axe-') && finding.status === 'fail');
  const firstPerRule = new Map<string, string>();
  for (const finding of axe) {
    const rule = finding.code.slice('semantic-structure.axe-'.length);
    if (!firstPerRule.has(rule)) firstPerRule.set(rule, `${rule} ${finding.subject ?? ''}`.trim());
  }
  const webmcp = findings('webmcp').map((finding) => ({ ...finding, code: finding.code.slice('webmcp.'.length) }));
  const uncovered = webmcp.find((finding) => finding.code === 'form-without-tool');
  return {
    accessibilityTree: listed([...firstPerRule.values()].sort()),
    registeredTools: listed(webmcp.filter((finding) => TOOL_CODES.has(finding.code)).map((finding) => finding.subject ?? '?')),
    formsWithoutTools: uncovered ? (/^(\d+) of /.exec(uncovered.message)?.[1] ?? '?') : '0',
    toolProblems: listed(webmcp.filter((finding) => PROBLEM_CODES.has(finding.code)).map((finding) => `${finding.code} ${finding.subject ?? ''}`.trim())),
  };
}

function judged(audit: LighthouseAudit | undefined): audit is LighthouseAudit {
  return audit !== undefined && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'error';
}

/** The rows of a table detail, or of every table of a list detail (sections). */
function rows(audit: LighthouseAudit): Array<Record<string, unknown>> {
  const items = audit.details?.items ?? [];
  if (audit.details?.type !== 'list') return items;
  return items.flatMap((section) => ((section.value as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []));
}

/** The element's own part of Lighthouse's selector path, as axe names it: `#id` when it has one, else the tag. */
const selectorOf = (node: unknown) => ((node as { selector?: string } | undefined)?.selector?.split(' > ').at(-1) ?? '?').replace(/^[a-z][a-z0-9-]*(?=#)/, '');

export function lighthouseAnswers(result: LighthouseResult | null): AgenticAnswers {
  const audit = (id: string) => result?.audits[id];
  const tree = audit('agent-accessibility-tree');
  const tools = audit('webmcp-registered-tools');
  const coverage = audit('webmcp-form-coverage');
  const validity = audit('webmcp-schema-validity');
  const whyNot = (one: LighthouseAudit | undefined) => (one?.scoreDisplayMode === 'error' ? `error: ${one.errorMessage ?? '?'}` : one ? 'not applicable' : NOT_JUDGED);
  return {
    accessibilityTree: judged(tree)
      ? listed(rows(tree).map((row) => `${ruleIdByHelp.get(String(row.description)) ?? String(row.description)} ${selectorOf(row.node)}`).sort())
      : whyNot(tree),
    registeredTools: judged(tools) ? listed(rows(tools).map((row) => String(row.tool))) : whyNot(tools),
    // Informative when some forms lack annotations, binary (pass) when none does, not applicable without forms.
    // (With WebMCP on, which a judged webmcp-registered-tools shows, not applicable means the page has no form.)
    formsWithoutTools: judged(coverage) ? String(coverage.scoreDisplayMode === 'binary' ? 0 : rows(coverage).length) : judged(tools) && coverage ? '0' : whyNot(coverage),
    // Not applicable with WebMCP on: no tools and no issue from the browser (core/audits/webmcp-schema-validity.js).
    toolProblems: judged(validity) ? listed(rows(validity).map((row) => String(row.issue))) : judged(tools) && validity ? 'none' : whyNot(validity),
  };
}
