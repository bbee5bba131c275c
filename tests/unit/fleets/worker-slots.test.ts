// A fleet worker's slots (issue 64 point 3): a target whose audit only waits on its host stands aside, so the next
// target starts, up to IN_FLIGHT_FACTOR × the limit in flight; what decides "only waiting" is the gate of the audit's
// options (engine/fetch/politeness.ts), every request of which asks it for a place and gives the place back: here the
// engine's own local gate, with a Retry-After pause and a place held as a slow site holds it.
import { describe, expect, it } from 'vitest';
import { createLocalGate } from '@/engine/index';
import { createSlots, IN_FLIGHT_FACTOR } from '@/lib/fleets/slots';
import { AFTER_A_WAIT_SHARE, createRequestTimes, SLOWER_THAN_TYPICAL, watchForWaiting } from '@/lib/fleets/waiting-watch';
import { createYielding } from '@/lib/fleets/yield';

const never = new AbortController().signal;
const settled = async <T>(promise: Promise<T>, ms = 30): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('fleet slots', () => {
  it('give a standing-aside target\'s slot to the next, and take it back over the limit when it works again', async () => {
    const slots = createSlots(2);
    const first = await slots.acquire(never);
    await slots.acquire(never);
    const third = slots.acquire(never);
    expect(await settled(third)).toBe(false);
    first.standAside();
    expect(await settled(third)).toBe(true);
    expect(slots.counts).toEqual({ working: 2, waiting: 1 });
    first.resume();
    expect(slots.counts).toEqual({ working: 3, waiting: 0 });
    const fourth = slots.acquire(never);
    expect(await settled(fourth)).toBe(false);
    first.release();
    expect(await settled(fourth)).toBe(false);
    (await third).release();
    expect(await settled(fourth)).toBe(true);
  });

  it('keep targets in flight, waiting ones included, within IN_FLIGHT_FACTOR × the limit', async () => {
    const slots = createSlots(1);
    const held = [];
    for (let index = 0; index < IN_FLIGHT_FACTOR; index += 1) {
      const slot = await slots.acquire(never);
      slot.standAside();
      held.push(slot);
    }
    expect(slots.counts).toEqual({ working: 0, waiting: IN_FLIGHT_FACTOR });
    const next = slots.acquire(never);
    expect(await settled(next)).toBe(false);
    held[0]!.release();
    expect(await settled(next)).toBe(true);
  });

  it('give the next free slot to a census\'s long audit before the targets already waiting (acquire ahead)', async () => {
    const slots = createSlots(1);
    const working = await slots.acquire(never);
    const order: string[] = [];
    const batch = slots.acquire(never).then((slot) => (order.push('batch'), slot));
    const long = slots.acquire(never, { ahead: true }).then((slot) => (order.push('long'), slot));
    expect(await settled(long)).toBe(false);
    working.release();
    expect(await settled(long)).toBe(true);
    expect(await settled(batch)).toBe(false);
    (await long).standAside();
    expect(await settled(batch)).toBe(true);
    expect(order).toEqual(['long', 'batch']);
    for (const slot of [await long, await batch]) slot.release();
  });

  it('free no slot for a standing-aside target while the worker yields to an interactive scan (a lowered limit)', async () => {
    const slots = createSlots(4);
    slots.setLimit(1);
    const first = await slots.acquire(never);
    first.standAside();
    const second = slots.acquire(never);
    expect(await settled(second)).toBe(false);
    first.release();
    expect(await settled(second)).toBe(true);
    // Back to its size, standing aside frees slots again.
    slots.setLimit(4);
    const waiting = await second;
    waiting.standAside();
    const others = await Promise.all([slots.acquire(never), slots.acquire(never), slots.acquire(never), slots.acquire(never)]);
    expect(slots.counts).toEqual({ working: 4, waiting: 1 });
    for (const slot of [waiting, ...others]) slot.release();
  });
});

