// One DNS question to one server, as Node's `dns` cannot ask it (SVCB and HTTPS are refused, and the AD bit is not
// exposed): a dns-packet message over UDP with EDNS0 and the DO bit, AD set in the query (RFC 6840 §5.7–5.8: a
// validating resolver answers AD only when asked), retried over TCP when the answer is truncated (RFC 7766). An answer
// counts only when it is bound to its question (RFC 5452 §9.1): from the address and port asked (a connected socket,
// checked again per datagram), with the query's ID, the response bit, and the same question name, type and class;
// anything else is dropped unread, over TCP too.
import dgram from 'node:dgram';
import net from 'node:net';
import { randomInt } from 'node:crypto';
import dnsPacket from 'dns-packet';
import ipaddr from 'ipaddr.js';
import type { DnsServer } from './dns-servers.js';

export type DnsQuestionType = 'A' | 'TXT' | 'SVCB' | 'HTTPS';
const WIRE_TYPE: Record<DnsQuestionType, string> = { A: 'A', TXT: 'TXT', SVCB: 'UNKNOWN_64', HTTPS: 'UNKNOWN_65' };
/** RFC 9715 / DNS Flag Day 2020: an EDNS0 payload size that avoids fragmentation. */
const UDP_PAYLOAD = 1232;
/** A TCP answer is a 16-bit length and at most that many bytes. */
const MAX_TCP_MESSAGE = 65_535;

export interface DnsRecord {
  name: string;
  type: DnsQuestionType | 'CNAME' | 'OTHER';
  /** RDATA bytes for SVCB/HTTPS, text for TXT (strings joined), the address for A, the target for CNAME. */
  data: Buffer | string;
}

export type DnsResponse =
  | { ok: true; rcode: string; authenticated: boolean; truncatedRetried: boolean; records: DnsRecord[] }
  | { ok: false; reason: string };

function typeOf(wire: string): DnsRecord['type'] {
  if (wire === 'UNKNOWN_64') return 'SVCB';
  if (wire === 'UNKNOWN_65') return 'HTTPS';
  return wire === 'A' || wire === 'TXT' || wire === 'CNAME' ? wire : 'OTHER';
}

/** The answer's records about the name asked, or about a name its CNAME chain (in the same answer) leads to. */
function recordsOf(packet: dnsPacket.Packet, asked: string): DnsRecord[] {
  const all = (packet.answers ?? []).map((answer) => {
    const data = (answer as { data?: unknown }).data;
    const text = Array.isArray(data) ? data.map((part) => (Buffer.isBuffer(part) ? part.toString('utf8') : String(part))).join('') : null;
    return {
      name: answer.name.toLowerCase().replace(/\.$/, ''),
      type: typeOf(answer.type as string),
      data: Buffer.isBuffer(data) ? data : (text ?? String(data ?? '')),
    };
  });
  const chain = new Set([asked]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const record of all) {
      const target = String(record.data).toLowerCase().replace(/\.$/, '');
      if (record.type === 'CNAME' && chain.has(record.name) && !chain.has(target)) {
        chain.add(target);
        grew = true;
      }
    }
  }
  return all.filter((record) => chain.has(record.name));
}

function encodeQuery(id: number, name: string, type: DnsQuestionType): Buffer {
  return dnsPacket.encode({
    type: 'query',
    id,
    flags: dnsPacket.RECURSION_DESIRED | dnsPacket.AUTHENTIC_DATA,
    questions: [{ type: WIRE_TYPE[type] as dnsPacket.RecordType, name }],
    additionals: [{ type: 'OPT', name: '.', udpPayloadSize: UDP_PAYLOAD, flags: dnsPacket.DNSSEC_OK } as dnsPacket.Answer],
  });
}

function settleWith<T>(signal: AbortSignal, timeoutMs: number, run: (done: (value: T) => void) => () => void, onTimeout: T): Promise<T> {
  return new Promise<T>((resolve) => {
    let finished = false;
    let cleanup: () => void = () => {};
    const done = (value: T) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
      cleanup();
      resolve(value);
    };
    const abort = () => done(onTimeout);
    const timer = setTimeout(abort, timeoutMs);
    if (signal.aborted) return done(onTimeout);
    signal.addEventListener('abort', abort, { once: true });
    cleanup = run(done);
  });
}

type Raw = { ok: true; message: Buffer } | { ok: false; reason: string };

