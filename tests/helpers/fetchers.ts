// Fetchers for engine tests, closed after each test so no connection outlives the test that opened it.
import { afterEach } from 'vitest';
import { createFetcher } from '../../engine/fetch/fetcher.js';
import type { Fetcher, FetcherOptions } from '../../engine/fetch/types.js';

/** Registers the closing afterEach hook and returns `fetcher(options)`: a new fetcher over `base` with `options` on top. */
export function fetchersClosedAfterEach(base: FetcherOptions): (options?: Partial<FetcherOptions>) => Fetcher {
  const fetchers: Fetcher[] = [];
  afterEach(async () => {
    await Promise.all(fetchers.splice(0).map((created) => created.close()));
  });
  return (options = {}) => {
    const created = createFetcher({ ...base, ...options });
    fetchers.push(created);
    return created;
  };
}
