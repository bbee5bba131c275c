// A page under the byte cap whose structure would make parsing it cost time quadratic in its size (issue 10, point 2):
// parsing stops at a structure cap (engine/parse/lean-dom.ts, PAGE_STRUCTURE_CAPS), and every check that judges the
// page's HTML fails with the documented finding `page-structure-over-cap` instead of the audit running out of time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, CHECK_CATALOG, type AuditReport } from '../../../engine/index.js';
import { loadLeanDocument } from '../../../engine/parse/lean-dom.js';
import { NESTED_ELEMENTS, NESTED_HTML, startHostileSite } from '../../fixtures/hostile.js';
import type { FixtureSite } from '../../helpers/site.js';

const HTML_CHECKS = CHECK_CATALOG.filter((entry) => entry.codes.some(({ code }) => code === `${entry.id}.page-structure-over-cap`)).map(
  (entry) => entry.id,
);

describe('an audit of a 3.8 MB page of 200,000 nested elements', () => {
  let site: FixtureSite;
  let report: AuditReport;
  let elapsed: number;

  beforeAll(async () => {
    site = await startHostileSite({ root: 'nested' });
    const started = Date.now();
    report = await audit(site.url, { allowPrivateTargets: true, timeout: 2000, retries: 0, checks: HTML_CHECKS });
    elapsed = Date.now() - started;
  }, 60_000);
  afterAll(() => site.close());

  it('ends in seconds, each check that judges HTML failing with the structure finding, with the line it stopped at', () => {
    expect(NESTED_HTML.length).toBeGreaterThan(3_800_000);
    expect(NESTED_ELEMENTS).toBe(200_000);
    // Before the caps, parsing alone took minutes and the audit ended as a timeout.
    expect(elapsed).toBeLessThan(10_000);
    expect(HTML_CHECKS).toEqual(['server-rendered-content', 'structured-data', 'page-metadata', 'semantic-structure', 'content-efficiency', 'webmcp', 'product-data']);
    for (const result of report.results) {
      expect(result.status, result.id).toBe('fail');
      expect(result.findings, result.id).toEqual([
        {
          code: `${result.id}.page-structure-over-cap`,
          status: 'fail',
          message: 'The page nests elements more than 512 levels deep, so it was not judged.',
          detail: `${site.url} — over the depth cap at line 3`,
          hint: 'Close the elements you open: browsers stop nesting at 512 levels, and agents give up on such pages.',
          view: 'raw',
        },
      ]);
    }
  });
});

describe('parsing stops at a structure cap, whatever the page is made of', () => {
  const FIVE_MB = 5 * 1024 * 1024;
  const fill = (prefix: string, unit: string) => prefix + unit.repeat(Math.floor((FIVE_MB - prefix.length) / unit.length));
  // Measured on 26 shapes of 5 MB (CPU time, on a busy 2-core machine): every one stopped within 1.2 s; uncapped,
  // the deep ones took minutes. The bound below leaves room for a slower machine, not for quadratic time.
  it.each([
    ['nested elements', 'depth', fill('', '<div class="a">')],
    ['siblings under 505 open elements', 'work', fill('<div>'.repeat(505), '<p></p>')],
    ['unmatched end tags under 505 open inline elements', 'work', fill('<span>'.repeat(505), '</x>')],
    ['line breaks under an open formatting element at depth 505', 'work', fill('<span>'.repeat(504) + '<b>', '<br>')],
    ['1.7 million flat links', 'elements', fill('', '<a>x')],
  ] as const)('%s: over the %s cap', (_shape, cap, html) => {
    const started = process.cpuUsage();
    const parsed = loadLeanDocument(html);
    const cpu = process.cpuUsage(started);
    expect(parsed.$).toBeNull();
    expect(parsed.overCap?.cap).toBe(cap);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(5000);
  });
});
