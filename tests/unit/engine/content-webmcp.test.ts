import { describe, expect, it } from 'vitest';
import { html } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';

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

  // checks.md 2026-12: an Origin-Trial token for WebMCP (header or <meta http-equiv="origin-trial">), decoded per
  // Chromium's origin_trials_token_structure.md (version byte, 64-byte signature, big-endian payload length, JSON
  // payload); Chrome's WebMCP trial ended 2026-11-17, so an expired token means the tools are gone for visitors.
  it('reads a WebMCP origin-trial token from the page: an expired one is a warning, one in force information', async () => {
    const token = (origin: string, expiry: string) => {
      const payload = Buffer.from(JSON.stringify({ origin, feature: 'WebMCP', expiry: Date.parse(expiry) / 1000 }));
      const length = Buffer.alloc(4);
      length.writeUInt32BE(payload.length);
      return Buffer.concat([Buffer.from([3]), Buffer.alloc(64), length, payload]).toString('base64');
    };
    const expired = await measure((origin) => ({ '/': html(`<!doctype html><html><head><meta http-equiv="origin-trial" content="${token(origin, '2026-11-17T23:59:59Z')}"></head><body>\n${TOOL}\n</body></html>`) }));
    expect(expired.result.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual([
      'pass webmcp.tool',
      'warn webmcp.origin-trial-expired',
      'info webmcp.rendered-not-measured',
    ]);
    expect(expired.result.findings[1]!.message).toBe(
      "The page's WebMCP origin-trial token expired on 2026-11-17: tools registered through it no longer exist in visitors' browsers (Chrome's WebMCP origin trial ended 2026-11-17).",
    );
    expect([expired.result.status, expired.result.score]).toEqual(['warn', 50]);
    const active = await measure((origin) => ({ '/': html(`<!doctype html><html><body>\n${TOOL}\n</body></html>`, { 'origin-trial': token(origin, '2099-01-01T00:00:00Z') }) }));
    expect(active.result.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual(['pass webmcp.tool', 'info webmcp.origin-trial-active', 'info webmcp.rendered-not-measured']);
    expect([active.result.status, active.result.score]).toEqual(['pass', 100]);
  });
});
