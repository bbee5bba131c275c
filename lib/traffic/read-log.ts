// Reads a log as a stream of bytes (plain, or gzip inflated here under a byte budget), line by line, into a Tally and
// the batch's counts, at a bounded cost: a line longer than MAX_LINE_BYTES is rejected without being held, invalid
// UTF-8 is rejected per line, a log that inflates past its budget, holds more lines than its size as sent allows
// (blank ones included: a newline bomb) or parses past the time budget stops the batch with a sentence saying so, and
// the event loop is handed back every few milliseconds. The service runs it on a thread of its own
// (read-in-thread.ts), never on the one that serves HTTP; the CLI's local analysis runs it in place. Lines for another
// host are skipped and counted. Requests naming an agent whose vendor documents reverse DNS are judged by lookups made
// here too (reverse-dns.ts, bounded per batch); while many wait for their answers, reading pauses until they come.
import { Readable } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { createGunzip } from 'node:zlib';
import { createParser, DETECTION_LINES, detectFormat, type LineParser, type LogRecord } from './formats';
import type { RangeSets } from './ip-ranges';
import { ReverseDnsChecker, type ReverseDnsSettings } from './reverse-dns';
import { pageIndexOf, type SitePage } from './site-pages';
import { inertText } from '@/lib/format/inert-text';
import { dayOf } from './classes';
import { MAX_LINE_BYTES, type DaysAccepted } from './settings';
import { Tally, type PageRow, type ReferralRow, type TallyRow } from './tally';
import { Verifier } from './verification';
import { LOG_FORMATS, type LogFormat, REJECTED_LISTED } from '@/lib/schemas/vocabulary/traffic';

export interface ReadLogOptions {
  /** The format asked for (?format=), or null to detect it from the first lines. */
  format: LogFormat | null;
  /** The site's host: lines for another host are skipped. Null takes every host (a local analysis without --site). */
  siteHost: string | null;
  /** Bytes the log may inflate to (or be, when plain). */
  inflatedLimit: number;
  /** Epoch milliseconds after which reading stops. */
  deadline: number;
  /**
   * Lines (blank ones included) the batch may hold, from its size as sent (settings.ts lineBudget), and the words that
   * say so; null reads any number (a local analysis of the user's own file).
   */
  lineBudget: { lines: number; basis: string } | null;
  ranges: RangeSets;
  /** Reverse DNS for the agents whose vendors document it; null looks nothing up (their requests are judged by ranges). */
  reverseDns: ReverseDnsSettings | null;
  /** The site's own pages (site-pages.ts), whose fetches are counted per agent; null counts none. */
  pages: ReadonlyArray<Pick<SitePage, 'path' | 'twins'>> | null;
  /** The days a line may be dated (settings.ts trafficDaysAccepted); null takes any (a local analysis of the user's file). */
  daysAccepted: DaysAccepted | null;
}

export interface LogCounts {
  /** Non-blank lines read. */
  lines: number;
  accepted: number;
  skipped: { otherHost: number; malformed: number };
  /** The first REJECTED_LISTED lines not counted, by line number, with why (never the line's text). */
  rejected: Array<{ line: number; reason: string }>;
  /** Epoch milliseconds of the first and last accepted request. */
  from: number | null;
  to: number | null;
  format: LogFormat | null;
}

export interface LogReading extends LogCounts {
  rows: TallyRow[];
  referrals: ReferralRow[];
  pages: PageRow[];
  /** Addresses looked up by reverse DNS in this batch (never which). */
  lookups: number;
}

/** Reading stopped: the batch counts nothing, and this says why in one sentence. */
export class LogReadError extends Error {}

const MIB = 1024 * 1024;
/** Hand the event loop back after this much work. */
const SLICE_MS = 15;
/** Requests that may wait for their address's answer before reading pauses for the answers. */
const WAITING_LIMIT = 20_000;

/** Same host, ignoring case, port, a trailing dot and a leading "www.". */
export function sameSiteHost(siteHost: string, lineHost: string): boolean {
  const normal = (host: string) => host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '').replace(/^www\./, '');
  return normal(siteHost) === normal(lineHost);
}

