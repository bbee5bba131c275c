'use client';

// The axes every chart shares (issue 63 point 1), configured once: a value axis from 0 at round, even steps with every
// tick shown and printed by the one formatter, and category ticks that never overprint one another (a category axis
// drops labels evenly where they would touch; a label column wraps and abbreviates, the full name on hover).
import { formatCount, formatShare, niceTicks, rankTicks, SCORE_TICKS, SHARE_TICKS } from './scale';
import { LABEL_LINE_HEIGHT, labelLines } from './labels';

export const TICK_STYLE = { fontSize: 12, fill: '#334155' } as const;
export const GRID_STROKE = '#e2e8f0';
/** The label column of a bar chart lying on its side: 18 characters of 11 px text, leaving the bars room at 390 px. */
export const LABEL_COLUMN_WIDTH = 124;

export type ValueScale = { kind: 'share' } | { kind: 'score' } | { kind: 'count'; max: number } | { kind: 'rank'; max: number };

/** The props of a value axis (XAxis of bars on their side, YAxis otherwise): fixed round ticks, all of them shown. */
export function valueAxis(scale: ValueScale) {
  const ticks = scale.kind === 'share' ? [...SHARE_TICKS] : scale.kind === 'score' ? [...SCORE_TICKS] : scale.kind === 'rank' ? rankTicks(scale.max) : niceTicks(scale.max);
  const format = scale.kind === 'share' ? formatShare : formatCount;
  return {
    type: 'number' as const,
    ticks,
    domain: [ticks[0]!, ticks.at(-1)!] as [number, number],
    // Stacked shares may sum to 1.0000000000000002: the axis stays at its last round tick.
    allowDataOverflow: true,
    interval: 0 as const,
    tickFormatter: (value: number) => format(value),
    tick: TICK_STYLE,
  };
}

/**
 * The props of a category axis along the bottom: labels that would touch are left out (never overprinted), the first
 * and the last always kept, and set below the value axis's 0 (tickMargin), which the first would otherwise touch at
 * 390 px.
 */
export function categoryAxis(dataKey: string) {
  return { dataKey, tick: TICK_STYLE, interval: 'preserveStartEnd' as const, minTickGap: 8, tickMargin: 8 };
}

/** The tick of a label column: the label in at most two lines, right-aligned against the bars, its full name on hover. */
export function WrappedTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value: string } }) {
  const label = String(payload?.value ?? '');
  const lines = labelLines(label);
  const top = Number(y) - ((lines.length - 1) * LABEL_LINE_HEIGHT) / 2;
  // The title beside the text, not in it: the text's content stays the label as drawn.
  return (
    <g>
      <title>{label}</title>
      <text x={Number(x)} y={top} textAnchor="end" dominantBaseline="middle" fontSize={11} fill="#334155" className="recharts-cartesian-axis-tick-value">
        {lines.map((line, index) => (
          <tspan key={index} x={Number(x)} dy={index === 0 ? 0 : LABEL_LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** The height of a row of a label column: its longest label's lines, and a gap. */
export function labelRowHeight(labels: readonly string[]): number {
  return Math.max(24, Math.max(1, ...labels.map((label) => labelLines(label).length)) * LABEL_LINE_HEIGHT + 11);
}
