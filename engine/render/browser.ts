// Finding and starting the local Chromium or Chrome the rendered view uses. Never a downloaded browser: playwright-core
// drives whatever is installed, and is itself loaded only when rendering is asked for.
import type { Browser, BrowserServer } from 'playwright-core';
import { startBlackholeProxy } from './blackhole-proxy.js';
import { loadChromium } from './browser-driver.js';
import { childWithArgument, renderMemoryBudgetMb, watchBrowserMemory, type MemoryWatch } from './memory-watch.js';

/**
 * V8 heap of each renderer process: a page that allocates without end runs out here, not on the machine. Memory
 * outside the heap (DOM, layout, buffers) is bounded by the watch of memory-watch.ts (AGENTGAUGE_RENDER_MEMORY_MB).
 */
const RENDERER_HEAP_MB = 256;

/**
 * Flags that keep Chromium from reaching the network by itself. Every request a page makes is intercepted and
 * answered through the engine's fetcher (render-page.ts); anything that escapes interception (background services,
 * prerendering, WebRTC) goes to a proxy that accepts and drops every connection, loopback included
 * (`<-loopback>` removes Chromium's implicit loopback bypass), and host names are never resolved by the browser.
 */
function chromiumArgs(proxyPort: number): string[] {
  return [
    `--proxy-server=http://127.0.0.1:${proxyPort}`,
    '--proxy-bypass-list=<-loopback>',
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-domain-reliability',
    '--disable-sync',
    '--disable-default-apps',
    '--disable-extensions',
    '--no-pings',
    '--no-first-run',
    '--no-default-browser-check',
    '--metrics-recording-only',
    '--disable-breakpad',
    '--disable-features=Prerender2,NoStatePrefetch,SpeculationRulesPrefetchFuture,InterestFeedContentSuggestions,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication,Translate,NetworkTimeServiceQuerying',
    '--disable-dev-shm-usage',
    `--js-flags=--max-old-space-size=${RENDERER_HEAP_MB}`,
    '--renderer-process-limit=4',
  ];
}

export interface RenderBrowser {
  browser: Browser;
  /** Why the browser was stopped under the audit (its memory budget), or null. */
  stoppedBecause?(): string | null;
  close(): Promise<void>;
}

/**
 * Starts the black-hole proxy and, behind it, what `start` launches, with its memory watched; closing closes all
 * three (the proxy alone when the launch fails).
 */
async function behindBlackholeProxy<T extends { close(): Promise<unknown> }>(
  start: (args: string[]) => Promise<T>,
  pidOf: (started: T, args: string[]) => number | undefined,
): Promise<{ started: T; watch: MemoryWatch; close(): Promise<void> }> {
  const proxy = await startBlackholeProxy();
  try {
    const args = chromiumArgs(proxy.port);
    const started = await start(args);
    const watch = watchBrowserMemory(pidOf(started, args), renderMemoryBudgetMb());
    return {
      started,
      watch,
      async close() {
        watch.stop();
        await started.close().catch(() => undefined);
        await proxy.close();
      },
    };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}

/** Starts the browser at `executablePath` for this process (the CLI and single audits). */
export async function launchRenderBrowser(executablePath: string): Promise<RenderBrowser> {
  const chromium = await loadChromium();
  const { started: browser, watch, close } = await behindBlackholeProxy(
    (args) => chromium.launch({ executablePath, headless: true, args, timeout: 30_000 }),
    // The driver gives no handle on a launched browser's process: it is the child started with our proxy's address.
    (_browser, args) => childWithArgument(args[0]!),
  );
  return { browser, stoppedBecause: () => watch.killed(), close };
}

export interface RenderServer {
  /** What `connectRenderBrowser` takes: the server's WebSocket endpoint. */
  endpoint: string;
  server: BrowserServer;
  close(): Promise<void>;
}

/** Starts a browser other threads of this process connect to (the service's pool). */
export async function launchRenderServer(executablePath: string): Promise<RenderServer> {
  const chromium = await loadChromium();
  const { started: server, close } = await behindBlackholeProxy(
    (args) => chromium.launchServer({ executablePath, headless: true, args, host: '127.0.0.1', timeout: 30_000 }),
    (started) => started.process().pid,
  );
  return { endpoint: server.wsEndpoint(), server, close };
}

/** Connects to a pooled browser; closing disconnects and leaves the browser to its pool. */
export async function connectRenderBrowser(endpoint: string): Promise<RenderBrowser> {
  const chromium = await loadChromium();
  const browser = await chromium.connect(endpoint, { timeout: 10_000 });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}
