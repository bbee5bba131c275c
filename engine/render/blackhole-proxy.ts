// The browser's proxy of last resort: it accepts every connection and drops it unanswered, so nothing the
// interception misses can reach any address. It counts what it dropped, which tests read as proof of escapes.
import { createServer, type Socket } from 'node:net';

export interface BlackholeProxy {
  port: number;
  connections(): number;
  close(): Promise<void>;
}

export async function startBlackholeProxy(): Promise<BlackholeProxy> {
  let count = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.destroy();
    sockets.delete(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
