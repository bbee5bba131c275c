// Leads the site's report and fix list when the site's own logs disagree with the scan (issue 55): one sentence of
// what the site does to the agent, the evidence, and the way to the Traffic tab. Reads the figures, writes nothing.
import Link from 'next/link';
import { FOCUS_RING } from '@/components/styles';
import type { AgentFigures } from '@/lib/traffic/figures';
import { disagreementHeadline } from '@/lib/traffic/figures';

export function TrafficDisagreement({ siteId, agent, others }: { siteId: string; agent: AgentFigures; others: number }) {
  return (
    <div role="note" data-testid="traffic-disagreement" className="mb-6 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">{disagreementHeadline(agent)}</p>
      <p className="mt-1">{agent.why}</p>
      <p className="mt-1">
        <Link href={`/sites/${siteId}/traffic`} className={`underline ${FOCUS_RING}`}>
          What agents got, from your logs
        </Link>
        {others > 0 ? ` (${others} more agent${others === 1 ? '' : 's'} disagree${others === 1 ? 's' : ''})` : ''}
      </p>
    </div>
  );
}
