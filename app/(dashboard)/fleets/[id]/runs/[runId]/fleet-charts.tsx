'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The score histogram: scanned targets per ten-point bin. */
export function ScoreHistogram({ bins }: { bins: Array<{ from: number; to: number; count: number }> }) {
  const data = bins.map((bin) => ({ label: `${bin.from}–${bin.to === 100 ? 100 : bin.to - 1}`, count: bin.count }));
  return (
    <div className="h-56 w-full" role="img" aria-label={`Scanned targets per score band: ${data.map((bin) => `${bin.label}: ${bin.count}`).join(', ')}`}>
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

/** Rates (0–1, null: nothing measured) as horizontal bars, one per label: pass rates per check, read rates per agent. */
export function RateBars({ rows, label, name }: { rows: Array<{ label: string; rate: number | null }>; label: string; name: string }) {
  const data = rows.map((row) => ({ label: row.label, percent: row.rate === null ? 0 : Math.round(row.rate * 1000) / 10, measured: row.rate !== null }));
  return (
    <div className="w-full" style={{ height: Math.max(120, data.length * 22 + 40) }} role="img" aria-label={`${label}: ${rows.map((row) => `${row.label} ${row.rate === null ? 'not measured' : `${Math.round(row.rate * 100)}%`}`).join(', ')}`}>
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
  );
}
