// The bounds of what a report holds (REPORT_LIMITS): a finding's text, the findings one check keeps, the report's
// size. Applied where findings are made (run-check.ts), where a report is assembled (audit.ts) and, by lib/, where a
// stored report is read, so the API, the pages, Markdown, SARIF and JUnit all inherit them from one place.
import { REPORT_LIMITS } from './config.js';
import { thousands } from './thousands.js';

/** The runner's code for "this check had more findings than a report keeps" (gather/problem.ts lists it). */
export const FINDINGS_OMITTED = 'findings-omitted';

/** The fields of a finding the bounds read and write: drafts, published and stored findings alike. */
export interface BoundableFinding {
  code?: string;
  subject?: string;
  status: string;
  message: string;
  detail: string | null;
  hint: string | null;
}

interface BoundableResult<F extends BoundableFinding> {
  id: string;
  findings: F[];
}

export interface BoundableReport<F extends BoundableFinding = BoundableFinding> {
  results: Array<BoundableResult<F>>;
  pages: Array<{ results: Array<BoundableResult<F>> }>;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** `text` cut to a prefix of at most `length` UTF-16 units, never inside a surrogate pair. */
function prefixOf(text: string, length: number): string {
  const end = Math.max(0, Math.min(length, text.length));
  return end > 0 && end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) ? text.slice(0, end - 1) : text.slice(0, end);
}

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** `text` when at most `maxChars` long, else its beginning ending in "…" (`maxChars` in all). */
export function boundText(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${prefixOf(text, maxChars - 1)}…`;
}

/** The longest prefix of `text` of at most `maxBytes` UTF-8 bytes. */
function prefixWithinBytes(text: string, maxBytes: number): string {
  let prefix = prefixOf(text, maxBytes);
  let size = utf8Bytes(prefix);
  while (size > maxBytes) {
    prefix = prefixOf(prefix, Math.floor((prefix.length * maxBytes) / size) - 1);
    size = utf8Bytes(prefix);
  }
  return prefix;
}

function countOf(text: string, character: string, from: number): number {
  let count = 0;
  for (let at = text.indexOf(character, from); at !== -1; at = text.indexOf(character, at + 1)) count += 1;
  return count;
}

/**
 * Evidence within `maxBytes` UTF-8 bytes: as is when it fits, else an excerpt of its first lines (or characters,
 * for one long line) ending "…and N more lines" ("…and N more characters"). 0 drops it (null).
 */
export function boundDetail(detail: string | null, maxBytes: number = REPORT_LIMITS.detailBytes): string | null {
  if (detail === null) return null;
  if (maxBytes <= 0) return null;
  // A UTF-16 unit is at most 3 UTF-8 bytes: most evidence fits without measuring.
  if (detail.length * 3 <= maxBytes || utf8Bytes(detail) <= maxBytes) return detail;
  // Room for the longest ending ("\n…and 9,007,199,254,740,991 more characters" is 48 bytes).
  let excerpt = prefixWithinBytes(detail, Math.max(0, maxBytes - 56));
  const lineEnd = excerpt.lastIndexOf('\n');
  if (lineEnd >= excerpt.length / 2) {
    excerpt = excerpt.slice(0, lineEnd);
    const moreLines = countOf(detail, '\n', lineEnd + 1) + 1;
    return `${excerpt}\n…and ${thousands(moreLines)} more ${moreLines === 1 ? 'line' : 'lines'}`;
  }
  const moreChars = detail.length - excerpt.length;
  return `${excerpt}…and ${thousands(moreChars)} more ${moreChars === 1 ? 'character' : 'characters'}`;
}

/** A finding whose text is within the limits (the same object when it already was). */
export function boundFinding<F extends BoundableFinding>(finding: F, detailBytes: number = REPORT_LIMITS.detailBytes): F {
  const message = boundText(finding.message, REPORT_LIMITS.messageChars);
  const detail = boundDetail(finding.detail, detailBytes);
  const hint = finding.hint === null ? null : boundText(finding.hint, REPORT_LIMITS.hintChars);
  const subject = finding.subject === undefined ? undefined : boundText(finding.subject, REPORT_LIMITS.subjectChars);
  if (message === finding.message && detail === finding.detail && hint === finding.hint && subject === finding.subject) return finding;
  return { ...finding, message, detail, hint, ...(subject === undefined ? {} : { subject }) };
}

const OMITTED_COUNT = /^([\d,]+) more findings? of this check (?:is|are) not kept/;

/** How many findings an earlier findings-omitted finding counted (0 for any other finding). */
function countedAsOmitted(finding: BoundableFinding): number {
  if (!finding.code?.endsWith(FINDINGS_OMITTED)) return 0;
  const match = OMITTED_COUNT.exec(finding.message);
  return match ? Number(match[1]!.replaceAll(',', '')) : 0;
}

/** The message of a findings-omitted finding: how many, and the bound that left them out. */
export function omittedMessage(count: number, kept: number, note?: string): string {
  const many = count === 1 ? '1 more finding of this check is' : `${thousands(count)} more findings of this check are`;
  const bound = kept === REPORT_LIMITS.findingsPerCheck ? `a report keeps at most ${kept} findings per check` : `the report would otherwise pass its ${REPORT_LIMITS.reportBytes / 1_048_576} MB bound`;
  return `${many} not kept (${bound}).${note ? ` ${note}` : ''}`;
}

/**
 * At most `max` findings: the first `max - 1`, then one made by `omitted` counting the rest (and whatever an earlier
 * cut had counted). The same array when it is within the bound.
 */
export function keepFindings<F extends BoundableFinding>(findings: F[], max: number, omitted: (count: number) => F): F[] {
  if (findings.length <= max) return findings;
  const kept = findings.slice(0, Math.max(0, max - 1));
  const dropped = findings.slice(kept.length);
  const count = dropped.reduce((sum, finding) => sum + (countedAsOmitted(finding) || 1), 0);
  return [...kept, omitted(count)];
}

/** A stored finding counting `count` omitted findings of check `id`, in the report's field order. */
function publishedOmitted<F extends BoundableFinding>(id: string, count: number, kept: number, note: string | undefined): F {
  return { code: `${id}.${FINDINGS_OMITTED}`, status: 'info', message: omittedMessage(count, kept, note), detail: null, hint: null, view: 'raw' } as unknown as F;
}

interface Cut {
  findingsPerCheck: number;
  detailBytes: number;
}

/** The cuts tried in turn while a report is over its bound: fewer findings per check, shorter evidence. */
const CUTS: readonly Cut[] = [
  { findingsPerCheck: REPORT_LIMITS.findingsPerCheck, detailBytes: REPORT_LIMITS.detailBytes },
  { findingsPerCheck: 20, detailBytes: 1024 },
  { findingsPerCheck: 5, detailBytes: 256 },
  { findingsPerCheck: 2, detailBytes: 0 },
  { findingsPerCheck: 1, detailBytes: 0 },
];

function cutResults<F extends BoundableFinding>(results: Array<BoundableResult<F>>, cut: Cut, note: string | undefined): Array<BoundableResult<F>> {
  return results.map((result) => {
    const bounded = result.findings.map((finding) => boundFinding(finding, cut.detailBytes));
    const findings = keepFindings(bounded, cut.findingsPerCheck, (count) => publishedOmitted<F>(result.id, count, cut.findingsPerCheck, note));
    const same = findings.length === result.findings.length && findings.every((finding, index) => finding === result.findings[index]);
    return same ? result : { ...result, findings };
  });
}

function jsonBytes(value: unknown): number {
  return utf8Bytes(JSON.stringify(value));
}

/**
 * At least the UTF-8 bytes of `value` as JSON, counted without serializing it: a string's UTF-16 unit is at most six
 * bytes (a \uXXXX escape), a number at most 24 characters, a key as a string; null where a value may serialize in a
 * way the walk cannot bound (toJSON, a BigInt). Most reports are far under their bound, which this tells in a
 * fraction of what serializing them costs.
 */
function jsonBytesUpperBound(value: unknown): number | null {
  switch (typeof value) {
    case 'string':
      return value.length * 6 + 2;
    case 'number':
      return 24;
    case 'boolean':
    case 'undefined':
    case 'function':
    case 'symbol':
      return 5;
    case 'object': {
      if (value === null) return 4;
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return null;
      let bytes = 2;
      if (Array.isArray(value)) {
        for (const item of value) {
          const size = jsonBytesUpperBound(item);
          if (size === null) return null;
          bytes += size + 1;
        }
        return bytes;
      }
      for (const key in value) {
        const size = jsonBytesUpperBound((value as Record<string, unknown>)[key]);
        if (size === null) return null;
        bytes += key.length * 6 + 3 + size + 1;
      }
      return bytes;
    }
    default:
      return null;
  }
}

function withinReportBytes(value: unknown): boolean {
  const bound = jsonBytesUpperBound(value);
  return (bound !== null && bound <= REPORT_LIMITS.reportBytes) || jsonBytes(value) <= REPORT_LIMITS.reportBytes;
}

/**
 * `report` within REPORT_LIMITS: every finding's text bounded, at most `findingsPerCheck` a check, and the whole
 * under `reportBytes`, cutting the findings of the other pages before the start page's. `note` ends each
 * findings-omitted message (a stored report says it was stored before the bounds).
 */
export function boundReport<R extends BoundableReport>(report: R, note?: string): R {
  let bounded = report;
  for (const [index, cut] of CUTS.entries()) {
    // The first cut is the per-finding bound every report has; the next ones only while the report is too large.
    if (index > 0 && withinReportBytes(bounded)) return bounded;
    const pages = bounded.pages.map((page, pageIndex) => (pageIndex === 0 && index > 0 ? page : { ...page, results: cutResults(page.results, cut, note) }));
    bounded = { ...bounded, pages } as R;
    if (index === 0 || !withinReportBytes(bounded)) {
      bounded = { ...bounded, results: cutResults(bounded.results, cut, note), pages: bounded.pages.map((page, pageIndex) => (pageIndex === 0 ? { ...page, results: cutResults(page.results, cut, note) } : page)) } as R;
    }
  }
  return bounded;
}

/** The note a report stored before the bounds carries where it is served cut down (lib reads stored reports so). */
export const REPORT_BOUNDS_NOTE = 'This report was stored before reports were bounded and is shown cut down to the bounds.';
