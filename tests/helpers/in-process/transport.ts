// Requests to an in-process service travel over Unix sockets of this process, not a port: the service's http.Server
// takes each accepted connection as if it had arrived on its TCP address, so Node's HTTP parser, the service's front
// and Next's route handling see a real HTTP/1.1 exchange on a real socket (half-closes, resets and backpressure as on
// TCP). What the service reads of the socket's addresses (its own origin, the client's address) is set on each
// accepted connection as TCP would report it. Both fetch (through this process's global dispatcher,
// tests/setup/test-client.ts) and node:http (socketPath) reach a service by its origin; any other origin goes out as
// usual.
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, type Server as NetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface InProcessEndpoint {
  /** http://127.0.0.1:PORT: what the service sees as its own address. */
  origin: string;
  /** The Unix socket a client at 127.0.0.1 connects to. */
  socketPath: string;
  /** The Unix socket a client at `clientAddress` connects to. */
  socketPathFor(clientAddress: string): Promise<string>;
}

const endpoints = new Map<string, InProcessEndpoint>();

/**
 * Ports nothing on this machine listens on and fetch does not refuse (the Fetch standard's bad ports excluded), below
 * the ephemeral range fixture servers are given: a request that slips past this transport (a child process handed
 * the base URL) fails with ECONNREFUSED at once instead of reaching another test's server.
 */
const PORTS = [2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 24, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 38, 39, 40, 41];

let sockets = 0;

function listenOnSocket(server: NetServer): Promise<string> {
  const socketPath = path.join(tmpdir(), `agentgauge-${process.pid}-${++sockets}.sock`);
  rmSync(socketPath, { force: true });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(socketPath));
  });
}

/** Gives `server` an origin of its own, reached over Unix sockets; `release` closes them. */
export async function registerEndpoint(server: Server): Promise<{ origin: string; release(): Promise<void> }> {
  const port = PORTS.find((candidate) => !endpoints.has(`http://127.0.0.1:${candidate}`));
  if (port === undefined) throw new Error('too many in-process services at once');
  const origin = `http://127.0.0.1:${port}`;
  const listeners = new Map<string, { net: NetServer; path: Promise<string> }>();
  const socketPathFor = (clientAddress: string) => {
      let listener = listeners.get(clientAddress);
      if (!listener) {
        const net = createServer((socket) => server.emit('connection', asTcpConnection(socket, clientAddress, port)));
        listener = { net, path: listenOnSocket(net) };
        listeners.set(clientAddress, listener);
      }
      return listener.path;
  };
  const endpoint: InProcessEndpoint = { origin, socketPath: await socketPathFor('127.0.0.1'), socketPathFor };
  endpoints.set(origin, endpoint);
  return {
    origin,
    async release() {
      endpoints.delete(origin);
      await Promise.all(
        [...listeners.values()].map(
          (listener) =>
            new Promise<void>((resolve) => {
              listener.net.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}

/** The in-process service at `origin`, if one is registered. */
export function endpointAt(origin: string): InProcessEndpoint | undefined {
  return endpoints.get(origin);
}

/** An accepted Unix-socket connection, addressed as the TCP connection from `clientAddress` to the service's port. */
function asTcpConnection(socket: Socket, clientAddress: string, port: number): Socket {
  Object.defineProperties(socket, {
    remoteAddress: { value: clientAddress, configurable: true },
    remotePort: { value: 40_000 + Math.floor(Math.random() * 20_000), configurable: true },
    remoteFamily: { value: 'IPv4', configurable: true },
    localAddress: { value: '127.0.0.1', configurable: true },
    localPort: { value: port, configurable: true },
  });
  return socket;
}
