// Findings for a machine-readable document (JSON/YAML) that did not load, shared by the actions and commerce checks.
import { CAPS } from '../../fetch/types.js';
import type { JsonDocument } from '../../gather/json-document.js';
import type { Finding } from '../../types.js';
import { missingFileFinding, responseEvidence } from './file-findings.js';
import { fail } from '../findings.js';

/** "HTTP 200, application/json" evidence for a document that answered. */
export function documentEvidence(document: JsonDocument): string {
  return document.kind === 'error' ? document.url : responseEvidence(document.file);
}

/**
 * A fail finding saying why `what` did not load (absent, HTML, soft 404, over the cap, unparseable),
 * or null when it loaded or when there was no response (the caller turns that into an error outcome).
 */
export function documentProblem(what: string, document: JsonDocument, hint: string | null): Finding | null {
  switch (document.kind) {
    case 'missing':
      return missingFileFinding(what, document.file, hint);
    case 'over-cap':
      return fail(
        `${what} is larger than the ${CAPS.json / 1024} KiB cap for JSON documents, so it was not judged.`,
        documentEvidence(document),
        `Keep ${what} under ${CAPS.json / 1024} KiB (split it, or remove what agents do not need).`,
      );
    case 'invalid':
      return fail(`${what} does not parse: ${document.parseError}`, documentEvidence(document), hint);
    default:
      return null;
  }
}
