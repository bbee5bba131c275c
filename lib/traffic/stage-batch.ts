// A log arriving over HTTP, kept for the worker without being read: the web process counts its bytes (413 past the
// plan's limit), hashes them (a repeat is recognised by its bytes), gzips a plain body on the way (zlib works off the
// event loop), and writes it to traffic_batch_chunks one 256 KiB chunk at a time, so it never holds more than a chunk.
// Parsing is the worker's (process-batch.ts). The batch is then queued, or marked a repeat of an earlier one.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { getDb, isUniqueViolation } from '@/lib/db';
import { boundedBody } from '@/lib/net/bounded-body';
import { ApiError } from '@/lib/errors/api-errors';
import { STORED_CHUNK_BYTES, type UploadLimits } from './settings';
import type { LogFormat } from '@/lib/schemas/vocabulary/traffic';

export interface StageRequest {
  organizationId: string;
  siteId: string;
  source: 'upload' | 'drain';
  format: LogFormat | null;
  idempotencyKey: string | null;
  limits: UploadLimits;
}

const GZIP_MAGIC = [0x1f, 0x8b];
const GZIP_TYPES = new Set(['application/gzip', 'application/x-gzip']);
const TEXT_TYPES = new Set(['application/json', 'application/x-ndjson', 'application/jsonl', 'application/octet-stream', '']);

function isGzipBytes(chunk: Uint8Array): boolean {
  return chunk[0] === GZIP_MAGIC[0] && chunk[1] === GZIP_MAGIC[1];
}

/** How the body is encoded, from its headers: a gzip body, or text; anything else is refused before reading. */
export function bodyEncoding(request: Request): 'gzip' | 'sniff' {
  const encoding = (request.headers.get('content-encoding') ?? '').trim().toLowerCase();
  if (encoding !== '' && encoding !== 'identity' && encoding !== 'gzip' && encoding !== 'x-gzip') {
    throw new ApiError('invalid-content-type', `Content-Encoding "${encoding}" is not taken: send the log as it is, or gzip-compressed with Content-Encoding: gzip.`);
  }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!type.startsWith('text/') && !TEXT_TYPES.has(type) && !GZIP_TYPES.has(type)) {
    throw new ApiError('invalid-content-type', `Content-Type "${type}" is not a log: send text/plain (or NDJSON), gzip-compressed with Content-Encoding: gzip if you like.`);
  }
  return encoding === 'gzip' || encoding === 'x-gzip' || GZIP_TYPES.has(type) ? 'gzip' : 'sniff';
}

/** The bytes gzip-compressed, unless they already are (told by the headers or by gzip's first two bytes). */
async function* stored(source: AsyncIterable<Uint8Array>, encoding: 'gzip' | 'sniff'): AsyncGenerator<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const gzipped = isGzipBytes(first.value);
  if (encoding === 'gzip' && !gzipped) throw new ApiError('invalid-body', 'The body says it is gzip-compressed (Content-Encoding: gzip) but does not start as gzip data does.');
  const rest = (async function* () {
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  if (gzipped) {
    yield* rest;
    return;
  }
  const gzip = createGzip({ level: 1 });
  const written = pipeline(Readable.from(rest), gzip);
  // A failure on the way in (the cap) destroys gzip with it, which ends this loop with that error before `written` is
  // awaited: its rejection is the same failure, handled here so it is not also an unhandled rejection of the process
  // (which ends a process that has no handler for them; Next's server only logs it).
  written.catch(() => undefined);
  for await (const chunk of gzip as AsyncIterable<Uint8Array>) yield chunk;
  await written;
}

/** Creates the batch, stores the body and queues it (or marks it a repeat); returns the batch's id and whether it needs a job. */
export async function stageBatch(request: Request, input: StageRequest): Promise<{ batchId: string; duplicateOf: string | null }> {
  const encoding = bodyEncoding(request);
  const db = await getDb();
  const originalByKey = input.idempotencyKey
    ? await db.trafficBatch.findFirst({
        where: { siteId: input.siteId, idempotencyKey: input.idempotencyKey, duplicateOfId: null, status: { notIn: ['failed', 'receiving'] } },
        select: { id: true },
      })
    : null;
  const create = (repeatOf: string | null) =>
    db.trafficBatch.create({
      data: {
        organizationId: input.organizationId,
        siteId: input.siteId,
        source: input.source,
        requestedFormat: input.format,
        // A repeat of a key keeps no key of its own (only an original holds one: the partial unique index).
        idempotencyKey: repeatOf ? null : input.idempotencyKey,
        duplicateOfId: repeatOf,
        inflatedLimit: BigInt(input.limits.inflated),
      },
      select: { id: true, duplicateOfId: true },
    });
  let batch: { id: string; duplicateOfId: string | null };
  try {
    batch = await create(originalByKey?.id ?? null);
  } catch (error) {
    if (!isUniqueViolation(error) || !input.idempotencyKey) throw error;
    // The same key arrived at the same moment and is still being received: this one repeats it.
    const holder = await db.trafficBatch.findFirst({ where: { siteId: input.siteId, idempotencyKey: input.idempotencyKey, duplicateOfId: null }, select: { id: true } });
    batch = await create(holder?.id ?? null);
  }
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    const counted = (async function* () {
      for await (const chunk of boundedBody(request, input.limits.bytes, `the operator raises it with ${input.limits.env}`)) {
        hash.update(chunk);
        bytes += chunk.byteLength;
        yield chunk;
      }
    })();
    let seq = 0;
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      await db.trafficBatchChunk.create({ data: { batchId: batch.id, seq: seq++, data: new Uint8Array(Buffer.concat(pending)) } });
      pending = [];
      pendingBytes = 0;
    };
    for await (const chunk of stored(counted, encoding)) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      if (pendingBytes >= STORED_CHUNK_BYTES) await flush();
    }
    await flush();
  } catch (error) {
    await db.trafficBatch.delete({ where: { id: batch.id } }).catch(() => undefined);
    throw error;
  }
  const contentSha256 = hash.digest('hex');
  return { batchId: batch.id, duplicateOf: await settleBatch(batch.id, input.siteId, contentSha256, BigInt(bytes), batch.duplicateOfId) };
}

/** Marks the received batch queued: an original, or the repeat of the earlier batch with the same bytes. */
async function settleBatch(batchId: string, siteId: string, contentSha256: string, bytes: bigint, duplicateOfKey: string | null): Promise<string | null> {
  const db = await getDb();
  const earlier = duplicateOfKey
    ? null
    : await db.trafficBatch.findFirst({
        where: { siteId, contentSha256, duplicateOfId: null, status: { notIn: ['failed', 'receiving'] }, id: { not: batchId } },
        select: { id: true },
      });
  const duplicateOf = duplicateOfKey ?? earlier?.id ?? null;
  try {
    await db.trafficBatch.update({ where: { id: batchId }, data: { status: 'queued', contentSha256, bytes, duplicateOfId: duplicateOf } });
    return duplicateOf;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another batch with the same bytes or key became the original between the read and this write: this one repeats it.
    const winner = await db.trafficBatch.findFirst({ where: { siteId, contentSha256, duplicateOfId: null, id: { not: batchId } }, select: { id: true } });
    if (!winner) throw error;
    await db.trafficBatch.update({ where: { id: batchId }, data: { status: 'queued', contentSha256, bytes, duplicateOfId: winner.id } });
    return winner.id;
  }
}
