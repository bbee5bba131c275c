// A lingering close for a connection answered before its request body was read (a 413 for an upload over the plan's
// limit, a 401 for a body sent without a key). Node closes such a connection as soon as the answer is written
// (socket.destroySoon): the bytes the client is still sending then sit unread in our receive buffer, the kernel
// answers them with a reset, and a client busy writing its body meets EPIPE or ECONNRESET and may never read the
// answer that explains it (4 in 40 Node clients sending 5 MiB with Connection: close, on loopback). Here the
// connection instead closes its sending side after the answer and keeps reading, and discarding, what the client
// still sends (Node's parser dumps an unread body once its response has ended) until the body ends or LINGER_MS
// pass, as web servers do (nginx's lingering_close, Apache's lingering close).
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** The longest a closing connection reads and discards a body that was answered unread. */
export const LINGER_MS = 3_000;

/** The request a connection is answering now: keep-alive connections carry several, and the last one decides. */
const answering = Symbol('agentgauge.answering');

type ClosingSocket = Socket & { destroySoon?: () => void; [answering]?: IncomingMessage };

/** Makes the connection of `request` linger, as above, should Node close it after answering this request unread. */
export function lingerOnUnreadBody(request: IncomingMessage): void {
  const socket = request.socket as ClosingSocket;
  const patched = socket[answering] !== undefined;
  socket[answering] = request;
  const destroySoon = socket.destroySoon;
  if (patched || typeof destroySoon !== 'function') return;
  socket.destroySoon = function lingeringDestroySoon(this: ClosingSocket) {
    const unread = this[answering]!;
    if (unread.complete || this.destroyed) return destroySoon.call(this);
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    unread.once('end', () => {
      clearTimeout(timer);
      destroySoon.call(this);
    });
  };
}
