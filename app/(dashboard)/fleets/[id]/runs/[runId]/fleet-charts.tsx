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

/** The labels' column: wide enough for 18 characters of 11 px text a line, narrow enough to leave the bars room at 390 px. */
const LABEL_WIDTH = 120;
const LABEL_LINE_CHARACTERS = 18;
const LABEL_LINE_HEIGHT = 12;

/** A label in lines of at most LABEL_LINE_CHARACTERS, broken between words (a longer word stands on its own line). */
function labelLines(label: string): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LABEL_LINE_CHARACTERS) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The y-axis tick: the label in lines, right-aligned against the bars, so a long name never runs out of the chart. */
function WrappedTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value: string } }) {
  const lines = labelLines(payload?.value ?? '');
  const top = Number(y) - ((lines.length - 1) * LABEL_LINE_HEIGHT) / 2;
  return (
    <text x={Number(x)} y={top} textAnchor="end" dominantBaseline="middle" fontSize={11} fill="#334155">
      {lines.map((line, index) => (
        <tspan key={index} x={Number(x)} dy={index === 0 ? 0 : LABEL_LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
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
  // Each row tall enough for the longest label's lines.
  const rowHeight = Math.max(22, Math.max(1, ...measured.map((row) => labelLines(row.label).length)) * LABEL_LINE_HEIGHT + 8);
  const words = `${label}: ${measured.map((row) => `${row.label} ${Math.round(row.rate! * 1000) / 10}% of ${row.of}`).join(', ')}${notApplicable.length > 0 ? `; not applicable (measured on none): ${notApplicable.map((row) => row.label).join(', ')}` : ''}`;
  return (
    <>
    <div className="w-full" style={{ height: Math.max(120, data.length * rowHeight + 40) }} role="img" aria-label={words}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 0, right: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} unit="%" tick={{ fontSize: 11 }} />
          <YAxis type="category" dataKey="label" width={LABEL_WIDTH} tick={<WrappedTick />} interval={0} />
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
