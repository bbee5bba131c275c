// The webmcp check's judgement of the rendered page: tools registered at run time through modelContext, and forms
// declared as tools in the rendered DOM, judged as the WebMCP draft and Lighthouse's webmcp-* audits judge them.
import { about, fail, info, pass, rendered, warn, type DraftFinding } from '../../findings.js';
import type { RenderedForm, RenderedTool, RenderedView } from '../../render/types.js';
import { excerpt } from './excerpt.js';
import { TOOL_NAME_PATTERN } from './mcp-tools.js';

export const RENDERED_CODES = {
  'registered-tool': 'A tool registered at run time has a valid name, a description, a valid inputSchema and described parameters (subject: the tool name).',
  'tool-name-invalid': 'A tool registered at run time has no name, or one that is not 1–128 characters of A–Z, a–z, 0–9, _, . and - (subject: the name).',
  'tool-name-duplicate': 'Several tools share one name, so an agent cannot tell which it calls (subject: the name).',
  'tool-description-missing': 'A tool registered at run time has no description, which the WebMCP draft\'s registerTool() rejects (subject: the tool name).',
  'tool-execute-missing': 'A tool registered at run time has no execute function, so calling it cannot work (subject: the tool name).',
  'schema-invalid': "A tool's inputSchema is not a valid JSON Schema (subject: the tool name).",
  'schema-unchecked': "A tool's inputSchema was not compiled because it is over a compile budget (the detail names it): not the site's error, and no points lost (subject: the tool name).",
  'form-without-tool': 'Forms of the rendered page carry no toolname and tooldescription, so agents cannot call them as tools.',
  'older-api':
    'Tools are registered through a form the current WebMCP draft no longer has (navigator.modelContext, provideContext): in a browser that ships WebMCP the call throws, and the tools are not registered.',
} as const;
export type RenderedCode = keyof typeof RENDERED_CODES;
type Shared = 'tool' | 'tool-undescribed' | 'params-undescribed' | 'none';

/** The one registration the current draft defines (webmachinelearning/webmcp index.bs: Document.modelContext, ModelContext.registerTool). */
const CURRENT_API = 'document.modelContext.registerTool';
const REGISTER_HINT =
  'Register each tool with document.modelContext.registerTool({name, description, inputSchema, execute}): a name of 1–128 characters [A-Za-z0-9_.-], unique on the page, a description, a valid JSON Schema with a description for every property.';

interface Judged {
  score: number;
  finding: DraftFinding<RenderedCode | Shared>;
}

/** Properties of the schema's top-level object without a description (or title). */
function undescribedProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties === null || typeof properties !== 'object') return [];
  return Object.entries(properties as Record<string, unknown>)
    .filter(([, value]) => {
      const field = value as { description?: unknown; title?: unknown } | null;
      return !(typeof field?.description === 'string' && field.description.trim()) && !(typeof field?.title === 'string' && field.title.trim());
    })
    .map(([name]) => name);
}

function judgeTool(tool: RenderedTool, duplicate: boolean, where: string): Judged {
  const name = tool.name ?? '';
  const label = name === '' ? '(no name)' : excerpt(name, 60);
  const detail = `${where} — ${tool.api}({name: ${JSON.stringify(excerpt(name, 60))}${tool.description ? `, description: ${JSON.stringify(excerpt(tool.description, 60))}` : ''}})`;
  if (!TOOL_NAME_PATTERN.test(name)) {
    return {
      score: 0,
      finding: about(label, fail('tool-name-invalid', `A tool registered at run time has ${name === '' ? 'no name' : `the name "${label}", which is not 1–128 characters of [A-Za-z0-9_.-]`}.`, detail, REGISTER_HINT)),
    };
  }
  if (duplicate) {
    return { score: 0, finding: about(name, fail('tool-name-duplicate', `More than one tool is named "${name}".`, detail, 'Give every tool of the page its own name.')) };
  }
  if (!tool.executable) {
    return { score: 0, finding: about(name, fail('tool-execute-missing', `The tool "${name}" has no execute function.`, detail, REGISTER_HINT)) };
  }
  if (tool.schemaProblem !== null) {
    return { score: 0, finding: about(name, fail('schema-invalid', `The inputSchema of the tool "${name}" is not a valid JSON Schema: ${tool.schemaProblem}.`, detail, REGISTER_HINT)) };
  }
  if (!(tool.description ?? '').trim()) {
    // The draft's registerTool() rejects an empty description (and WebIDL a missing one): a browser with WebMCP never lists the tool.
    return {
      score: 0,
      finding: about(name, fail('tool-description-missing', `The tool "${name}" has no description, so a browser with WebMCP refuses to register it.`, detail, 'Describe what the tool does in its description; agents choose tools by it.')),
    };
  }
  const undescribed = tool.hasInputSchema ? undescribedProperties(tool.inputSchema) : [];
  if (undescribed.length > 0) {
    return {
      score: 70,
      finding: about(name, warn('params-undescribed', `The tool "${name}" has parameters without a description: ${undescribed.join(', ')}.`, detail, 'Give every property of the inputSchema a description.')),
    };
  }
  if (tool.schemaNotCompiled !== null) {
    return {
      score: 100,
      finding: about(name, warn('schema-unchecked', `The tool "${name}" is registered with a description; its inputSchema was not compiled: ${tool.schemaNotCompiled}.`, detail, 'Keep the inputSchema small: a client compiles it before every call.')),
    };
  }
  const count = Object.keys((tool.inputSchema as { properties?: object } | undefined)?.properties ?? {}).length;
  return {
    score: 100,
    finding: about(name, pass('registered-tool', `The tool "${name}" is registered with a description and ${count} described parameter${count === 1 ? '' : 's'}.`, detail, null)),
  };
}

