// The ClientHello the fetcher sends over a plain connection to an https origin that may not speak TLS
// (engine/fetch/hello-answer.ts): what real servers on 127.0.0.1 answer it with, and that the verdict it draws from an
// HTTP answer is the one Node's own TLS client meets on the same port (OpenSSL's wrong version number).
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, CLIENT_HELLO, readHelloAnswer, type HelloAnswer } from '../../../engine/fetch/hello-answer.js';
import { startUntrustedTlsSite } from '../../fixtures/hostile.js';

const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function listening<T extends Server>(server: T): Promise<T> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function answerFrom(port: number, timeoutMs = 2000): Promise<HelloAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => readHelloAnswer(socket, timeoutMs, resolve));
    socket.once('error', reject);
  });
}

describe('answerOf', () => {
  it.each([
    ['an HTTP response', Buffer.from('HTTP/1.1 400 Bad Request\r\n'), 'http'],
    ['a TLS handshake record (ServerHello)', Buffer.from('160303007a02', 'hex'), 'tls'],
    ['a TLS alert record', Buffer.from('15030300020228', 'hex'), 'tls'],
    ['an SSH banner', Buffer.from('SSH-2.0-OpenSSH_9.6\r\n'), 'unknown'],
    ['an SMTP greeting', Buffer.from('220 mail.test ESMTP\r\n'), 'unknown'],
    ['an HTTP/2 preface echoed back', Buffer.from('PRI * HTTP/2.0\r\n'), 'unknown'],
  ])('reads %s', (_what, bytes, answer) => {
    expect(answerOf(bytes)).toBe(answer);
  });

  it('waits for a record header: five bytes', () => {
    expect(answerOf(Buffer.from('HTTP'))).toBeNull();
    expect(answerOf(Buffer.from('160303', 'hex'))).toBeNull();
  });
});

describe('the ClientHello, sent to servers on 127.0.0.1', () => {
  let httpServer: Server;
  let closing: Server;
  let silent: Server;
  let tlsSite: Awaited<ReturnType<typeof startUntrustedTlsSite>>;
  beforeAll(async () => {
    httpServer = await listening(createHttpServer((_request, response) => response.end('plain')));
    closing = await listening(createTcpServer((socket) => socket.destroy()));
    // Reads what it is sent (so it sees the client close) and answers nothing.
    silent = await listening(createTcpServer((socket) => socket.resume()));
    tlsSite = await startUntrustedTlsSite();
  });
  afterAll(async () => {
    for (const server of [httpServer, closing, silent]) {
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    }
    await tlsSite.close();
  });

  it('is one TLS handshake record holding a ClientHello (RFC 8446 section 5.1: type 22, then section 4: msg_type 1)', () => {
    expect(CLIENT_HELLO[0]).toBe(22);
    expect(CLIENT_HELLO.readUInt16BE(3)).toBe(CLIENT_HELLO.length - 5);
    expect(CLIENT_HELLO[5]).toBe(1);
    expect(CLIENT_HELLO.readUIntBE(6, 3)).toBe(CLIENT_HELLO.length - 9);
  });

  it('gets a TLS record from a TLS server', async () => {
    const before = tlsSite.connections();
    expect(await answerFrom(tlsSite.port)).toBe('tls');
    expect(tlsSite.connections() - before).toBe(1);
  });

  it('gets an HTTP response from an HTTP server, where Node’s own TLS client meets ERR_SSL_WRONG_VERSION_NUMBER', async () => {
    expect(await answerFrom(portOf(httpServer))).toBe('http');
    const code = await new Promise<string | undefined>((resolve) => {
      const socket = connectTls({ host: '127.0.0.1', port: portOf(httpServer), rejectUnauthorized: false });
      socket.once('secureConnect', () => resolve('connected'));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code));
    });
    expect(code).toBe('ERR_SSL_WRONG_VERSION_NUMBER');
  });

  it('knows nothing from a server that closes the connection, or says nothing in time', async () => {
    expect(await answerFrom(portOf(closing))).toBe('unknown');
    const started = Date.now();
    expect(await answerFrom(portOf(silent), 300)).toBe('unknown');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});
