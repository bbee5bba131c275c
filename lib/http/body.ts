// Reads a JSON request body with a byte cap, before any schema sees it.
import { ApiError } from './errors';

export const JSON_BODY_LIMIT_BYTES = 8 * 1024;

export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const mediaType = header.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

export async function readJsonBody(request: Request, limitBytes = JSON_BODY_LIMIT_BYTES): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type'))) throw new ApiError('invalid-content-type');
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge(limitBytes);
  const text = await readCapped(request, limitBytes);
  if (text.trim() === '') throw new ApiError('invalid-json', 'The request body is empty; send a JSON object.');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('invalid-json');
  }
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
