// A log's requests counted into the rows the figures are made of: per UTC day, agent, verified or claimed, status
// class, path class and challenge. Nothing of a line survives but these counts (docs/security.md "Traffic logs").
import { createClassifier, type Identity } from './agents';
import { dayOf, pathClassOf, statusClassOf } from './classes';
import type { LogRecord } from './formats';
import type { RangeSets } from './ip-ranges';
import type { PathClass, StatusClass } from '@/lib/schemas/vocabulary/traffic';

export interface TallyRow {
  day: string;
  /** The agent's name; '' for requests no agent name was found in (people, and clients no list knows). */
  agent: string;
  verified: boolean;
  statusClass: StatusClass;
  pathClass: PathClass;
  challenged: boolean;
  requests: number;
  /** Epoch milliseconds of the first and last request counted in the row. */
  firstSeen: number;
  lastSeen: number;
}

const VERIFIED_CACHE_LIMIT = 100_000;
/** An address's text is at most this long (IPv6 with an IPv4 tail): a longer "address" is no address, and never cached. */
const ADDRESS_CHARS = 45;

export class Tally {
  readonly #rows = new Map<string, TallyRow>();
  readonly #classify = createClassifier();
  readonly #verified = new Map<string, boolean>();
  readonly #ranges: RangeSets;

  constructor(ranges: RangeSets) {
    this.#ranges = ranges;
  }

  /** Whether the address is in the ranges of the agent's vendor; false when the vendor publishes none (a claim). */
  #isVerified(identity: Identity | null, ip: string): boolean {
    const rangesName = identity?.named?.ranges;
    const set = rangesName ? this.#ranges.get(rangesName) : undefined;
    if (!set) return false;
    if (ip.length > ADDRESS_CHARS) return false;
    const key = `${rangesName}\u0000${ip}`;
    const known = this.#verified.get(key);
    if (known !== undefined) return known;
    const verified = set.contains(ip);
    if (this.#verified.size >= VERIFIED_CACHE_LIMIT) this.#verified.clear();
    this.#verified.set(key, verified);
    return verified;
  }

  add(record: LogRecord): void {
    const identity = this.#classify(record.userAgent);
    const verified = this.#isVerified(identity, record.ip);
    const row: Omit<TallyRow, 'requests' | 'firstSeen' | 'lastSeen'> = {
      day: dayOf(record.time),
      agent: identity?.agent ?? '',
      verified,
      statusClass: statusClassOf(record.status),
      pathClass: pathClassOf(record.path),
      challenged: record.challenged,
    };
    const key = `${row.day}\t${row.agent}\t${row.verified ? 1 : 0}\t${row.statusClass}\t${row.pathClass}\t${row.challenged ? 1 : 0}`;
    const existing = this.#rows.get(key);
    if (existing) {
      existing.requests++;
      if (record.time < existing.firstSeen) existing.firstSeen = record.time;
      if (record.time > existing.lastSeen) existing.lastSeen = record.time;
    } else {
      this.#rows.set(key, { ...row, requests: 1, firstSeen: record.time, lastSeen: record.time });
    }
  }

  rows(): TallyRow[] {
    return [...this.#rows.values()];
  }
}
