// Capabilities over a population (a fleet run's summary, an index edition; checks.md 2026-12c): for each, the share of
// asked sites where it is present, split into platform-supplied and owner-built, how far the evidence goes (claimed,
// probed, exercised), answers from catch-all hosts apart, and "could not ask" as its own share with its count.
import { CAPABILITY_NAMES, PLATFORMS } from '@/engine/index';
import type { CapabilityFigure } from '@/lib/fleets/capability-figures';
import type { CapabilityCell } from '@/lib/fleets/capability-row';

const pctText = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
const count = (value: number) => value.toLocaleString('en-US');

/** A platform's name from the engine's table (an id the table no longer has is shown as it is). */
export function platformName(id: string): string {
  return PLATFORMS.find((platform) => platform.id === id)?.name ?? id;
}

export function CapabilityFigures({ figures, testId }: { figures: readonly CapabilityFigure[] | null; testId?: string }) {
  if (!figures) return <p className="text-sm text-slate-700">These figures were published before capabilities were counted (scorecard 2026.12.2).</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label="Capabilities" data-testid={testId}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">
          Each capability: present ÷ (present + no + catch-all) over the sites where it was asked, split into platform-supplied and owner-built; the evidence
          levels; catch-all answers; and the sites it could not be asked of, as their own share
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Capability</th>
            <th scope="col" className="px-3 py-2 font-semibold">Present</th>
            <th scope="col" className="px-3 py-2 font-semibold">Platform-supplied</th>
            <th scope="col" className="px-3 py-2 font-semibold">Owner-built</th>
            <th scope="col" className="px-3 py-2 font-semibold">Exercised · probed · declared</th>
            <th scope="col" className="px-3 py-2 font-semibold">No</th>
            <th scope="col" className="px-3 py-2 font-semibold">Catch-all host</th>
            <th scope="col" className="px-3 py-2 font-semibold">Could not ask</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {figures.map((figure) => (
            <tr key={figure.capability} data-capability={figure.capability}>
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="block font-medium text-slate-900">{CAPABILITY_NAMES[figure.capability]}</span>
                <span className="font-mono text-xs text-slate-700">{figure.checkId}</span>
              </th>
              <td className="px-3 py-2 tabular-nums">
                {pctText(figure.rate)} <span className="text-slate-700">({count(figure.present)})</span>
              </td>
              <td className="px-3 py-2 tabular-nums">
                {pctText(figure.platformRate)}
                {figure.platforms.length > 0 && (
                  <span className="block text-xs text-slate-700">{figure.platforms.map((entry) => `${platformName(entry.platform)} ${count(entry.count)}`).join(', ')}</span>
                )}
              </td>
              <td className="px-3 py-2 tabular-nums">{pctText(figure.ownerRate)}</td>
              <td className="px-3 py-2 tabular-nums">
                {count(figure.exercised)} · {count(figure.probed)} · {count(figure.declared)}
              </td>
              <td className="px-3 py-2 tabular-nums">{count(figure.no)}</td>
              <td className="px-3 py-2 tabular-nums">{count(figure.unproven)}</td>
              <td className="px-3 py-2 tabular-nums">
                {pctText(figure.couldNotAskShare)} <span className="text-slate-700">({count(figure.couldNotAsk)})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row's present capabilities in a few words: "MCP server exercised (Shopify), Commerce profile probed". */
export function capabilityCellsText(cells: Readonly<Record<string, CapabilityCell>>): string {
  return Object.entries(cells)
    .filter(([, cell]) => cell.value === 'exercised' || cell.value === 'probed' || cell.value === 'declared' || cell.value === 'could-not-ask')
    .map(([id, cell]) => {
      const name = CAPABILITY_NAMES[id as keyof typeof CAPABILITY_NAMES] ?? id;
      if (cell.value === 'could-not-ask') return `${name}: could not ask (${cell.reason})`;
      return `${name} ${cell.value}${cell.platform ? ` (${platformName(cell.platform)})` : ''}`;
    })
    .join(', ');
}
