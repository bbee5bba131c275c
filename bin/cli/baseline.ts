// --baseline <report.json>: an earlier Audit report (the --format json output of an earlier run: one report, or an
// array of reports for several URLs), compared with today's by the service's own compare rules.
import { readFileSync } from 'node:fs';
import { compareReports, type Change, type ReportComparison } from '../../lib/compare/compare-reports.js';
import { usageError } from './exit-codes.js';
import type { ReceivedReport } from './report-view.js';

export interface BaselineComparison extends ReportComparison {
  /** The baseline file, as given. */
  file: string;
  baselineUrl: string;
  baselineTimestamp: string;
  beforeScore: number;
  afterScore: number;
  regressed: Change[];
  resolved: Change[];
}

/** Reads and validates the baseline file with the API's own Audit report schema; any problem is a usage error. */
export async function loadBaseline(file: string): Promise<ReceivedReport[]> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw usageError(`--baseline ${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw usageError(`--baseline ${file} is not JSON: ${(error as Error).message}`);
  }
  const { AuditReport } = await import('../../lib/schemas/report.js');
  const candidates = Array.isArray(parsed) ? parsed : [parsed];
  if (candidates.length === 0) throw usageError(`--baseline ${file} holds no report`);
  return candidates.map((candidate, index) => {
    const checked = AuditReport.safeParse(candidate);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const where = [...(Array.isArray(parsed) ? [index] : []), ...issue.path].join('.');
      throw usageError(
        `--baseline ${file} is not an Audit report (the --format json output of agentgauge audit): ${where ? `${where}: ` : ''}${issue.message}`,
      );
    }
    // The schema lists the fields the API guarantees; the rest of the report (pageCount, categories...) is kept.
    return candidate as ReceivedReport;
  });
}

/** The baseline report of the same URL; a lone baseline report stands for any single audited URL. */
export function baselineFor(url: string, baselines: readonly ReceivedReport[], auditedCount: number): ReceivedReport | null {
  return baselines.find((report) => report.url === url) ?? (baselines.length === 1 && auditedCount === 1 ? baselines[0]! : null);
}

export function compareWithBaseline(file: string, baseline: ReceivedReport, report: ReceivedReport): BaselineComparison {
  // Reports written before every field was guaranteed count as page-only audits of one page.
  const side = (r: ReceivedReport) => ({
    engine: r.engine,
    overallScore: r.overallScore,
    pageCount: r.pageCount ?? 1,
    ...(r.rendered === undefined ? {} : { rendered: r.rendered }),
    ...(r.journeys === undefined ? {} : { journeys: r.journeys }),
    results: r.results.map((result) => ({ applicable: true, ...result }) as Parameters<typeof compareReports>[0]['results'][number]),
  });
  const comparison = compareReports(side(baseline), side(report));
  if (baseline.url !== report.url) {
    comparison.warnings.unshift(`The baseline measured ${baseline.url}, this audit ${report.url}.`);
    comparison.comparable = false;
  }
  return {
    ...comparison,
    file,
    baselineUrl: baseline.url,
    baselineTimestamp: baseline.timestamp,
    beforeScore: baseline.overallScore,
    afterScore: report.overallScore,
    regressed: comparison.changes.filter((change) => change.change === 'regressed'),
    resolved: comparison.changes.filter((change) => change.resolved),
  };
}
