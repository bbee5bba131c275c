// The command tree. Each command lives in its own file and registers itself (its name, flags and help); this table
// says which file holds which top-level command, and only the file of the command being run is loaded (issue 57):
// `agentgauge --version` loads no command at all, `checks` its own file alone, and a plain `audit` none of the
// service, fleet, traffic, admin or journeys commands' code. What a command does loads when it runs (its action
// imports it). Help for the whole program, usage errors before a known command name and unknown commands (which get
// suggestions) register every command, in the order the help lists them.
import { Command, CommanderError } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
import { EXIT } from './exit-codes.js';

type Register = (program: Command) => void;

interface CommandFile {
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

/** Commander reports usage errors itself; this keeps them to one line in the CLI's own voice. */
function oneLine(message: string): string {
  return message.replace(/^error:\s*/i, '').replace(/\s*\n\s*/g, ' ').trim();
}

/** The program's help after its command list; read only when every command is registered (when it may be shown). */
async function programHelp(): Promise<string> {
  const [{ CHECK_COUNT }, { ENVIRONMENT_HELP }, { EXIT_CODES_HELP }, { examples, sections }] = await Promise.all([
    import('../../engine/light.js'),
    import('./connection.js'),
    import('./exit-codes.js'),
    import('./help.js'),
  ]);
  return sections(
    examples(
      ['agentgauge audit example.com --local', 'audit a site from this machine'],
      ['agentgauge audit example.com --json --min-score 75', 'JSON report; exit 1 when the score is below 75'],
      ['agentgauge checks', `list the ${CHECK_COUNT} checks`],
      ['agentgauge sites', "your organization's sites (API key needed)"],
      ['agentgauge scan <siteId> --wait', 'scan one of your sites on the service and print its score'],
      ['agentgauge fleet create sites.txt', 'upload a list of sites to scan in bulk (then fleet run, fleet summary)'],
      ['agentgauge traffic analyze access.log', 'which agents came and what they got, from a log on this machine'],
      ['agentgauge admin --help', "operators' commands on the service's database"],
      ['agentgauge audit --help', 'everything about one command'],
    ),
    EXIT_CODES_HELP,
    ENVIRONMENT_HELP,
  );
}

/**
 * The program, with the commands `args` needs (commandFilesFor); without arguments, every command (as the docs'
 * tests read the whole tree).
 */
export async function createProgram(args: readonly string[] = []): Promise<Command> {
  const files = commandFilesFor(args);
  const all = files === COMMAND_FILES;
  const [registers, help] = await Promise.all([Promise.all(files.map((file) => file.load())), all ? programHelp() : undefined]);
  const program = new Command()
    .name('agentgauge')
    .description('Agent Gauge: measure how ready a website is for AI agents.')
    .version(packageJson.version, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError(true)
    // Each command owns the options after its name (`sites --json` and `sites add <url> --json` are different).
    .enablePositionalOptions()
    .configureOutput({ outputError: (message, write) => write(`agentgauge: ${oneLine(message)}\n`) })
    .exitOverride((error: CommanderError) => {
      // Help and --version end with 0; any other stop by commander is a usage error.
      throw new CommanderError(error.exitCode === 0 ? EXIT.ok : EXIT.usage, error.code, error.message);
    });
  if (help !== undefined) program.addHelpText('after', help);
  for (const register of registers) register(program);
  return program;
}
