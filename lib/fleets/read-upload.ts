// A fleet upload's body, in the three media types POST /api/v1/me/fleets takes (issue 47 point 1): JSON
// {"name", "targets"}, or text/plain or text/csv with the name from `?name=`. Up to FLEET_UPLOAD_MAX_BYTES (413 past it).
import type { z } from 'zod';
import { isJsonContentType, JSON_BODY_LIMIT_BYTES, parseJsonText, readBodyText } from '@/lib/http/body';
import { ApiError } from '@/lib/http/errors';
import { parseInput } from '@/lib/http/validate';
import { CreateFleetBody } from '@/lib/schemas/me/fleets';
import { csvLines, jsonLines, mediaTypeOf, plainLines, type UploadLine } from './parse-upload';
import { FLEET_UPLOAD_MAX_BYTES } from './settings';

export async function readFleetUpload(request: Request, queryName: string | undefined): Promise<{ name: string; lines: UploadLine[] }> {
  const mediaType = mediaTypeOf(request.headers.get('content-type'));
  if (mediaType === null) {
    throw new ApiError('unsupported-media-type', 'Send the list as JSON (Content-Type: application/json, {"name", "targets"}), or one target a line as text/plain or text/csv with the name in ?name=.');
  }
  const text = await readBodyText(request, FLEET_UPLOAD_MAX_BYTES);
  if (mediaType === 'application/json') {
    if (queryName !== undefined) throw new ApiError('invalid-parameter', 'A JSON upload names the fleet in its body ("name"); leave out ?name=.');
    if (text.trim() === '') throw new ApiError('invalid-json', 'The request body is empty; send {"name": "...", "targets": ["example.com", ...]}.');
    const body = parseInput(CreateFleetBody, parseJsonText(text), 'body');
    return { name: body.name, lines: jsonLines(body.targets) };
  }
  const lines = mediaType === 'text/csv' ? csvLines(text) : plainLines(text);
  return { name: queryName ?? `Fleet uploaded ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, lines };
}

/** An optional JSON body (POST …/runs): none, or an object the schema takes. */
export async function readOptionalJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await readBodyText(request, JSON_BODY_LIMIT_BYTES);
  if (text.trim() === '') return parseInput(schema, {}, 'body');
  if (!isJsonContentType(request.headers.get('content-type'))) throw new ApiError('invalid-content-type');
  return parseInput(schema, parseJsonText(text), 'body');
}
