// A system-tier file's handle on the services its test worker shares (./broker.ts): the built server for a settings
// profile, and Chromium. A shared server is the real one (`npm start`'s code on a database of its own); what the file
// must not do with it is stop, kill or restart it, or read its whole output: other files of the worker use it after.
// Each file seeds its own organizations (withDatabase on databaseEnv) and names them apart from every other file's.
import { inject } from 'vitest';
import type { DatabaseKind, TestServer } from '../server';
import type { SharedServerAnswer } from './broker';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The broker of the system tier's shared services (null in the other tiers). */
    sharedServices: { url: string } | null;
  }
}

function brokerUrl(): string | null {
  try {
    return inject('sharedServices')?.url ?? null;
  } catch {
    // Outside a vitest worker (a bench or script importing the helpers): nothing is shared.
    return null;
  }
}

function pool(): string {
  return process.env.VITEST_POOL_ID ?? '0';
}

async function ask<T>(path: string, body: unknown): Promise<T> {
  const answer = await fetch(`${brokerUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`the shared-services broker answered ${answer.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The worker's shared Chromium (its Playwright server endpoint), or null outside the system tier. */
export async function sharedBrowserEndpoint(): Promise<string | null> {
  if (!brokerUrl()) return null;
  return (await ask<{ wsEndpoint: string }>('/browsers', { pool: pool() })).wsEndpoint;
}

export interface SharedServerOptions {
  /** The server's settings: files asking with the same settings share one server. */
  env?: Record<string, string>;
  /**
   * PostgreSQL unless a file asks for PGlite: a shared server answers a whole worker's files, and on PostgreSQL it spends
   * about half the CPU a request (measured: 200 site reads 1.9 s against 4.5 s on PGlite, a start 2.5 s against 3.5 s)
   * on a machine whose two cores the system tier keeps busy. The embedded database keeps its start-up files
   * (tests/system/db) and the files that ask startServer for it (its default is PostgreSQL too).
   */
  database?: DatabaseKind;
}

/** Whether this process can share servers (the system tier, with its broker running). */
export function sharingServers(): boolean {
  return brokerUrl() !== null;
}

/**
 * The built server this worker shares with the other files that ask with the same settings, started on first ask.
 * stop() lets go of it (it keeps running for the next file); kill and output are refused.
 */
export async function sharedServer(options: SharedServerOptions = {}): Promise<TestServer> {
  if (!brokerUrl()) throw new Error('sharedServer() is for the system tier (its global setup runs the broker)');
  const answer = await ask<SharedServerAnswer>('/servers', { pool: pool(), env: options.env ?? {}, database: options.database ?? 'postgres' });
  const refuse = (what: string) => () => {
    throw new Error(`${what} a shared server: start one of your own with startServer() for that`);
  };
  return {
    baseUrl: answer.baseUrl,
    databaseEnv: answer.databaseEnv,
    pid: answer.pid,
    output: refuse('reading the whole output of'),
    kill: refuse('signalling'),
    exited: new Promise<number | null>(() => undefined),
    stop: async () => undefined,
  };
}

/**
 * The settings most files that need a running service share: the fixture sites on 127.0.0.1 allowed as private targets
 * (for organizations and anonymous public scans alike), and the worker asking for jobs every half second.
 */
export const SHARED_SERVICE_ENV: Readonly<Record<string, string>> = Object.freeze({
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
});

/** The worker's shared server with SHARED_SERVICE_ENV (on PostgreSQL). */
export function sharedService(): Promise<TestServer> {
  return sharedServer({ env: { ...SHARED_SERVICE_ENV } });
}
