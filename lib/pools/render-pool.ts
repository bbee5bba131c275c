// The rendered view for the audits this process runs. Workers render when a local Chromium/Chrome is present
// (AGENTGAUGE_BROWSER or CHROME_PATH name one, else the usual install paths); AGENTGAUGE_RENDER=0 turns it off. The
// public scan, site scans and the remote engine all audit through auditInPool, so they follow the same setting.
// AGENTGAUGE_RENDER_BROWSERS (default 1) and AGENTGAUGE_RENDER_AUDITS_PER_BROWSER (default 2) bound the pool.
import { createRenderPool, findBrowser, type RenderLease, type RenderPool } from '@/engine/index';
import { logger } from '@/lib/observability/logger';
import { describeThrown } from '@/lib/errors/describe-thrown';
import { positiveIntegerEnv } from '@/lib/settings/settings';

const RENDER_POOL = Symbol.for('agentgauge.render-pool');
const RENDER_FAILURE_LOGGED = Symbol.for('agentgauge.render-pool.failure-logged');
const globalRender = globalThis as typeof globalThis & { [RENDER_POOL]?: RenderPool | null; [RENDER_FAILURE_LOGGED]?: string };

/**
 * A browser that could not start is logged once per distinct reason (every audit would repeat it otherwise); the pool
 * keeps no memory of it, so the next audit tries again and rendering comes back as soon as the cause is gone.
 */
function logStartFailure(error: unknown): void {
  const reason = describeThrown(error);
  if (globalRender[RENDER_FAILURE_LOGGED] === reason) return;
  globalRender[RENDER_FAILURE_LOGGED] = reason;
  logger.warn({ err: error }, `Rendered view: no browser could be started (audits go on with the raw view and try again): ${reason}`);
}

/** Whether this process renders pages: on unless AGENTGAUGE_RENDER is 0/false/off, and only with a browser to run. */
export function renderingBrowser(): string | null {
  const setting = (process.env.AGENTGAUGE_RENDER ?? '').trim().toLowerCase();
  if (setting === '0' || setting === 'false' || setting === 'off') return null;
  return findBrowser();
}

function renderPool(): RenderPool | null {
  if (globalRender[RENDER_POOL] !== undefined) return globalRender[RENDER_POOL];
  const browser = renderingBrowser();
  const pool = browser
    ? createRenderPool({
        executablePath: browser,
        browsers: positiveIntegerEnv('AGENTGAUGE_RENDER_BROWSERS', 1),
        auditsPerBrowser: positiveIntegerEnv('AGENTGAUGE_RENDER_AUDITS_PER_BROWSER', 2),
        onStartFailure: logStartFailure,
      })
    : null;
  globalRender[RENDER_POOL] = pool;
  return pool;
}

/** A render slot for one audit, or null: rendering off, no browser, or every slot busy (the audit goes on raw). */
export async function leaseRenderSlot(): Promise<RenderLease | null> {
  return (await renderPool()?.lease()) ?? null;
}

/** Stops the pool's browsers (shutdown). */
export async function closeRenderPool(): Promise<void> {
  const pool = globalRender[RENDER_POOL];
  delete globalRender[RENDER_POOL];
  await pool?.close();
}
