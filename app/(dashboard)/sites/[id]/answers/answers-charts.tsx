'use client';

// The Answers tab's charts, on the shared chart family (components/charts): questions citing the site and mean rank
// per pass, and the other domains cited.
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { LabelledBars } from '@/components/charts/bar-charts';
import { ChartFigure } from '@/components/charts/chart-figure';
import { categoryAxis, GRID_STROKE, valueAxis } from '@/components/charts/axes';
import { PALETTE } from '@/components/charts/palette';
import { formatCount } from '@/components/charts/scale';
import type { AnswersTrendPoint } from '@/lib/services/answers-trend';
import { formatDate } from '@/lib/format/dates';

const TREND_SERIES = [
  { key: 'asked', name: 'Questions asked', color: PALETTE.grey },
  { key: 'cited', name: 'Questions citing the site', color: PALETTE.blue },
  { key: 'meanRank', name: 'Mean rank (1 = first citation; right axis, best at the top)', color: PALETTE.orange },
] as const;

export function CitationTrendChart({ points }: { points: AnswersTrendPoint[] }) {
  const data = points.map((point, index) => ({ ...point, label: `#${index + 1} ${formatDate(point.finishedAt)}` }));
  const summary = `Questions citing the site and mean rank, per pass: ${data.map((point) => `${point.label}: ${point.cited} of ${point.asked} cited${point.meanRank === null ? '' : `, mean rank ${point.meanRank}`}`).join('; ')}`;
  return (
    <ChartFigure
      summary={summary}
      n={`n = ${formatCount(points.length)} ${points.length === 1 ? 'pass' : 'passes'}, ${formatCount(points.reduce((sum, point) => sum + point.asked, 0))} questions asked.`}
      height={256}
      legend={TREND_SERIES}
      chart={
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" />
          <XAxis {...categoryAxis('label')} padding={{ left: 16, right: 16 }} />
          <YAxis yAxisId="count" {...valueAxis({ kind: 'count', max: Math.max(0, ...points.map((point) => point.asked)) })} width={40} />
          <YAxis yAxisId="rank" orientation="right" reversed {...valueAxis({ kind: 'rank', max: Math.max(1, ...points.map((point) => point.meanRank ?? 1)) })} width={40} />
          <Tooltip />
          {TREND_SERIES.map((series) => (
            <Line
              key={series.key}
              yAxisId={series.key === 'meanRank' ? 'rank' : 'count'}
              type="linear"
              dataKey={series.key}
              name={series.name}
              stroke={series.color}
              strokeWidth={2}
              strokeDasharray={series.key === 'asked' ? '6 3' : undefined}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      }
    />
  );
}

export function CompetitorChart({ competitors }: { competitors: Array<{ domain: string; count: number }> }) {
  return (
    <LabelledBars
      rows={competitors.map((competitor) => ({ label: competitor.domain, count: competitor.count }))}
      series={[{ key: 'count', name: 'Citations', color: PALETTE.orange }]}
      scale={{ kind: 'count', max: Math.max(0, ...competitors.map((competitor) => competitor.count)) }}
      summary={`Other domains cited in the selected pass: ${competitors.map((competitor) => `${competitor.domain} ${competitor.count}`).join(', ')}`}
      n={`n = ${formatCount(competitors.reduce((sum, competitor) => sum + competitor.count, 0))} citations of ${formatCount(competitors.length)} other domains.`}
    />
  );
}
