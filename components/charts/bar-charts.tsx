'use client';

// The two bar charts of the product, on the shared axes, palette and frame (issue 63 point 1). LabelledBars lie on
// their side, one row per named thing (a check, an agent profile, a domain), its label wrapped in a column of its own;
// ColumnBars stand along a category axis (score bands, days).
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReactNode } from 'react';
import { ChartFigure } from './chart-figure';
import { categoryAxis, GRID_STROKE, LABEL_COLUMN_WIDTH, labelRowHeight, valueAxis, WrappedTick, type ValueScale } from './axes';
import { outlineFor, type Series } from './palette';
import { formatCount, formatShare } from './scale';

type Row = { label: string } & Record<string, string | number | null>;

const formatterOf = (scale: ValueScale) => (value: unknown) => (typeof value === 'number' ? (scale.kind === 'share' ? formatShare(value) : formatCount(value)) : String(value));

export function LabelledBars({ rows, series, scale, summary, n, testId }: { rows: Row[]; series: readonly Series[]; scale: ValueScale; summary: string; n: ReactNode; testId?: string }) {
  const rowHeight = labelRowHeight(rows.map((row) => row.label));
  const format = formatterOf(scale);
  const stacked = series.length > 1;
  return (
    <ChartFigure
      summary={summary}
      n={n}
      testId={testId}
      legend={series}
      height={Math.max(140, rows.length * rowHeight + 48)}
      chart={
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 20, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" horizontal={false} />
          <XAxis {...valueAxis(scale)} />
          <YAxis type="category" dataKey="label" width={LABEL_COLUMN_WIDTH} tick={<WrappedTick />} interval={0} />
          <Tooltip formatter={format} />
          {series.map((item) => (
            <Bar key={item.key} dataKey={item.key} name={item.name} stackId={stacked ? 'stack' : undefined} fill={item.color} stroke={outlineFor(item.color)} strokeWidth={1} isAnimationActive={false} />
          ))}
        </BarChart>
      }
    />
  );
}

export function ColumnBars({
  rows,
  series,
  scale,
  summary,
  n,
  testId,
  height = 240,
  data,
}: {
  rows: Row[];
  series: readonly Series[];
  scale: ValueScale;
  summary: string;
  n: ReactNode;
  testId?: string;
  height?: number;
  data?: Record<`data-${string}`, string>;
}) {
  const format = formatterOf(scale);
  const stacked = series.length > 1;
  return (
    <ChartFigure
      summary={summary}
      n={n}
      testId={testId}
      data={data}
      legend={series}
      height={height}
      chart={
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis {...categoryAxis('label')} />
          <YAxis {...valueAxis(scale)} width={44} />
          <Tooltip formatter={format} />
          {series.map((item) => (
            <Bar key={item.key} dataKey={item.key} name={item.name} stackId={stacked ? 'stack' : undefined} fill={item.color} stroke={outlineFor(item.color)} strokeWidth={1} isAnimationActive={false} />
          ))}
        </BarChart>
      }
    />
  );
}
