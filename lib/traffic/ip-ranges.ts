// The vendors' published crawler address ranges, which make a request `verified` (checks.md 2026-12c): one file per
// agent in the vendors' own JSON shape, {"creationTime", "prefixes": [{"ipv4Prefix"} | {"ipv6Prefix"}]} (OpenAI,
// Google, Microsoft, Perplexity, Apple and Anthropic publish this shape), plus our "source" (the URL it was published
// at), "snapshot" (how this copy was taken) and "fetchedAt" (when `agentgauge admin traffic ranges update` took it).
// The repository ships a dated snapshot (ip-ranges/, bundled.ts); an operator refreshes it with `agentgauge admin
// traffic ranges update` (ranges-update.ts), or replaces it with AGENTGAUGE_AGENT_IP_RANGES_DIR or `… ranges --from
// <dir>`. Nothing here fetches anything.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';

export const RANGES_DIR_ENV = 'AGENTGAUGE_AGENT_IP_RANGES_DIR';

/** A ranges file as published (and as stored): extra fields are kept but not read. */
export interface RangesDocument {
  creationTime: string;
  prefixes: Array<{ ipv4Prefix?: string; ipv6Prefix?: string }>;
  source?: string;
  snapshot?: string;
  /** When the update command took it from `source` (ISO 8601); absent for files installed by hand or shipped. */
  fetchedAt?: string;
}

export interface RangeSet {
  /** The file's name without .json: the agents' `ranges` (agents.ts). */
  name: string;
  creationTime: string;
  source: string | null;
  /** When it was taken from its source by the update command, or null. */
  fetchedAt: string | null;
  /** The UTC day the file speaks for (when it was taken, else the vendor's creationTime), YYYY-MM-DD; null if neither is a date. */
  date: string | null;
  prefixes: number;
  /** Addresses the prefixes cover, overlaps counted once, per family: counted when asked (only a feed's update asks). */
  addresses(): { v4: bigint; v6: bigint };
  /** The shortest prefix length of each family (the widest prefix), or null where the file lists none of it. */
  shortest: { v4: number | null; v6: number | null };
  contains(ip: string): boolean;
}

/** The UTC day of an ISO-like time ("2026-08-20T15:46:12.000000", "2025-10-30T11:00:00Z"), or null. */
export function dayOfTime(time: string | null | undefined): string | null {
  if (!time) return null;
  // The day as written: a time without an offset ("…T15:46:12.000000", Google's) would be read as local time.
  const written = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(time);
  if (written && Number.isFinite(Date.UTC(Number(written[1]), Number(written[2]) - 1, Number(written[3])))) return written[0].slice(0, 10);
  const parsed = Date.parse(time);
  return Number.isFinite(parsed) ? new Date(parsed).toISOString().slice(0, 10) : null;
}

export type RangeSets = ReadonlyMap<string, RangeSet>;

const V4_BITS = 32;
const V6_BITS = 128n;

/** Sorted, merged [start, end] intervals, searched by halving. */
class Intervals<T extends number | bigint> {
  readonly #starts: T[] = [];
  readonly #ends: T[] = [];

  constructor(intervals: Array<[T, T]>) {
    intervals.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [start, end] of intervals) {
      const last = this.#ends.length - 1;
      if (last >= 0 && start <= this.#ends[last]!) {
        if (end > this.#ends[last]!) this.#ends[last] = end;
      } else {
        this.#starts.push(start);
        this.#ends.push(end);
      }
    }
  }

