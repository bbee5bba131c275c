// What the rendered view measures of one page: plain data, handed to the checks by the 'rendered' page artifact.

/** A request of the rendered page that was refused or not sent (SSRF rule, WebSocket, method, request limit). */
export interface BlockedRequest {
  url: string;
  /**
   * The SSRF rule (private-address, port, scheme, ...), the fetch failure, `websocket`, `method X`, `request-limit`,
   * `third-party-limit`, `cors-preflight (headers)` or `cors: no Access-Control-Allow-Origin`.
   */
  reason: string;
}

/** Requests the page tried to make that the rendered view did not send (counted, never sent). */
export interface NotSent {
  /** By method: every method but GET (fetch/XHR with a body, form posts, sendBeacon). */
  methods: Record<string, number>;
  /** Cross-origin reads with headers of the page's own, which need a CORS preflight only the origin may answer. */
  preflighted: number;
  /** Third-party requests over the audit's cap (render-tab.ts MAX_THIRD_PARTY_REQUESTS). */
  thirdParty: number;
}

/** A tool the page registered at run time through modelContext, as the capture script recorded it. */
export interface CapturedTool {
  /** e.g. `document.modelContext.registerTool`, `navigator.modelContext.provideContext`. */
  api: string;
  /** null when the page passed no string. */
  name: string | null;
  description: string | null;
  hasInputSchema: boolean;
  /** JSON of the schema; `{__agentgauge: 'too-large' | 'unserializable'}` when it could not be copied. */
  inputSchema?: unknown;
  executable: boolean;
  annotations: unknown;
}

/** A captured tool with its inputSchema compiled by the engine's one JSON Schema setup (parse/json-schema.ts). */
export interface RenderedTool extends CapturedTool {
  /** Why the inputSchema does not compile (or could not be copied out of the page); null when it does or there is none. */
  schemaProblem: string | null;
  /** Why the inputSchema was not compiled: over a compile budget (named), which is not the site's error; else null. */
  schemaNotCompiled: string | null;
}

export interface RenderedForm {
  /** CSS selector of the form in the rendered DOM. */
  selector: string;
  toolname: string | null;
  tooldescription: string | null;
  action: string | null;
  params: Array<{ name: string; described: boolean }>;
}

export interface DomSnapshot {
  title: string;
  /** The body's rendered text, whitespace collapsed, capped at 200,000 characters. */
  text: string;
  headings: Array<{ level: number; text: string }>;
  /** Absolute http(s) link targets, unique, at most 1,000. */
  links: string[];
  jsonLd: Array<{ valid: boolean; types: string[]; bytes: number }>;
  forms: RenderedForm[];
  /** How many main and nav landmarks (elements or roles) the rendered DOM has. */
  landmarks: { main: number; nav: number };
  /** Elements in the rendered DOM. */
  elements: number;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  /** Up to 20 of the failing nodes: the axe selector of each and its opening markup. */
  nodes: Array<{ target: string; html: string }>;
  nodeCount: number;
}

export interface RenderedView {
  measured: true;
  url: string;
  finalUrl: string;
  /** HTTP status of the navigation, null when there was none. */
  status: number | null;
  /** The render budget ran out (endless script, slow resources): what was measured before is kept. */
  timedOut: boolean;
  /** Navigation failed outright (refused, unreachable). */
  navigationError: string | null;
  snapshot: DomSnapshot | null;
  tools: RenderedTool[];
  axe: { violations: AxeViolation[] } | { error: string };
  /** The first 50 refused requests. */
  blocked: BlockedRequest[];
  blockedCount: number;
  /** Requests the page made that were answered or refused. */
  requests: number;
  /** Images, fonts and media the page asked for: not fetched (no check reads them). */
  skippedResources: number;
  popups: number;
  downloads: number;
  dialogs: number;
  webSockets: number;
  notSent: NotSent;
  durationMs: number;
}

/** Rendering was off, or no browser was available: every check keeps to the raw view and says so. */
export interface RenderSkipped {
  measured: false;
  /** One sentence: why the rendered view was not measured. */
  reason: string;
}

export type RenderedArtifact = RenderedView | RenderSkipped;

/** A rendered view the checks can judge: measured, with a DOM snapshot (a page whose render ran out of time before it has none). */
export type JudgeableView = RenderedView & { snapshot: DomSnapshot };

/** The view when the checks can judge it, else null: the one rule for the checks and for the report's `rendered`. */
export function judgeableView(view: RenderedArtifact): JudgeableView | null {
  return view.measured && view.snapshot !== null ? (view as JudgeableView) : null;
}
