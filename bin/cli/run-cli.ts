// One run of the CLI: the program parses the arguments and runs the command; every way out becomes an exit code, and
// messages are one line on stderr, never a stack trace. Shared by the entry (bin/cli/main.ts) and a plain local audit
// run inside the engine's script (bin/cli/audit-cli.ts), each with its own copy of the error classes it judges.
import { CommanderError, type Command } from 'commander';
import { describeThrown } from '../../lib/errors/describe-thrown.js';
import { inertText } from '../../lib/format/inert-text.js';
import { CliError, EXIT } from './exit-codes.js';

/** One line on stderr; the message may carry a server's or a site's words, so it is made inert (lib/format/inert-text.ts). */
function fail(message: string): void {
  process.stderr.write(`agentgauge: ${inertText(message.replace(/\s*\n\s*/g, ' ').trim())}\n`);
}

/**
 * Every way out of a command, as an exit code. The API client's module loads only here, for an error that may be its
 * own: an audit or `checks` that succeeds never loads it.
 */
export async function exitCodeFor(error: unknown): Promise<number> {
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

/** Runs the program `createProgram` builds for these arguments (process.argv's, without node and the script). */
export async function runCli(argv: readonly string[], createProgram: (args: readonly string[]) => Promise<Command>): Promise<number> {
  try {
    await (await createProgram(argv.slice(2))).parseAsync([...argv]);
    return EXIT.ok;
  } catch (error) {
    return exitCodeFor(error);
  }
}
