// The command tree. Each command lives in its own file and registers itself (its name, flags and help); the table of
// command-files.ts says which file holds which top-level command, and only the file of the command being run is
// loaded (issue 57). What a command does loads when it runs (its action imports it).
import type { Command } from 'commander';
import { COMMAND_FILES, commandFilesFor } from './command-files.js';
import { programOf } from './program-shell.js';

export { COMMAND_FILES, commandFilesFor } from './command-files.js';

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
  return programOf(registers, help);
}
