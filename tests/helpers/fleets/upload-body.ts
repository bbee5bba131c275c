// Fleet uploads of a size that matters (issue 52): lists of an exact byte count, and a POST that writes its body in
// 64 KiB pieces through node:http, so a test can declare one length and send less, or send chunked, and still read an
// answer the service gives before the body has ended. The integration and system tiers' upload-bounds tests share it.
import http from 'node:http';
import { expect } from 'vitest';

/** As long as the probe of issue 52 found: a thousand host:port entries, each of which the old code parsed per line. */
export const LONG_ALLOW_LIST = Array.from({ length: 1016 }, (_, index) => `127.0.0.1:${10_000 + index}`).join(',');

/**
 * A list of exactly `bytes` bytes: URLs with paths on `origins` distinct origins (every other line is a repeat of an
 * origin, normalised in full before it is rejected), then one comment line that fills the rest.
 */
export function listOf(bytes: number, origins = 1000): string {
  const lines: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes - 400; index++) {
    const line = `https://site-${index % origins}.example.com/catalogue/section-${index}/page-${index}?ref=upload-bounds-${'x'.repeat(60)}\n`;
    lines.push(line);
    size += line.length;
  }
  const rest = bytes - size;
  lines.push(`#${'.'.repeat(rest - 2)}\n`);
  const text = lines.join('');
  expect(Buffer.byteLength(text)).toBe(bytes);
  return text;
}

export interface UploadAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export interface UploadOptions {
  /** Sent without Content-Length (chunked). */
  chunked?: boolean;
  /** The Content-Length declared, when not the body's. */
  declare?: number;
  /** Only this many bytes of the body are sent, and the request is never ended. */
  sendOnly?: number;
  /** node:http's agent; left out, its global one (which in the integration tier reaches the in-process service). */
  agent?: http.Agent | false;
}

/**
 * POSTs `text` to /api/v1/me/fleets as text/plain in 64 KiB writes, with Content-Length or chunked, or declaring a
 * length and sending only `sendOnly` bytes of it. The answer may come before the body is sent: writing stops then.
 */
export function uploadInWrites(baseUrl: string, key: string, text: string, options: UploadOptions = {}): Promise<UploadAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const body = Buffer.from(text);
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, 'content-type': 'text/plain' };
  if (!options.chunked) headers['content-length'] = String(options.declare ?? body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const agent = options.agent === undefined ? {} : { agent: options.agent };
    const outgoing = http.request({ host: hostname, port, path: '/api/v1/me/fleets?name=Bounds', method: 'POST', headers, ...agent }, (incoming) => {
      answered = true;
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        resolve({ status: incoming.statusCode!, headers: incoming.headers, body: raw.startsWith('{') ? JSON.parse(raw) : raw });
        outgoing.destroy();
      });
    });
    // A server that answered and closed mid-body: the answer counts, the broken pipe does not.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    const end = Math.min(body.length, options.sendOnly ?? body.length);
    let offset = 0;
    const writeMore = () => {
      while (offset < end && !answered) {
        const next = body.subarray(offset, Math.min(end, offset + 65_536));
        offset += next.length;
        if (!outgoing.write(next)) {
          outgoing.once('drain', writeMore);
          return;
        }
      }
      if (!answered && options.sendOnly === undefined) outgoing.end();
    };
    writeMore();
  });
}
