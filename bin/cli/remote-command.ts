// What every command over /api/v1/me shares: the connection flags and --json, a client that needs a key, and output
// that is either the API's JSON body or a short readable text.
import type { Command } from 'commander';
import { ApiClient } from './api-client.js';
import { addConnectionOptions, ENVIRONMENT_HELP, requireConnection, type ConnectionFlags } from './connection.js';
import { EXIT_CODES_HELP } from './exit-codes.js';
import { examples, sections } from './help.js';

export interface RemoteFlags extends ConnectionFlags {
  json?: boolean;
}

export const REMOTE_EXIT_HELP = `${EXIT_CODES_HELP}
  These commands need an API key (exit 2 without one). API errors print as one line with the HTTP status.`;

export function addRemoteOptions(command: Command, ...helpExamples: Array<[command: string, what: string]>): Command {
  command.option('--json', "print the API's JSON body unchanged on stdout");
  addConnectionOptions(command);
  return command.addHelpText('after', sections(examples(...helpExamples), REMOTE_EXIT_HELP, ENVIRONMENT_HELP));
}

export function clientFor(flags: ConnectionFlags): ApiClient {
  return new ApiClient(requireConnection(flags));
}

/** The body as JSON with --json, the readable lines otherwise. */
export function printResult<T>(flags: RemoteFlags, body: T, readable: (body: T) => string[]): void {
  const text = flags.json ? JSON.stringify(body, null, 2) : readable(body).join('\n');
  process.stdout.write(`${text}\n`);
}

/** Columns padded to their widest cell; the last column is left ragged. */
export function table(header: string[], rows: Array<Array<string | number | null | undefined>>): string[] {
  const cells = [header, ...rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '-' : String(cell))))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  return cells.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}
