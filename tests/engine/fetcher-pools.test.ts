// Connections shared between fetchers (one per audit): kept alive across audits of the same site, but only ever to
// the address each fetcher vetted itself, so one audit's DNS answer never decides where another's requests go.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fetcher, FetcherOptions, Resolver } from '../../engine/fetch/types.js';
import { fetchersClosedAfterEach } from '../helpers/fetchers.js';

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