  /** Values covered, each counted once. */
  size(): bigint {
    let total = 0n;
    for (let index = 0; index < this.#starts.length; index++) total += BigInt(this.#ends[index]!) - BigInt(this.#starts[index]!) + 1n;
    return total;
  }

  has(value: T): boolean {
    let low = 0;
    let high = this.#starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (value < this.#starts[middle]!) high = middle - 1;
      else if (value > this.#ends[middle]!) low = middle + 1;
      else return true;
    }
    return false;
  }
}

function v4Number(bytes: number[]): number {
  return ((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!;
}

function v6Number(bytes: number[]): bigint {
  return bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
}

/** An address as logs write it ("1.2.3.4", "::ffff:1.2.3.4", "[2001:db8::1]", "1.2.3.4:5678"), or null. */
export function parseAddress(raw: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  let text = raw.trim();
  if (text.startsWith('[')) text = text.slice(1, text.indexOf(']') === -1 ? undefined : text.indexOf(']'));
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  if (!ipaddr.isValid(text)) return null;
  try {
    return ipaddr.process(text);
  } catch {
    return null;
  }
}

export class RangesError extends Error {
  /** The same sentence without any text of the document (a fetched feed's text is never printed back). */
  readonly withoutInput: string;

  constructor(message: string, withoutInput = message) {
    super(message);
    this.withoutInput = withoutInput;
  }
}

/** Reads one published document into a set; throws RangesError naming what is wrong. */
export function rangeSetOf(name: string, document: unknown): RangeSet {
  const doc = document as Partial<RangesDocument> | null;
  if (doc === null || typeof doc !== 'object' || typeof doc.creationTime !== 'string' || !Array.isArray(doc.prefixes)) {
    throw new RangesError(`${name}.json is not {"creationTime", "prefixes": [...]}`);
  }
  const v4: Array<[number, number]> = [];
  const v6: Array<[bigint, bigint]> = [];
  const shortest: RangeSet['shortest'] = { v4: null, v6: null };
  doc.prefixes.forEach((prefix, index) => {
    const cidr = prefix?.ipv4Prefix ?? prefix?.ipv6Prefix;
    if (typeof cidr !== 'string') throw new RangesError(`${name}.json prefixes[${index}] has neither ipv4Prefix nor ipv6Prefix`);
    let parsed: [ipaddr.IPv4 | ipaddr.IPv6, number];
    try {
      parsed = ipaddr.parseCIDR(cidr.includes('/') ? cidr : `${cidr}/${cidr.includes(':') ? 128 : 32}`);
    } catch {
      throw new RangesError(`${name}.json prefixes[${index}] "${cidr}" is not a CIDR prefix`, `${name}.json prefixes[${index}] is not a CIDR prefix`);
    }
    const [address, bits] = parsed;
    const family = address.kind() === 'ipv4' ? 'v4' : 'v6';
    if (shortest[family] === null || bits < shortest[family]) shortest[family] = bits;
    if (address.kind() === 'ipv4') {
      const start = v4Number(address.toByteArray());
      const size = 2 ** (V4_BITS - bits);
      const first = start - (start % size);
      v4.push([first, first + size - 1]);
    } else {
      const start = v6Number(address.toByteArray());
      const size = 1n << (V6_BITS - BigInt(bits));
      const first = start - (start % size);
      v6.push([first, first + size - 1n]);
    }
  });
  const v4Intervals = new Intervals(v4);
  const v6Intervals = new Intervals(v6);
  return {
    name,
    creationTime: doc.creationTime,
    source: typeof doc.source === 'string' ? doc.source : null,
    fetchedAt: typeof doc.fetchedAt === 'string' ? doc.fetchedAt : null,
    date: dayOfTime(typeof doc.fetchedAt === 'string' ? doc.fetchedAt : null) ?? dayOfTime(doc.creationTime),
    prefixes: doc.prefixes.length,
    addresses: () => ({ v4: v4Intervals.size(), v6: v6Intervals.size() }),
    shortest,
    contains(ip) {
      const address = parseAddress(ip);
      if (!address) return false;
      return address.kind() === 'ipv4'
        ? v4Intervals.has(v4Number(address.toByteArray()))
        : v6Intervals.has(v6Number(address.toByteArray()));
    },
  };
}

/** Every `*.json` of a directory as documents; throws RangesError for a file that is not a ranges document. */
export function readRangesDir(dir: string): Map<string, RangesDocument> {
  let names: string[];
  try {
    names = readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
  } catch (error) {
    throw new RangesError(`the ranges directory ${dir} cannot be read: ${(error as Error).message}`);
  }
  const documents = new Map<string, RangesDocument>();
  for (const file of names) {
    const name = file.slice(0, -'.json'.length);
    let document: unknown;
    try {
      document = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      throw new RangesError(`${path.join(dir, file)} is not JSON: ${(error as Error).message}`);
    }
    rangeSetOf(name, document);
    documents.set(name, document as RangesDocument);
  }
  return documents;
}

export function rangeSetsOf(documents: ReadonlyMap<string, RangesDocument>): RangeSets {
  return new Map([...documents].map(([name, document]) => [name, rangeSetOf(name, document)]));
}
