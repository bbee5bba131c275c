// Findings for a file that should exist but does not (absent, 5xx, HTML, soft 404, empty), shared by every
// check that judges a file at a known URL.
import { fail, type CodeMeanings, type DraftFinding } from '../../findings.js';
import type { ExpectedFile } from '../../gather/soft404.js';

/** The codes `missingFileFinding` gives, for the meta of every check that uses it. */
export const MISSING_FILE_CODES = {
  'file-absent': 'The file answered 4xx: it is absent.',
  'file-server-error': 'The file answered with a server error (5xx).',
  'file-soft-404': 'The server answered 2xx with a "not found" page instead of the file (a soft 404): it counts as absent.',
  'file-html': 'An HTML page was served where the file was expected: it counts as absent.',
  'file-empty': 'The file was served with an empty body.',
} as const satisfies CodeMeanings;
export type MissingFileCode = keyof typeof MISSING_FILE_CODES;

/** "<url> — HTTP 200, text/plain" (and where redirects landed) for a detail line. */
export function responseEvidence(file: ExpectedFile): string {
  const response = file.response;
  if (!response) return file.url;
  const type = response.contentType || 'no Content-Type';
  const landed = response.finalUrl !== file.url ? ` (after redirects, ${response.finalUrl})` : '';
  return `${file.url} — HTTP ${response.status}, ${type}${landed}`;
}

/**
 * A fail finding saying why `what` (e.g. "llms.txt") counts as absent, or null when the file is fine
 * or when there was no response at all (the runner reports those).
 */
export function missingFileFinding(what: string, file: ExpectedFile, hint: string | null): DraftFinding<MissingFileCode> | null {
  switch (file.kind) {
    case 'absent':
      return fail('file-absent', `${what} was not found (HTTP ${file.response?.status}).`, responseEvidence(file), hint);
    case 'unreachable':
      return fail('file-server-error', `${what} answered with a server error (HTTP ${file.response?.status}).`, responseEvidence(file), hint);
    case 'soft404':
      return fail(
        'file-soft-404',
        `${what} looked like a soft 404: the server answered 2xx with a "not found" page instead of the file.`,
        responseEvidence(file),
        `Serve the real file at this URL, or answer 404 when it does not exist. ${hint ?? ''}`.trim(),
      );
    case 'html':
      return fail(
        'file-html',
        `${what} looked like a soft 404: an HTML page was served where a file was expected.`,
        responseEvidence(file),
        `Serve the real file (not an HTML page) at this URL, or answer 404 when it does not exist. ${hint ?? ''}`.trim(),
      );
    case 'empty':
      return fail('file-empty', `${what} has an empty body.`, responseEvidence(file), hint);
    default:
      return null;
  }
}
