// What the checks that read the rendered view share: the finding that says it was not measured.
import { info, type DraftFinding } from '../../findings.js';
import type { RenderedArtifact } from '../../render/types.js';

export const RENDERED_NOT_MEASURED_MEANING =
  'The rendered view was not measured (rendering off, no browser, or the page could not be rendered): only the raw HTML was judged.';

function skippedReason(view: RenderedArtifact): string {
  if (!view.measured) return view.reason;
  if (view.timedOut) return 'The page did not finish rendering within its budget.';
  return view.navigationError ? `The page could not be rendered: ${view.navigationError}` : 'The page could not be rendered.';
}

/** An info finding (no effect on the score): the check judged the raw HTML only, and why. */
export function renderedNotMeasured<C extends string>(code: C, view: RenderedArtifact, what: string): DraftFinding<C> {
  return info(
    code,
    `The rendered view was not measured, so ${what} only as the raw HTML shows it.`,
    skippedReason(view),
    'Audit with a browser (agentgauge audit --browser, or a service with a local Chromium) to measure what scripts add.',
  );
}
