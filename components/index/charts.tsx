'use client';

// The index page's charts. Each is one image to assistive technology (role="img" with the figures in words); the
// tables beside them on the page hold the same numbers for keyboards and screen readers.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const AXIS_TICK = { fontSize: 12, fill: '#334155' };

export function ScoreDistributionChart({ bins, summary }: { bins: Array<{ label: string; count: number }>; summary: string }) {
  return (
    <div role="img" aria-label={summary} className="h-64 w-full min-w-0 overflow-hidden" data-testid="score-distribution">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bins} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
          <Tooltip />
          <Bar dataKey="count" name="Scanned sites" fill="#1d4ed8" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Horizontal bars of shares (0–100), one row per label: pass rates per check, or read rates per agent. */
export function ShareBars({
  rows,
  series,
  summary,
  testId,
}: {
  rows: Array<Record<string, string | number | null>>;
  series: Array<{ key: string; name: string; color: string }>;
  summary: string;
  testId: string;
}) {
  const height = Math.max(160, rows.length * 26 + 64);
  return (
    <div role="img" aria-label={summary} className="w-full min-w-0 overflow-hidden" style={{ height }} data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} unit="%" tick={AXIS_TICK} />
          <YAxis type="category" dataKey="label" width={132} tick={{ ...AXIS_TICK, fontSize: 11 }} interval={0} />
          <Tooltip formatter={(value) => `${String(value)}%`} />
          {series.length > 1 && <Legend />}
          {series.map((item) => (
            <Bar key={item.key} dataKey={item.key} name={item.name} stackId={series.length > 1 ? 'share' : undefined} fill={item.color} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
