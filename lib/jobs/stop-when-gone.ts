// Running work whose row was deleted under it (its site deleted: scans, agent runs and Answers passes go with the site
// by cascade) stops where it is rather than run to its end for nobody. The row may live in any worker's process, so
// the work asks the database now and then, one small query a second, instead of waiting to be told.

/** How often running work asks whether its row still exists. */
export const GONE_POLL_MS = 1_000;

export interface GoneWatch {
  /** Aborted once `isGone` said yes (or `also` aborted). */
  signal: AbortSignal;
  stop(): void;
}

/** Asks `isGone` every GONE_POLL_MS until stopped; a failed ask (a database blip) is asked again next time. */
export function stopWhenGone(isGone: () => Promise<boolean>, also?: AbortSignal): GoneWatch {
  const controller = new AbortController();
  const onAlso = () => controller.abort(also!.reason);
  if (also?.aborted) onAlso();
  else also?.addEventListener('abort', onAlso, { once: true });
  let asking = false;
  const timer = setInterval(() => {
    if (asking || controller.signal.aborted) return;
    asking = true;
    isGone()
      .then((gone) => {
        if (gone) controller.abort(new DOMException('The work was deleted while it ran (its site was deleted).', 'AbortError'));
      })
      .catch(() => undefined)
      .finally(() => (asking = false));
  }, GONE_POLL_MS);
  timer.unref();
  return {
    signal: controller.signal,
    stop() {
      clearInterval(timer);
      also?.removeEventListener('abort', onAlso);
    },
  };
}

/** Whether the abort came from the watch (the row is gone), not from the `also` signal. */
export function goneAbort(watch: GoneWatch, also?: AbortSignal): boolean {
  return watch.signal.aborted && !also?.aborted;
}
