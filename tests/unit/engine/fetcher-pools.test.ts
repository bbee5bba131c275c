// Connections shared between fetchers (one per audit): kept alive across audits of the same site, but only ever to
// the address each fetcher vetted itself, so one audit's DNS answer never decides where another's requests go.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fetcher, FetcherOptions, Resolver } from '../../../engine/fetch/types.js';
import { fetchersClosedAfterEach } from '../../helpers/fetchers.js';

interface Listener {
  port: number;
  connections: number;
  close(): Promise<void>;
}

/** An HTTP server on `host` that answers with its own name and counts the connections it accepts. */
async function listen(host: string, name: string, port = 0): Promise<Listener> {
  const server = http.createServer((req, res) => {
    const answer = () => res.writeHead(200, { 'content-type': 'text/plain' }).end(name);
    if (req.url === '/slow') setTimeout(answer, 300);
    else answer();
  });
  const listener: Listener = { port: 0, connections: 0, close: async () => undefined };
  server.on('connection', () => (listener.connections += 1));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  listener.port = (server.address() as AddressInfo).port;
  listener.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return listener;
}

const BASE: FetcherOptions = { timeout: 3000, retries: 0, allowPrivateTargets: true, userAgent: 'AgentGauge-test/1.0' };
const fetcher = fetchersClosedAfterEach(BASE);

const resolvingTo =
  (address: string): Resolver =>
  async () => [{ address, family: 4 }];

async function textOf(client: Fetcher, url: string): Promise<string> {
  const result = await client.fetch({ url, cap: 'html' });
  return result.ok ? result.response.text : result.error.code;
}

let first: Listener;
let second: Listener;
beforeAll(async () => {
  first = await listen('127.0.0.1', 'first');
  // The same port on another loopback address: the origin http://shared.test:<port> is identical for both.
  second = await listen('127.0.0.2', 'second', first.port);
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('shared connection pools', () => {
  it('a later fetcher for the same origin and address reuses the kept-alive connection', async () => {
    first.connections = 0;
    const url = `http://reuse.test:${first.port}/`;
    const one = fetcher({ resolver: resolvingTo('127.0.0.1') });
    expect(await textOf(one, url)).toBe('first');
    await one.close();
    // undici hands a socket back to its pool one event-loop turn after the response ends.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const two = fetcher({ resolver: resolvingTo('127.0.0.1') });
    expect(await textOf(two, url)).toBe('first');
    expect(first.connections).toBe(1);
  });

  it('a HEAD answered with keep-alive leaves its connection open for the next request', async () => {
    first.connections = 0;
    const url = `http://head.test:${first.port}/`;
    const client = fetcher({ resolver: resolvingTo('127.0.0.1') });
    const head = await client.fetch({ url, cap: 'html', method: 'HEAD' });
    expect(head.ok && head.response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await textOf(client, url)).toBe('first');
    expect(first.connections).toBe(1);
  });

  it('fetchers that resolved the same name to different addresses never share a connection', async () => {
    first.connections = 0;
    second.connections = 0;
    const url = `http://shared.test:${first.port}/`;
    const toFirst = fetcher({ resolver: resolvingTo('127.0.0.1') });
    const toSecond = fetcher({ resolver: resolvingTo('127.0.0.2') });
    expect(await textOf(toFirst, url)).toBe('first');
    expect(await textOf(toSecond, url)).toBe('second');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await textOf(toFirst, url)).toBe('first');
    expect(await textOf(toSecond, url)).toBe('second');
    expect([first.connections, second.connections]).toEqual([1, 1]);
  });

  it("closing one fetcher cancels its own requests, not another fetcher's on the same pool", async () => {
    const url = `http://shared.test:${first.port}/slow`;
    const leaving = fetcher({ resolver: resolvingTo('127.0.0.1') });
    const staying = fetcher({ resolver: resolvingTo('127.0.0.1') });
    const cancelled = leaving.fetch({ url, cap: 'html' });
    const kept = staying.fetch({ url, cap: 'html' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await leaving.close();
    expect(await cancelled).toMatchObject({ ok: false, error: { code: 'aborted' } });
    expect(await kept).toMatchObject({ ok: true, response: { status: 200, text: 'first' } });
  });
});

/**
 * A raw HTTP/1.1 server that answers `answered` requests on each connection, with keep-alive, and closes the
 * connection when the next one arrives: the site closing an idle kept-alive connection just as the client writes on
 * it (what an audit whose event loop was busy past the site's keep-alive timeout meets).
 */
async function closingAfter(answered: number): Promise<{ url: string; connections: number; answers: number; close(): Promise<void> }> {
  const state = { url: '', connections: 0, answers: 0, close: (): Promise<void> => Promise.resolve() };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let requests = 0;
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n\r\n'); end !== -1; end = buffered.indexOf('\r\n\r\n')) {
        buffered = buffered.slice(end + 4);
        requests += 1;
        if (requests > answered) {
          socket.destroy();
          return;
        }
        state.answers += 1;
        socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 2\r\nconnection: keep-alive\r\nkeep-alive: timeout=30\r\n\r\nok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}

describe('kept-alive connections the site closed', () => {
  it('a request written on one is sent again at once on another, whatever the retry setting, and is answered once', async () => {
    const site = await closingAfter(1);
    try {
      const client = fetcher({ retries: 0 });
      const texts: string[] = [];
      for (let request = 0; request < 6; request += 1) {
        texts.push(await textOf(client, site.url));
        // undici hands a socket back to its pool one event-loop turn after the response ends.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Without the retry, every request after the first goes to a connection the site closes: "network".
      expect(texts).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
      expect(site.answers).toBe(6);
      expect(site.connections).toBe(6);
    } finally {
      await site.close();
    }
  });

  it('a new connection closed under the request is the site\'s answer: not sent again with retries 0', async () => {
    const site = await closingAfter(0);
    try {
      const result = await fetcher({ retries: 0 }).fetch({ url: site.url, cap: 'html' });
      expect(result).toMatchObject({ ok: false, error: { code: 'network', message: `${new URL(site.url).host} closed the connection before the response was complete.` } });
      expect(site.connections).toBe(1);
    } finally {
      await site.close();
    }
  });
});
