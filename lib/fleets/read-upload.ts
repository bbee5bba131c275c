// A fleet upload's request, in the three media types POST /api/v1/me/fleets takes (issue 47 point 1): JSON
// {"name", "targets"}, or text/plain or text/csv with the name from `?name=`. Checked before anything is read: the
// media type (415) and the declared Content-Length (413 over FLEET_UPLOAD_MAX_BYTES); the body itself is read later
// (lib/services/create-fleet.ts) with a streaming counter that stops at the cap (413), never a cut list.
import type { z } from 'zod';
import { isJsonContentType, JSON_BODY_LIMIT_BYTES, parseJsonText, readBodyText } from '@/lib/net/body';
import { boundedBody, refuseDeclaredOversize } from '@/lib/net/bounded-body';
import { ApiError } from '@/lib/errors/api-errors';
import { parseInput } from '@/lib/net/validate';
import { mediaTypeOf } from './parse-upload';
import { FLEET_UPLOAD_MAX_BYTES } from './settings';
import type { FleetUpload } from '@/lib/fleets/upload';

/** What raises the cap, as a 413 names it. */
const RAISED_BY = 'split the list into several fleets';

export function fleetUploadOf(request: Request, queryName: string | undefined): FleetUpload {
  const mediaType = mediaTypeOf(request.headers.get('content-type'));
  if (mediaType === null) {
    throw new ApiError('unsupported-media-type', 'Send the list as JSON (Content-Type: application/json, {"name", "targets"}), or one target a line as text/plain or text/csv with the name in ?name=.');
  }
  refuseDeclaredOversize(request, FLEET_UPLOAD_MAX_BYTES, RAISED_BY);
  if (mediaType === 'application/json' && queryName !== undefined) throw new ApiError('invalid-parameter', 'A JSON upload names the fleet in its body ("name"); leave out ?name=.');
  return { mediaType, name: queryName, read: () => readUploadBytes(request) };
}

/**
 * The body's bytes under the cap: 413 as soon as the bytes received pass it (a chunked body, or one whose length lies).
 * Not decoded here: the parse decodes it, in its audit process.
 */
async function readUploadBytes(request: Request): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of boundedBody(request, FLEET_UPLOAD_MAX_BYTES, RAISED_BY)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** An optional JSON body (POST …/runs): none, or an object the schema takes. */
export async function readOptionalJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await readBodyText(request, JSON_BODY_LIMIT_BYTES);
  if (text.trim() === '') return parseInput(schema, {}, 'body');
  if (!isJsonContentType(request.headers.get('content-type'))) throw new ApiError('invalid-content-type');
  return parseInput(schema, parseJsonText(text), 'body');
}
