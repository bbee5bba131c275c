'use client';

import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { HISTORY_CHART_HEIGHT } from './sizes';

/**
 * A history chart and its accessible form: the chart is one image whose label says its data in a sentence, and the
 * same data stands as a table folded under it (`children` are the table's head and body).
 */
export function HistoryFigure(props: { label: string; testId: string; chart: ReactElement; tableSummary: string; tableCaption: string; children: ReactNode }) {
  return (
    <figure className="min-w-0 space-y-3">
      {/* overflow-hidden: ResponsiveContainer re-measures a frame after the viewport shrinks; the page must not
          scroll sideways in between. */}
      <div role="img" aria-label={props.label} className="w-full min-w-0 overflow-hidden" style={{ height: HISTORY_CHART_HEIGHT }} data-testid={props.testId}>
        <ResponsiveContainer width="100%" height="100%">
          {props.chart}
        </ResponsiveContainer>
      </div>
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
