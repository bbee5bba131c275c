'use client';

// A daily chart per agent: its requests each UTC day, stacked by outcome (answered, refused: 401, 403, 429 or a
// challenge), from the same day rows as the API's `days`.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface DayPoint {
  day: string;
  agent: string;
  requests: number;
  refused: number;
}

export function AgentDailyChart({ agent, days }: { agent: string; days: DayPoint[] }) {
  // The page hands each chart its own agent's points only: the client receives each point once.
  const data = days.filter((point) => point.agent === agent).map((point) => ({ day: point.day.slice(5), answered: point.requests - point.refused, refused: point.refused }));
  return (
    <figure className="space-y-1" data-testid="agent-daily-chart" data-agent={agent}>
      <figcaption className="text-sm font-medium text-slate-900">{agent}</figcaption>
      <div className="h-48 w-full" role="img" aria-label={`${agent}: requests per day, answered and refused`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="answered" name="Answered" stackId="outcome" fill="#15803d" />
            <Bar dataKey="refused" name="Refused (401, 403, 429, challenge)" stackId="outcome" fill="#b91c1c" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
