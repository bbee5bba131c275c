// Prints an Audit report (JSON or readable) and applies --min-score. Local and remote audits end here alike.
import type { CatalogEntry } from '../../engine/types.js';
import { CliError, EXIT } from './exit-codes.js';
import { renderReport } from './render-report.js';
import { buildReportView, type ReceivedReport } from './report-view.js';
import { styleFor } from './style.js';

export interface ReportOutputFlags {
  json?: boolean;
  minScore?: number;
}

/** The catalog fills in what a remote report may leave out (category, weight, informational). */
export function writeReport(report: ReceivedReport, catalog: readonly CatalogEntry[], flags: ReportOutputFlags): void {
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    process.stdout.write(renderReport(buildReportView(report, catalog), styleFor(process.stdout)));
  }
  if (flags.minScore !== undefined && report.overallScore < flags.minScore) {
    throw new CliError(EXIT.belowMinScore, `score ${report.overallScore} is below --min-score ${flags.minScore}`);
  }
}
