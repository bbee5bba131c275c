// Capabilities over a population (a fleet run's summary, an index edition; checks.md 2026-12c): for each, the share of
// asked sites where it is present, split into platform-supplied and owner-built, how far the evidence goes (claimed,
// probed, exercised), answers from catch-all hosts apart, and "could not ask" as its own share with its count.
import { CAPABILITY_NAMES, PLATFORMS } from '@/engine/index';
import type { CapabilityFigure } from '@/lib/fleets/capability-figures';
import type { CapabilityCell } from '@/lib/fleets/capability-row';
import { DataTable } from './data-table';

const pctText = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
const count = (value: number) => value.toLocaleString('en-US');

/** A platform's name from the engine's table (an id the table no longer has is shown as it is). */
export function platformName(id: string): string {
  return PLATFORMS.find((platform) => platform.id === id)?.name ?? id;
}

export function CapabilityFigures({ figures, testId }: { figures: readonly CapabilityFigure[] | null; testId?: string }) {
  if (!figures) return <p className="text-sm text-slate-700">These figures were published before capabilities were counted (scorecard 2026.12.2).</p>;
  return (
    <div data-testid={testId}>
      <DataTable
        caption="Each capability: present ÷ (present + no + catch-all) over the sites where it was asked, split into platform-supplied and owner-built; the evidence levels; catch-all answers; and the sites it could not be asked of, as their own share"
        rows={[...figures]}
        rowKey={(figure) => figure.capability}
        rowHeader="capability"
        rowAttributes={(figure) => ({ 'data-capability': figure.capability })}
        columns={[
          {
            key: 'capability',
            header: 'Capability',
            className: 'font-normal',
            cell: (figure) => (
              <>
                <span className="block font-medium text-slate-900">{CAPABILITY_NAMES[figure.capability]}</span>
                <span className="font-mono text-xs text-slate-700">{figure.checkId}</span>
              </>
            ),
          },
          {
            key: 'present',
            header: 'Present',
            className: 'tabular-nums',
            cell: (figure) => (
              <>
                {pctText(figure.rate)} <span className="text-slate-700">({count(figure.present)})</span>
              </>
            ),
          },
          {
            key: 'platform',
            header: 'Platform-supplied',
            className: 'tabular-nums',
            cell: (figure) => (
              <>
                {pctText(figure.platformRate)}
                {figure.platforms.length > 0 && (
                  <span className="block text-xs text-slate-700">{figure.platforms.map((entry) => `${platformName(entry.platform)} ${count(entry.count)}`).join(', ')}</span>
                )}
              </>
            ),
          },
          { key: 'owner', header: 'Owner-built', className: 'tabular-nums', cell: (figure) => pctText(figure.ownerRate) },
          {
            key: 'evidence',
            header: 'Exercised · probed · declared',
            label: 'Exercised · probed · declared',
            className: 'tabular-nums',
            cell: (figure) => `${count(figure.exercised)} · ${count(figure.probed)} · ${count(figure.declared)}`,
          },
          { key: 'no', header: 'No', className: 'tabular-nums', cell: (figure) => count(figure.no) },
          { key: 'catch-all', header: 'Catch-all host', className: 'tabular-nums', cell: (figure) => count(figure.unproven) },
          {
            key: 'could-not-ask',
            header: 'Could not ask',
            className: 'tabular-nums',
            cell: (figure) => (
              <>
                {pctText(figure.couldNotAskShare)} <span className="text-slate-700">({count(figure.couldNotAsk)})</span>
              </>
            ),
          },
        ]}
      />
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
