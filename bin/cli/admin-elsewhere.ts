// `agentgauge admin ...` in the published package (@agentgauge/cli): the operators' commands work on the service's
// own database, so they run from the service's checkout (bin/agentgauge admin ...), never from the package, which
// carries no database code. bin/build-cli.mjs --package puts this module where bin/cli/admin.ts stands.
import type { Command } from 'commander';
import { usageError } from './exit-codes.js';

const ADMIN_ELSEWHERE =
  "admin commands need the service's database and are not part of @agentgauge/cli: " +
  'run "bin/agentgauge admin ..." in the Agent Gauge service checkout (with its DATABASE_URL or DATA_DIR)';

export function registerAdminCommands(program: Command): void {
  program
    .command('admin')
    .description("Operators' commands: they live in the Agent Gauge service checkout (bin/agentgauge admin), not in this package.")
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .argument('[command...]')
    .action(() => {
      throw usageError(ADMIN_ELSEWHERE);
    });
}
