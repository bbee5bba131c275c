// The "listening on" line of `npm start` names the address the socket is bound to (lib/server/bound-address.ts), read
// from real sockets; a wildcard bind adds an address of this machine that reaches it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { boundAddress } from '../../../lib/server/bound-address';

async function boundOf(host: string): Promise<ReturnType<typeof boundAddress>> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  try {
    return boundAddress(server.address() as AddressInfo);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('boundAddress', () => {
  it('names a loopback bind as it is', async () => {
    const bound = await boundOf('127.0.0.1');
    expect(bound.description).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(bound.localUrl).toBe(bound.url);
  });

  it('names the wildcard bind 0.0.0.0, and loopback as the way in from this machine', async () => {
    const bound = await boundOf('0.0.0.0');
    const port = /:(\d+)$/.exec(bound.url)![1];
    expect(bound.url).toBe(`http://0.0.0.0:${port}`);
    expect(bound.description).toBe(`http://0.0.0.0:${port} (every IPv4 interface; from this machine http://127.0.0.1:${port})`);
  });

  it('brackets an IPv6 address', async () => {
    const bound = await boundOf('::1');
    expect(bound.description).toMatch(/^http:\/\/\[::1\]:\d+$/);
  });
});
