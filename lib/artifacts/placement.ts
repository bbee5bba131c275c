// How a generated file is presented to its owner (dashboard; issue 35 point 4): where it goes (a JSON-LD snippet goes
// inside the start page's <head>, it is not a file served at /) and whether it is a template that needs the owner's
// values before it can be published (the MCP and A2A cards with the reserved placeholder endpoint), naming them.
import { PLACEHOLDER_ORIGIN } from './shown-surfaces';

export interface ArtifactPlacement {
  /** "Serve at" or "Place in". */
  label: string;
  where: string;
  /** Whether the response headers shown apply (not for a snippet that goes inside a page). */
  headersApply: boolean;
  /** For a template: which values to replace, in one sentence; null for a file that can be published as it is. */
  template: string | null;
}

const TEMPLATE_VALUES: Record<string, string> = {
  'mcp-server-card': 'the URL of your MCP server (its Streamable HTTP endpoint)',
  'agent-card': 'the URL of your A2A endpoint (JSON-RPC)',
};

export function artifactPlacement(artifact: { kind: string; path: string; alsoServeAt: string[]; body: string }): ArtifactPlacement {
  const template = artifact.body.includes(PLACEHOLDER_ORIGIN)
    ? `Template: replace ${PLACEHOLDER_ORIGIN} with ${TEMPLATE_VALUES[artifact.kind] ?? 'your live endpoint'} before publishing it; as it is, it names an endpoint that does not exist.`
    : null;
  if (artifact.kind === 'json-ld') {
    return {
      label: 'Place in',
      where: `the <head> of your start page (${artifact.path}), as this <script type="application/ld+json"> element; not a file of its own`,
      headersApply: false,
      template,
    };
  }
  return { label: 'Serve at', where: [artifact.path, ...artifact.alsoServeAt].join(' and '), headersApply: true, template };
}
