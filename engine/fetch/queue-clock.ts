// How long an audit waited in line (issue 64 point 2): the time during which at least one of its requests waited for a
// place of ours (its host's and address's places in the shared gate, a paused host's Retry-After, the audit's own
// bounds in flight) rather than for the site. An audit's deadline is the site's time: it is extended by this, so a
// slow or rate-limited host is measured as completely as a fast one instead of running out of time behind itself.

export class QueueClock {
  private waiting = 0;
  private since = 0;
  private total = 0;

  /** A request starts waiting for its place; returns the function that ends its wait (idempotent). */
  enter(): () => void {
    if (this.waiting === 0) this.since = performance.now();
    this.waiting += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.waiting -= 1;
      if (this.waiting === 0) this.total += performance.now() - this.since;
    };
  }

  /** Milliseconds during which at least one request waited, the wait going on now included. */
  now(): number {
    return this.total + (this.waiting > 0 ? performance.now() - this.since : 0);
  }
}

/** The most an audit's deadline is extended by its waits in line: a bound on an audit that would wait for ever. */
export const MAX_QUEUE_CREDIT_MS = 10 * 60_000;
