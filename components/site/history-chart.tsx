'use client';

import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { HISTORY_CHART_HEIGHT } from './sizes';

export interface HistoryPoint {
  id: string;
  score: number | null;
  originScore: number | null;
  engine: string | null;
  scannedAt: string;
}

interface ChartRow {
  label: string;
  score: number | null;
  originScore: number | null;
  engine: string | null;
}

function rowsOf(points: HistoryPoint[]): ChartRow[] {
  return points.map((point, index) => ({
    // Unique per scan (two scans may share a minute): the category axis needs distinct values.
    label: `#${index + 1} ${point.scannedAt.slice(5, 16).replace('T', ' ')}`,
    score: point.score === null ? null : Math.round(point.score * 10) / 10,
    originScore: point.originScore === null ? null : Math.round(point.originScore * 10) / 10,
    engine: point.engine,
  }));
}

/** Rows where the engine differs from the scan before: scores on either side were measured differently. */
function engineChanges(rows: ChartRow[]): ChartRow[] {
  return rows.filter((row, index) => index > 0 && row.engine !== rows[index - 1]!.engine);
}

/** Score and origin score over time, oldest first, with engine-version changes marked. */
export function HistoryChart({ points }: { points: HistoryPoint[] }) {
  const rows = rowsOf(points);
  const changes = engineChanges(rows);
  const summary =
    `Score history of ${rows.length} scans: ` +
    rows.map((row) => `${row.label}: ${row.score ?? 'no score'}`).join('; ') +
    (changes.length ? `. Engine changed at ${changes.map((row) => `${row.label} (${row.engine})`).join(', ')}.` : '.');
  return (
    <figure className="min-w-0 space-y-3">
      {/* overflow-hidden: ResponsiveContainer re-measures a frame after the viewport shrinks; the page must not
          scroll sideways in between. */}
      <div role="img" aria-label={summary} className="w-full min-w-0 overflow-hidden" style={{ height: HISTORY_CHART_HEIGHT }} data-testid="history-chart">
        <ResponsiveContainer width="100%" height="100%">
          {/* The table below is the accessible form of the data; the chart itself is one image. */}
          <LineChart data={rows} margin={{ top: 24, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#334155' }} />
            <YAxis domain={[0, 100]} tick={{ fontSize: 12, fill: '#334155' }} width={36} />
            <Tooltip />
            <Legend />
            {changes.map((row) => (
              <ReferenceLine
                key={row.label}
                x={row.label}
                stroke="#b45309"
                strokeDasharray="4 4"
                label={{ value: `engine ${row.engine ?? 'unknown'}`, position: 'top', fill: '#92400e', fontSize: 12 }}
                className="engine-change"
              />
            ))}
            <Line
              name="Score"
              type="monotone"
              dataKey="score"
              stroke="#1d4ed8"
              strokeWidth={2}
              dot={{ r: 4 }}
              className="history-score"
              isAnimationActive={false}
              connectNulls
            />
            <Line
              name="Origin score"
              type="monotone"
              dataKey="originScore"
              stroke="#15803d"
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={{ r: 3 }}
              className="history-origin-score"
              isAnimationActive={false}
              connectNulls
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <details>
          <summary className="cursor-pointer text-sm font-medium text-blue-800 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600">
            Show the scores as a table
          </summary>
          <table className="mt-2 min-w-full text-left text-sm">
            <caption className="sr-only">Score history</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">Scan</th>
                <th scope="col" className="py-1 pr-4">Score</th>
                <th scope="col" className="py-1 pr-4">Origin score</th>
                <th scope="col" className="py-1">Engine</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <td className="py-1 pr-4">{row.label}</td>
                  <td className="py-1 pr-4 tabular-nums">{row.score ?? '–'}</td>
                  <td className="py-1 pr-4 tabular-nums">{row.originScore ?? '–'}</td>
                  <td className="py-1 font-mono text-xs">{row.engine ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
