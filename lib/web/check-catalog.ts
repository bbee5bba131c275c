// The check catalog as people read it: on the /checks page, its markdown twin and the README's table of caps. All of
// it is rendered from the engine's catalog (engine/catalog.ts): no number or code is written here.
import { CATEGORIES, describeLimit, type CatalogEntry, type Category, AGENT_PROFILES, EMERGING_BONUS, JAVASCRIPT_READ_FLOOR, SCORE_CAPS, SCORECARD_VERSION } from '@/engine/index';
import { CHECK_CATALOG } from '@/engine/index';
import { count } from '@/lib/format/numbers';

export function catalogByCategory(entries: readonly CatalogEntry[] = CHECK_CATALOG): Array<{ category: Category; entries: CatalogEntry[] }> {
  return CATEGORIES.map((category) => ({ category, entries: entries.filter((entry) => entry.category === category) })).filter(
    (group) => group.entries.length > 0,
  );
}

/** "Weight 5 in profiles api, mcp, agent (and all)" / "Weight 8 in every profile" / "Informational: never counted". */
export function weightText(entry: CatalogEntry): string {
  const where = entry.profiles.includes('base') ? 'every profile' : `the ${entry.profiles.join(', ')} profiles (and all)`;
  // Scorecard 2026.12: gates count in Access, emerging standards only as a bonus, the others by evidence grade.
  if (entry.evidence.grade === 'gate') return `A gate: counted in Access, half of the score, through the agent views (evidence: ${entry.evidence.source})`;
  if (entry.evidence.grade === 'emerging') {
    return `${entry.informational ? 'Informational; an' : 'An'} emerging standard: adds to the score's bonus when it passes, never subtracts (${entry.evidence.source})`;
  }
  if (entry.informational) return 'Informational: measured and reported, never counted in the score';
  return `Weight ${entry.weight} in the cost-and-coverage half of the score (evidence grade ${entry.evidence.grade}: ${entry.evidence.source}), counted in ${where}`;
}

/** Every check's caps, budgets and environment variables as markdown tables (the README holds this block). */
export function capsMarkdown(entries: readonly CatalogEntry[] = CHECK_CATALOG): string {
  const limits = entries
    .filter((entry) => entry.limits.length > 0)
    .map((entry) => `| \`${entry.id}\` | ${entry.limits.map((limit) => describeLimit(limit)).join('; ')} |`);
  const settings = new Map<string, { value: string; meaning: string; checks: string[] }>();
  for (const entry of entries) {
    for (const setting of entry.environment) {
      const known = settings.get(setting.name) ?? { value: setting.value, meaning: setting.meaning, checks: [] };
      known.checks.push(entry.id);
      settings.set(setting.name, known);
    }
  }
  return [
    '| Check | Caps and budgets |',
    '|---|---|',
    ...limits,
    '',
    '| Variable | Value | Checks | Meaning |',
    '|---|---|---|---|',
    ...[...settings].map(([name, setting]) => `| \`${name}\` | \`${setting.value}\` | ${setting.checks.map((id) => `\`${id}\``).join(', ')} | ${setting.meaning} |`),
  ].join('\n');
}

/** The /checks page as markdown: the same checks, limits, settings and codes. */
export function catalogMarkdown(origin: string, entries: readonly CatalogEntry[] = CHECK_CATALOG): string {
  const lines = [
    `# The ${entries.length} checks`,
    '',
    `> Every check Agent Gauge measures: what it looks at, its weight, its caps and settings, and the finding codes it reports. JSON: \`agentgauge checks --json\`, or the MCP tool list_checks at ${origin}/mcp.`,
    '',
  ];
  lines.push(
    `## The score (scorecard ${SCORECARD_VERSION})`,
    '',
    `Agent access is half: the share of the agent profiles that read the start page's main content. Cost and coverage is the other half: the weighted mean of the other checks by evidence grade. Emerging standards add up to ${EMERGING_BONUS.max} points, never subtracting. Caps, applied only where they lower the score: ${SCORE_CAPS['agents-refused'].limit} (${SCORE_CAPS['agents-refused'].reason}) and ${SCORE_CAPS['javascript-only'].limit} (${SCORE_CAPS['javascript-only'].reason} A page the browsing profile reads scores at least ${JAVASCRIPT_READ_FLOOR.score} under it.)`,
    '',
    '## Agent profiles',
    '',
    ...AGENT_PROFILES.map((profile) => `- \`${profile.id}\`: ${profile.name}; User-Agent \`${profile.userAgents[0]!.userAgent}\`; Accept \`${profile.accept.value}\`; keeps ${profile.charactersKept.value === 'unknown' ? 'an unknown number of' : count(profile.charactersKept.value)} characters (sources: \`agentgauge checks --agents\`)`),
    '',
  );
  for (const { category, entries: group } of catalogByCategory(entries)) {
    lines.push(`## ${category}`, '');
    for (const entry of group) {
      lines.push(`### ${entry.name} (\`${entry.id}\`)`, '', entry.description, '', `- ${weightText(entry)}; measured per ${entry.scope}`);
      for (const limit of entry.limits) lines.push(`- ${describeLimit(limit)}`);
      for (const setting of entry.environment) lines.push(`- \`${setting.name}=${setting.value}\`: ${setting.meaning}`);
      lines.push('', '| Code | Status | Meaning |', '|---|---|---|');
      for (const code of entry.codes) lines.push(`| \`${code.code}\` | ${code.statuses?.join(', ') ?? ''} | ${code.meaning.replaceAll('|', '\\|')} |`);
      lines.push('');
    }
  }
  return lines.join('\n');
}
