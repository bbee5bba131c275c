// The overall deadline of one request: connect, headers, body, redirects and retries together.
// undici's own timeouts are per phase (bodyTimeout is per chunk), so a drip-feeding server is stopped by this one.

export class RequestDeadline {
  /** Fires on the deadline (reason: a TimeoutError) or when the audit-wide signal fires (its own reason). */
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private endsAt = Number.POSITIVE_INFINITY;
  private readonly outer: AbortSignal | undefined;
  // The outer signal is forwarded by one listener (removed on dispose) rather than AbortSignal.any(): every request
  // has a deadline, and a composite signal per request is a measurable share of an audit's CPU and garbage.
  private readonly forward = () => this.controller.abort(this.outer!.reason);

  constructor(
    private readonly ms: number,
    outer?: AbortSignal,
  ) {
    this.signal = this.controller.signal;
    this.outer = outer;
    if (!outer) return;
    if (outer.aborted) this.controller.abort(outer.reason);
    else outer.addEventListener('abort', this.forward, { once: true });
  }

  /**
   * Starts the clock, once: when the request first needs the network (a DNS lookup or an origin slot), so that
   * time spent queued behind other requests to the same origin is not charged to this one.
   */
  start(): void {
    if (this.timer !== undefined) return;
    this.endsAt = Date.now() + this.ms;
    this.timer = setTimeout(() => {
      this.controller.abort(new DOMException(`The request took longer than ${this.ms} ms.`, 'TimeoutError'));
    }, this.ms);
  }

  /** Milliseconds left; infinite before the clock starts. */
  remaining(): number {
    return this.endsAt - Date.now();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.forward);
  }
}
