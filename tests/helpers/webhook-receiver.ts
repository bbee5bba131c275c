// A webhook receiver on 127.0.0.1 for tests: records every POST (path, headers, raw body, arrival time) and answers
// as each path's behaviour says: a status, or hang (never answer) for the first N requests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

export type Behaviour = { status: number } | { hangFirst: number; thenStatus: number };

export interface WebhookReceiver {
  origin: string;
  received: ReceivedDelivery[];
  /** Sets how `path` answers from now on (default 204). */
  behave(path: string, behaviour: Behaviour): void;
  on(path: string): ReceivedDelivery[];
  /** Resolves once `count` deliveries to `path` match `filter`. */
  waitFor(path: string, count: number, filter?: (delivery: ReceivedDelivery) => boolean, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const behaviours = new Map<string, Behaviour>();
  const seen = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const count = (seen.get(path) ?? 0) + 1;
      seen.set(path, count);
      const behaviour = behaviours.get(path) ?? { status: 204 };
      if ('hangFirst' in behaviour && count <= behaviour.hangFirst) {
        hanging.add(res);
        return;
      }
      res.writeHead('status' in behaviour ? behaviour.status : behaviour.thenStatus);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const on = (path: string) => received.filter((delivery) => delivery.path === path);
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    behave: (path, behaviour) => behaviours.set(path, behaviour),
    on,
    async waitFor(path, count, filter = () => true, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = on(path).filter(filter);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) throw new Error(`${matching.length} of ${count} deliveries to ${path} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
