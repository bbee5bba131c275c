// Listening on the configured port, with a sentence an operator can act on when it cannot (port taken, privileged,
// address not on this machine) instead of an unhandled 'error' event.
import type { Server } from 'node:net';

/** Listens on port/host (setting names it for the message: PORT or AGENTGAUGE_WORKER_PORT); resolves once listening. */
export function listenOn(server: Server, port: number, host: string, setting: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(new Error(listenFailure(error, port, host, setting), { cause: error }));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

function listenFailure(error: NodeJS.ErrnoException, port: number, host: string, setting: string): string {
  const where = `${host}:${port}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is already in use by another process (${setting}=${port}): stop that process, or set ${setting} to a free port`;
    case 'EACCES':
      return `listening on ${where} needs privileges this user lacks: set ${setting} to a port above 1023, or grant the privilege`;
    case 'EADDRNOTAVAIL':
      return `${host} is not an address of this machine (HOST=${host}): set HOST to one of its addresses, or 0.0.0.0`;
    default:
      return `cannot listen on ${where} (${error.message}): check ${setting} and HOST`;
  }
}
