// The one date format of every page and of the prose the service writes (fix guides): minutes in UTC.

/** The one date format of every page: "2026-11-21 09:00 UTC". UTC, so server and browser render the same text (no
 *  hydration mismatch). */
export function formatDateTime(value: string | Date | null | undefined, missing = '–'): string {
  const date = asDate(value);
  return date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : missing;
}

/** A day in the same format: "2026-11-21". */
export function formatDate(value: string | Date | null | undefined, missing = '–'): string {
  const date = asDate(value);
  return date ? date.toISOString().slice(0, 10) : missing;
}

/**
 * Text with the timestamps the engine writes (Date#toISOString: "2026-11-21T09:00:03.000Z", as in "expired at …")
 * in the one format. Only that exact form: other ISO dates in findings quote what a site serves, or show a format to
 * use ("2025-01-31T12:00:00+00:00"), and stay as written.
 */
export function formatTimestampsIn(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\b/g, (timestamp) => formatDateTime(timestamp, timestamp));
}

function asDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
