// The Idempotency-Key header a caller may send (draft-ietf-httpapi-idempotency-key-header: a string it chooses, the
// same on every retry of one request, sent as an sf-string, RFC 8941 §3.3.3): 1 to 255 visible ASCII characters,
// quotes taken off. Read by the deploy hook (lib/deploy-hooks/deliveries.ts) and the traffic upload and drain.
import { ApiError } from '@/lib/errors/api-errors';

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The key, null when the header is absent; 400 invalid-parameter when it is not a key. */
export function idempotencyKeyIn(headers: Headers): string | null {
  const raw = headers.get('idempotency-key');
  if (raw === null) return null;
  const key = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!KEY.test(key)) throw new ApiError('invalid-parameter', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
  return key;
}
