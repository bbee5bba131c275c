// Which file holds which top-level command, and which of them a run needs (issue 57): `agentgauge --version` loads no
// command at all, `checks` its own file alone, and a plain `audit` none of the service, fleet, traffic, admin or
// journeys commands' code. Help for the whole program, usage errors before a known command name and unknown commands
// (which get suggestions) register every command, in the order the help lists them. No commander here: the built
// CLI's entry reads this table to choose where a plain audit runs (bin/cli/main.ts) before loading anything else.
import type { Command } from 'commander';

export type Register = (program: Command) => void;

export interface CommandFile {
  /** The top-level commands the file registers. */
  names: readonly string[];
  load(): Promise<Register>;
}

/** In the order `agentgauge --help` lists them. */
export const COMMAND_FILES: readonly CommandFile[] = [
  { names: ['audit'], load: async () => (await import('./audit-command.js')).registerAuditCommand },
  { names: ['checks'], load: async () => (await import('./checks-command.js')).registerChecksCommand },
  { names: ['journeys'], load: async () => (await import('./journeys-command.js')).registerJourneysCommand },
  { names: ['sites'], load: async () => (await import('./sites-command.js')).registerSitesCommands },
  { names: ['scan'], load: async () => (await import('./scan-command.js')).registerScanCommand },
  {
    names: ['report', 'history', 'compare', 'fixes', 'artifact', 'verifications'],
    load: async () => (await import('./reads-command.js')).registerReadCommands,
  },
  { names: ['fleet'], load: async () => (await import('./fleet-command.js')).registerFleetCommands },
  { names: ['traffic'], load: async () => (await import('./traffic-command.js')).registerTrafficCommands },
  { names: ['admin'], load: async () => (await import('./admin.js')).registerAdminCommands },
];

const VERSION_FLAGS = new Set(['-v', '--version']);

/**
 * The command files a run with these arguments (process.argv without node and the script) needs: none for --version
 * alone, the named command's file, or all of them when the program's own help or a usage error may be printed.
 */
export function commandFilesFor(args: readonly string[]): readonly CommandFile[] {
  const at = args.findIndex((arg) => !arg.startsWith('-'));
  const before = at === -1 ? args : args.slice(0, at);
  // Options before the command are the program's: -v and -h only (positional options). Anything else is help or an
  // error message, which lists or suggests commands.
  if (!before.every((arg) => VERSION_FLAGS.has(arg))) return COMMAND_FILES;
  if (at === -1) return before.length > 0 ? [] : COMMAND_FILES;
  // `help <command>` prints that command's help; `help` alone the program's.
  const name = args[at] === 'help' ? args[at + 1] : args[at];
  const file = COMMAND_FILES.find((entry) => name !== undefined && entry.names.includes(name));
  return file ? [file] : COMMAND_FILES;
}

const HELP_FLAGS = new Set(['-h', '--help']);

/**
 * Whether these arguments run an audit on this machine: the audit command (not its help), and either --local or no
 * API key (neither --api-key nor AGENTGAUGE_API_KEY). Only a choice of where the command's code loads from: a run it
 * misjudges behaves the same, only slower.
 */
export function auditsLocally(args: readonly string[], env: NodeJS.ProcessEnv): boolean {
  const files = commandFilesFor(args);
  if (files.length !== 1 || files[0] !== COMMAND_FILES[0] || args.find((arg) => !arg.startsWith('-')) !== 'audit') return false;
  if (args.some((arg) => HELP_FLAGS.has(arg))) return false;
  if (args.includes('--local')) return true;
  return !env.AGENTGAUGE_API_KEY?.trim() && !args.some((arg) => arg === '--api-key' || arg.startsWith('--api-key='));
}
