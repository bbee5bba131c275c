// `agentgauge admin traffic ranges [--from <dir>]`: the crawler address ranges that make traffic `verified` (issue 55).
// Without --from it lists the ranges in force; with it, it checks every *.json of the directory (the vendors' shape,
// {"creationTime", "prefixes": [...]}, one file per agent named as lib/traffic/ip-ranges/README.md names them) and
// installs them in the database for every worker, replacing the repository's snapshot. Nothing is fetched.
import type { Command } from 'commander';
import { CliError, EXIT } from './exit-codes.js';
import { examples, sections } from './help.js';
import { print, withDatabase, type JsonFlag } from './admin-database.js';

const TRAFFIC_HELP = sections(
  examples(
    ['agentgauge admin traffic ranges', 'the ranges in force: each file, its creationTime, prefixes and source'],
    ['agentgauge admin traffic ranges --from ./ranges', 'install the files of ./ranges (gptbot.json, googlebot.json, …) for every worker'],
  ),
  `Ranges:
  AGENTGAUGE_AGENT_IP_RANGES_DIR, when set, wins over what is installed here; with neither, the snapshot in
  lib/traffic/ip-ranges is used. A bad file installs nothing (the command names it). docs/configuration.md
  "Traffic logs" says where the vendors publish each file.`,
);

export function registerAdminTrafficCommands(admin: Command): void {
  const traffic = admin.command('traffic').description('traffic logs: the crawler address ranges that verify agents').addHelpText('after', TRAFFIC_HELP);
  traffic
    .command('ranges')
    .description('list the crawler address ranges in force, or install a directory of them (--from)')
    .option('--from <dir>', 'install every *.json of this directory, replacing the ranges installed before')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { from?: string }) => {
      const [{ installRanges, rangesChoiceInForce }, { RangesError, rangeSetsOf }] = await Promise.all([
        import('../../lib/traffic/stored-ranges.js'),
        import('../../lib/traffic/ip-ranges.js'),
      ]);
      const choice = await withDatabase(async () => {
        try {
          return flags.from ? await installRanges(flags.from) : await rangesChoiceInForce();
        } catch (error) {
          if (error instanceof RangesError) throw new CliError(EXIT.usage, error.message);
          throw error;
        }
      });
      const sets = [...rangeSetsOf(choice.documents).values()];
      const files = sets.map((set) => ({ name: set.name, creationTime: set.creationTime, prefixes: set.prefixes, source: set.source }));
      print(
        flags,
        { origin: choice.origin, files },
        [
          `${flags.from ? 'Installed' : 'In force'}: ${choice.origin}`,
          ...files.map((file) => `  ${file.name}.json  created ${file.creationTime}  ${file.prefixes} prefixes  ${file.source ?? '(no source named)'}`),
        ].join('\n'),
      );
    });
}