/** The bytes as they come, or inflated, counted against the limit either way. */
async function* limitedBytes(source: AsyncIterable<Uint8Array>, gzip: boolean, limit: number): AsyncGenerator<Uint8Array> {
  const input = gzip ? Readable.from(source).pipe(createGunzip()) : source;
  let total = 0;
  try {
    for await (const chunk of input as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      if (total > limit) {
        throw new LogReadError(
          `The log ${gzip ? 'inflates' : 'is'} past ${Math.round(limit / MIB).toLocaleString('en-US')} MiB, the most one batch may be on this plan: split it into smaller batches.`,
        );
      }
      yield chunk;
    }
  } catch (error) {
    if (error instanceof LogReadError) throw error;
    if (gzip) throw new LogReadError(`The body is not valid gzip (${(error as Error).message}); send the log as it is, or gzip-compressed with Content-Encoding: gzip.`);
    throw error;
  } finally {
    if (input instanceof Readable) input.destroy();
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Bytes → lines, one chunk at a time and synchronously within it: a line costs a look for its end, and a blank one
 * (a run of newlines) no more than its byte. A line longer than MAX_LINE_BYTES comes out as `null`, never held. A
 * log of nothing but newlines once cost 71 CPU s per 204 KB of gzip: every line, blank ones too, was its own Buffer
 * and its own turn of two async generators (issue 60 point 3).
 */
class LineSplitter {
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #overlong = false;
  /** Lines ended so far, blank ones included: the next line's number is this plus one. */
  ended = 0;

  constructor(private readonly onLine: (number: number, bytes: Buffer | null) => void) {}

  push(buffer: Buffer): void {
    let start = 0;
    const length = buffer.length;
    while (start < length) {
      if (this.#pendingBytes === 0 && !this.#overlong) {
        while (start < length && buffer[start] === 0x0a) {
          this.ended++;
          start++;
        }
        if (start === length) return;
      }
      const end = buffer.indexOf(0x0a, start);
      if (end === -1) {
        this.#hold(buffer.subarray(start));
        return;
      }
      this.ended++;
      const piece = buffer.subarray(start, end);
      if (this.#overlong || this.#pendingBytes + piece.length > MAX_LINE_BYTES) this.onLine(this.ended, null);
      else this.onLine(this.ended, this.#pendingBytes === 0 ? piece : Buffer.concat([...this.#pending, piece]));
      this.#pending = [];
      this.#pendingBytes = 0;
      this.#overlong = false;
      start = end + 1;
    }
  }

  /** The last line, when the log does not end with a newline. */
  end(): void {
    if (!this.#overlong && this.#pendingBytes === 0) return;
    this.ended++;
    this.onLine(this.ended, this.#overlong ? null : Buffer.concat(this.#pending));
  }

  #hold(rest: Buffer): void {
    if (this.#overlong) return;
    if (this.#pendingBytes + rest.length > MAX_LINE_BYTES) {
      this.#overlong = true;
      this.#pending = [];
      this.#pendingBytes = 0;
      return;
    }
    // Copied: the chunk it is part of may be reused by the stream that made it.
    this.#pending.push(Buffer.from(rest));
    this.#pendingBytes += rest.length;
  }
}

export async function readLog(source: AsyncIterable<Uint8Array>, gzip: boolean, options: ReadLogOptions): Promise<LogReading> {
  const reverseDns = options.reverseDns ? new ReverseDnsChecker(options.reverseDns) : null;
  const tally = new Tally(new Verifier(options.ranges, reverseDns), options.pages ? pageIndexOf(options.pages) : null);
  let parse: LineParser | null = options.format === null ? null : createParser(options.format);
  const counts: LogCounts = { lines: 0, accepted: 0, skipped: { otherHost: 0, malformed: 0 }, rejected: [], from: null, to: null, format: options.format };
  const reject = (line: number, reason: string) => {
    counts.skipped.malformed++;
    // A reason may quote the line (a time field): stored inert, as every stranger's text leaves the service.
    if (counts.rejected.length < REJECTED_LISTED) counts.rejected.push({ line, reason: inertText(reason) });
  };
  const days = options.daysAccepted;
  const take = (line: number, record: LogRecord) => {
    if (options.siteHost !== null && record.host !== null && !sameSiteHost(options.siteHost, record.host)) {
      counts.skipped.otherHost++;
      return;
    }
    if (days !== null) {
      const day = dayOf(record.time);
      if (day < days.from || day > days.to) return reject(line, `dated ${day}, outside the days the figures keep (${days.from} to ${days.to}: ${days.basis})`);
    }
    counts.accepted++;
    if (counts.from === null || record.time < counts.from) counts.from = record.time;
    if (counts.to === null || record.time > counts.to) counts.to = record.time;
    tally.add(record);
  };
  // Lines read before the format is known (at most DETECTION_LINES non-blank ones), parsed once it is.
  let waiting: Array<{ number: number; text: string }> | null = options.format === null ? [] : null;
  const parseWaiting = () => {
    const lines = waiting ?? [];
    waiting = null;
    counts.format = detectFormat(lines.map((line) => line.text));
    if (counts.format === null && lines.length > 0) {
      throw new LogReadError(
        `No line of the first ${lines.length} is in a known format (tried ${LOG_FORMATS.join(', ')}); name the format (?format= in the API, --format in the CLI) or see docs/api.md "Traffic" for the formats.`,
      );
    }
    if (counts.format !== null) parse = createParser(counts.format);
    for (const line of lines) parseOne(line.number, line.text);
  };
  const parseOne = (number: number, text: string) => {
    const parsed = parse!(text);
    if (parsed.ok === true) take(number, parsed.record);
    else if (parsed.ok === 'comment') counts.lines--;
    else reject(number, parsed.reason);
  };
  const onLine = (number: number, bytes: Buffer | null) => {
    if (bytes === null) {
      counts.lines++;
      reject(number, `longer than ${MAX_LINE_BYTES / 1024} KiB`);
      return;
    }
    const raw = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.subarray(0, bytes.length - 1) : bytes;
    if (raw.length === 0) return;
    let text: string;
    try {
      text = decoder.decode(raw);
    } catch {
      counts.lines++;
      reject(number, 'not valid UTF-8');
      return;
    }
    if (text.trim() === '') return;
    counts.lines++;
    if (waiting !== null) {
      waiting.push({ number, text });
      if (waiting.length >= DETECTION_LINES) parseWaiting();
    } else {
      parseOne(number, text);
    }
  };

  const lines = new LineSplitter(onLine);
  const budget = options.lineBudget;
  let sliceStart = Date.now();
  for await (const chunk of limitedBytes(source, gzip, options.inflatedLimit)) {
    lines.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (budget !== null && lines.ended > budget.lines) {
      throw new LogReadError(`The log holds more than ${budget.lines.toLocaleString('en-US')} lines (blank ones included), ${budget.basis}: it is mostly blank or repeated lines. Send the log as it is, or split it into smaller batches.`);
    }
    if (tally.waiting > WAITING_LIMIT) await tally.settle();
    if (Date.now() - sliceStart >= SLICE_MS) {
      if (Date.now() > options.deadline) throw new LogReadError(`Reading the log took longer than its time budget after ${counts.lines.toLocaleString('en-US')} lines: split it into smaller batches.`);
      await yieldToLoop();
      sliceStart = Date.now();
    }
  }
  lines.end();
  if (waiting !== null) parseWaiting();
  await tally.settle();
  if (Date.now() > options.deadline) throw new LogReadError(`Reading the log took longer than its time budget after ${counts.lines.toLocaleString('en-US')} lines: split it into smaller batches.`);
  return { ...counts, rows: tally.rows(), referrals: tally.referrals(), pages: tally.pages(), lookups: reverseDns?.started ?? 0 };
}
