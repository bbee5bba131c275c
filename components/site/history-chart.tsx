'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { categoryAxis, GRID_STROKE, valueAxis } from '@/components/charts/axes';
import { PALETTE } from '@/components/charts/palette';
import { formatDate, formatDateTime } from './format';
import { HistoryFigure } from './history-figure';

export interface HistoryPoint {
  id: string;
  score: number | null;
  originScore: number | null;
  engine: string | null;
  scannedAt: string;
}

interface ChartRow {
  id: string;
  /** The axis label: "#2 2026-11-21" (unique per scan: two scans may share a day). */
  label: string;
  /** "#2 2026-11-21 09:00 UTC", for the tooltip, the table and screen readers. */
  name: string;
  score: number | null;
  originScore: number | null;
  engine: string | null;
}

const SERIES = [
  { key: 'score', name: 'Score', color: PALETTE.blue },
  { key: 'originScore', name: 'Start page score (dashed)', color: PALETTE.bluishGreen },
] as const;

function rowsOf(points: HistoryPoint[]): ChartRow[] {
  return points.map((point, index) => ({
    id: point.id,
    label: `#${index + 1} ${formatDate(point.scannedAt)}`,
    name: `#${index + 1} ${formatDateTime(point.scannedAt)}`,
    score: point.score === null ? null : Math.round(point.score * 10) / 10,
    originScore: point.originScore === null ? null : Math.round(point.originScore * 10) / 10,
    engine: point.engine,
  }));
}

/** Rows where the engine differs from the scan before: scores on either side were measured differently. */
function engineChanges(rows: ChartRow[]): ChartRow[] {
  return rows.filter((row, index) => index > 0 && row.engine !== rows[index - 1]!.engine);
}

/** Where a scan of the chart leads: its comparison with the scan before (the first scan: with the one after). */
function comparisonHref(siteId: string, ids: readonly string[], index: number): string | null {
  const [before, after] = index > 0 ? [ids[index - 1], ids[index]] : [ids[0], ids[1]];
  return before && after ? `/sites/${siteId}/compare?${new URLSearchParams({ before, after })}` : null;
}

/**
 * Score and start page score over time, oldest first, with engine-version changes marked. Scans are discrete: points
 * joined by straight lines, never a smoothed curve that invents values between them. Clicking a scan opens its
 * comparison with the scan before; the table below has the same links for keyboards and screen readers.
 */
export function HistoryChart({ siteId, points }: { siteId: string; points: HistoryPoint[] }) {
  const router = useRouter();
  const rows = rowsOf(points);
  const ids = rows.map((row) => row.id);
  const changes = engineChanges(rows);
  const summary =
    `Score history of ${rows.length} scans: ` +
    rows.map((row) => `${row.name}: ${row.score ?? 'no score'}`).join('; ') +
    (changes.length ? `. Engine changed at ${changes.map((row) => `${row.name} (${row.engine})`).join(', ')}.` : '.');
  return (
    <HistoryFigure
      label={summary}
      testId="history-chart"
      legend={SERIES}
      n={`n = ${rows.length} ${rows.length === 1 ? 'scan' : 'scans'}.`}
      tableSummary="Show the scores as a table"
      tableCaption="Score history"
      chart={
        <LineChart
          data={rows}
          margin={{ top: 24, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer={false}
          className="cursor-pointer"
          onClick={(state) => {
            const href = comparisonHref(siteId, ids, Number(state?.activeTooltipIndex ?? -1));
            if (href) router.push(href);
          }}
        >
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" />
          {/* Padding keeps the first and last markers whole; the shared category axis keeps the first label when labels thin. */}
          <XAxis {...categoryAxis('label')} padding={{ left: 16, right: 16 }} />
          <YAxis {...valueAxis({ kind: 'score' })} width={36} />
          <Tooltip labelFormatter={(label, payload) => (payload?.[0]?.payload as ChartRow | undefined)?.name ?? String(label)} />
          {changes.map((row) => (
            <ReferenceLine
              key={row.label}
              x={row.label}
              stroke={PALETTE.vermillion}
              strokeDasharray="4 4"
              label={{ value: `engine ${row.engine ?? 'unknown'}`, position: 'top', fill: '#92400e', fontSize: 12 }}
              className="engine-change"
            />
          ))}
          <Line
            name="Score"
            type="linear"
            dataKey="score"
            stroke={SERIES[0].color}
            strokeWidth={2}
            dot={{ r: 4 }}
            className="history-score"
            isAnimationActive={false}
            connectNulls
          />
          <Line
            name="Start page score"
            type="linear"
            dataKey="originScore"
            stroke={SERIES[1].color}
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={{ r: 3 }}
            className="history-origin-score"
            isAnimationActive={false}
            connectNulls
          />
        </LineChart>
      }
    >
      <thead>
        <tr>
          <th scope="col" className="py-1 pr-4">Scan</th>
          <th scope="col" className="py-1 pr-4">Score</th>
          <th scope="col" className="py-1 pr-4">Start page score</th>
          <th scope="col" className="py-1 pr-4">Engine</th>
          <th scope="col" className="py-1">Comparison</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.label}>
            <td className="py-1 pr-4">{row.name}</td>
            <td className="py-1 pr-4 tabular-nums">{row.score ?? '–'}</td>
            <td className="py-1 pr-4 tabular-nums">{row.originScore ?? '–'}</td>
            <td className="py-1 pr-4 font-mono text-xs">{row.engine ?? '–'}</td>
            <td className="py-1">
              {index > 0 && (
                <Link href={comparisonHref(siteId, ids, index)!} className="text-blue-800 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600">
                  Compare with scan #{index}
                </Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HistoryFigure>
  );
}
