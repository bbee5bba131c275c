// webmcp (checks.md, check 24): run on hand-built HTML pages with tool forms.
import { describe, expect, it } from 'vitest';
import { webmcp } from '../../../engine/checks/webmcp.js';
import { originTrialsOf } from '../../../engine/gather/origin-trial.js';
import { decodeOriginTrialToken } from '../../../engine/parse/origin-trial.js';
import { START, htmlPage, markup, NO_TOKENS, NOT_RENDERED, page, runCheck, verdicts } from '../../helpers/engine/build.js';

const run = (body: string) => runCheck(webmcp, { page: { html: htmlPage(markup('<title>T</title>', body)), rendered: NOT_RENDERED, originTrials: NO_TOKENS } });

/**
 * A token in Chrome's format (origin_trials_token_structure.md): version 3, a 64-byte signature (zeros here: the audit
 * does not verify Chrome's signature), the payload length big-endian, then the JSON payload.
 */
function token(payload: object): string {
  const json = Buffer.from(JSON.stringify(payload));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([Buffer.from([3]), Buffer.alloc(64), length, json]).toString('base64');
}
/** The audit read the page on 2026-11-24, a week after Chrome's WebMCP origin trial ended (2026-11-17). */
const NOW = Date.parse('2026-11-24T00:00:00Z');
const expiry = (date: string) => Date.parse(date) / 1000;
function withTokens(body: string, head = '', headers: Record<string, string> = {}) {
  const html = markup(`<title>T</title>${head}`, body);
  const originTrials = originTrialsOf(page(START, { body: html, headers }), NOW);
  return runCheck(webmcp, { page: { html: htmlPage(html, { headers }), rendered: NOT_RENDERED, originTrials } });
}

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

  it('reads a long inline script in linear time: 130 KB of word characters (22 s with a greedy regular expression) and the reference after it', () => {
    const started = performance.now();
    const outcome = run(`<script>window.__CONFIG__ = "${'x'.repeat(130_000)}"; navigator.modelContext.registerTool({})</script>`);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(verdicts(outcome)).toEqual(['warn script-only', 'info rendered-not-measured']);
    expect(outcome.findings[0]!.detail).toMatch(/navigator\.modelContext\.registerTool$/);
  });

  // Chromium third_party/blink/public/common/origin_trials/origin_trials_token_structure.md, "Regular Token on version 3".
  it('decodes a Chrome origin-trial token: version byte, signature, payload length, JSON payload', () => {
    const sample = 'A9YTk5WLM0uhXPj2OE/dEj8mEdWbcWOvCyWMNdRFiCZpBRuynxJMx1i/SO5pRT7UhoCSDTieoh9qOCMHsc2y5w4AAABTeyJvcmlnaW4iOiAiaHR0cHM6Ly9leGFtcGxlLmNvbTo0NDMiLCAiZmVhdHVyZSI6ICJGcm9idWxhdGUiLCAiZXhwaXJ5IjogMTYwOTQ1OTE5OX0=';
    expect(decodeOriginTrialToken(sample)).toEqual({ ok: true, token: { version: 3, origin: 'https://example.com:443', feature: 'Frobulate', expiry: 1609459199, isSubdomain: false, isThirdParty: false } });
    expect(decodeOriginTrialToken('not a token!')).toEqual({ ok: false, reason: 'it is not base64' });
  });

  // checks.md 2026-12 (webmcp): an expired WebMCP token (Chrome's trial ended 2026-11-17) is a warning: the tools
  // registered through it no longer exist in visitors' browsers. Chromium runtime_enabled_features.json5 names the
  // trial "WebMCP". The audit's "now" is the gather step's (checks hold no clock).
  it('warns about an expired WebMCP origin-trial token in a meta element or the header, and reports one in force', () => {
    const form = '<form toolname="search" tooldescription="Searches the site."><input name="q" toolparamdescription="Words to find"></form>';
    const expired = token({ origin: 'https://site.test:443', feature: 'WebMCP', expiry: expiry('2026-11-17T23:59:59Z') });
    const meta = withTokens(form, `<meta http-equiv="origin-trial" content="${expired}">`);
    expect(verdicts(meta)).toEqual(['pass tool search', 'warn origin-trial-expired', 'info rendered-not-measured']);
    expect(meta.findings[1]!.message).toBe(
      "The page's WebMCP origin-trial token expired on 2026-11-17: tools registered through it no longer exist in visitors' browsers (Chrome's WebMCP origin trial ended 2026-11-17).",
    );
    expect(meta.findings[1]!.detail).toBe(`${START}, line 1 — <meta http-equiv="origin-trial">: feature WebMCP, origin https://site.test:443, expiry 1794959999 (2026-11-17)`);
    expect(meta.score).toBe(50);
    const header = withTokens(form, '', { 'origin-trial': `${token({ origin: 'https://other.test:443', feature: 'WebMCP', expiry: expiry('2027-06-01T00:00:00Z') })}, ${expired}` });
    expect(verdicts(header)).toEqual(['pass tool search', 'warn origin-trial-other-origin', 'warn origin-trial-expired', 'info rendered-not-measured']);
    const active = withTokens(form, `<meta http-equiv="Origin-Trial" content="${token({ origin: 'https://site.test', feature: 'WebMCP', expiry: expiry('2027-06-01T00:00:00Z') })}"><meta http-equiv="origin-trial" content="${expired}">`);
    expect(verdicts(active)).toEqual(['pass tool search', 'info origin-trial-active', 'warn origin-trial-expired', 'info rendered-not-measured']);
    expect(active.score).toBe(100);
    // Other trials are not WebMCP's business; a token that does not decode is named.
    const others = withTokens(form, `<meta http-equiv="origin-trial" content="${token({ origin: 'https://site.test:443', feature: 'Frobulate', expiry: 1 })}"><meta http-equiv="origin-trial" content="AAAA">`);
    expect(verdicts(others)).toEqual(['pass tool search', 'info origin-trial-undecodable', 'info rendered-not-measured']);
  });
});
