// The rendered view's pages audited without a browser (unit tier: the engine in this process against the fixture pages
// of tests/fixtures/web/rendered.ts): the checks say the rendered view was not measured, keep the raw view's verdicts,
// and the engine's fetcher keeps the allow-list. The same pages rendered in Chromium are in
// tests/system/engine/rendered-view-browser.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, AuditError } from '../../../engine/index.js';
import {
  RENDERED_CHECKS as CHECKS,
  RENDERED_NOT_MEASURED as NOT_MEASURED,
  renderedVerdicts as verdicts,
  startConnectionTrap,
  startRenderedSite,
  type ConnectionTrap,
} from '../../fixtures/web/rendered.js';
import type { FixtureSite } from '../../helpers/site.js';


let trap: ConnectionTrap;
let site: FixtureSite;

beforeAll(async () => {
  // Another loopback port: a listener that counts every connection it is offered. The rendered pages aim at it.
  trap = await startConnectionTrap();
  site = await startRenderedSite({ trapOrigin: trap.origin });
});

afterAll(async () => {
  await site?.close();
  await trap?.close();
});

/**
 * Only the fixture site's own origin is allowed among private targets: the trap's port stays refused. No browser here:
 * `options(false)` as in the browser's file, where `options(true)` renders.
 */
const options = (_rendered: false) => ({
  checks: CHECKS,
  allowPrivateTargets: [`127.0.0.1:${site.port}`],
  retries: 0,
  render: null,
});


describe('the browser reaches nothing the engine would not (private targets allowed by origin)', () => {
  it('keeps the allow-list for the engine fetcher too: the trap port itself is refused as a target', async () => {
    const trapUrl = `${trap.origin}/`;
    await expect(audit(trapUrl, options(false))).rejects.toMatchObject({ code: 'target-refused', rule: 'private-address' });
    await expect(audit(trapUrl, options(false))).rejects.toBeInstanceOf(AuditError);
    expect(trap.connections()).toBe(0);
  });
});

describe('webmcp: tools registered at run time (WebMCP draft; Lighthouse webmcp-schema-validity)', () => {
  it('without a browser, sees only that scripts mention modelContext, and says the rendered view was not measured', async () => {
    const report = await audit(`${site.origin}/webmcp`, options(false));
    expect(report.rendered).toBe(false);
    expect(verdicts(report).webmcp).toEqual(['warn 50', 'raw warn script-only', NOT_MEASURED]);
  });
});

describe("semantic-structure: the axe-core rules of Lighthouse's agent-accessibility-tree audit", () => {
  it('keeps the raw heuristics without a browser', async () => {
    const report = await audit(`${site.origin}/axe-problems`, options(false));
    expect(verdicts(report)['semantic-structure']).toEqual([
      'warn 63',
      'raw pass one-h1',
      'raw pass heading-levels-ok',
      'raw pass main-landmark',
      'raw fail no-nav-landmark',
      'raw fail control-names-missing',
      'raw fail form-labels-missing',
      NOT_MEASURED,
    ]);
  });
});

describe('server-rendered-content: what a crawler that runs no JavaScript misses', () => {
  it('without a browser, judges the shell as today and says what it could not measure', async () => {
    const report = await audit(`${site.origin}/client-rendered`, options(false));
    expect(verdicts(report)['server-rendered-content']).toEqual(['fail 0', 'raw fail app-shell', NOT_MEASURED]);
  });
});
