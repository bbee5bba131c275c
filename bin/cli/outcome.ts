// One audited URL as every output format sees it: the report, the assertions judged on it and the comparison with
// its baseline. Formats read this and nothing else, so text, Markdown, JUnit and SARIF cannot disagree.
import type { CatalogEntry } from '../../engine/index.js';
import type { AssertionResult } from './assertions.js';
import type { BaselineComparison } from './baseline.js';
import type { ProductionComparison } from './compare-to.js';
import type { ReceivedReport, ReportView } from './report-view.js';
import type { Benchmark } from '../../lib/editions/wording.js';

export interface AuditOutcome {
  report: ReceivedReport;
  view: ReportView;
  assertions: AssertionResult[];
  baseline: BaselineComparison | null;
  /**
   * Set when --browser asked for the rendered view and no page could be rendered: the sentence every format says
   * (the findings then come from the raw view alone); null otherwise.
   */
  renderedViewMissing: string | null;
  /** Where the report stands in the index of the service named by --index or AGENTGAUGE_URL; null without one. */
  benchmark: Benchmark | null;
  /** --compare-to: the preview's comparison with the production site audited in the same run. */
  comparison?: ProductionComparison;
}

/** The sentence for a run with --browser whose report says no page was rendered (report.rendered false). */
export function renderedViewMissing(asked: boolean, report: { rendered?: boolean }): string | null {
  if (!asked || report.rendered !== false) return null;
  return '--browser could not render any page (the browser did not start, or no page loaded in it): every finding comes from the raw view, and the rendered view was not measured.';
}

export interface RenderContext {
  catalog: readonly CatalogEntry[];
  /** The CLI's own version, for tool metadata (SARIF's driver, JUnit's properties). */
  version: string;
  /** Several URLs were audited in this run (JSON output is then an array of reports). */
  several: boolean;
}
