// A place of the scanner's gate that this process gives back is kept a moment for its own next request to the same
// host and address (issue 64 point 3): an audit sends its requests to one host one after another, and taking a row
// for each and deleting it after was two database writes a request (bench:fleet: most of a worker's CPU went to
// writing them, and PostgreSQL's with it). A kept place stays a row, so every process still counts it in flight and
// the bounds hold; it is given back for good after MAX_PLACE_USES requests, or PLACE_KEPT_MS without a taker, so a
// request of another process for the same host waits at most that much longer than it did.

/** Requests one place serves before it is given back to every process. */
export const MAX_PLACE_USES = 16;
/** How long a place given back waits for this process's next request to the same host and address. */
export const PLACE_KEPT_MS = 50;

export interface HeldPlace {
  /** The rows' holder in scanner_leases. */
  holder: string;
  /** Requests it has served. */
  uses: number;
}

export interface PlaceShelf<Place extends HeldPlace> {
  /** A kept place for `key` (host and address), no longer kept; undefined when there is none. */
  take(key: string): Place | undefined;
  /**
   * Keeps a place its request is done with, or (used up) gives it back at once: resolves once it is given back (the
   * rows gone) or kept.
   */
  put(key: string, place: Place): Promise<void>;
  /**
   * Gives back, now, every kept place whose key `matches` (this process's own request found no free slot: places it
   * keeps idle must not be what it waits for). Resolves to how many, once their rows are gone.
   */
  evict(matches: (key: string) => boolean): Promise<number>;
  /**
   * This process is stopping: every kept place is given back now, and each one put from here on at once (a kept
   * place's timer would find the database closed, and its rows would hold other processes' slots until they expire).
   * Resolves to how many were kept, once their rows are gone.
   */
  close(): Promise<number>;
}

/** `giveBack`: deletes a place's rows (and stops renewing them); a kept place nobody takes goes that way too. */
export function createPlaceShelf<Place extends HeldPlace>(giveBack: (place: Place) => Promise<void>): PlaceShelf<Place> {
  const kept = new Map<string, Array<{ place: Place; timer: NodeJS.Timeout }>>();
  let closed = false;
  const remove = (key: string, entry: { place: Place; timer: NodeJS.Timeout }) => {
    const entries = kept.get(key);
    const at = entries?.indexOf(entry) ?? -1;
    if (at < 0) return false;
    entries!.splice(at, 1);
    if (entries!.length === 0) kept.delete(key);
    return true;
  };
  const evict = async (matches: (key: string) => boolean) => {
    const evicted = [...kept].filter(([key]) => matches(key)).flatMap(([key, entries]) => entries.filter((entry) => remove(key, entry)));
    for (const entry of evicted) clearTimeout(entry.timer);
    await Promise.all(evicted.map((entry) => giveBack(entry.place)));
    return evicted.length;
  };
  return {
    take(key) {
      const entry = kept.get(key)?.at(-1);
      if (!entry) return undefined;
      remove(key, entry);
      clearTimeout(entry.timer);
      return entry.place;
    },
    async put(key, place) {
      if (closed || place.uses >= MAX_PLACE_USES) return giveBack(place);
      const entry = {
        place,
        timer: setTimeout(() => {
          // Its rows expire on their own if the database cannot delete them now.
          if (remove(key, entry)) void giveBack(place).catch(() => undefined);
        }, PLACE_KEPT_MS),
      };
      entry.timer.unref();
      const entries = kept.get(key);
      if (entries) entries.push(entry);
      else kept.set(key, [entry]);
    },
    evict,
    close() {
      closed = true;
      return evict(() => true);
    },
  };
}
