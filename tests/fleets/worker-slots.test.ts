// A fleet worker's slots (issue 64 point 3): a target whose audit only waits on its host stands aside, so the next
// target starts, up to IN_FLIGHT_FACTOR × the limit in flight; what decides "only waiting" is the gate of the audit's
// options (engine/fetch/politeness.ts), every request of which asks it for a place and gives the place back: here the
// engine's own local gate, with a Retry-After pause and a place held as a slow site holds it.
import { describe, expect, it } from 'vitest';
import { createLocalGate } from '@/engine/index';
import { createSlots, IN_FLIGHT_FACTOR } from '@/lib/fleets/slots';
import { watchForWaiting } from '@/lib/fleets/waiting-watch';

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
});

describe('the waiting watch on an audit\'s gate', () => {
  const host = { host: 'slow.test', address: '127.0.0.1' };

  it('says waiting while a request holds its place past the threshold, and working once the answer is read', async () => {
    const events: string[] = [];
    const watched = watchForWaiting(createLocalGate(), 50, { waiting: () => events.push('waiting'), working: () => events.push('working') });
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

  it('says waiting while a request is held back by its host\'s Retry-After pause, and working once it gets its place', async () => {
    const events: string[] = [];
    const gate = createLocalGate();
    await gate.pause(host.host, Date.now() + 200);
    const watched = watchForWaiting(gate, 50, { waiting: () => events.push('waiting'), working: () => events.push('working') });
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
    const watched = watchForWaiting(createLocalGate(), 100, { waiting: () => events.push('waiting'), working: () => events.push('working') });
    for (let index = 0; index < 5; index += 1) {
      const release = await watched.gate.acquire(host, never);
      await new Promise((resolve) => setTimeout(resolve, 30));
      release();
    }
    expect(events).toEqual([]);
    watched.stop();
  });
});
