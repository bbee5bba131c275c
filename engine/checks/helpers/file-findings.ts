// Findings for a file that should exist but does not (absent, 5xx, HTML, soft 404, empty), shared by every
// check that judges a file at a known URL.
import type { ExpectedFile } from '../../gather/soft404.js';
import type { Finding } from '../../types.js';
import { fail } from '../findings.js';

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
 * or when there was no response at all (use `fetchFailed` for those).
 */
export function missingFileFinding(what: string, file: ExpectedFile, hint: string | null): Finding | null {
  switch (file.kind) {
    case 'absent':
      return fail(`${what} was not found (HTTP ${file.response?.status}).`, responseEvidence(file), hint);
    case 'unreachable':
      return fail(`${what} answered with a server error (HTTP ${file.response?.status}).`, responseEvidence(file), hint);
    case 'soft404':
      return fail(
        `${what} looked like a soft 404: the server answered 2xx with a "not found" page instead of the file.`,
        responseEvidence(file),
        `Serve the real file at this URL, or answer 404 when it does not exist. ${hint ?? ''}`.trim(),
      );
    case 'html':
      return fail(
        `${what} looked like a soft 404: an HTML page was served where a file was expected.`,
        responseEvidence(file),
        `Serve the real file (not an HTML page) at this URL, or answer 404 when it does not exist. ${hint ?? ''}`.trim(),
      );
    case 'empty':
      return fail(`${what} has an empty body.`, responseEvidence(file), hint);
    default:
      return null;
  }
}
