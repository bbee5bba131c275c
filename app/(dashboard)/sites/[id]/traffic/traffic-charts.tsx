// A daily chart per agent: its requests each UTC day, stacked by outcome (answered, refused: 401, 403, 429 or a
// challenge), from the same day rows as the API's `days`, on the shared chart family (components/charts).
import { ColumnBars } from '@/components/charts/bar-charts';
import { PALETTE } from '@/components/charts/palette';
import { formatCount } from '@/components/charts/scale';

export interface DayPoint {
  day: string;
  agent: string;
  requests: number;
  refused: number;
}

export function AgentDailyChart({ agent, days }: { agent: string; days: DayPoint[] }) {
  // The page hands each chart its own agent's points only: the client receives each point once.
  const points = days.filter((point) => point.agent === agent);
  const rows = points.map((point) => ({ label: point.day.slice(5), answered: point.requests - point.refused, refused: point.refused }));
  const total = points.reduce((sum, point) => sum + point.requests, 0);
  const refused = points.reduce((sum, point) => sum + point.refused, 0);
  return (
    <figure className="min-w-0 space-y-1" data-testid="agent-daily-chart" data-agent={agent}>
      <figcaption className="text-sm font-medium text-slate-900">{agent}</figcaption>
      <ColumnBars
        rows={rows}
        series={[
          { key: 'answered', name: 'Answered', color: PALETTE.bluishGreen },
          { key: 'refused', name: 'Refused (401, 403, 429, challenge)', color: PALETTE.vermillion },
        ]}
        scale={{ kind: 'count', max: Math.max(0, ...points.map((point) => point.requests)) }}
        summary={`${agent}: requests per day, answered and refused: ${points.map((point) => `${point.day} ${point.requests - point.refused} answered, ${point.refused} refused`).join('; ')}`}
        n={`n = ${formatCount(total)} requests over ${formatCount(points.length)} ${points.length === 1 ? 'day' : 'days'}, ${formatCount(refused)} refused.`}
        height={192}
      />
    </figure>
  );
}
