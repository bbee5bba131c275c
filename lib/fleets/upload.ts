// A fleet upload as its surface (the API, the dashboard's form, the MCP tool) hands it to the use case
// (lib/services/create-fleet.ts) and the reader (read-upload.ts) reads it.
import type { UploadMediaType } from './parse-upload';

/** An upload as its surface received it: checked for media type and declared size, its body not read yet. */
export interface FleetUpload {
  mediaType: UploadMediaType;
  /** The fleet's name from outside the body (?name=, the form's field); a JSON body names it itself. */
  name: string | undefined;
  /** The body, read under the byte cap (413 past it): its bytes (decoded by the parse, not here) or its text. */
  read: () => Promise<Uint8Array | string>;
}
