// One audited URL as every output format sees it: the report, the assertions judged on it and the comparison with
// its baseline. Formats read this and nothing else, so text, Markdown, JUnit and SARIF cannot disagree.
import type { CatalogEntry } from '../../engine/index.js';
import type { AssertionResult } from './assertions.js';
import type { BaselineComparison } from './baseline.js';
import type { ReceivedReport, ReportView } from './report-view.js';

export interface AuditOutcome {
  report: ReceivedReport;
  view: ReportView;
  assertions: AssertionResult[];
  baseline: BaselineComparison | null;
}

export interface RenderContext {
  catalog: readonly CatalogEntry[];
  /** The CLI's own version, for tool metadata (SARIF's driver, JUnit's properties). */
  version: string;
  /** Several URLs were audited in this run (JSON output is then an array of reports). */
  several: boolean;
}
