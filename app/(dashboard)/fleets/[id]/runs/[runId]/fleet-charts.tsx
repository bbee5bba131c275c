// A fleet run's charts, on the shared chart family (components/charts): the score histogram and the pass rate per check.
import { ColumnBars, LabelledBars } from '@/components/charts/bar-charts';
import { PALETTE } from '@/components/charts/palette';
import { formatShare, sampleRange } from '@/components/charts/scale';

/** The score histogram: scanned targets per ten-point bin. */
export function ScoreHistogram({ bins }: { bins: Array<{ from: number; to: number; count: number }> }) {
  const rows = bins.map((bin) => ({ label: `${bin.from}–${bin.to === 100 ? 100 : bin.to - 1}`, count: bin.count }));
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  return (
    <ColumnBars
      rows={rows}
      series={[{ key: 'count', name: 'Targets', color: PALETTE.blue }]}
      scale={{ kind: 'count', max: Math.max(0, ...bins.map((bin) => bin.count)) }}
      summary={`Scanned targets per score band, of ${total}: ${rows.map((bin) => `${bin.label}: ${bin.count}`).join(', ')}`}
      n={`n = ${total.toLocaleString('en-US')} scanned targets, in ten-point score bands.`}
      height={224}
    />
  );
}

/**
 * Rates (0–1) as bars on their side, one per label, each with its sample size (`of`): pass rates per check. A rate with
 * nothing measured (null) is not applicable: it gets no bar (a bar would read as 0%) and is named under the chart.
 */
export function RateBars({ rows, label, name }: { rows: Array<{ label: string; rate: number | null; of: number }>; label: string; name: string }) {
  const measured = rows.filter((row): row is { label: string; rate: number; of: number } => row.rate !== null);
  const notApplicable = rows.filter((row) => row.rate === null);
  const words = `${label}: ${measured.map((row) => `${row.label} ${formatShare(row.rate)} of ${row.of}`).join(', ')}${notApplicable.length > 0 ? `; not applicable (measured on none): ${notApplicable.map((row) => row.label).join(', ')}` : ''}`;
  return (
    <>
      <LabelledBars
        rows={measured.map((row) => ({ label: row.label, rate: row.rate }))}
        series={[{ key: 'rate', name, color: PALETTE.bluishGreen }]}
        scale={{ kind: 'share' }}
        summary={words}
        n={sampleRange(measured.map((row) => row.of), 'targets')}
      />
      {notApplicable.length > 0 && (
        <p className="mt-1 text-sm text-slate-700">Not applicable (measured on no target, so no rate): {notApplicable.map((row) => row.label).join(', ')}.</p>
      )}
    </>
  );
}
