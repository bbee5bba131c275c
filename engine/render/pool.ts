// A bounded pool of browsers for a process that runs many audits (the service): a few browsers, a few audits rendering
// in each at once, each page under its own time budget and each renderer under a heap cap (browser.ts). An audit that
// finds every slot taken waits a little, then goes on without the rendered view rather than stall; a browser that
// crashed or disconnected is replaced on the next lease.
import { launchRenderServer, type RenderServer } from './browser.js';

export interface RenderPoolOptions {
  executablePath: string;
  /** Browsers to run (default 1). */
  browsers?: number;
  /** Audits rendering in one browser at once (default 2; each holds one page at a time). */
  auditsPerBrowser?: number;
  /** How long a lease waits for a free slot before the audit goes on without rendering (default 5 s). */
  waitMs?: number;
  /**
   * Told each time a browser could not be started (the driver did not load, the executable failed). Nothing is kept
   * of the failure: the slot's next lease tries again, so one bad moment never turns rendering off for the process.
   */
  onStartFailure?: (error: unknown) => void;
}

export interface RenderLease {
  /** The `render.browser` option for the audit. */
  browser: string;
  release(): void;
}

export interface RenderPool {
  /** A slot in one of the browsers, or null when none freed up within the wait (or no browser could start). */
  lease(): Promise<RenderLease | null>;
  stats(): { browsers: number; rendering: number; waiting: number; replaced: number };
  close(): Promise<void>;
}

interface Slot {
  server: Promise<RenderServer> | null;
  inUse: number;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const perBrowser = options.auditsPerBrowser ?? 2;
  const waitMs = options.waitMs ?? 5000;
  const slots: Slot[] = Array.from({ length: options.browsers ?? 1 }, () => ({ server: null, inUse: 0 }));
  const waiting: Array<() => void> = [];
  let replaced = 0;
  let closed = false;

  function start(slot: Slot): Promise<RenderServer> {
    const server = launchRenderServer(options.executablePath);
    server.catch(() => undefined);
    slot.server = server;
    void server.then(
      (running) =>
        running.server.process().once('exit', () => {
          // A crashed browser is started again by the next lease of its slot.
          if (slot.server === server && !closed) {
            slot.server = null;
            replaced += 1;
          }
        }),
      () => {
        if (slot.server === server) slot.server = null;
      },
    );
    return server;
  }

  function freeSlot(): Slot | null {
    let best: Slot | null = null;
    for (const slot of slots) if (slot.inUse < perBrowser && (best === null || slot.inUse < best.inUse)) best = slot;
    return best;
  }

  function wake(): void {
    waiting.shift()?.();
  }

  async function take(slot: Slot): Promise<RenderLease | null> {
    slot.inUse += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      slot.inUse -= 1;
      wake();
    };
    try {
      const server = await (slot.server ?? start(slot));
      return { browser: server.endpoint, release };
    } catch (error) {
      options.onStartFailure?.(error);
      release();
      return null;
    }
  }

  return {
    async lease() {
      if (closed) return null;
      const slot = freeSlot();
      if (slot) return take(slot);
      const woken = await new Promise<boolean>((resolve) => {
        const onFree = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          const index = waiting.indexOf(onFree);
          if (index >= 0) waiting.splice(index, 1);
          resolve(false);
        }, waitMs);
        waiting.push(onFree);
      });
      const next = woken && !closed ? freeSlot() : null;
      return next ? take(next) : null;
    },
    stats() {
      return {
        browsers: slots.filter((slot) => slot.server !== null).length,
        rendering: slots.reduce((sum, slot) => sum + slot.inUse, 0),
        waiting: waiting.length,
        replaced,
      };
    },
    async close() {
      closed = true;
      while (waiting.length > 0) wake();
      await Promise.all(
        slots.map(async (slot) => {
          const server = await slot.server?.catch(() => null);
          slot.server = null;
          await server?.close();
        }),
      );
    },
  };
}
