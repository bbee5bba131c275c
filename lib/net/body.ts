// Reads a JSON request body with a byte cap and a nesting cap, before any schema sees it: zod and our own walkers
// recurse over what they are given, so nothing deeper than JSON_DEPTH_LIMIT reaches them (V8's JSON.parse itself is
// iterative). Every JSON body the service parses comes through here: the REST API, /mcp, /a2a and the OAuth front.
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { ApiError } from '@/lib/errors/api-errors';
import { controlCharacterIn, describeControlCharacter, parseInput } from './validate';

export const JSON_BODY_LIMIT_BYTES = 8 * 1024;
/** Levels of arrays and objects: a JSON-RPC envelope with arguments needs fewer than ten. */
export const JSON_DEPTH_LIMIT = 32;

export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const mediaType = header.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

export async function readJsonBody(request: Request, limitBytes = JSON_BODY_LIMIT_BYTES): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type'))) throw new ApiError('invalid-content-type');
  const text = await readBodyText(request, limitBytes);
  if (text.trim() === '') throw new ApiError('invalid-json', 'The request body is empty; send a JSON object.');
  return parseJsonText(text);
}

/**
 * JSON text within the nesting cap and free of control characters: 400 `invalid-json` when it does not parse,
 * `invalid-body` when it nests deeper or a string (or key) holds a control character (lib/net/validate.ts).
 */
export function parseJsonText(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('invalid-json');
  }
  if (nestsDeeperThan(value, JSON_DEPTH_LIMIT)) throw tooDeep();
  const control = controlCharacterIn(value);
  if (control) throw new ApiError('invalid-body', describeControlCharacter(control, 'body', 'request'));
  return value;
}

function tooDeep(): ApiError {
  return new ApiError('invalid-body', `The request body nests arrays and objects deeper than ${JSON_DEPTH_LIMIT} levels.`);
}

/** Whether a parsed JSON value has containers more than `limit` levels deep; iterative, so any depth is safe to ask. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

const NoBody = z.strictObject({});

/**
 * The body of an operation that takes none (POST …/scan): nothing, or an empty JSON object. Anything else is refused
 * as any body would be: over the byte cap 413, not JSON 400, fields 400 naming them.
 */
export async function refuseBody(request: Request): Promise<void> {
  const text = await readBodyText(request, JSON_BODY_LIMIT_BYTES);
  if (text.trim() === '') return;
  if (!isJsonContentType(request.headers.get('content-type'))) throw new ApiError('invalid-content-type');
  parseInput(NoBody, parseJsonText(text), 'body');
}

/** A Node request's body as text, refused with 413 past the cap (declared or received); the HTTP front's reader. */
export async function readNodeBody(request: IncomingMessage, limitBytes = JSON_BODY_LIMIT_BYTES): Promise<string> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge(limitBytes);
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of request) {
    received += (chunk as Buffer).length;
    if (received > limitBytes) throw tooLarge(limitBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as text, refused with 413 past the cap, declared (Content-Length) or received. */
export async function readBodyText(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge(limitBytes);
  return readCapped(request, limitBytes);
}

async function readCapped(request: Request, limitBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel();
      throw tooLarge(limitBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

function tooLarge(limitBytes: number): ApiError {
  return new ApiError('body-too-large', `The request body is larger than ${limitBytes / 1024} KiB.`);
}
