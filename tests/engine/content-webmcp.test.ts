import { describe, expect, it } from 'vitest';
import { html } from '../helpers/site.js';
import { useCheckAudit } from '../helpers/check-audit.js';

const ID = 'webmcp';
const check = useCheckAudit(ID);
const { measure } = check;

const page = (body: string) => html(`<!doctype html><html><body>\n${body}\n</body></html>`);
const TOOL = `<form toolname="searchProducts" tooldescription="Searches the catalogue by keyword." action="/search">
  <label for="q">Keyword</label><input id="q" name="q">
  <select name="sort" toolparamdescription="Sort order of the results."><option>price</option></select>
  <button type="submit">Search</button>
</form>`;

describe('webmcp', () => {
  it('passes a form declared as a tool with described parameters (informational, weight 0)', async () => {
    const { result } = await measure({ '/': page(TOOL) });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.informational).toBe(true);
    expect(result.weight).toBe(0);
    expect(result.findings[0]!.message).toBe(
      'The tool "searchProducts" is declared with a description and 2 described parameters.',
    );
    expect(result.findings[0]!.detail).toMatch(
      /, line 2 — <form toolname="searchProducts" tooldescription="Searches the catalogue by keyword\.">$/,
    );
  });

  it('warns about parameters without a description', async () => {
    const { result } = await measure({
      '/': page(
        '<form toolname="subscribe" tooldescription="Subscribes to the newsletter."><input name="email"></form>',
      ),
    });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(70);
    expect(result.findings[0]!.message).toBe('The tool "subscribe" has parameters without a description: email.');
  });

  it('warns about a toolname without a tooldescription', async () => {
    const { result } = await measure({
      '/': page('<form toolname="subscribe"><input name="email" toolparamdescription="Address"></form>'),
    });
    expect(result.score).toBe(40);
    expect(result.findings[0]!.message).toBe(
      'A form declares the tool "subscribe" without a tooldescription, so it is not registered as a tool.',
    );
  });

  it('warns when only scripts reference modelContext', async () => {
    const { result } = await measure({
      '/': page('<script>navigator.modelContext.registerTool({name: "x"});</script>'),
    });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(50);
    expect(result.findings[0]!.message).toBe(
      'Scripts reference modelContext, but no form declares a tool in static HTML.',
    );
    expect(result.findings[0]!.detail).toMatch(/line 2: navigator\.modelContext\.registerTool/);
  });

  it('fails a page without tools', async () => {
    const { result } = await measure({ '/': page('<form><input name="q"></form>') });
    expect(result.status).toBe('fail');
    expect(result.findings[0]!.message).toBe('The page declares no WebMCP tools.');
  });

  it('is not applicable under the api profile', async () => {
    const { result } = await measure({ '/': page(TOOL) }, { profile: 'api' });
    expect(result.applicable).toBe(false);
    expect(result.score).toBe(100);
  });

  it('is an error on a page of a site scan that never answers', async () => {
    const { report } = await measure(
      { '/': page(`${TOOL}<a href="/slow">s</a>`), '/slow': () => undefined },
      { maxPages: 2, timeout: 300 },
    );
    expect(report.pages.map((p) => p.results[0]!.status)).toEqual(['pass', 'error']);
  });
});
