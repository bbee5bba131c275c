// Entry point of the `agentgauge` CLI (bundled to dist/cli.mjs, started by bin/agentgauge).
import { CommanderError } from 'commander';
import { describeThrown } from '../../lib/errors/describe-thrown.js';
import { CliError, EXIT } from './exit-codes.js';
import { createProgram } from './program.js';

function fail(message: string): void {
  process.stderr.write(`agentgauge: ${message.replace(/\s*\n\s*/g, ' ').trim()}\n`);
}

/**
 * Every way out of a command, as an exit code; messages are one line on stderr, never a stack trace. The API client's
 * module loads only here, for an error that may be its own: an audit or `checks` that succeeds never loads it.
 */
async function exitCodeFor(error: unknown): Promise<number> {
  if (error instanceof CommanderError) return error.exitCode; // commander already printed its message
  if (error instanceof CliError) {
    if (error.message) fail(error.message);
    return error.exitCode;
  }
  const { ApiError, describeApiError, exitCodeForApiError } = await import('./api-client.js');
  if (error instanceof ApiError) {
    fail(describeApiError(error));
    return exitCodeForApiError(error);
  }
  const message = describeThrown(error);
  fail(`unexpected error: ${message}${process.env.AGENTGAUGE_DEBUG ? '' : ' (set AGENTGAUGE_DEBUG=1 for details)'}`);
  if (process.env.AGENTGAUGE_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  return EXIT.failure;
}

async function main(argv: string[]): Promise<number> {
  try {
    await (await createProgram(argv.slice(2))).parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    return exitCodeFor(error);
  }
}

// A reader that stops early (`agentgauge audit x --json | head`) is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(EXIT.ok);
  throw error;
});

const code = await main(process.argv);
// Exit explicitly (idle keep-alive sockets must not hold the process), but only once stdout is flushed:
// writes to pipes are asynchronous on some platforms.
process.stdout.write('', () => process.exit(code));
