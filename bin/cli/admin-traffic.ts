// `agentgauge admin traffic ranges [--from <dir>]`: the crawler address ranges that make traffic `verified` (issue 55).
// Without --from it lists the ranges in force, each with its date; with it, it checks every *.json of the directory
// (the vendors' shape, {"creationTime", "prefixes": [...]}, one file per agent named as lib/traffic/ip-ranges/README.md
// names them) and installs them in the database for every worker, replacing the repository's snapshot.
// `agentgauge admin traffic ranges update [--feeds <file>]` (issue 61 point 3) fetches the vendors' files themselves
// (lib/traffic/ranges-update.ts), refuses a feed that fails, names a file it does not read, lists too wide a prefix, or
// whose address space shrinks by more than half or grows past four times, and stamps each file taken.
import type { Command } from 'commander';
import { CliError, EXIT } from './exit-codes.js';
import { examples, sections } from './help.js';
import { print, withDatabase, type JsonFlag } from './admin-database.js';

const TRAFFIC_HELP = sections(
  examples(
    ['agentgauge admin traffic ranges', 'the ranges in force: each file, its creationTime, prefixes and source'],
    ['agentgauge admin traffic ranges --from ./ranges', 'install the files of ./ranges (gptbot.json, googlebot.json, …) for every worker'],
    ['agentgauge admin traffic ranges update', "fetch the vendors' current files; a failed, widened, grown or shrunken feed is refused and its file kept"],
  ),
  `Ranges:
  AGENTGAUGE_AGENT_IP_RANGES_DIR, when set, wins over what is installed here; with neither, the snapshot in
  lib/traffic/ip-ranges is used. A bad file installs nothing (the command names it). docs/configuration.md
  "Traffic logs" says where the vendors publish each file. A file older than 90 days is stale: the Traffic tab warns.
  Figures already counted are not judged again with new files: new batches are.`,
);

export function registerAdminTrafficCommands(admin: Command): void {
  const traffic = admin.command('traffic').description('traffic logs: the crawler address ranges that verify agents').addHelpText('after', TRAFFIC_HELP);
  const ranges = traffic
    .command('ranges')
    .description('list the crawler address ranges in force, or install a directory of them (--from)')
    .option('--from <dir>', 'install every *.json of this directory, replacing the ranges installed before')
    .option('--json', 'print the result as one JSON object');
  ranges.action(async (flags: JsonFlag & { from?: string }) => {
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
      const files = filesOf(rangeSetsOf(choice.documents));
      print(flags, { origin: choice.origin, files }, [`${flags.from ? 'Installed' : 'In force'}: ${choice.origin}`, ...files.map(fileLine)].join('\n'));
    });
  ranges
    .command('update')
    .description("fetch the vendors' published ranges files; refuse a feed that fails, is not a known file, lists a prefix wider than /16 (IPv6 /32), or whose addresses shrink by more than half or grow past four times; stamp and install the rest for every worker")
    .option('--feeds <file>', 'a JSON object of file name to URL to take them from instead (a mirror); only those files are fetched')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { feeds?: string }) => {
      const [{ updateRanges }, { rangeSetsOf }, { readFileSync }] = await Promise.all([
        import('../../lib/traffic/ranges-update.js'),
        import('../../lib/traffic/ip-ranges.js'),
        import('node:fs'),
      ]);
      let feeds: Map<string, string> | undefined;
      if (flags.feeds) {
        try {
          const parsed: unknown = JSON.parse(readFileSync(flags.feeds, 'utf8'));
          if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((url) => typeof url !== 'string')) throw new Error('not a JSON object of file name to URL');
          feeds = new Map(Object.entries(parsed as Record<string, string>));
        } catch (error) {
          throw new CliError(EXIT.usage, `--feeds ${flags.feeds}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
        }
      }
      const { outcomes, choice } = await withDatabase(() => updateRanges({ feeds }));
      const files = filesOf(rangeSetsOf(choice.documents));
      const refused = outcomes.filter((outcome) => !outcome.taken);
      print(
        flags,
        { outcomes, origin: choice.origin, files },
        [
          ...outcomes.map((outcome) =>
            outcome.taken
              ? `Taken: ${outcome.file}.json, ${outcome.after} prefixes${outcome.before === null ? '' : ` (was ${outcome.before})`}, from ${outcome.url}`
              : `Refused: ${outcome.file}.json from ${outcome.url}: ${outcome.refused}`,
          ),
          `In force: ${choice.origin}`,
          ...(process.env.AGENTGAUGE_AGENT_IP_RANGES_DIR?.trim() ? ['AGENTGAUGE_AGENT_IP_RANGES_DIR is set: its files stay in force over these until it is unset.'] : []),
          ...files.map(fileLine),
        ].join('\n'),
      );
      if (refused.length > 0) throw new CliError(EXIT.failure, `${refused.length} of ${outcomes.length} feeds refused; their files in force were kept.`);
    });
}

interface FileRow {
  name: string;
  creationTime: string;
  fetchedAt: string | null;
  prefixes: number;
  source: string | null;
}

function filesOf(sets: ReadonlyMap<string, { name: string; creationTime: string; fetchedAt: string | null; prefixes: number; source: string | null }>): FileRow[] {
  return [...sets.values()].map((set) => ({ name: set.name, creationTime: set.creationTime, fetchedAt: set.fetchedAt, prefixes: set.prefixes, source: set.source }));
}

function fileLine(file: FileRow): string {
  return `  ${file.name}.json  created ${file.creationTime}${file.fetchedAt ? `  taken ${file.fetchedAt}` : ''}  ${file.prefixes} prefixes  ${file.source ?? '(no source named)'}`;
}
