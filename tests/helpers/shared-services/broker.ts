// The system tier's shared services, kept by the test run's main process: one built server per test worker and
// settings profile, and one Chromium per test worker, started when a file first asks and stopped when the run ends.
// Test files run in processes of their own (one at a time per worker), so what they share must outlive them: the
// main process starts it and hands out its address over a small HTTP endpoint on 127.0.0.1 (the broker), which the
// global setup opens for the system tier (tests/global-setup.ts) and tests/helpers/shared-services/client.ts asks.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { startServer, type DatabaseKind, type TestServer } from '../server';

export interface ServerRequest {
  /** The test worker (VITEST_POOL_ID): each gets servers of its own. */
  pool: string;
  env: Record<string, string>;
  database: DatabaseKind;
}

export interface SharedServerAnswer {
  baseUrl: string;
  databaseEnv: Record<string, string>;
  pid: number;
  /** Servers this broker started, this one included (a figure for the run's record). */
  started: number;
}

export interface Broker {
  url: string;
  /** How many servers and browsers it started. */
  counts(): { servers: number; browsers: number };
  close(): Promise<void>;
}

/** The same settings in any order name one profile. */
export function profileKey(request: ServerRequest): string {
  const env = Object.entries(request.env).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([request.pool, request.database, env]);
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      try {
        resolve(body === '' ? {} : JSON.parse(body));
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json' });
  response.end(text);
}

export async function startBroker(): Promise<Broker> {
  const servers = new Map<string, Promise<TestServer>>();
  const browsers = new Map<string, Promise<BrowserServer>>();
  let serverCount = 0;
  let browserCount = 0;

  async function server(request: ServerRequest): Promise<SharedServerAnswer> {
    const key = profileKey(request);
    let starting = servers.get(key);
    if (!starting) {
      serverCount += 1;
      starting = startServer({ database: request.database, env: request.env });
      servers.set(key, starting);
      // A start that failed is not kept: the next file asks again and gets the error of its own start.
      starting.catch(() => servers.delete(key));
    }
    const started = await starting;
    return { baseUrl: started.baseUrl, databaseEnv: started.databaseEnv, pid: started.pid, started: serverCount };
  }

  async function serverAt(baseUrl: string): Promise<TestServer> {
    for (const starting of servers.values()) {
      const started = await starting.catch(() => null);
      if (started?.baseUrl === baseUrl) return started;
    }
    throw new Error(`no shared server at ${baseUrl}`);
  }

  async function browser(pool: string): Promise<{ wsEndpoint: string }> {
    let launching = browsers.get(pool);
    if (!launching) {
      browserCount += 1;
      launching = chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, host: '127.0.0.1' });
      browsers.set(pool, launching);
      launching.catch(() => browsers.delete(pool));
    }
    return { wsEndpoint: (await launching).wsEndpoint() };
  }

  const http: Server = createServer((request, response) => {
    void (async () => {
      try {
        const url = new URL(request.url ?? '/', 'http://broker');
        if (request.method === 'POST' && url.pathname === '/servers') return send(response, 200, await server((await readJson(request)) as ServerRequest));
        if (request.method === 'GET' && url.pathname === '/servers/output') {
          const started = await serverAt(url.searchParams.get('baseUrl') ?? '');
          return send(response, 200, started.output());
        }
        if (request.method === 'POST' && url.pathname === '/browsers') return send(response, 200, await browser(String(((await readJson(request)) as { pool?: string }).pool ?? '0')));
        send(response, 404, { error: 'not-found' });
      } catch (error) {
        send(response, 500, { error: 'broker', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    })();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ servers: serverCount, browsers: browserCount }),
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await Promise.all([...servers.values()].map(async (starting) => (await starting.catch(() => null))?.stop()));
      await Promise.all([...browsers.values()].map(async (launching) => (await launching.catch(() => null))?.close()));
    },
  };
}
