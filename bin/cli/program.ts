// The command tree. Each command lives in its own file and registers itself here: its name, flags and help, which
// --help and usage errors need. What a command does loads when it runs (its action imports it), so the CLI's entry
// holds no command's code: `checks` reads no audit code and an audit no other command's (issue 35 point 5).
import { Command, CommanderError } from 'commander';
import { CHECK_COUNT } from '../../engine/light.js';
import packageJson from '../../package.json' with { type: 'json' };
import { registerAuditCommand } from './audit-command.js';
import { registerChecksCommand } from './checks-command.js';
import { ENVIRONMENT_HELP } from './connection.js';
import { EXIT, EXIT_CODES_HELP } from './exit-codes.js';
import { examples, sections } from './help.js';
import { registerAdminCommands } from './admin.js';
import { registerFleetCommands } from './fleet-command.js';
import { registerJourneysCommand } from './journeys-command.js';
import { registerReadCommands } from './reads-command.js';
import { registerScanCommand } from './scan-command.js';
import { registerSitesCommands } from './sites-command.js';
import { registerTrafficCommands } from './traffic-command.js';

const PROGRAM_HELP = sections(
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

/** Commander reports usage errors itself; this keeps them to one line in the CLI's own voice. */
function oneLine(message: string): string {
  return message.replace(/^error:\s*/i, '').replace(/\s*\n\s*/g, ' ').trim();
}

export function createProgram(): Command {
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
    })
    .addHelpText('after', PROGRAM_HELP);

  registerAuditCommand(program);
  registerChecksCommand(program);
  registerJourneysCommand(program);
  registerSitesCommands(program);
  registerScanCommand(program);
  registerReadCommands(program);
  registerFleetCommands(program);
  registerTrafficCommands(program);
  registerAdminCommands(program);
  return program;
}