function judgeForm(form: RenderedForm, duplicate: boolean, where: string): Judged {
  const name = (form.toolname ?? '').trim();
  const description = (form.tooldescription ?? '').trim();
  const detail = `${where} — ${form.selector} <form toolname="${excerpt(name, 40)}"${description ? ` tooldescription="${excerpt(description, 60)}"` : ''}>`;
  const label = name === '' ? '(empty toolname)' : name;
  if (name === '' || description === '') {
    return {
      score: 40,
      finding: about(label, warn('tool-undescribed', `A form declares ${name === '' ? 'an empty toolname' : `the tool "${name}"`} without a tooldescription, so it is not registered as a tool.`, detail, REGISTER_HINT)),
    };
  }
  if (!TOOL_NAME_PATTERN.test(name)) {
    return { score: 0, finding: about(label, fail('tool-name-invalid', `The form tool "${excerpt(name, 60)}" has a name that is not 1–128 characters of [A-Za-z0-9_.-].`, detail, REGISTER_HINT)) };
  }
  if (duplicate) return { score: 0, finding: about(name, fail('tool-name-duplicate', `More than one tool is named "${name}".`, detail, 'Give every tool of the page its own name.')) };
  const undescribed = form.params.filter((param) => !param.described).map((param) => param.name);
  if (undescribed.length > 0) {
    return { score: 70, finding: about(name, warn('params-undescribed', `The tool "${name}" has parameters without a description: ${undescribed.join(', ')}.`, detail, 'Add toolparamdescription (or a <label>) to every field of the form.')) };
  }
  const count = form.params.length;
  return { score: 100, finding: about(name, pass('tool', `The tool "${name}" is declared with a description and ${count} described parameter${count === 1 ? '' : 's'}.`, detail, null)) };
}

/**
 * Score and findings of the rendered page: the mean over its tools, capped at 90 while forms are left without tools
 * and at 70 while tools are registered through a form of the API that browsers shipping WebMCP do not have.
 */
export function judgeRenderedWebmcp(view: RenderedView): { score: number; findings: Array<DraftFinding<RenderedCode | Shared>> } {
  const where = view.finalUrl;
  const forms = view.snapshot?.forms ?? [];
  const toolForms = forms.filter((form) => form.toolname !== null);
  const names = [...view.tools.map((tool) => tool.name ?? ''), ...toolForms.map((form) => (form.toolname ?? '').trim())];
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const duplicate = (name: string | null) => name !== null && name !== '' && (counts.get(name.trim()) ?? 0) > 1;
  const judged = [
    ...view.tools.map((tool) => judgeTool(tool, duplicate(tool.name), where)),
    ...toolForms.map((form) => judgeForm(form, duplicate(form.toolname), where)),
  ];
  const uncovered = forms.filter((form) => form.toolname === null);
  const findings = judged.map((entry) => rendered(entry.finding));
  const older = view.tools.filter((tool) => tool.api !== CURRENT_API);
  if (older.length > 0) {
    // The capture script offers these older forms so that such a page runs to its end and its tools can be judged;
    // Chromium with WebMCP (156) has document.modelContext.registerTool only, where the same script stops at the call.
    const apis = [...new Set(older.map((tool) => tool.api))].join(', ');
    findings.push(
      rendered(
        warn(
          'older-api',
          `${older.length} tool${older.length === 1 ? ' is' : 's are'} registered through ${apis}, which the current WebMCP draft no longer has: in a browser that ships WebMCP the call throws, so ${older.length === 1 ? 'it is' : 'they are'} not registered and the rest of that script does not run.`,
          `${where} — ${older.map((tool) => `${tool.api}(${JSON.stringify(excerpt(tool.name ?? '', 60))})`).slice(0, 10).join('; ')}`,
          "Register with document.modelContext.registerTool(...), after checking 'modelContext' in document.",
        ),
      ),
    );
  }
  if (uncovered.length > 0) {
    const listed = uncovered.slice(0, 10).map((form) => `${form.selector}${form.action ? ` (action ${excerpt(form.action, 60)})` : ''}`);
    const status = judged.length > 0 ? warn : info;
    findings.push(
      rendered(
        status(
          'form-without-tool',
          `${uncovered.length} of ${forms.length} forms of the rendered page carry no toolname and tooldescription.`,
          `${where} — ${listed.join('; ')}${uncovered.length > 10 ? ` (and ${uncovered.length - 10} more)` : ''}`,
          'Annotate each form an agent should be able to use: <form toolname="…" tooldescription="…">.',
        ),
      ),
    );
  }
  if (judged.length === 0) {
    findings.unshift(rendered(fail('none', 'The rendered page registers no WebMCP tools and declares none in its forms.', where, REGISTER_HINT)));
    return { score: 0, findings };
  }
  const mean = judged.reduce((sum, entry) => sum + entry.score, 0) / judged.length;
  const cap = Math.min(uncovered.length > 0 ? 90 : 100, older.length > 0 ? 70 : 100);
  return { score: Math.min(mean, cap), findings };
}
