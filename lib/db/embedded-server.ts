// Serves the embedded PGlite database over the PostgreSQL wire protocol, so other processes (the admin CLI,
// workers, pg-boss) use the same database while the service runs. The socket is a Unix socket inside DATA_DIR
// (only the owner can reach it); its connection string is written to DATA_DIR/pglite-server.json (mode 0600). When
// DATA_DIR's path is too long for a Unix socket, it listens on 127.0.0.1 instead and requires a random password,
// which only that file holds.
//
// PGlite is one backend session. @electric-sql/pglite-socket interleaves the connections' messages and only keeps
// them apart inside explicit transactions; an interleaved Parse/Bind from a second connection would replace the
// first one's unnamed statement. So connections here take the session in turns: a connection keeps it from its
// first message until PGlite answers ReadyForQuery "idle" (end of a simple query, of an extended-protocol Sync
// outside a transaction, or of a transaction).
// Consequence for callers: inside an interactive transaction use only the transaction client. A query on another
// connection waits for the transaction to end, and if the transaction awaits that query, both stall until Prisma's
// transaction timeout (5 s) rolls it back. On PostgreSQL the same code works; only the embedded database is strict.
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { rmSync, writeFileSync, readFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { requirePassword } from './loopback-password';

type QueryQueue = ConstructorParameters<typeof PGLiteSocketHandler>[0]['queryQueue'];

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
// Parse, Bind, Describe, Execute, Close, Flush: steps of an extended query, which ends at its Sync. PGlite answers a
// failing step with ReadyForQuery at once (PostgreSQL waits for the Sync), yet still ignores every message until a
// Sync arrives. Ending the turn there would hand the next connection a session that silently drops its queries while
// the failed connection's Sync waits for a turn that never comes back: the whole database stalls.
const EXTENDED_QUERY_STEPS = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);
// Unix socket paths longer than this do not fit sockaddr_un on Linux and macOS.
const MAX_SOCKET_PATH = 100;
const MAX_CONNECTIONS = 64;

export interface EmbeddedServerInfo {
  url: string;
  pid: number;
}

export interface EmbeddedServer {
  url: string;
  close(): Promise<void>;
}

/** Hands the single PGlite session to one connection at a time; see the note at the top of this file. */
class TurnTakingQueue {
  #owner: number | null = null;
  #waiting: Array<{ handlerId: number; wake: () => void }> = [];

  constructor(private readonly db: PGlite) {}

  async enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    await this.#acquire(handlerId);
    let response: Uint8Array;
    try {
      // execProtocol, not execProtocolRawStream: PGlite parses every answer into a list on the instance as well, and
      // in 0.4.x only execProtocol and execProtocolStream empty that list. The raw stream call never did, so every
      // row served here stayed on the heap until the process ran out of memory (issue 21.1). 0.5 fixes the stream
      // call but is PostgreSQL 18, which cannot open a PostgreSQL 17 data directory. Errors stay in the bytes: the
      // client reads its ErrorResponse from them, as from PostgreSQL.
      ({ data: response } = await this.db.runExclusive(() => this.db.execProtocol(message, { throwOnError: false })));
    } catch (error) {
      await this.#endTurn(handlerId);
      throw error;
    }
    if (response.length > 0) onData(response);
    const idle = endsWithReadyForQueryIdle(response);
    if (idle && !EXTENDED_QUERY_STEPS.has(message[0]!) && !this.db.isInTransaction()) this.#release(handlerId);
    return response.length;
  }

  getQueueLength(): number {
    return this.#waiting.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.#waiting = this.#waiting.filter((waiter) => waiter.handlerId !== handlerId);
  }

  /** Called when a connection goes away: undo its open transaction and pass the session on. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    await this.#endTurn(handlerId);
  }

  async #endTurn(handlerId: number): Promise<void> {
    if (this.#owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
    this.#release(handlerId);
  }

  #acquire(handlerId: number): Promise<void> {
    if (this.#owner === null || this.#owner === handlerId) {
      this.#owner = handlerId;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push({ handlerId, wake: resolve }));
  }

  /**
   * Passes the session to the longest-waiting connection and wakes all of that connection's waiting messages, in
   * order. pglite-socket handles each socket read concurrently, so when a client's messages arrive in two reads,
   * several of them may wait here; waking only the first would leave the rest waiting for a turn their own
   * connection holds.
   */
  #release(handlerId: number): void {
    if (this.#owner !== handlerId) return;
    const next = this.#waiting[0];
    this.#owner = next ? next.handlerId : null;
    if (!next) return;
    const woken = this.#waiting.filter((waiter) => waiter.handlerId === next.handlerId);
    this.#waiting = this.#waiting.filter((waiter) => waiter.handlerId !== next.handlerId);
    for (const waiter of woken) waiter.wake();
  }
}

/** ReadyForQuery ('Z', length 5) with transaction status idle ('I') as the last message of a response. */
function endsWithReadyForQueryIdle(response: Uint8Array): boolean {
  const start = response.length - 6;
  return start >= 0 && response[start] === READY_FOR_QUERY && response[start + 5] === IDLE;
}

export async function serveEmbeddedDatabase(db: PGlite, dataDir: string, infoFile: string): Promise<EmbeddedServer> {
  await db.waitReady;
  const queue = new TurnTakingQueue(db) as unknown as QueryQueue;
  const handlers = new Set<PGLiteSocketHandler>();
  const socketPath = path.join(dataDir, '.s.PGSQL.5432');
  const onSocket = socketPath.length <= MAX_SOCKET_PATH;
  // The loopback fallback needs a password (see loopback-password.ts); the Unix socket's file mode is its lock.
  const password = onSocket ? null : randomBytes(24).toString('base64url');
  const attach = (socket: Socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue: queue, closeOnDetach: true });
    handlers.add(handler);
    handler.addEventListener('close', () => handlers.delete(handler));
    handler.addEventListener('error', () => handlers.delete(handler));
    handler.attach(socket).then(() => socket.resume(), () => socket.destroy());
  };
  const server = createServer((socket: Socket) => {
    if (password === null) return attach(socket);
    void requirePassword(socket, password).then((accepted) => (accepted ? attach(socket) : undefined));
  });
  server.maxConnections = MAX_CONNECTIONS;

  const url = password === null ? await listenOnSocket(server, socketPath, dataDir) : await listenOnLoopback(server, password);
  writeFileSync(infoFile, JSON.stringify({ url, pid: process.pid } satisfies EmbeddedServerInfo), { mode: 0o600 });

  return {
    url,
    async close() {
      if (readServerInfo(infoFile)?.pid === process.pid) rmSync(infoFile, { force: true });
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function listenOnSocket(server: Server, socketPath: string, dataDir: string): Promise<string> {
  rmSync(socketPath, { force: true }); // left by a process that died; we hold the database lock
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dataDir)}&port=5432`;
}

async function listenOnLoopback(server: Server, password: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('embedded database server has no TCP address');
  return `postgresql://postgres:${password}@127.0.0.1:${address.port}/postgres?sslmode=disable`;
}

export function readServerInfo(infoFile: string): EmbeddedServerInfo | null {
  try {
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as Partial<EmbeddedServerInfo>;
    return typeof info.url === 'string' && typeof info.pid === 'number' ? { url: info.url, pid: info.pid } : null;
  } catch {
    return null;
  }
}
