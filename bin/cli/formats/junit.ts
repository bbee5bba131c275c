// --format junit: JUnit XML as CI test reporters read it. One testsuite per audited URL, one testcase per check:
// `failure` for a failing check, `error` for one that could not measure, `skipped` for one that does not apply to
// the site; a warning (or an informational check's failure, which never counts) is a passed testcase whose
// system-out says why. Times are seconds. The assertions of a URL, when there are any, are a testsuite of their own:
// one testcase each, `failure` when it failed, `skipped` when it was not judged (its check does not apply to the site;
// a `failure` instead under --strict).
import { shownOutcome, type AssertionResult } from '../assertions.js';
import type { AuditOutcome } from '../outcome.js';
import type { CheckRow } from '../report-view.js';

// XML 1.0 allows tab, line feed and carriage return below 0x20 and nothing else; findings quote arbitrary pages.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function escape(text: string): string {
  return text
    .replace(NOT_XML, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function attributes(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
    .join('');
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function findingLines(row: CheckRow, outcome: AuditOutcome): string {
  const result = outcome.report.results.find((candidate) => candidate.id === row.id);
  return (result?.findings ?? [])
    .map((finding) =>
      [
        // Which view the finding comes from: raw (the HTML as fetched) or rendered (the page in a browser).
        `${finding.status} (${finding.view ?? 'raw'} view): ${finding.message}`,
        finding.detail && `  evidence: ${finding.detail}`,
        finding.hint && `  fix: ${finding.hint}`,
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
}

function testcase(row: CheckRow, outcome: AuditOutcome): string {
  const result = outcome.report.results.find((candidate) => candidate.id === row.id);
  const head = `    <testcase${attributes({ classname: `agentgauge.${row.category}`, name: `${row.id}: ${row.name}`, time: seconds(result?.duration ?? 0) })}`;
  const message = row.headline?.message ?? `score ${row.countedScore}`;
  const details = escape(findingLines(row, outcome));
  // Read applicable first: a check that does not apply is skipped, whatever score it measured.
  if (!row.applicable) return `${head}>\n      <skipped${attributes({ message: 'not applicable to this site' })}/>\n    </testcase>`;
  if (row.countedStatus === 'error') {
    return `${head}>\n      <error${attributes({ message: `could not measure: ${message}`, type: 'error' })}>${details}</error>\n    </testcase>`;
  }
  if (row.countedStatus === 'fail' && !row.informational) {
    return `${head}>\n      <failure${attributes({ message, type: 'fail' })}>${details}</failure>\n    </testcase>`;
  }
  if (row.countedStatus !== 'pass') {
    const note = row.informational ? `informational (not counted): ${row.countedStatus} at ${row.countedScore}` : `warn: score ${row.countedScore}`;
    return `${head}>\n      <system-out>${escape(note)}\n${details}</system-out>\n    </testcase>`;
  }
  return `${head}/>`;
}

function testsuite(outcome: AuditOutcome, index: number): { xml: string; counts: Counts } {
  const { view, report } = outcome;
  const rows = view.categories.flatMap((category) => category.checks);
  const counts: Counts = {
    tests: rows.length,
    failures: rows.filter((row) => row.applicable && !row.informational && row.countedStatus === 'fail').length,
    errors: rows.filter((row) => row.applicable && row.countedStatus === 'error').length,
    skipped: rows.filter((row) => !row.applicable).length,
    time: report.duration,
  };
  const properties = [
    ['score', report.overallScore],
    ['grade', report.grade.label],
    ['engine', report.engine],
    ...(report.profile ? [['profile', report.profile]] : []),
    ...(report.pageCount !== undefined ? [['pages', report.pageCount]] : []),
    ...(outcome.renderedViewMissing ? [['rendered-view', `not measured: ${outcome.renderedViewMissing}`]] : []),
  ] as Array<[string, string | number]>;
  const xml = [
    testsuiteOpen(report.url, index, counts, report.duration, report.timestamp),
    '    <properties>',
    ...properties.map(([name, value]) => `      <property${attributes({ name, value })}/>`),
    '    </properties>',
    ...rows.map((row) => testcase(row, outcome)),
    '  </testsuite>',
  ].join('\n');
  return { xml, counts };
}

/** A <testsuite> opening tag; JUnit's timestamp has no time zone or fraction (ISO 8601 local form). */
function testsuiteOpen(name: string, id: number, counts: Counts, durationMs: number, timestamp: string): string {
  const time = seconds(durationMs);
  return `  <testsuite${attributes({ name, id, tests: counts.tests, failures: counts.failures, errors: counts.errors, skipped: counts.skipped, time, timestamp: timestamp.replace(/(\.\d+)?Z$/, '') })}>`;
}

function assertionTestcase(result: AssertionResult): string {
  const head = `    <testcase${attributes({ classname: 'agentgauge.assertions', name: result.assertion.source, time: seconds(0) })}`;
  const shown = shownOutcome(result);
  if (shown === 'failed') return `${head}>\n      <failure${attributes({ message: result.message, type: result.outcome })}/>\n    </testcase>`;
  if (shown === 'not-judged') return `${head}>\n      <skipped${attributes({ message: result.message })}/>\n    </testcase>`;
  return `${head}/>`;
}

function assertionsTestsuite(outcome: AuditOutcome, index: number): { xml: string; counts: Counts } | null {
  const results = outcome.assertions;
  if (results.length === 0) return null;
  const counts: Counts = {
    tests: results.length,
    failures: results.filter((result) => shownOutcome(result) === 'failed').length,
    errors: 0,
    skipped: results.filter((result) => shownOutcome(result) === 'not-judged').length,
    time: 0,
  };
  const name = `assertions: ${outcome.report.url}`;
  const xml = [
    testsuiteOpen(name, index, counts, 0, outcome.report.timestamp),
    ...results.map(assertionTestcase),
    '  </testsuite>',
  ].join('\n');
  return { xml, counts };
}

interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  time: number;
}

export function renderJunit(outcomes: readonly AuditOutcome[]): string {
  const suites = outcomes.flatMap((outcome, index) => {
    const checks = testsuite(outcome, index);
    const assertions = assertionsTestsuite(outcome, outcomes.length + index);
    return assertions ? [checks, assertions] : [checks];
  });
  const total = (key: keyof Counts) => suites.reduce((sum, suite) => sum + suite.counts[key], 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({ name: 'agentgauge', tests: total('tests'), failures: total('failures'), errors: total('errors'), skipped: total('skipped'), time: seconds(total('time')) })}>`,
    ...suites.map((suite) => suite.xml),
    '</testsuites>',
    '',
  ].join('\n');
}
