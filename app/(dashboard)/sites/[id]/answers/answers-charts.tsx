'use client';

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnswersTrendPoint } from '@/lib/services/answers-trend';
import { formatDate } from '@/lib/format/dates';

export function CitationTrendChart({ points }: { points: AnswersTrendPoint[] }) {
  const data = points.map((point) => ({ ...point, date: formatDate(point.finishedAt) }));
  return (
    <div className="h-64 w-full" role="img" aria-label="Questions citing the site and mean rank, per pass">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" />
          <YAxis yAxisId="count" allowDecimals={false} />
          <YAxis yAxisId="rank" orientation="right" reversed allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Line yAxisId="count" type="linear" dataKey="asked" name="Questions asked" stroke="#64748b" />
          <Line yAxisId="count" type="linear" dataKey="cited" name="Questions citing the site" stroke="#1d4ed8" />
          <Line yAxisId="rank" type="linear" dataKey="meanRank" name="Mean rank (1 = first citation)" stroke="#15803d" connectNulls />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function CompetitorChart({ competitors }: { competitors: Array<{ domain: string; count: number }> }) {
  return (
    <div className="h-64 w-full" role="img" aria-label="Other domains cited in the selected pass">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={competitors} layout="vertical" margin={{ left: 40 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="domain" width={160} />
          <Tooltip />
          <Bar dataKey="count" name="Citations" fill="#b45309" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
