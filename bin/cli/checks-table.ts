// The table `agentgauge checks` prints: rendered by the command, and by the build for the launcher, which prints
// the build's copy when `checks` is run alone (bin/build-cli.mjs, bin/agentgauge).
import type { CatalogEntry } from '../../engine/index.js';
import type { Style } from './style.js';

export function catalogTable(entries: readonly CatalogEntry[], style: Style): string {
  const header = ['ID', 'NAME', 'CATEGORY', 'SCOPE', 'WEIGHT', 'GRADE', 'PROFILES'];
  const rows = entries.map((entry) => [
    entry.id,
    entry.name,
    entry.category,
    entry.scope,
    weightLabel(entry),
    entry.evidence.grade === 'gate' || entry.evidence.grade === 'emerging' ? '-' : entry.evidence.grade,
    entry.profiles.join(', '),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ');
  return [style.bold(line(header)), ...rows.map(line)].join('\n') + '\n';
}

function weightLabel(entry: CatalogEntry): string {
  if (entry.evidence.grade === 'gate') return 'gate';
  if (entry.evidence.grade === 'emerging') return entry.informational ? 'info, bonus' : 'bonus';
  return entry.informational ? 'info' : String(entry.weight);
}