describe('the waiting watch on an audit\'s gate', () => {
  const host = { host: 'slow.test', address: '127.0.0.1' };

  it('says waiting while a request holds its place past the threshold, and working once the answer is read', async () => {
    const events: string[] = [];
    const watched = watchForWaiting(createLocalGate(), 50, createRequestTimes(), { waiting: () => events.push('waiting'), working: () => events.push('working') });
    const release = await watched.gate.acquire(host, never);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(events).toEqual(['waiting']);
    release();
    expect(events).toEqual(['waiting', 'working']);
    await new Promise((resolve) => setTimeout(resolve, 120));
    // Nothing outstanding: the audit is computing, not waiting.
    expect(events).toEqual(['waiting', 'working']);
    watched.stop();
  });

  it('says waiting while a request is held back by its site\'s Retry-After pause, and working once it gets its place', async () => {
    const events: string[] = [];
    const watched = watchForWaiting(createLocalGate(), 50, createRequestTimes(), { waiting: () => events.push('waiting'), working: () => events.push('working') });
    // The site answered 429 with Retry-After: the audit pauses its host through the gate (engine/fetch/politeness.ts).
    await watched.gate.pause(host.host, Date.now() + 200);
    const placed = watched.gate.acquire(host, never);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(events).toEqual(['waiting']);
    const release = await placed;
    expect(events).toEqual(['waiting', 'working']);
    release();
    watched.stop();
  });

  it('says nothing of a request answered within the threshold', async () => {
    const events: string[] = [];
    const watched = watchForWaiting(createLocalGate(), 100, createRequestTimes(), { waiting: () => events.push('waiting'), working: () => events.push('working') });
    for (let index = 0; index < 5; index += 1) {
      const release = await watched.gate.acquire(host, never);
      await new Promise((resolve) => setTimeout(resolve, 30));
      release();
    }
    expect(events).toEqual([]);
    watched.stop();
  });

  it('does not take a request waiting for a place on our side (a full gate, no pause of its site) for a wait on the site', async () => {
    const events: string[] = [];
    const gate = createLocalGate({ perHost: 1, perAddress: 1 });
    // Another audit holds the address's one place.
    const other = await gate.acquire({ host: 'other.test', address: host.address }, never);
    const watched = watchForWaiting(gate, 50, createRequestTimes(), { waiting: () => events.push('waiting'), working: () => events.push('working') });
    const placed = watched.gate.acquire(host, never);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(events).toEqual([]);
    other();
    (await placed)();
    watched.stop();
  });

  it('takes the typical request as the median of the last 256 request times, the window rolling', () => {
    const times = createRequestTimes();
    expect(times.typicalMs()).toBe(0);
    const recorded: number[] = [];
    // Times that rise, then fall, with repeats: the window's median moves both ways as old times leave it.
    for (let index = 0; index < 700; index += 1) {
      const ms = index < 350 ? (index * 7) % 101 + index : 1_000 - index + (index % 5);
      times.record(ms);
      recorded.push(ms);
      const window = recorded.slice(-256).sort((a, b) => a - b);
      expect(times.typicalMs()).toBe(window[Math.floor(window.length / 2)]);
    }
  });

  it('waits SLOWER_THAN_TYPICAL times the worker\'s typical request before a slow answer counts, when that is longer', async () => {
    const events: string[] = [];
    const times = createRequestTimes();
    // A starved worker: every answer took 60 ms to be read.
    for (let index = 0; index < 10; index += 1) times.record(60);
    const watched = watchForWaiting(createLocalGate(), 50, times, { waiting: () => events.push('waiting'), working: () => events.push('working') });
    const release = await watched.gate.acquire(host, never);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(events).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, SLOWER_THAN_TYPICAL * 60));
    expect(events).toEqual(['waiting']);
    release();
    watched.stop();
  });

  it('counts a site that made the audit wait once as waiting again after AFTER_A_WAIT_SHARE of the threshold', async () => {
    const events: string[] = [];
    const times = createRequestTimes();
    // A starved worker's typical request does not lengthen it again: the site has shown it is slow.
    for (let index = 0; index < 10; index += 1) times.record(100);
    const watched = watchForWaiting(createLocalGate(), 200, times, { waiting: () => events.push('waiting'), working: () => events.push('working') });
    const fresh = watchForWaiting(createLocalGate(), 200, times, { waiting: () => events.push('fresh waiting'), working: () => events.push('fresh working') });
    const first = await watched.gate.acquire(host, never);
    await new Promise((resolve) => setTimeout(resolve, SLOWER_THAN_TYPICAL * 100 + 60));
    expect(events).toEqual(['waiting']);
    first();
    expect(events).toEqual(['waiting', 'working']);
    // Its next answer counts after a tenth of the 200 ms threshold (20 ms); another audit's, after the full one.
    const second = await watched.gate.acquire(host, never);
    const other = await fresh.gate.acquire({ host: 'other.test', address: host.address }, never);
    await new Promise((resolve) => setTimeout(resolve, 200 * AFTER_A_WAIT_SHARE + 60));
    expect(events).toEqual(['waiting', 'working', 'waiting']);
    second();
    other();
    expect(events).toEqual(['waiting', 'working', 'waiting', 'working']);
    watched.stop();
    fresh.stop();
  });

  it('counts a census\'s long audit (knownSlow) as waiting after AFTER_A_WAIT_SHARE from its first request, whatever the typical request', async () => {
    const events: string[] = [];
    const times = createRequestTimes();
    // The run before's tail: the worker's recent requests were all a slow host's (3 s), so a fresh audit's threshold is
    // SLOWER_THAN_TYPICAL times that.
    for (let index = 0; index < 10; index += 1) times.record(3000);
    const known = watchForWaiting(createLocalGate(), 200, times, { waiting: () => events.push('known waiting'), working: () => events.push('known working') }, { knownSlow: true });
    const fresh = watchForWaiting(createLocalGate(), 200, times, { waiting: () => events.push('fresh waiting'), working: () => events.push('fresh working') });
    const first = await known.gate.acquire(host, never);
    const other = await fresh.gate.acquire({ host: 'other.test', address: host.address }, never);
    await new Promise((resolve) => setTimeout(resolve, 200 * AFTER_A_WAIT_SHARE + 60));
    expect(events).toEqual(['known waiting']);
    first();
    other();
    expect(events).toEqual(['known waiting', 'known working']);
    known.stop();
    fresh.stop();
  });
});

