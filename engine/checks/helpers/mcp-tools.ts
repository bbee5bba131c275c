// What mcp-server says about the tools (and resources, prompts) a live endpoint lists (gather/mcp-tools.ts), judged
// as an agent choosing and calling them needs: MCP 2025-11-25 server/tools §Tool names (1–128 of [A-Za-z0-9_.-],
// unique), §Tool (a description, an inputSchema that is a JSON Schema object), §Tool annotations (hints an agent
// uses before it calls a tool that changes things), and the server card's tools agreeing with the live list.
import { about, pass, warn, type CodeMeanings, type DraftFinding } from '../../findings.js';
import { MCP_LIST_PAGES } from '../../config.js';
import type { McpListedTool, McpListing } from '../../gather/mcp-tools.js';
import { isObject } from '../../parse/json-values.js';

export const MCP_TOOL_CODES = {
  'tools-valid': 'Every listed tool has a unique valid name, a description an agent can choose by, an inputSchema that compiles, and annotations where it changes things.',
  'tool-names-invalid': 'Some tool names are not 1–128 characters of A–Z, a–z, 0–9, _, - and . (MCP server/tools §Tool names).',
  'tool-names-duplicate': 'Some tool names are listed more than once: an agent cannot tell the tools apart.',
  'tools-undescribed': 'Some tools have no description, or one that only repeats the name: an agent cannot choose by it.',
  'tool-schemas-invalid': 'Some tools have no inputSchema, or one that is not a JSON Schema object that compiles (the detail names each with the compiler\'s reason).',
  'tool-schemas-unchecked': 'Some tools\' inputSchemas were not compiled because they are over a compile budget (the detail names each and the budget): not the site\'s error, and no points lost.',
  'tool-annotations-missing': 'Some tools whose names say they change things (create, delete, send, …) carry no annotations (readOnlyHint, destructiveHint).',
  'card-tools-disagree': 'The server card lists tools the endpoint does not, or the endpoint lists tools the card does not.',
  'list-failed': 'The server declares resources or prompts, but resources/list or prompts/list failed (subject: the method).',
} as const satisfies CodeMeanings;
type ToolCode = keyof typeof MCP_TOOL_CODES;

/** A tool name as MCP and the WebMCP draft allow it: 1–128 of letters, digits, `_`, `.` and `-`. */
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,128}$/;
const SHORTEST_DESCRIPTION = 20;
/** The verbs that make a tool one that changes things (first word of its name). */
const CHANGING_VERBS = new Set(['add', 'apply', 'archive', 'book', 'buy', 'cancel', 'charge', 'checkout', 'close', 'create', 'delete', 'deploy', 'disable', 'edit', 'enable', 'execute', 'insert', 'invite', 'merge', 'move', 'order', 'pay', 'post', 'publish', 'purchase', 'put', 'refund', 'remove', 'rename', 'reset', 'revoke', 'run', 'schedule', 'send', 'set', 'submit', 'transfer', 'update', 'upload', 'upsert', 'write']);
const FILLER = new Set(['a', 'an', 'the', 'tool', 'this', 'function']);

const PENALTY: Record<Exclude<ToolCode, 'tools-valid'>, number> = {
  'tool-schemas-unchecked': 0,
  'tool-names-invalid': 15,
  'tool-names-duplicate': 20,
  'tools-undescribed': 15,
  'tool-schemas-invalid': 20,
  'tool-annotations-missing': 5,
  'card-tools-disagree': 10,
  'list-failed': 10,
};

function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !FILLER.has(word));
}

function nameOf(tool: McpListedTool): string {
  return typeof tool.name === 'string' ? tool.name : JSON.stringify(tool.name) ?? 'undefined';
}

/** No description, a very short one, or one whose words are the name's words. */
function undescribed(tool: McpListedTool): boolean {
  const description = tool.description?.trim() ?? '';
  if (description.length < SHORTEST_DESCRIPTION) return true;
  return words(description).join(' ') === words(nameOf(tool)).join(' ');
}

function changesThings(tool: McpListedTool): boolean {
  return CHANGING_VERBS.has(words(nameOf(tool))[0] ?? '');
}

function hasHints(tool: McpListedTool): boolean {
  const hints = tool.annotations;
  return hints !== null && (typeof hints.readOnlyHint === 'boolean' || typeof hints.destructiveHint === 'boolean');
}

/** Tool names a server card lists (`tools[]` of objects with `name`, or of names), or null when it lists none. */
export function cardToolNames(card: unknown): string[] | null {
  if (!isObject(card) || !Array.isArray(card.tools)) return null;
  return card.tools.flatMap((tool) => (typeof tool === 'string' ? [tool] : isObject(tool) && typeof tool.name === 'string' ? [tool.name] : []));
}

const listNames = (names: string[]) => `${names.slice(0, 8).join(', ')}${names.length > 8 ? ` and ${names.length - 8} more` : ''}`;

