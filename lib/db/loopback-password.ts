// Password check in front of the embedded database's TCP fallback. The Unix socket is reachable by its owner only;
// a loopback port is reachable by every local user and by any page a local browser opens via DNS rebinding, so a
// connection there must first prove it read the connection string from DATA_DIR (a 0600 file). This speaks the
// start of the PostgreSQL wire protocol (protocol 3.0, §55.2.1 Start-up): refuse SSL/GSS encryption, answer the
// StartupMessage with AuthenticationCleartextPassword, check the PasswordMessage, then hand the StartupMessage back
// to the socket so PGlite's own handler starts the session as if nothing had happened.
import { timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const PROTOCOL_3 = 196608;
const HANDSHAKE_TIMEOUT_MS = 10_000;
const MAX_HANDSHAKE_BYTES = 16 * 1024;

/** Resolves true when the client sent the password (the socket is then left for PGlite's handler); false when refused. */
export function requirePassword(socket: Socket, password: string): Promise<boolean> {
  return new Promise((resolve) => {
    let buffered = Buffer.alloc(0);
    let startup: Buffer | null = null;
    const timer = setTimeout(() => refuse('08006', 'authentication timed out'), HANDSHAKE_TIMEOUT_MS);

    const finish = (accepted: boolean) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('error', onGone);
      socket.off('close', onGone);
      resolve(accepted);
    };
    const refuse = (code: string, message: string) => {
      socket.end(errorResponse(code, message));
      finish(false);
    };
    const onGone = () => finish(false);

    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length > MAX_HANDSHAKE_BYTES) return refuse('08P01', 'start-up message too long');
      while (true) {
        if (startup === null) {
          if (buffered.length < 8) return;
          const length = buffered.readInt32BE(0);
          if (length < 8 || length > MAX_HANDSHAKE_BYTES) return refuse('08P01', 'invalid start-up packet');
          if (buffered.length < length) return;
          const code = buffered.readInt32BE(4);
          const message = buffered.subarray(0, length);
          buffered = buffered.subarray(length);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            socket.write('N');
            continue;
          }
          if (code !== PROTOCOL_3) return refuse('08P01', 'unsupported start-up request');
          startup = Buffer.from(message);
          socket.write(authenticationCleartextPassword());
          continue;
        }
        if (buffered.length < 5) return;
        const length = buffered.readInt32BE(1);
        if (buffered[0] !== 0x70 || length < 5) return refuse('28000', 'password authentication expected');
        if (buffered.length < 1 + length) return;
        const sent = buffered.subarray(5, 1 + length).toString('utf8').replace(/\0$/, '');
        const rest = buffered.subarray(1 + length);
        if (!samePassword(sent, password)) return refuse('28P01', 'password authentication failed for user "postgres"');
        // Not flowing while the handler attaches; it gets the StartupMessage first, then whatever followed.
        socket.pause();
        socket.unshift(Buffer.concat([startup, rest]));
        return finish(true);
      }
    };

    socket.on('data', onData);
    socket.on('error', onGone);
    socket.on('close', onGone);
  });
}

function samePassword(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function authenticationCleartextPassword(): Buffer {
  const message = Buffer.alloc(9);
  message.write('R', 0);
  message.writeInt32BE(8, 1);
  message.writeInt32BE(3, 5);
  return message;
}

/** ErrorResponse with severity FATAL, an SQLSTATE code and a message. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}