describe('a worker yielding to an interactive scan (lib/fleets/yield.ts)', () => {
  const host = { host: 'fleet.test', address: '127.0.0.1' };

  it('holds back every fleet request until the scan is over, then lets them all go', async () => {
    const yielding = createYielding(1_000);
    const gate = yielding.hold(createLocalGate({ perHost: 8, perAddress: 8 }));
    // Not yielding: a place at once.
    (await gate.acquire(host, never))();
    yielding.set(true);
    const held = [gate.acquire(host, never), gate.acquire({ host: 'other.test', address: host.address }, never)];
    expect(await settled(Promise.race(held), 100)).toBe(false);
    yielding.set(false);
    for (const release of await Promise.all(held)) release();
  });

  it('holds requests for the first holdMs of a yielding period only, and again from the next period', async () => {
    const yielding = createYielding(150);
    const gate = yielding.hold(createLocalGate());
    yielding.set(true);
    // A check that finds the scan still active starts no new period.
    yielding.set(true);
    const started = performance.now();
    const first = gate.acquire(host, never);
    expect(await settled(first, 60)).toBe(false);
    (await first)();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    // Past the period's hold, a scan still active holds nothing more: the run shares the machine again.
    expect(await settled(gate.acquire(host, never).then((release) => release()), 20)).toBe(true);
    yielding.set(false);
    yielding.set(true);
    expect(await settled(gate.acquire(host, never).then((release) => release()), 60)).toBe(false);
    yielding.set(false);
  });

  it('lets a held request go at once when its audit ends, with no place taken', async () => {
    const yielding = createYielding(10_000);
    const local = createLocalGate({ perHost: 1, perAddress: 1 });
    let asked = 0;
    const gate = yielding.hold({ pause: (name, until) => local.pause(name, until), acquire: (target, signal) => ((asked += 1), local.acquire(target, signal)) });
    yielding.set(true);
    const ended = new AbortController();
    const held = gate.acquire(host, ended.signal);
    ended.abort(new Error('the audit ended'));
    await expect(held).rejects.toThrow('the audit ended');
    // The shared gate was never asked for its place.
    expect(asked).toBe(0);
    yielding.set(false);
    expect(await settled(gate.acquire(host, never).then((release) => release()), 20)).toBe(true);
    expect(asked).toBe(1);
  });
});
