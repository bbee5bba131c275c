// The Idempotency-Key a client may send with a log (draft-ietf-httpapi-idempotency-key-header: a string it chooses,
// the same on every retry of one request). Read by the upload and the drain alike.
import { ApiError } from '@/lib/errors/api-errors';

const KEY = /^[\x21-\x7e]{1,255}$/;

export function idempotencyKeyOf(request: Request): string | null {
  const raw = request.headers.get('idempotency-key');
  if (raw === null) return null;
  const key = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!KEY.test(key)) throw new ApiError('invalid-parameter', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
  return key;
}
