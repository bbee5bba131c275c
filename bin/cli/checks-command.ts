// `agentgauge checks`: the catalog of the checks this CLI's engine measures.
import type { Command } from 'commander';
import { CHECK_COUNT } from '../../engine/light.js';
import type { CatalogEntry } from '../../engine/index.js';
import { loadCatalog } from './catalog.js';
import { examples, sections } from './help.js';
import { styleFor, type Style } from './style.js';

const CHECKS_HELP = sections(
  examples(
    ['agentgauge checks', 'list every check with its category, scope, weight and profiles'],
    ['agentgauge checks --json', 'the catalog as JSON (ids, names, descriptions, weights, profiles)'],
    ['agentgauge audit example.com --checks $(agentgauge checks --json | jq -r \'map(select(.category=="Discovery").id) | join(",")\')', 'audit only the Discovery checks'],
  ),
  `Columns:
  WEIGHT    share of the overall score; "info" = informational, measured but never counted
  PROFILES  "base" = counted for every site; otherwise the site profiles (--profile) that make it count
  SCOPE     origin = measured once per site; page = measured on each page (site audits average the pages)`,
  `Exit codes:
  0  done
  2  usage error`,
);

function table(entries: readonly CatalogEntry[], style: Style): string {
  const header = ['ID', 'NAME', 'CATEGORY', 'SCOPE', 'WEIGHT', 'PROFILES'];
  const rows = entries.map((entry) => [
    entry.id,
    entry.name,
    entry.category,
    entry.scope,
    entry.informational ? 'info' : String(entry.weight),
    entry.profiles.join(', '),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ');
  return [style.bold(line(header)), ...rows.map(line)].join('\n') + '\n';
}

export function registerChecksCommand(program: Command): void {
  program
    .command('checks')
    .description(`List the ${CHECK_COUNT} checks: ids, names, categories, scopes, weights and profiles.`)
    .option('--json', 'print the catalog as JSON on stdout')
    .addHelpText('after', CHECKS_HELP)
    .action(async (flags: { json?: boolean }) => {
      const { entries } = await loadCatalog();
      if (flags.json) {
        process.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
      } else {
        process.stdout.write(table(entries, styleFor(process.stdout)));
      }
    });
}
