// `agentgauge checks <id>…` and `--caps`: what the catalog says of a check beyond the table — its limits, the
// environment variables that change it, and its finding codes with the statuses they are reported with.
import type { CatalogEntry } from '../../engine/index.js';
import { describeLimit } from '../../engine/light.js';
import type { Style } from './style.js';

function columns(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ').trimEnd());
}

/** The limits and environment variables of one check, one per line (the README's table holds the same). */
function capsLines(entry: CatalogEntry): string[] {
  return [
    ...entry.limits.map((limit) => describeLimit(limit)),
    ...entry.environment.map((setting) => `${setting.name}=${setting.value}: ${setting.meaning}`),
  ];
}

export function checkDetails(entry: CatalogEntry, style: Style): string {
  const weight = entry.informational ? 'informational (measured, never counted)' : `weight ${entry.weight}`;
  const profiles = entry.profiles.includes('base') ? 'every profile' : `profiles ${entry.profiles.join(', ')}`;
  const lines = [
    `${style.bold(entry.id)}  ${entry.name}  (${entry.category}, ${entry.scope})`,
    `  ${entry.description}`,
    `  ${weight}; counts in ${profiles}`,
  ];
  const caps = capsLines(entry);
  if (caps.length > 0) lines.push('', '  Limits and settings:', ...caps.map((line) => `    ${line}`));
  lines.push('', '  Finding codes:', ...columns(entry.codes.map((code) => [code.code, code.statuses?.join('/') ?? '', code.meaning])).map((line) => `    ${line}`));
  return `${lines.join('\n')}\n`;
}

/** Every check's limits and settings, grouped by check. */
export function capsText(entries: readonly CatalogEntry[], style: Style): string {
  return entries
    .map((entry) => ({ entry, caps: capsLines(entry) }))
    .filter(({ caps }) => caps.length > 0)
    .map(({ entry, caps }) => `${style.bold(entry.id)}\n${caps.map((line) => `  ${line}`).join('\n')}\n`)
    .join('\n');
}
