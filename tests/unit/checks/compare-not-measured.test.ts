// Not measured is never a regression (checks.md, "A scan that was blocked says so"; issue 34 point 1): a check that
// could not be measured (`error`) or whose part was left unmeasured by our own limits is never regressed, improved or
// resolved in compare, the CLI's --baseline or site.regressed (hasRegressed), and never a fix.
import { describe, expect, it } from 'vitest';
import { NOT_MEASURED_CODES, CHECK_CATALOG } from '../../../engine/index.js';
import { compareReports, hasRegressed, type ComparedReport } from '../../../lib/compare/compare-reports.js';
import { openChecks } from '../../../lib/fixes/fix-item.js';
import { compareWithBaseline } from '../../../bin/cli/baseline.js';
import type { StoredCheckResult, StoredFinding } from '../../../lib/schemas/report.js';

const finding = (code: string, status: StoredFinding['status']): StoredFinding => ({ code: code as StoredFinding['code'], status, message: `${code}.`, detail: null, hint: null });

function result(id: StoredCheckResult['id'], status: StoredCheckResult['status'], score: number, findings: StoredFinding[]): StoredCheckResult {
  return {
    id,
    name: id,
    description: 'd',
    category: 'Content',
    scope: 'page',
    status,
    score,
    siteScore: null,
    applicable: true,
    informational: false,
    weight: 10,
    findings,
    duration: 1,
  } as StoredCheckResult;
}

const report = (overallScore: number, results: StoredCheckResult[], rendered = true): ComparedReport => ({
  engine: 'agentgauge@6.3.0',
  overallScore,
  pageCount: 1,
  rendered,
  results,
});

const AXE_RAN = result('semantic-structure', 'warn', 60, [finding('semantic-structure.h1-count', 'fail'), finding('semantic-structure.axe-button-name', 'fail')]);
const AXE_OUT_OF_BUDGET = result('semantic-structure', 'warn', 50, [finding('semantic-structure.h1-count', 'fail'), finding('semantic-structure.axe-not-run', 'info')]);
const ROBOTS_OK = result('robots-txt', 'pass', 100, [finding('robots-txt.valid', 'pass')]);
const ROBOTS_TIMED_OUT = result('robots-txt', 'error', 0, [finding('robots-txt.fetch-failed', 'error')]);

describe('compare: not measured is never a regression', () => {
  it('does not count a check whose axe-core ran out of budget as regressed, and says why', () => {
    const comparison = compareReports(report(60, [AXE_RAN, ROBOTS_OK]), report(54, [AXE_OUT_OF_BUDGET, ROBOTS_OK]));
    expect(comparison.regressedChecks).toEqual([]);
    expect(comparison.unmeasuredChecks).toEqual(['semantic-structure']);
    expect(comparison.changes.find((change) => change.checkId === 'semantic-structure')!.change).toBe('findings_changed');
    expect(comparison.comparable).toBe(false);
    expect(comparison.warnings).toEqual([
      'The check semantic-structure is not judged as improved or regressed: part of it was not measured (semantic-structure.axe-not-run in the later scan). Not measured is never a regression; its score change is not the site\'s doing.',
    ]);
    expect(hasRegressed(comparison)).toBe(false);
  });

  it('does not count an error check as regressed, nor as resolved when it is measured again', () => {
    const down = compareReports(report(70, [ROBOTS_OK]), report(40, [ROBOTS_TIMED_OUT]));
    expect(down).toMatchObject({ scoreDelta: -30, regressedChecks: [], resolvedChecks: [], unmeasuredChecks: ['robots-txt'], comparable: false });
    expect(down.warnings[0]).toBe(
      'The check robots-txt is not judged as improved or regressed: it could not be measured in the later scan (error). Not measured is never a regression; its score change is not the site\'s doing.',
    );
    expect(hasRegressed(down)).toBe(false);
    const up = compareReports(report(40, [ROBOTS_TIMED_OUT]), report(70, [ROBOTS_OK]));
    expect(up.changes[0]!.change).toBe('findings_changed');
    expect(up.resolvedChecks).toEqual([]);
  });

  it('still counts a measured regression beside an unmeasured check, and a fall of the score when all was measured', () => {
    const worse = result('robots-txt', 'warn', 50, [finding('robots-txt.invalid-lines', 'warn')]);
    const comparison = compareReports(report(60, [AXE_RAN, ROBOTS_OK]), report(40, [AXE_OUT_OF_BUDGET, worse]));
    expect(comparison.regressedChecks).toEqual(['robots-txt']);
    expect(hasRegressed(comparison)).toBe(true);
    const scoreOnly = compareReports(report(60, [ROBOTS_OK]), report(55, [ROBOTS_OK]));
    expect(hasRegressed(scoreOnly)).toBe(true);
  });

  it('compares two raw-only audits as before: the same unmeasured part on both sides is a fair comparison', () => {
    const rawBefore = result('semantic-structure', 'warn', 60, [finding('semantic-structure.rendered-not-measured', 'info')]);
    const rawAfter = result('semantic-structure', 'warn', 40, [finding('semantic-structure.rendered-not-measured', 'info')]);
    const comparison = compareReports(report(60, [rawBefore], false), report(50, [rawAfter], false));
    expect(comparison.regressedChecks).toEqual(['semantic-structure']);
    expect(comparison.unmeasuredChecks).toEqual([]);
    expect(comparison.comparable).toBe(true);
  });
});

describe("the CLI's --baseline: our limits never fail a CI run (--fail-on-regression reads `regressed`)", () => {
  it('lists no regression when the later audit could not measure a check', () => {
    const audited = (overallScore: number, results: StoredCheckResult[]) =>
      ({ url: 'https://docs.example/', timestamp: '2026-11-20T00:00:00.000Z', ...report(overallScore, results) }) as unknown as Parameters<typeof compareWithBaseline>[1];
    const baseline = compareWithBaseline('report.json', audited(60, [AXE_RAN, ROBOTS_OK]), audited(40, [AXE_OUT_OF_BUDGET, ROBOTS_TIMED_OUT]));
    expect(baseline.regressed).toEqual([]);
    expect(baseline.unmeasuredChecks.sort()).toEqual(['robots-txt', 'semantic-structure']);
    expect(hasRegressed(baseline)).toBe(false);
  });
});

describe('the fix list: an error check is never a fix', () => {
  it('offers the measured check below 100, not the one that could not be measured', () => {
    expect(openChecks({ results: [ROBOTS_TIMED_OUT, AXE_OUT_OF_BUDGET] }).map(({ result }) => result.id)).toEqual(['semantic-structure']);
  });
});

describe('the not-measured codes', () => {
  it('are each a code of the catalog', () => {
    const codes = new Set(CHECK_CATALOG.flatMap((entry) => entry.codes.map((code) => code.code)));
    expect(NOT_MEASURED_CODES.filter((code) => !codes.has(code))).toEqual([]);
  });
});
