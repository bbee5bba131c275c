// A fleet upload to its lines: JSON {"name", "targets": [...]}, or a text/plain or text/csv body with one target a
// line (a CSV's first column), `#` starting a comment. Each line keeps its number so that a rejected one can be
// named; a bad line never fails the upload (lib/services/create-fleet.ts lists it in `rejected`).
import { parse as parseCsv } from 'csv-parse/sync';
import { ApiError } from '@/lib/http/errors';

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
  const lines: UploadLine[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const value = withoutComment(raw).trim();
    if (value !== '') lines.push({ line: index + 1, text: value });
  });
  return lines;
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
