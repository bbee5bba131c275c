// A fleet upload to its lines: JSON {"name", "targets": [...]}, or a text/plain or text/csv body with one target a
// line (a CSV's first column), `#` starting a comment. Each line keeps its number so that a rejected one can be
// named; a bad line never fails the upload (lib/services/create-fleet.ts lists it in `rejected`).
import { parse as parseCsv } from 'csv-parse/sync';
import { ApiError } from '@/lib/errors/api-errors';

export interface UploadLine {
  line: number;
  text: string;
}

export const UPLOAD_MEDIA_TYPES = ['application/json', 'text/plain', 'text/csv'] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];

/** First cells that name a column rather than a target: a header row, skipped and listed. */
const HEADER_WORDS = new Set(['domain', 'domains', 'url', 'urls', 'host', 'hosts', 'hostname', 'site', 'sites', 'origin', 'target', 'targets', 'website']);

export function mediaTypeOf(header: string | null): UploadMediaType | null {
  const mediaType = (header ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType)) return 'application/json';
  return (UPLOAD_MEDIA_TYPES as readonly string[]).includes(mediaType) ? (mediaType as UploadMediaType) : null;
}

/** text/plain: each line, a `#` and what follows it dropped; blank lines skipped. */
export function plainLines(text: string): UploadLine[] {
  return [...plainLineIterator(text)];
}

/**
 * The lines of plainLines one at a time, found as they are asked for: a reader that stops early (a list over the plan's
 * limit) never splits the rest of the text.
 */
export function* plainLineIterator(text: string): Generator<UploadLine> {
  let start = 0;
  let number = 0;
  while (start <= text.length) {
    const end = nextBreak(text, start);
    number += 1;
    const value = withoutComment(text.slice(start, end)).trim();
    if (value !== '') yield { line: number, text: value };
    if (end === text.length) return;
    // \r\n is one break.
    start = text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
  }
}

/** The index of the next \n or \r from `start`, or the text's length (one pass: indexOf per kind would rescan). */
function nextBreak(text: string, start: number): number {
  for (let index = start; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10 || code === 13) return index;
  }
  return text.length;
}

/** text/csv (RFC 4180, quotes honoured): the first column of each record; comment lines and blank records skipped. */
export function csvLines(text: string): UploadLine[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parseCsv(text, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      comment: '#',
      bom: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    throw new ApiError('invalid-body', `The CSV body could not be read: ${(error as Error).message.split('\n')[0]}`);
  }
  const lines: UploadLine[] = [];
  for (const { record, info } of records) {
    const value = (record[0] ?? '').trim();
    if (value !== '') lines.push({ line: info.lines, text: value });
  }
  return lines;
}

/** JSON targets: item n is line n. */
export function jsonLines(targets: readonly string[]): UploadLine[] {
  return targets.map((text, index) => ({ line: index + 1, text: text.trim() }));
}

export function isHeaderRow(line: UploadLine): boolean {
  return line.line === 1 && HEADER_WORDS.has(line.text.toLowerCase());
}

function withoutComment(raw: string): string {
  const hash = raw.indexOf('#');
  return hash === -1 ? raw : raw.slice(0, hash);
}
