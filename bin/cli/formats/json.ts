// The JSON format of `agentgauge audit`, apart from the other formats' renderers (formats/index.ts): a --json run
// loads none of them.
import type { AuditOutcome, RenderContext } from '../outcome.js';

function withBenchmark(outcome: AuditOutcome): object {
  return outcome.benchmark ? { ...outcome.report, benchmark: outcome.benchmark } : outcome.report;
}

/**
 * The Audit report itself; several URLs give an array of reports (which --baseline reads back). With an index
 * (--index or AGENTGAUGE_URL) each report gains `benchmark`, as the service's report bodies carry it.
 */
export function renderJson(outcomes: readonly AuditOutcome[], context: RenderContext): string {
  return `${JSON.stringify(context.several ? outcomes.map(withBenchmark) : withBenchmark(outcomes[0]!), null, 2)}\n`;
}
