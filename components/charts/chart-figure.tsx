'use client';

// The frame of every chart (issue 63 point 1): one image to assistive technology whose label says its figures in words,
// the chart drawn at its container's width, a legend in HTML (it wraps at any width, with the very colours of the
// bars and lines) and the sentence that states the chart's n.
import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { outlineFor, type Series } from './palette';

export function ChartFigure({
  summary,
  n,
  height,
  testId,
  legend,
  chart,
  className,
  data,
}: {
  /** The figures in words: the image's accessible name. */
  summary: string;
  /** The sample the chart draws: "n = 13 scanned sites". */
  n: ReactNode;
  height: number;
  testId?: string;
  /** Series to name under the chart; one series is named by the chart's title and needs none. */
  legend?: readonly Series[];
  chart: ReactElement;
  className?: string;
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <div className={className ?? 'min-w-0'}>
      {/* overflow-hidden: ResponsiveContainer re-measures a frame after the viewport shrinks; the page must not scroll
          sideways in between. */}
      <div role="img" aria-label={summary} className="w-full min-w-0 overflow-hidden" style={{ height }} data-testid={testId} data-chart="" {...data}>
        <ResponsiveContainer width="100%" height="100%">
          {chart}
        </ResponsiveContainer>
      </div>
      {legend && legend.length > 1 && <ChartLegend series={legend} />}
      <p className="mt-1 text-xs text-slate-700" data-testid="chart-n">
        {n}
      </p>
    </div>
  );
}

/** The legend: a swatch of each series' colour and its name, wrapping as the width asks. */
export function ChartLegend({ series }: { series: readonly Series[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-800" data-testid="chart-legend">
      {series.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 shrink-0 rounded-sm"
            style={{ backgroundColor: item.color, boxShadow: outlineFor(item.color) ? `inset 0 0 0 1px ${outlineFor(item.color)}` : undefined }}
            data-color={item.color}
          />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
