// webmcp (checks.md, check 24): run on hand-built HTML pages with tool forms.
import { describe, expect, it } from 'vitest';
import { webmcp } from '../../../engine/checks/webmcp.js';
import { htmlPage, markup, NO_TOKENS, NOT_RENDERED, runCheck, verdicts } from './build.js';

const run = (body: string) => runCheck(webmcp, { page: { html: htmlPage(markup('<title>T</title>', body)), rendered: NOT_RENDERED, originTrials: NO_TOKENS } });

describe('webmcp', () => {
  it('passes a tool form with a description and described parameters', () => {
    const form = '<form toolname="search" tooldescription="Searches the site."><input name="q" toolparamdescription="Words to find"></form>';
    expect(verdicts(run(form))).toEqual(['pass tool search', 'info rendered-not-measured']);
  });

  it('warns about undescribed parameters and tools without a description, each by its name', () => {
    const outcome = run('<form toolname="search" tooldescription="Searches."><input name="q"></form><form toolname="order"><input name="id"></form>');
    expect(verdicts(outcome)).toEqual(['warn params-undescribed search', 'warn tool-undescribed order', 'info rendered-not-measured']);
    expect(outcome.score).toBe(70);
  });

  it('gives partial credit for script references only, and fails without tools', () => {
    expect(verdicts(run('<script>navigator.modelContext.registerTool({})</script>'))).toEqual(['warn script-only', 'info rendered-not-measured']);
    expect(verdicts(run('<form><input name="q"></form>'))).toEqual(['fail none', 'info rendered-not-measured']);
  });
});
