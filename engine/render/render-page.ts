// Renders one page on the audit's tab (render-tab.ts): navigation, a moment of network quiet, the DOM snapshot, the
// WebMCP tools the page registered and axe-core, all inside one time budget. What the tab answered is counted.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { checkDeclaredSchema, createSchemaSession, oversizedSchema, type SchemaSession } from '../parse/json-schema.js';
import { AGENT_AXE_RULES } from './agent-axe-rules.js';
import { axeRunScript, SNAPSHOT_SCRIPT, webmcpReadScript } from './page-scripts.js';
import { DEFAULT_RENDER_LIMITS, type RenderDeps, type RenderLimits, type RenderTab } from './render-tab.js';
import type { AxeViolation, CapturedTool, DomSnapshot, RenderedTool, RenderedView } from './types.js';
import { errorLine } from '../errors.js';
import { requireFrom } from './node-require.js';

export { DEFAULT_RENDER_LIMITS, type RenderDeps, type RenderLimits } from './render-tab.js';

const AXE_SCRIPT = 'axe-core/axe.min.js';

/**
 * axe-core's browser script: from the installed package, else the copy the CLI package carries beside its engine
 * script, at the same relative path (bin/build-cli.mjs --package), where no node_modules holds the package.
 */
function axeScriptPath(): string {
  try {
    return requireFrom(import.meta.url).resolve(AXE_SCRIPT);
  } catch {
    // Joined by hand: webpack reads `new URL(name, import.meta.url)` as an asset it must bundle.
    return fileURLToPath(`${import.meta.url.slice(0, import.meta.url.lastIndexOf('/') + 1)}${AXE_SCRIPT}`);
  }
}

let axeSource: Promise<string> | null = null;
function loadAxeSource(): Promise<string> {
  axeSource ??= readFile(axeScriptPath(), 'utf8');
  return axeSource;
}

/** The captured inputSchema compiled as every declared schema is; the capture script's markers say why there was none to compile. */
async function compiledTool(tool: CapturedTool, session: SchemaSession): Promise<RenderedTool> {
  const verdict = (schemaProblem: string | null, schemaNotCompiled: string | null = null) => ({ ...tool, schemaProblem, schemaNotCompiled });
  if (!tool.hasInputSchema) return verdict(null);
  const marker = (tool.inputSchema as { __agentgauge?: unknown; bytes?: unknown } | null)?.__agentgauge;
  if (marker === 'too-large') return verdict(oversizedSchema(Number((tool.inputSchema as { bytes?: unknown }).bytes)));
  if (marker === 'unserializable') return verdict('it cannot be serialized as JSON');
  const compiled = await checkDeclaredSchema(tool.inputSchema, session);
  return compiled.kind === 'invalid' ? verdict(compiled.problem) : verdict(null, compiled.kind === 'not-compiled' ? compiled.reason : null);
}

/** One at a time: compiles are synchronous and share the audit's compile clock. */
async function compiledTools(captured: readonly CapturedTool[], session: SchemaSession): Promise<RenderedTool[]> {
  const tools: RenderedTool[] = [];
  for (const tool of captured) tools.push(await compiledTool(tool, session));
  return tools;
}

class RenderTimeout extends Error {}

/** After load: how long the page may keep the network busy, and how long quiet must last to count as done. */
const QUIET_CAP_MS = 2000;
const QUIET_MS = 200;

async function networkQuiet(inFlight: () => number, until: number): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function within<T>(promise: Promise<T>, deadline: number): Promise<T> {
  // The work goes on after the budget gave up on it, and fails when the context closes: that failure is expected.
  promise.catch(() => undefined);
  const left = deadline - Date.now();
  if (left <= 0) return Promise.reject(new RenderTimeout('render budget spent'));
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout('render budget spent')), left);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Whether the tab may render the audit's next page: not after a render that ran out of time or failed to navigate. */
export function tabReusable(tab: RenderTab, view: RenderedView): boolean {
  return !view.timedOut && view.navigationError === null && !tab.page.isClosed();
}

/**
 * Renders `url` on `tab`, which comes ready or is still opening (its opening counts against the budget). Throws only
 * when the tab cannot be opened; a page that fails or runs out of time is a view that says so.
 */
export async function renderPage(tab: RenderTab | Promise<RenderTab>, url: string, deps: RenderDeps, limits: RenderLimits = DEFAULT_RENDER_LIMITS): Promise<RenderedView> {
  const started = Date.now();
  const deadline = started + limits.budgetMs;
  // The raw view already followed the page's redirects: the browser starts where they ended.
  const start = deps.rawResponse?.finalUrl ?? url;
  const ready = await within(Promise.resolve(tab), deadline);
  const { page, captureKey } = ready;
  const rendering = ready.begin(start, deps, limits);
  const { activity } = rendering;
  try {
    let status: number | null = null;
    let timedOut = false;
    let navigationError: string | null = null;
    try {
      const navigation = await within(page.goto(start, { waitUntil: 'load', timeout: limits.budgetMs }), deadline);
      status = navigation?.status() ?? null;
      // Scripts that fetch content after load get a moment of network quiet, within the budget.
      await networkQuiet(() => activity.inFlight, Math.min(deadline, Date.now() + QUIET_CAP_MS));
    } catch (error) {
      if (error instanceof RenderTimeout || (error as Error).name === 'TimeoutError') timedOut = true;
      else navigationError = errorLine(error, Infinity);
    }

    let snapshot: DomSnapshot | null = null;
    let captured: CapturedTool[] = [];
    let axe: { violations: AxeViolation[] } | { error: string } = { error: 'not run' };
    if (navigationError === null) {
      try {
        snapshot = (await within(page.evaluate(SNAPSHOT_SCRIPT), deadline)) as DomSnapshot;
        captured = (await within(page.evaluate(webmcpReadScript(captureKey)), deadline)) as CapturedTool[];
        await within(page.evaluate(await loadAxeSource()), deadline);
        axe = { violations: (await within(page.evaluate(axeRunScript(AGENT_AXE_RULES)), deadline)) as AxeViolation[] };
      } catch (error) {
        if (error instanceof RenderTimeout || (error as Error).name === 'TimeoutError') timedOut = true;
        axe = { error: error instanceof RenderTimeout ? 'the render budget was spent before axe-core finished' : errorLine(error, Infinity) };
      }
    }
    const { inFlight: _inFlight, skipped: _skipped, ...counted } = activity;
    return {
      measured: true,
      url,
      finalUrl: navigationError === null ? page.url() : url,
      status,
      timedOut,
      navigationError,
      snapshot,
      tools: await compiledTools(captured, deps.schemas ?? createSchemaSession()),
      axe,
      ...counted,
      skippedResources: activity.skipped,
      durationMs: Date.now() - started,
    };
  } finally {
    rendering.end();
  }
}
