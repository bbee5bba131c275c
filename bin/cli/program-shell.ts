// The program itself (its name, version, help and error handling) with the commands it is given registered: the
// command tree's root, apart from the table of command files (program.ts), so that a plain local audit can build it
// inside the engine's code-cached script (bin/cli/audit-cli.ts) without the other commands' code.
import { Command, CommanderError } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
import type { Register } from './command-files.js';
import { EXIT } from './exit-codes.js';

/** Commander reports usage errors itself; this keeps them to one line in the CLI's own voice. */
function oneLine(message: string): string {
  return message.replace(/^error:\s*/i, '').replace(/\s*\n\s*/g, ' ').trim();
}

/** The program with these commands registered, and the program's help after its command list when it may be shown. */
export function programOf(registers: readonly Register[], help?: string): Command {
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
