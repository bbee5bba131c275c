// The shelf of the scanner gate's places (lib/rate-limit/place-shelf.ts, issue 64 point 3): a place given back is kept
// PLACE_KEPT_MS for the same process's next request to the same host and address, serves at most MAX_PLACE_USES
// requests, and is given back for good when nobody takes it, when used up, when this process's own request finds
// no free slot, or when the process stops. The database side (the rows, the pause read before a reuse) is
// tests/integration/api/scanner-politeness.test.ts and tests/system/api/scanner-politeness-processes.test.ts; a
// stopping worker's, tests/api/worker.test.ts.
import { describe, expect, it } from 'vitest';
import { createPlaceShelf, MAX_PLACE_USES, PLACE_KEPT_MS, type HeldPlace } from '@/lib/rate-limit/place-shelf';

function shelfWithLog() {
  const givenBack: string[] = [];
  const shelf = createPlaceShelf<HeldPlace>(async (place) => void givenBack.push(place.holder));
  return { shelf, givenBack };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the shelf of kept places', () => {
  it('keeps a place for the next request to the same host and address, and only for it', async () => {
    const { shelf, givenBack } = shelfWithLog();
    await shelf.put('a.test 127.0.0.1', { holder: 'one', uses: 1 });
    expect(shelf.take('b.test 127.0.0.1')).toBeUndefined();
    expect(shelf.take('a.test 127.0.0.1')).toEqual({ holder: 'one', uses: 1 });
    expect(shelf.take('a.test 127.0.0.1')).toBeUndefined();
    await sleep(PLACE_KEPT_MS + 30);
    // Taken: not given back behind its taker's back.
    expect(givenBack).toEqual([]);
  });

  it('gives a place back when nobody takes it within PLACE_KEPT_MS', async () => {
    const { shelf, givenBack } = shelfWithLog();
    await shelf.put('a.test 127.0.0.1', { holder: 'idle', uses: 3 });
    await sleep(PLACE_KEPT_MS / 2);
    expect(givenBack).toEqual([]);
    await sleep(PLACE_KEPT_MS);
    expect(givenBack).toEqual(['idle']);
    expect(shelf.take('a.test 127.0.0.1')).toBeUndefined();
  });

  it('gives a used-up place back at once, before its put resolves', async () => {
    const { shelf, givenBack } = shelfWithLog();
    await shelf.put('a.test 127.0.0.1', { holder: 'worn', uses: MAX_PLACE_USES });
    expect(givenBack).toEqual(['worn']);
    expect(shelf.take('a.test 127.0.0.1')).toBeUndefined();
  });

  it('gives back, on demand, the kept places that match, and says how many', async () => {
    const { shelf, givenBack } = shelfWithLog();
    await shelf.put('a.test 10.0.0.1', { holder: 'a', uses: 1 });
    await shelf.put('b.test 10.0.0.1', { holder: 'b', uses: 1 });
    await shelf.put('c.test 10.0.0.2', { holder: 'c', uses: 1 });
    await expect(shelf.evict((key) => key.endsWith(' 10.0.0.1'))).resolves.toBe(2);
    expect(givenBack.sort()).toEqual(['a', 'b']);
    await expect(shelf.evict((key) => key.endsWith(' 10.0.0.1'))).resolves.toBe(0);
    expect(shelf.take('c.test 10.0.0.2')).toEqual({ holder: 'c', uses: 1 });
    // An evicted place's timer is gone with it: it is not given back twice.
    await sleep(PLACE_KEPT_MS + 30);
    expect(givenBack.sort()).toEqual(['a', 'b']);
  });

  it('closed (the process is stopping), gives back every kept place now and each one put later at once', async () => {
    const { shelf, givenBack } = shelfWithLog();
    await shelf.put('a.test 10.0.0.1', { holder: 'a', uses: 1 });
    await shelf.put('b.test 10.0.0.2', { holder: 'b', uses: 2 });
    await expect(shelf.close()).resolves.toBe(2);
    expect(givenBack.sort()).toEqual(['a', 'b']);
    // A request that ends after the close (an audit cut off by the stop) keeps nothing.
    await shelf.put('a.test 10.0.0.1', { holder: 'late', uses: 1 });
    expect(givenBack.sort()).toEqual(['a', 'b', 'late']);
    expect(shelf.take('a.test 10.0.0.1')).toBeUndefined();
    await sleep(PLACE_KEPT_MS + 30);
    expect(givenBack).toHaveLength(3);
  });
});
