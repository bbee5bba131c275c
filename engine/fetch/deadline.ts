// The overall deadline of one request: connect, headers, body, redirects and retries together.
// undici's own timeouts are per phase (bodyTimeout is per chunk), so a drip-feeding server is stopped by this one.
//
// A deadline measures the site's time, not the scanner's (issue 44 point 1): time the event loop spent blocked in the
// audit's own work (converting a page, parsing, validating) is not charged to the requests waiting meanwhile. While
// the loop is blocked, an answer that arrived sits unread in the socket, and when the loop is free again the timers
// run before the sockets are read: a wall-clock deadline would fire on a site that had answered in time. So each
// deadline is extended by the stalls of the event loop that happened while it ran, measured by a heartbeat that ticks
// only while some deadline is running; when its timer fires, a deadline that has not yet had its full time of the
// site's re-arms itself for what is left. A stall is a tick that came late by more than STALL_MS; shorter delays are
// an ordinary busy loop, in which sockets are still read within that time.

/** The heartbeat's period, and the lateness from which a tick counts as a stall of the event loop. */
const TICK_MS = 25;
const STALL_MS = 50;

class StallClock {
  private stalled = 0;
  private last = 0;
  private timer: NodeJS.Timeout | undefined;
  private users = 0;

  acquire(): void {
    this.users += 1;
    if (this.timer !== undefined) return;
    this.last = performance.now();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  release(): void {
    this.users -= 1;
    if (this.users > 0 || this.timer === undefined) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    const now = performance.now();
    const late = now - this.last - TICK_MS;
    if (late > STALL_MS) this.stalled += late;
    this.last = now;
  }

  /** Milliseconds the event loop has been stalled since the clock started, the stall going on right now included. */
  now(): number {
    if (this.timer === undefined) return this.stalled;
    const late = performance.now() - this.last - TICK_MS;
    return this.stalled + (late > STALL_MS ? late : 0);
  }
}

const stalls = new StallClock();

export class RequestDeadline {
  /** Fires on the deadline (reason: a TimeoutError) or when the audit-wide signal fires (its own reason). */
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  /** started: the clock runs (and holds the heartbeat); ended: disposed, never started again. */
  private state: 'idle' | 'started' | 'ended' = 'idle';
  private startedAt = Number.NaN;
  private stalledAtStart = 0;
  /** Time the request waited in our own queues after the clock started (held), less the stalls meanwhile. */
  private heldMs = 0;
  private heldSince = Number.NaN;
  private stalledAtHold = 0;
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
    if (this.state !== 'idle') return;
    this.state = 'started';
    stalls.acquire();
    this.startedAt = performance.now();
    this.stalledAtStart = stalls.now();
    this.arm(this.ms);
  }

  private arm(ms: number): void {
    this.timer = setTimeout(() => {
      if (this.state !== 'started') return;
      const left = this.remaining();
      // The loop was stalled while this ran: the site has not had its time yet. A millisecond's margin keeps a
      // timer that fires a hair early from re-arming for nothing.
      if (left > 1) this.arm(left);
      else this.controller.abort(new DOMException(`The request took longer than ${this.ms} ms.`, 'TimeoutError'));
    }, ms);
  }

  /**
   * Stops charging the site while the request waits for a place in our own queues (an origin slot, the politeness
   * gate shared with other audits): a name's clock starts at its DNS lookup, and the places come after it. The timer
   * needs no change: when it fires during a hold, the request has not had its time and it re-arms for what is left.
   */
  hold(): void {
    if (this.state !== 'started' || !Number.isNaN(this.heldSince)) return;
    this.heldSince = performance.now();
    this.stalledAtHold = stalls.now();
  }

  /** Charges the site again, after hold(). */
  resume(): void {
    if (Number.isNaN(this.heldSince)) return;
    this.heldMs += this.heldPart();
    this.heldSince = Number.NaN;
  }

  /** The hold going on right now; its stalls are left to the stall clock, so nothing is taken off twice. */
  private heldPart(): number {
    if (Number.isNaN(this.heldSince)) return 0;
    return performance.now() - this.heldSince - (stalls.now() - this.stalledAtHold);
  }

  /** The site's milliseconds so far: the time since the clock started, less the event loop's stalls and our holds. */
  private charged(): number {
    return performance.now() - this.startedAt - (stalls.now() - this.stalledAtStart) - this.heldMs - this.heldPart();
  }

  /** Milliseconds left; infinite before the clock starts. */
  remaining(): number {
    return Number.isNaN(this.startedAt) ? Number.POSITIVE_INFINITY : this.ms - this.charged();
  }

  dispose(): void {
    clearTimeout(this.timer);
    if (this.state === 'started') stalls.release();
    this.state = 'ended';
    this.outer?.removeEventListener('abort', this.forward);
  }
}
