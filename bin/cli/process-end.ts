// How a CLI process ends, the same from the CLI's entry (bin/cli/main.ts) and from the engine's start-up snapshot
// (bin/cli/audit-cli.ts), where the snapshot's process is the CLI.
import { EXIT } from './exit-codes.js';

/** A reader that stops early (`agentgauge audit x --json | head`) is not an error worth a stack trace. */
export function endQuietlyWhenStdoutCloses(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT.ok);
    throw error;
  });
}

/**
 * Exits explicitly (idle keep-alive sockets must not hold the process), but only once stdout is flushed: writes to
 * pipes are asynchronous on some platforms.
 */
export function exitWhenFlushed(code: number): void {
  process.stdout.write('', () => process.exit(code));
}
