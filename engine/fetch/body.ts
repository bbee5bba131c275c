// Reads a response body through its Content-Encoding, streaming, and stops at the byte cap.
// Decoding is done here rather than by undici's fetch so that the cap counts decompressed bytes and a
// decompression bomb is cut off after `cap` bytes of output instead of being inflated in full.
import { pipeline, Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';

export interface CappedBody {
  /** At most `cap` bytes, decompressed. */
  body: Buffer;
  /** The decompressed body was longer than the cap. */
  overCap: boolean;
}

/** A body the fetcher could not read: the coding is unusable or the compressed data is corrupt. */
export class BodyDecodingError extends Error {
  override readonly name = 'BodyDecodingError';
}

/** More nested codings than this are refused (a chain of decoders is itself a resource attack). */
const MAX_CODINGS = 3;

type DecoderFactory = (firstByte: number | undefined) => Transform;

const DECODERS: Record<string, DecoderFactory> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  // "deflate" should be zlib-wrapped but some servers send raw deflate: the zlib header's low nibble is 8.
  deflate: (firstByte) => (firstByte === undefined || (firstByte & 0x0f) === 0x08 ? zlib.createInflate() : zlib.createInflateRaw()),
  br: () => zlib.createBrotliDecompress(),
};

/**
 * zstd where this Node has it (22.15+), looked up when a body declares it rather than when the engine loads: the CLI's
 * engine script loads node:zlib on first use (bin/build-cli.mjs), and most one-page audits never need it.
 */
function decoderFor(coding: string): DecoderFactory | undefined {
  if (Object.hasOwn(DECODERS, coding)) return DECODERS[coding];
  const zstd = coding === 'zstd' ? (zlib as unknown as { createZstdDecompress?: () => Transform }).createZstdDecompress : undefined;
  return zstd ? () => zstd() : undefined;
}

/** The codings to undo, outermost first; null when one is unknown (the body is then kept as sent). */
function codingsToUndo(contentEncoding: string | undefined): string[] | null {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length > MAX_CODINGS) {
    throw new BodyDecodingError(`The response declares ${codings.length} nested content codings; at most ${MAX_CODINGS} are accepted.`);
  }
  return codings.every((coding) => decoderFor(coding) !== undefined) ? codings.reverse() : null;
}

async function* prepend(first: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield first;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

/** Reads `source` (already destroyed on return or throw), undoing `contentEncoding`, keeping at most `cap` bytes. */
export async function readCappedBody(source: Readable, contentEncoding: string | undefined, cap: number): Promise<CappedBody> {
  let decoderError: Error | null = null;
  try {
    const codings = codingsToUndo(contentEncoding);
    // Most bodies carry no coding to undo: their chunks are counted straight off the socket, without a stream in between.
    if (codings === null || codings.length === 0) return await collectEventsUpTo(source, cap);
    const raw = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const first = await raw.next();
    if (first.done) return { body: Buffer.alloc(0), overCap: false };
    const firstChunk = Buffer.from(first.value);
    let decoded: Readable = Readable.from(prepend(firstChunk, raw), { objectMode: false });
    const decoders = codings.map((coding, index) => decoderFor(coding)!(index === 0 ? firstChunk[0] : undefined));
    // A broken input stream is destroyed first and then breaks every decoder; only a decoder failing on its own is a decoding error.
    let inputFailed = false;
    decoded.once('error', () => (inputFailed = true));
    for (const decoder of decoders) decoder.once('error', (error) => (decoderError ??= inputFailed ? null : error));
    // The error argument is ignored here: pipeline destroys the last stream with it, and the loop below throws it.
    decoded = pipeline([decoded, ...decoders], () => {}) as unknown as Readable;
    try {
      return await collectUpTo(decoded[Symbol.asyncIterator]() as AsyncIterator<Buffer>, cap);
    } finally {
      decoded.destroy();
    }
  } catch (error) {
    if (error instanceof BodyDecodingError) throw error;
    if (decoderError !== null) {
      throw new BodyDecodingError(`The ${contentEncoding} response body could not be decompressed (${(decoderError as Error).message}).`);
    }
    throw error;
  } finally {
    source.destroy();
  }
}

/**
 * A body's chunks as they arrive, up to `cap` bytes, read by listening rather than through the stream's async
 * iterator (which costs a promise and a hop per chunk, and a good share of a small response's CPU).
 */
function collectEventsUpTo(source: Readable, cap: number): Promise<CappedBody> {
  return new Promise<CappedBody>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const settle = (outcome: () => void) => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
      source.off('close', onClose);
      outcome();
    };
    const onData = (bytes: Buffer) => {
      if (length + bytes.length > cap) {
        chunks.push(bytes.subarray(0, cap - length));
        settle(() => resolve({ body: Buffer.concat(chunks, cap), overCap: true }));
        return;
      }
      chunks.push(bytes);
      length += bytes.length;
    };
    // A body that came in one chunk is that chunk (a view of what the socket read, which nothing reuses): no copy.
    const onEnd = () => settle(() => resolve({ body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length), overCap: false }));
    const onError = (error: Error) => settle(() => reject(error));
    // Closed before its end: the connection went away mid-body (as the async iterator reports it).
    const onClose = () => settle(() => reject(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })));
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onError);
    source.once('close', onClose);
  });
}

async function collectUpTo(chunksOf: AsyncIterator<Buffer>, cap: number): Promise<CappedBody> {
  const chunks: Buffer[] = [];
  let length = 0;
  for (;;) {
    const next = await chunksOf.next();
    if (next.done) break;
    const bytes = next.value;
    if (length + bytes.length > cap) {
      chunks.push(bytes.subarray(0, cap - length));
      return { body: Buffer.concat(chunks, cap), overCap: true };
    }
    chunks.push(bytes);
    length += bytes.length;
  }
  return { body: Buffer.concat(chunks, length), overCap: false };
}

/** The same capped, streaming decoding for bytes already in hand (e.g. a `.gz` sitemap served without Content-Encoding). */
export function decompressCapped(bytes: Uint8Array, coding: string, cap: number): Promise<CappedBody> {
  return readCappedBody(Readable.from([Buffer.from(bytes)]), coding, cap);
}