/** Whether `message` is the answer to `query`: ID, response bit, and the question's name, type and class. */
function answers(message: Buffer, query: Question): boolean {
  if (message.length < 12 || message.readUInt16BE(0) !== query.id) return false;
  const packet = decoded(message);
  const asked = packet?.questions;
  if (!packet || packet.type !== 'response' || asked?.length !== 1) return false;
  const question = asked[0]!;
  return (
    question.name.toLowerCase().replace(/\.$/, '') === query.name &&
    question.type === WIRE_TYPE[query.type] &&
    (question.class ?? 'IN') === 'IN'
  );
}

interface Question {
  id: number;
  /** Lower case, without the trailing dot. */
  name: string;
  type: DnsQuestionType;
  wire: Buffer;
}

/** Same address whatever its spelling (an IPv4-mapped IPv6 source, a zero-compressed one). */
function sameAddress(a: string, b: string): boolean {
  try {
    return ipaddr.process(a).toNormalizedString() === ipaddr.process(b).toNormalizedString();
  } catch {
    return false;
  }
}

function overUdp(server: DnsServer, query: Question, signal: AbortSignal, timeoutMs: number): Promise<Raw> {
  return settleWith<Raw>(signal, timeoutMs, (done) => {
    const socket = dgram.createSocket(server.host.includes(':') ? 'udp6' : 'udp4');
    socket.on('error', (error) => done({ ok: false, reason: error.message }));
    socket.on('message', (message, remote) => {
      // The connected socket already drops other sources; checked again so that no platform's socket can differ.
      if (remote.port !== server.port || !sameAddress(remote.address, server.host)) return;
      if (answers(message, query)) done({ ok: true, message });
    });
    socket.connect(server.port, server.host, () => socket.send(query.wire));
    return () => socket.close();
  }, { ok: false, reason: 'no answer in time' });
}

function overTcp(server: DnsServer, query: Question, signal: AbortSignal, timeoutMs: number): Promise<Raw> {
  return settleWith<Raw>(signal, timeoutMs, (done) => {
    const socket = net.connect({ host: server.host, port: server.port });
    let received = Buffer.alloc(0);
    socket.on('error', (error) => done({ ok: false, reason: error.message }));
    socket.on('connect', () => {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(query.wire.length);
      socket.write(Buffer.concat([length, query.wire]));
    });
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (received.length > MAX_TCP_MESSAGE + 2) return done({ ok: false, reason: 'the TCP answer is longer than a DNS message can be' });
      if (received.length < 2 || received.length < 2 + received.readUInt16BE(0)) return;
      const message = received.subarray(2, 2 + received.readUInt16BE(0));
      done(answers(message, query) ? { ok: true, message } : { ok: false, reason: 'the TCP answer is not the answer to the question asked (ID, name or type differ)' });
    });
    socket.on('end', () => done({ ok: false, reason: 'the server closed the TCP connection before answering' }));
    return () => socket.destroy();
  }, { ok: false, reason: 'no answer in time over TCP' });
}

/** dns-packet also decodes the response code as text (its types leave it out). */
type Decoded = dnsPacket.DecodedPacket & { rcode?: string };

function decoded(message: Buffer): Decoded | null {
  try {
    return dnsPacket.decode(message) as Decoded;
  } catch {
    return null;
  }
}

/** Asks `server` one question. A failure (no answer, a broken message) says why; SERVFAIL comes back as its rcode. */
export async function queryDns(server: DnsServer, name: string, type: DnsQuestionType, signal: AbortSignal, timeoutMs: number): Promise<DnsResponse> {
  const id = randomInt(0, 0x10000);
  const query: Question = { id, name: name.toLowerCase().replace(/\.$/, ''), type, wire: encodeQuery(id, name, type) };
  const udp = await overUdp(server, query, signal, timeoutMs);
  if (!udp.ok) return udp;
  let packet = decoded(udp.message);
  if (!packet) return { ok: false, reason: 'the answer is not a DNS message' };
  let truncatedRetried = false;
  if (packet.flag_tc) {
    const tcp = await overTcp(server, query, signal, timeoutMs);
    if (!tcp.ok) return tcp;
    packet = decoded(tcp.message);
    if (!packet) return { ok: false, reason: 'the TCP answer is not a DNS message' };
    truncatedRetried = true;
  }
  return { ok: true, rcode: packet.rcode ?? 'NOERROR', authenticated: packet.flag_ad === true, truncatedRetried, records: recordsOf(packet, query.name) };
}
