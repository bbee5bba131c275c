// The browser's proxy of last resort: it accepts every connection and drops it unanswered, so nothing the
// interception misses can reach any address.
import { createServer } from 'node:net';

export interface BlackholeProxy {
  port: number;
  close(): Promise<void>;
}

export async function startBlackholeProxy(): Promise<BlackholeProxy> {
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
