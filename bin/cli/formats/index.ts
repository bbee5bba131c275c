// The output formats of `agentgauge audit`, by name. Each renders every audited URL of one run into one document.
import type { AuditOutcome, RenderContext } from '../outcome.js';
import type { Style } from '../style.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';
import { renderSarif } from './sarif.js';
import type { Format } from './names.js';
import { renderText } from './text.js';

function withBenchmark(outcome: AuditOutcome): object {
  return outcome.benchmark ? { ...outcome.report, benchmark: outcome.benchmark } : outcome.report;
}

export function renderFormat(format: Format, outcomes: readonly AuditOutcome[], context: RenderContext, style: Style): string {
  switch (format) {
    case 'text':
      return renderText(outcomes, style);
    case 'json':
      // The Audit report itself; several URLs give an array of reports (which --baseline reads back). With an index
      // (--index or AGENTGAUGE_URL) each report gains `benchmark`, as the service's report bodies carry it.
      return `${JSON.stringify(context.several ? outcomes.map(withBenchmark) : withBenchmark(outcomes[0]!), null, 2)}\n`;
    case 'markdown':
      return renderMarkdown(outcomes);
    case 'sarif':
      return renderSarif(outcomes, context);
    case 'junit':
      return renderJunit(outcomes);
  }
}
