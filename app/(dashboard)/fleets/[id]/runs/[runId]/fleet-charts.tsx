'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The score histogram: scanned targets per ten-point bin. */
export function ScoreHistogram({ bins }: { bins: Array<{ from: number; to: number; count: number }> }) {
  const data = bins.map((bin) => ({ label: `${bin.from}–${bin.to === 100 ? 100 : bin.to - 1}`, count: bin.count }));
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  return (
    <div className="h-56 w-full" role="img" aria-label={`Scanned targets per score band, of ${total}: ${data.map((bin) => `${bin.label}: ${bin.count}`).join(', ')}`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: -16, right: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" interval={0} tick={{ fontSize: 11 }} angle={-30} textAnchor="end" height={44} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="count" name="Targets" fill="#1d4ed8" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * Rates (0–1) as horizontal bars, one per label, each with its sample size (`of`): pass rates per check. A rate with
 * nothing measured (null) is not applicable: it gets no bar (a bar would read as 0%) and is named under the chart.
 */
export function RateBars({ rows, label, name }: { rows: Array<{ label: string; rate: number | null; of: number }>; label: string; name: string }) {
  const measured = rows.filter((row) => row.rate !== null);
  const notApplicable = rows.filter((row) => row.rate === null);
  const data = measured.map((row) => ({ label: row.label, percent: Math.round(row.rate! * 1000) / 10 }));
  const words = `${label}: ${measured.map((row) => `${row.label} ${Math.round(row.rate! * 1000) / 10}% of ${row.of}`).join(', ')}${notApplicable.length > 0 ? `; not applicable (measured on none): ${notApplicable.map((row) => row.label).join(', ')}` : ''}`;
  return (
    <>
    <div className="w-full" style={{ height: Math.max(120, data.length * 22 + 40) }} role="img" aria-label={words}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 0, right: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} unit="%" tick={{ fontSize: 11 }} />
          <YAxis type="category" dataKey="label" width={150} tick={{ fontSize: 11 }} interval={0} />
          <Tooltip formatter={(value) => `${value}%`} />
          <Bar dataKey="percent" name={name} fill="#15803d" />
        </BarChart>
      </ResponsiveContainer>
    </div>
    {notApplicable.length > 0 && (
      <p className="mt-1 text-sm text-slate-700">Not applicable (measured on no target, so no rate): {notApplicable.map((row) => row.label).join(', ')}.</p>
    )}
    </>
  );
}
