// `agentgauge checks`: the catalog of the checks this CLI's engine measures.
import type { Command } from 'commander';
import { AGENT_PROFILES, ASSERTION_PRESETS, CHECK_COUNT, CRAWLER_POLICY_CLASS, PRESET_NAMES, SCORECARD_VERSION, presetAssertions, thousands, type AgentProfile, type Sourced } from '../../engine/light.js';
import { capsText, checkDetails } from './check-details.js';
import { catalogTable } from './checks-table.js';
import { usageError } from './exit-codes.js';
import { examples, sections } from './help.js';
import { styleFor, type Style } from './style.js';

const CHECKS_HELP = sections(
  examples(
    ['agentgauge checks', 'list every check with its category, scope, weight and profiles'],
    ['agentgauge checks --json', 'the catalog as JSON (ids, names, descriptions, weights, profiles, codes, limits, environment)'],
    ['agentgauge checks api-catalog', 'one check in full: its limits, environment variables and finding codes with their statuses'],
    ['agentgauge checks --caps', 'every check\'s caps and budgets, and the environment variables that change them'],
    ['agentgauge checks --presets', 'the assertion presets of audit --preset, each with its assertions'],
    ['agentgauge checks --agents', 'the agent profiles the reports speak for, every value with its source (--json: as JSON)'],
    ['agentgauge audit example.com --checks $(agentgauge checks --json | jq -r \'map(select(.category=="Discovery").id) | join(",")\')', 'audit only the Discovery checks'],
  ),
  `Columns:
  WEIGHT    weight in the cost-and-coverage half of the score (scorecard ${SCORECARD_VERSION}); "gate" = counted in
            Access from the agent views, "bonus" = an emerging standard that can only add, "info" = informational
  GRADE     evidence grade: A success outcome, B cost outcome, C mechanism, 0 none found, N controlled null
  PROFILES  "base" = counted for every site; otherwise the site profiles (--profile) that make it count
  SCOPE     origin = measured once per site; page = measured on each page (site audits average the pages)`,
  `Exit codes:
  0  done
  2  usage error (an unknown check id)`,
);

function sourced<T>(fact: Sourced<T>): string {
  return fact.value === 'unknown' ? 'unknown' : typeof fact.value === 'number' ? thousands(fact.value) : String(fact.value);
}

/** The agent profiles, each value with its source. */
function agentsText(style: Style): string {
  const facts = (profile: AgentProfile): Array<[string, string, string]> => [
    ['Accept', sourced(profile.accept), profile.accept.source],
    ['runs JavaScript', sourced(profile.runsJavaScript), profile.runsJavaScript.source],
    ['obeys robots.txt', sourced(profile.obeysRobots), profile.obeysRobots.source],
    ['text', sourced(profile.conversion), profile.conversion.source],
    ['characters kept', sourced(profile.charactersKept), profile.charactersKept.source],
    ['follows Markdown alternate', sourced(profile.followsMarkdownAlternate), profile.followsMarkdownAlternate.source],
    ['follows meta refresh', sourced(profile.followsMetaRefresh), profile.followsMetaRefresh.source],
  ];
  const blocks = AGENT_PROFILES.map((profile) =>
    [
      `${style.bold(profile.id)}  ${profile.name}${profile.namesItselfAsAgent ? '' : style.dim(' (browser-like User-Agent: cannot be told from people)')}`,
      ...profile.userAgents.map((variant, index) => `  User-Agent${index === 0 ? ' (sent)' : ' (also reported)'}: ${variant.userAgent}\n    ${style.dim(variant.source)}`),
      ...facts(profile).map(([name, value, source]) => `  ${name}: ${value}\n    ${style.dim(source)}`),
    ].join('\n'),
  );
  const crawlers = `${style.bold('crawlers')}  ${CRAWLER_POLICY_CLASS.name}: ${CRAWLER_POLICY_CLASS.tokens.join(', ')}\n  ${CRAWLER_POLICY_CLASS.meaning}\n    ${style.dim(CRAWLER_POLICY_CLASS.source)}`;
  return `${[...blocks, crawlers].join('\n\n')}\n`;
}

/** Every preset with its assertions expanded (those of the preset it extends included), as --preset applies them. */
function presetsList(): Array<{ name: string; description: string; extends: string | null; assert: Record<string, number | string> }> {
  return PRESET_NAMES.map((name) => {
    const preset = ASSERTION_PRESETS[name];
    return {
      name,
      description: preset.description,
      extends: 'extends' in preset ? preset.extends : null,
      assert: Object.fromEntries(presetAssertions(name)),
    };
  });
}

function presetsText(style: Style): string {
  return presetsList()
    .map((preset) => {
      const inherited = preset.extends ? style.dim(` (${preset.extends} plus its own)`) : '';
      const assertions = Object.entries(preset.assert).map(([key, value]) => `${key}=${value}`);
      return `${style.bold(preset.name)}${inherited}  ${preset.description}\n  ${assertions.join(' ')}\n`;
    })
    .join('\n');
}

export function registerChecksCommand(program: Command): void {
  program
    .command('checks')
    .argument('[ids...]', 'show these checks in full (limits, environment variables, finding codes)')
    .description(`List the ${CHECK_COUNT} checks: ids, names, categories, scopes, weights and profiles; or some in full.`)
    .option('--json', 'print the catalog (or the named checks) as JSON on stdout')
    .option('--caps', 'list every check\'s caps, budgets and environment variables')
    .option('--presets', 'list the assertion presets of "audit --preset" instead (with --json: as JSON)')
    .option('--agents', 'list the agent profiles the reports speak for, every value with its source (with --json: as JSON)')
    .addHelpText('after', CHECKS_HELP)
    .action(async (ids: string[], flags: { json?: boolean; caps?: boolean; presets?: boolean; agents?: boolean }) => {
      if (flags.agents) {
        const json = { scorecard: SCORECARD_VERSION, profiles: AGENT_PROFILES, crawlers: CRAWLER_POLICY_CLASS };
        process.stdout.write(flags.json ? `${JSON.stringify(json, null, 2)}\n` : agentsText(styleFor(process.stdout)));
        return;
      }
      if (flags.presets) {
        process.stdout.write(flags.json ? `${JSON.stringify(presetsList(), null, 2)}\n` : presetsText(styleFor(process.stdout)));
        return;
      }
      // The catalog (120 KB of JSON text) loads when the command runs, not with the CLI (program.ts).
      const { loadCatalog } = await import('./catalog.js');
      const catalog = await loadCatalog();
      const unknown = ids.filter((id) => !catalog.isCheckId(id));
      if (unknown.length > 0) throw usageError(`unknown check id${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')} (run "agentgauge checks" for the list)`);
      const entries = ids.length > 0 ? catalog.entries.filter((entry) => ids.includes(entry.id)) : catalog.entries;
      const style = styleFor(process.stdout);
      if (flags.json) process.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
      else if (flags.caps) process.stdout.write(capsText(entries, style));
      else if (ids.length > 0) process.stdout.write(entries.map((entry) => checkDetails(entry, style)).join('\n'));
      else process.stdout.write(catalogTable(entries, style));
    });
}
