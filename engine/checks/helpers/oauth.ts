// Authorization server documents as the two OAuth checks judge them.
import type { AuthServerDocument } from '../../gather/oauth.js';
import { validateAuthServerMetadata, type AuthServerValidation } from '../../parse/oauth-metadata.js';

/** Validation of a fetched authorization server document, or null when it did not load as JSON. */
export function validateAuthServerDocument(entry: AuthServerDocument): AuthServerValidation | null {
  return entry.document.kind === 'ok'
    ? validateAuthServerMetadata(entry.document.value, entry.expectedIssuer, entry.kind)
    : null;
}
