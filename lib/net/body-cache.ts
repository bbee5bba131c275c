// Serialized response bodies kept in memory for a short time, keyed by a canonical resource name (a host).
//
// Correctness rests on two rules. A writer calls invalidate(key) after its write commits: the entry goes, together
// with any read that was in flight (it may have seen the old row), so every request that starts after the write
// returns reads the database again. Writes in other processes (other instances on one PostgreSQL) are not seen:
// entries expire after `ttlMs`, which callers keep within the Cache-Control max-age the response already allows
// shared caches. Failures (404, 503) are never kept, so a first report is visible as soon as it is stored.

export interface SerializedBody {
  body: string;
  etag: string | null;
}

interface Entry {
  value: Promise<SerializedBody>;
  expiresAt: number;
  bytes: number;
}

export interface BodyCacheLimits {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

export class BodyCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(private readonly limits: BodyCacheLimits) {}

  /** The cached body of `key`, or `load()`'s (shared by concurrent callers), kept unless it fails. */
  get(key: string, load: () => Promise<SerializedBody>): Promise<SerializedBody> {
    const now = Date.now();
    const cached = this.#entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    if (cached) this.#remove(key, cached);
    // The entry exists before the read starts, so an invalidate() during the read also discards its result.
    const entry: Entry = { value: load(), expiresAt: now + this.limits.ttlMs, bytes: 0 };
    this.#entries.set(key, entry);
    entry.value.then(
      (serialized) => {
        if (this.#entries.get(key) !== entry) return;
        entry.bytes = Buffer.byteLength(serialized.body);
        this.#bytes += entry.bytes;
        this.#evict();
      },
      () => this.#remove(key, entry),
    );
    return entry.value;
  }

  invalidate(key: string): void {
    const entry = this.#entries.get(key);
    if (entry) this.#remove(key, entry);
  }

  #remove(key: string, entry: Entry): void {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Oldest first (Map order is insertion order). */
  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) return;
      this.#remove(key, entry);
    }
  }
}
