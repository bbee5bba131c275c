// Findings for a machine-readable document (JSON/YAML) that did not load, shared by the actions and commerce checks.
import { CAPS } from '../../fetch/types.js';
import { fail, type CodeMeanings, type DraftFinding } from '../../findings.js';
import type { JsonDocument } from '../../gather/json-document.js';
import { MISSING_FILE_CODES, missingFileFinding, responseEvidence } from './file-findings.js';

/** The codes `documentProblem` gives, for the meta of every check that uses it. */
export const DOCUMENT_CODES = {
  ...MISSING_FILE_CODES,
  'document-over-cap': 'The document is larger than its cap (JSON documents 256 KiB, OpenAPI descriptions 16 MiB) and was not judged.',
  'document-unparseable': 'The document does not parse (the finding gives the parser\'s error).',
} as const satisfies CodeMeanings;
export type DocumentProblemCode = keyof typeof DOCUMENT_CODES;

function capText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;
}

/** "HTTP 200, application/json" evidence for a document that answered. */
export function documentEvidence(document: JsonDocument): string {
  return document.kind === 'error' ? document.url : responseEvidence(document.file);
}

/**
 * A fail finding saying why `what` did not load (absent, HTML, soft 404, over the cap, unparseable),
 * or null when it loaded or when there was no response (the runner reports those).
 */
export function documentProblem(what: string, document: JsonDocument, hint: string | null): DraftFinding<DocumentProblemCode> | null {
  switch (document.kind) {
    case 'missing':
      return missingFileFinding(what, document.file, hint);
    case 'over-cap': {
      // The cap that applied to this document (JSON documents 256 KiB, OpenAPI descriptions 16 MiB).
      const cap = capText(document.response.capBytes);
      return fail(
        'document-over-cap',
        `${what} is larger than the ${cap} cap for ${document.response.capBytes === CAPS.json ? 'JSON documents' : 'this kind of document'}, so it was not judged.`,
        documentEvidence(document),
        `Keep ${what} under ${cap} (split it, or remove what agents do not need).`,
      );
    }
    case 'invalid':
      return fail('document-unparseable', `${what} does not parse: ${document.parseError}`, documentEvidence(document), hint);
    default:
      return null;
  }
}
