// A request body as a stream of chunks under a byte cap, for uploads too large to hold (traffic logs): 413 before a
// byte is read when Content-Length declares more than the cap, and 413 as soon as the bytes received pass it (a body
// without a length, or one that lies). The caller reads chunk by chunk and never holds the whole body.
import { ApiError } from '@/lib/errors/api-errors';

/** The 413 for a body past `limitBytes`, naming the limit and what raises it. */
export function bodyTooLarge(limitBytes: number, raisedBy: string): ApiError {
  const size = limitBytes >= 1024 * 1024 ? `${Math.round(limitBytes / (1024 * 1024)).toLocaleString('en-US')} MiB` : `${Math.round(limitBytes / 1024)} KiB`;
  return new ApiError('body-too-large', `The request body is larger than ${size}, the most this plan takes in one request (${raisedBy}).`);
}

/** Throws the 413 when the declared Content-Length is over the cap; call it before anything else is done with the body. */
export function refuseDeclaredOversize(request: Request, limitBytes: number, raisedBy: string): void {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw bodyTooLarge(limitBytes, raisedBy);
}

export async function* boundedBody(request: Request, limitBytes: number, raisedBy: string): AsyncGenerator<Uint8Array> {
  refuseDeclaredOversize(request, limitBytes, raisedBy);
  if (!request.body) return;
  const reader = request.body.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      received += value.byteLength;
      if (received > limitBytes) throw bodyTooLarge(limitBytes, raisedBy);
      yield value;
    }
  } finally {
    // Stops the upload when the caller gives up (an error, the cap): nothing more is read.
    await reader.cancel().catch(() => undefined);
  }
}
