// The output formats of `agentgauge audit`, by name. Each renders every audited URL of one run into one document.
import type { AuditOutcome, RenderContext } from '../outcome.js';
import type { Style } from '../style.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';
import { renderSarif } from './sarif.js';
import { renderJson } from './json.js';
import type { Format } from './names.js';
import { renderText } from './text.js';

export function renderFormat(format: Format, outcomes: readonly AuditOutcome[], context: RenderContext, style: Style): string {
  switch (format) {
    case 'text':
      return renderText(outcomes, style);
    case 'json':
      return renderJson(outcomes, context);
    case 'markdown':
      return renderMarkdown(outcomes);
    case 'sarif':
      return renderSarif(outcomes, context);
    case 'junit':
      return renderJunit(outcomes);
  }
}
