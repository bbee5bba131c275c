'use client';

import { Line, LineChart, YAxis } from 'recharts';
import { PALETTE } from '@/components/charts/palette';
import { SPARKLINE_SIZE } from './sizes';

/** The last scores of a site, oldest first, at a fixed size (no layout shift); the numbers are in its label. Straight
 *  lines between scans, as in the history chart: nothing was measured between them. */
export function Sparkline({ scores, label }: { scores: number[]; label: string }) {
  if (scores.length < 2) {
    return (
      <span className="inline-block text-xs text-slate-700" style={SPARKLINE_SIZE}>
        {scores.length === 0 ? 'No scans yet' : 'One scan so far'}
      </span>
    );
  }
  const data = scores.map((score, index) => ({ index, score }));
  return (
    <div role="img" aria-label={`${label}: ${scores.map((s) => Math.round(s)).join(', ')}`} style={SPARKLINE_SIZE}>
      <LineChart {...SPARKLINE_SIZE} data={data} margin={{ top: 4, right: 4, bottom: 4, left: 4 }} accessibilityLayer={false}>
        <YAxis hide domain={[0, 100]} />
        <Line type="linear" dataKey="score" stroke={PALETTE.blue} strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </div>
  );
}