/** Findings about the listing, and the points they cost (of the endpoint's half of the score). */
export function judgeListing(listing: McpListing, cardTools: { url: string; names: string[] } | null): { findings: Array<DraftFinding<ToolCode>>; penalty: number } {
  const findings: Array<DraftFinding<ToolCode>> = [];
  const tools = listing.tools;
  const names = tools.map(nameOf);
  const invalid = tools.filter((tool) => typeof tool.name !== 'string' || !TOOL_NAME_PATTERN.test(tool.name)).map(nameOf);
  if (invalid.length > 0) {
    findings.push(warn('tool-names-invalid', `${invalid.length} tool name(s) are not valid MCP tool names.`, listNames(invalid), 'Name tools with 1–128 characters of A–Z, a–z, 0–9, _, - and . (MCP server/tools §Tool names).'));
  }
  const duplicates = [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
  if (duplicates.length > 0) {
    findings.push(warn('tool-names-duplicate', `${duplicates.length} tool name(s) are listed more than once.`, listNames(duplicates), 'Give every tool a unique name within the server.'));
  }
  const vague = tools.filter(undescribed).map(nameOf);
  if (vague.length > 0) {
    findings.push(warn('tools-undescribed', `${vague.length} of ${tools.length} tools have no description an agent can choose by (missing, under ${SHORTEST_DESCRIPTION} characters, or the name repeated).`, listNames(vague), 'Describe what each tool does, when to use it and what it returns, in a sentence or two.'));
  }
  const badSchemas = tools.filter((tool) => tool.schemaProblem !== null);
  if (badSchemas.length > 0) {
    findings.push(
      warn(
        'tool-schemas-invalid',
        `${badSchemas.length} of ${tools.length} tools have no inputSchema that compiles as a JSON Schema object.`,
        badSchemas.slice(0, 5).map((tool) => `${nameOf(tool)}: ${tool.schemaProblem}`).join('; '),
        'Give every tool an inputSchema with "type": "object" (and its properties) that compiles as JSON Schema 2020-12; a tool without parameters declares {"type": "object", "additionalProperties": false}.',
      ),
    );
  }
  const unchecked = tools.filter((tool) => tool.schemaNotCompiled !== null);
  if (unchecked.length > 0) {
    findings.push(
      warn(
        'tool-schemas-unchecked',
        `${unchecked.length} of ${tools.length} tools have an inputSchema that was not compiled (over a compile budget), so whether it compiles is not known.`,
        unchecked.slice(0, 5).map((tool) => `${nameOf(tool)}: ${tool.schemaNotCompiled}`).join('; '),
        'Keep each inputSchema small: a client compiles it before every call (define a shape once in $defs and refer to it).',
      ),
    );
  }
  const unannotated = tools.filter((tool) => changesThings(tool) && !hasHints(tool)).map(nameOf);
  if (unannotated.length > 0) {
    findings.push(warn('tool-annotations-missing', `${unannotated.length} tool(s) that change things carry no annotations.`, listNames(unannotated), 'Add annotations to tools that change things: readOnlyHint false, destructiveHint, idempotentHint (MCP server/tools §Tool annotations), so agents can ask their user before calling them.'));
  }
  if (cardTools) {
    const live = new Set(names);
    const onlyCard = cardTools.names.filter((name) => !live.has(name));
    const onlyLive = [...live].filter((name) => !cardTools.names.includes(name));
    if (onlyCard.length > 0 || onlyLive.length > 0) {
      const parts = [...(onlyCard.length > 0 ? [`only on the card: ${listNames(onlyCard)}`] : []), ...(onlyLive.length > 0 ? [`only on the endpoint: ${listNames(onlyLive)}`] : [])];
      findings.push(warn('card-tools-disagree', `The server card ${cardTools.url} and the endpoint's tools/list disagree.`, parts.join('; '), 'List in the card exactly the tools the endpoint serves (or leave tools out of the card).'));
    }
  }
  for (const [method, list] of [['resources/list', listing.resources], ['prompts/list', listing.prompts]] as const) {
    if (list && !list.ok) findings.push(about(method, warn('list-failed', `The server declares ${method.split('/')[0]} but ${method} failed: ${list.error}`, null, `Answer ${method}, or do not declare the capability.`)));
  }
  const penalty = findings.reduce((sum, finding) => sum + PENALTY[finding.code as Exclude<ToolCode, 'tools-valid'>], 0);
  if (findings.length === 0 && tools.length > 0) {
    const more = listing.morePages
      ? ` (${tools.length} of the ${listing.total} on the first ${MCP_LIST_PAGES.tools} pages judged; further pages not read)`
      : listing.total > tools.length
        ? ` (${tools.length} of ${listing.total} judged)`
        : '';
    findings.push(pass('tools-valid', `All ${tools.length} listed tools have valid unique names, descriptions, input schemas that compile, and annotations where they change things${more}.`, listNames(names), null));
  }
  return { findings, penalty };
}
