// What an origin that may not speak TLS at all (the https twin of a local http:// site, on that site's own port)
// answers a TLS ClientHello with, read over a plain TCP connection: Node's TLS module is then never loaded for a site
// that speaks plain HTTP there. Loading it, with OpenSSL's start-up and a secure context, was ~7% of a one-page
// command-line audit of a local http:// site (bench/README.md, 2026-11-29). Only an answer OpenSSL would refuse in
// one known way is judged here; every other answer (a TLS record, silence, a closed connection, other bytes) goes
// on to a real TLS handshake, as before (engine/fetch/pools.ts).
import type { Socket } from 'node:net';

/**
 * 'tls': the origin answered with a TLS record; 'http': with an HTTP response, which OpenSSL refuses as
 * ERR_SSL_WRONG_VERSION_NUMBER; 'unknown': anything else, or nothing.
 */
export type HelloAnswer = 'tls' | 'http' | 'unknown';

/** A TLS record header: content type, protocol version (2), length (2). */
const RECORD_HEADER_BYTES = 5;

function withLength(bytes: number, body: Buffer): Buffer {
  const length = Buffer.alloc(bytes);
  length.writeUIntBE(body.length, 0, bytes);
  return Buffer.concat([length, body]);
}

function extension(type: number, body: Buffer): Buffer {
  const head = Buffer.alloc(2);
  head.writeUInt16BE(type, 0);
  return Buffer.concat([head, withLength(2, body)]);
}

const hex = (text: string) => Buffer.from(text, 'hex');

/**
 * A ClientHello (RFC 8446 section 4.1.2) offering TLS 1.3 and 1.2 with the common AEAD suites, X25519 and P-256, and
 * no key share: a TLS server answers it with a record of its own (a ServerHello, a HelloRetryRequest or an alert),
 * which is all this needs. Its random is fixed: no handshake is ever completed on this connection.
 */
function clientHello(): Buffer {
  const extensions = Buffer.concat([
    extension(0x000a, withLength(2, hex('001d0017'))), // supported_groups: x25519, secp256r1
    extension(0x000b, withLength(1, hex('00'))), // ec_point_formats: uncompressed
    extension(0x000d, withLength(2, hex('040308040401050308050501'))), // signature_algorithms
    extension(0x002b, withLength(1, hex('03040303'))), // supported_versions: TLS 1.3, TLS 1.2
    extension(0x0033, withLength(2, Buffer.alloc(0))), // key_share: none (a TLS 1.3 server asks for one)
  ]);
  const hello = Buffer.concat([
    hex('0303'), // legacy_version: TLS 1.2
    Buffer.alloc(32, 0x41), // random
    withLength(1, Buffer.alloc(0)), // legacy_session_id
    withLength(2, hex('130113021303c02bc02fc02cc030cca9cca8')), // cipher_suites
    withLength(1, hex('00')), // legacy_compression_methods: null
    withLength(2, extensions),
  ]);
  const handshake = Buffer.concat([hex('01'), withLength(3, hello)]); // client_hello
  return Buffer.concat([hex('160301'), withLength(2, handshake)]); // a handshake record, version TLS 1.0 as usual
}

export const CLIENT_HELLO = clientHello();

/**
 * What the first bytes of an answer say, or null while fewer than a record header's have arrived. A TLS record starts
 * with a content type (20-23) and major version 3. An HTTP response's first five bytes, "HTTP/", read as a record
 * header, carry major version 0x54: OpenSSL refuses the first record of a connection whose major version is not 3 as
 * a wrong version number (ssl/record: the record header's validation; "GET ", "POST ", "HEAD ", "PUT " and "CONNE"
 * have codes of their own, and an HTTP response starts with none of them).
 */
export function answerOf(first: Buffer): HelloAnswer | null {
  if (first.length < RECORD_HEADER_BYTES) return null;
  if (first[0]! >= 20 && first[0]! <= 23 && first[1] === 3) return 'tls';
  return first.subarray(0, RECORD_HEADER_BYTES).toString('latin1') === 'HTTP/' ? 'http' : 'unknown';
}

/**
 * Sends the ClientHello on a connected plain socket and reads the answer's first bytes, within `timeoutMs`; the
 * socket is destroyed either way.
 */
export function readHelloAnswer(socket: Socket, timeoutMs: number, done: (answer: HelloAnswer) => void): void {
  let received = Buffer.alloc(0);
  let settled = false;
  const settle = (answer: HelloAnswer) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    socket.destroy();
    done(answer);
  };
  const timer = setTimeout(() => settle('unknown'), timeoutMs);
  timer.unref();
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    const answer = answerOf(received);
    if (answer !== null) settle(answer);
  });
  // A closed connection, whether ended by the origin or by an error (which 'close' follows), says nothing.
  socket.on('error', () => undefined);
  socket.once('close', () => settle('unknown'));
  socket.write(CLIENT_HELLO);
}

/** The error a TLS handshake meets on a port that answers in HTTP, as the fetcher classifies it (failures.ts). */
export function answeredInHttp(host: string): Error {
  return Object.assign(new Error(`${host} answered a TLS ClientHello in plain HTTP: OpenSSL's wrong version number.`), { code: 'ERR_SSL_WRONG_VERSION_NUMBER' });
}
