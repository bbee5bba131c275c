// A loopback port nobody listens on, for a server whose own URL must be configured before it starts (e.g.
// AGENTGAUGE_PUBLIC_URL for email sign-in links). Another process could take it in between; on a test machine that
// race is rare enough, and the server then fails to start loudly.
import { createServer } from 'node:net';

export async function reserveLoopbackUrl(): Promise<{ port: string; url: string }> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { port: String(port), url: `http://127.0.0.1:${port}` };
}
