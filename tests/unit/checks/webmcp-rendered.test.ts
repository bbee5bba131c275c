// webmcp on the rendered view: tools registered at run time, judged as the WebMCP draft (tool names 1–128 of
// [A-Za-z0-9_.-], unique; a description; inputSchema a JSON Schema) and Lighthouse's webmcp-* audits judge them.
// Schemas are compiled by the engine's one JSON Schema setup, as the rendered view compiles them.
import { describe, expect, it } from 'vitest';
import { webmcp } from '../../../engine/checks/webmcp.js';
import { schemaProblem } from '../../../engine/parse/json-schema.js';
import type { RenderedForm, RenderedTool } from '../../../engine/render/types.js';
import { htmlPage, markup, NO_TOKENS, renderedView, runCheck, verdicts } from '../../helpers/engine/build.js';

const RAW = htmlPage(markup('<title>T</title>', '<script>document.modelContext.registerTool({})</script>'));
const tool = (init: Partial<RenderedTool>): RenderedTool => ({
  api: 'document.modelContext.registerTool',
  name: 'search',
  description: 'Searches the catalogue.',
  hasInputSchema: true,
  inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Words to find' } }, required: ['q'] },
  executable: true,
  annotations: null,
  schemaProblem: null,
  schemaNotCompiled: null,
  ...init,
});
/** A tool whose inputSchema went through the rendered view's compile step. */
const compiled = async (init: Partial<RenderedTool> & { inputSchema: object }) => tool({ ...init, schemaProblem: await schemaProblem(init.inputSchema) });
const run = (tools: RenderedTool[], forms: RenderedForm[] = []) =>
  runCheck(webmcp, { page: { html: RAW, rendered: renderedView({ tools, snapshot: { forms } }), originTrials: NO_TOKENS } });

describe('webmcp, rendered view', () => {
  it('passes a registered tool with a description, a valid schema and described parameters', () => {
    const outcome = run([tool({})]);
    expect(verdicts(outcome)).toEqual(['pass registered-tool search']);
    expect(outcome.score).toBe(100);
    expect(outcome.findings[0]!.view).toBe('rendered');
    expect(outcome.findings[0]!.message).toBe('The tool "search" is registered with a description and 1 described parameter.');
  });

  it('fails invalid and duplicate names, a schema ajv cannot compile, a missing execute or description; warns undescribed parameters', async () => {
    const outcome = run([
      tool({ name: 'has space' }),
      tool({ name: 'x'.repeat(129) }),
      tool({ name: null, api: 'navigator.modelContext.provideContext' }),
      tool({ name: 'twice' }),
      tool({ name: 'twice', api: 'navigator.modelContext.registerTool' }),
      await compiled({ name: 'badSchema', inputSchema: { type: 'object', properties: { q: { type: 'strin' } } } }),
      await compiled({ name: 'badRef', inputSchema: { type: 'object', properties: { q: { $ref: '#/$defs/missing' } } } }),
      tool({ name: 'noExecute', executable: false }),
      tool({ name: 'bare', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }),
      tool({ name: 'quiet', description: '' }),
    ]);
    expect(verdicts(outcome)).toEqual([
      'fail tool-name-invalid has space',
      `fail tool-name-invalid ${'x'.repeat(59)}…`,
      'fail tool-name-invalid (no name)',
      'fail tool-name-duplicate twice',
      'fail tool-name-duplicate twice',
      'fail schema-invalid badSchema',
      'fail schema-invalid badRef',
      'fail tool-execute-missing noExecute',
      'warn params-undescribed bare',
      'fail tool-description-missing quiet',
      'warn older-api',
    ]);
    expect(outcome.findings[10]!.message).toBe(
      '2 tools are registered through navigator.modelContext.provideContext, navigator.modelContext.registerTool, which the current WebMCP draft no longer has: in a browser that ships WebMCP the call throws, so they are not registered and the rest of that script does not run.',
    );
    expect(outcome.findings[5]!.message).toBe(
      'The inputSchema of the tool "badSchema" is not a valid JSON Schema: schema is invalid: data/properties/q/type must be equal to one of the allowed values, data/properties/q/type must be array, data/properties/q/type must match a schema in anyOf.',
    );
    expect(outcome.findings[6]!.message).toBe('The inputSchema of the tool "badRef" is not a valid JSON Schema: can\'t resolve reference #/$defs/missing from id #.');
    expect(outcome.findings[9]!.message).toBe('The tool "quiet" has no description, so a browser with WebMCP refuses to register it.');
    expect(outcome.score).toBe(7); // 70 / 10, under the cap of 70 for the older API
  });

  it('judges form tools of the rendered DOM, and lists the forms left without tools', () => {
    const outcome = run([], [
      { selector: '#search', toolname: 'findBooks', tooldescription: 'Finds books.', action: '/s', params: [{ name: 'q', described: true }] },
      { selector: 'form:nth-of-type(2)', toolname: null, tooldescription: null, action: '/subscribe', params: [{ name: 'email', described: false }] },
    ]);
    expect(verdicts(outcome)).toEqual(['pass tool findBooks', 'warn form-without-tool']);
    expect(outcome.findings[1]!.message).toBe('1 of 2 forms of the rendered page carry no toolname and tooldescription.');
    expect(outcome.score).toBe(90);
  });

  it('caps at 70 a page whose good tools are registered through the older navigator.modelContext form', () => {
    const outcome = run([tool({}), tool({ name: 'older', api: 'navigator.modelContext.registerTool' })]);
    expect(verdicts(outcome)).toEqual(['pass registered-tool search', 'pass registered-tool older', 'warn older-api']);
    expect(outcome.findings[2]!.detail).toBe('https://site.test/ — navigator.modelContext.registerTool("older")');
    expect(outcome.score).toBe(70);
  });

  it('fails a rendered page without tools', () => {
    expect(verdicts(run([]))).toEqual(['fail none']);
  });
});
