'use client';

import type { ReactElement, ReactNode } from 'react';
import { ChartFigure } from '@/components/charts/chart-figure';
import type { Series } from '@/components/charts/palette';
import { HISTORY_CHART_HEIGHT } from './sizes';

/**
 * A history chart and its accessible form: the shared chart frame (one image whose label says its data in a sentence,
 * its legend and its n), and the same data as a table folded under it (`children` are the table's head and body).
 */
export function HistoryFigure(props: {
  label: string;
  testId: string;
  chart: ReactElement;
  legend: readonly Series[];
  n: ReactNode;
  tableSummary: string;
  tableCaption: string;
  children: ReactNode;
}) {
  return (
    <figure className="min-w-0 space-y-3">
      <ChartFigure summary={props.label} n={props.n} height={HISTORY_CHART_HEIGHT} testId={props.testId} legend={props.legend} chart={props.chart} />
      <figcaption>
        <details>
          <summary className="cursor-pointer text-sm font-medium text-blue-800 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600">
            {props.tableSummary}
          </summary>
          <div className="overflow-x-auto">
            <table className="mt-2 min-w-full text-left text-sm">
              <caption className="sr-only">{props.tableCaption}</caption>
              {props.children}
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
