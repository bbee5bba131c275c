'use client';

import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { categoryAxis, GRID_STROKE, valueAxis } from '@/components/charts/axes';
import { PALETTE } from '@/components/charts/palette';
import { formatDate, formatDateTime } from './format';
import { HistoryFigure } from './history-figure';

export interface JourneyHistoryPoint {
  id: string;
  scannedAt: string;
  journeys: { found: number; of: number; notMeasured: number } | null;
}

const SERIES = [
  { key: 'found', name: 'Found', color: PALETTE.bluishGreen },
  { key: 'of', name: 'Ran (journeys × agents, dashed)', color: PALETTE.grey },
] as const;

interface Row {
  label: string;
  name: string;
  found: number | null;
  of: number | null;
  notMeasured: number | null;
}

/**
 * Journey pass counts over scans, oldest first (issue 33 point 3): results found (journey × agent) beside results run,
 * so a journey added or removed reads as a change of the second line, not as agents losing answers. Scans without
 * journeys have no point. The table below is the accessible form.
 */
export function JourneyHistoryChart({ points }: { points: JourneyHistoryPoint[] }) {
  const rows: Row[] = points.map((point, index) => ({
    label: `#${index + 1} ${formatDate(point.scannedAt)}`,
    name: `#${index + 1} ${formatDateTime(point.scannedAt)}`,
    found: point.journeys?.found ?? null,
    of: point.journeys?.of ?? null,
    notMeasured: point.journeys?.notMeasured ?? null,
  }));
  const summary =
    `Journey history of ${rows.length} scans: ` + rows.map((row) => `${row.name}: ${row.of === null ? 'no journeys' : `${row.found} of ${row.of} found`}`).join('; ') + '.';
  return (
    <HistoryFigure
      label={summary}
      testId="journey-history-chart"
      legend={SERIES}
      n={`n = ${rows.length} ${rows.length === 1 ? 'scan' : 'scans'}, ${rows.filter((row) => row.of !== null).length} with journeys.`}
      tableSummary="Show the journey counts as a table"
      tableCaption="Journey history"
      chart={
        <LineChart data={rows} margin={{ top: 24, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" />
          <XAxis {...categoryAxis('label')} padding={{ left: 16, right: 16 }} />
          <YAxis {...valueAxis({ kind: 'count', max: Math.max(0, ...rows.map((row) => row.of ?? 0)) })} width={36} />
          <Tooltip labelFormatter={(label, payload) => (payload?.[0]?.payload as Row | undefined)?.name ?? String(label)} />
          <Line name="Found" type="linear" dataKey="found" stroke={SERIES[0].color} strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
          <Line name="Ran (journeys × agents)" type="linear" dataKey="of" stroke={SERIES[1].color} strokeWidth={2} strokeDasharray="6 3" dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      }
    >
      <thead>
        <tr>
          <th scope="col" className="py-1 pr-4">Scan</th>
          <th scope="col" className="py-1 pr-4">Found</th>
          <th scope="col" className="py-1">Not measured</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td className="py-1 pr-4">{row.name}</td>
            <td className="py-1 pr-4 tabular-nums">{row.of === null ? 'no journeys' : `${row.found}/${row.of}`}</td>
            <td className="py-1 tabular-nums">{row.notMeasured ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </HistoryFigure>
  );
}
