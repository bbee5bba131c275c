// A journey's latest batch of agent runs (issue 33 point 4): pass^k with tokens, steps and time, and each run with
// its replay and, where it did not find the answer, the step where it failed and the finding that explains it.
import type { z } from 'zod';
import Link from 'next/link';
import { FOCUS_RING } from '@/components/styles';
import type { JourneyRunBatch } from '@/lib/schemas/me/journeys';

type Batch = z.input<typeof JourneyRunBatch>;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function JourneyRunsSummary({ siteId, batch }: { siteId: string; batch: Batch | null }) {
  if (!batch) return null;
  const verdict = batch.passK === null ? 'runs still going' : `pass^${batch.k}: ${batch.passK ? 'yes' : 'no'}`;
  const who = batch.model ? `${batch.model} as ${batch.profile}` : `the built-in agent as ${batch.profile}`;
  const spent = [batch.tokens !== null ? `${batch.tokens.toLocaleString('en-US')} tokens` : null, `${batch.steps} steps`, seconds(batch.durationMs)].filter(Boolean).join(' · ');
  return (
    <div className="mt-3 text-sm text-slate-700">
      <p>
        Agent runs ({who}): {batch.passes} of {batch.k} found the answer, {verdict}. {spent}.
      </p>
      <ol className="mt-1 list-decimal pl-5" aria-label="Agent runs of the latest batch">
        {batch.runs.map((run) => (
          <li key={run.runId}>
            <Link href={`/sites/${siteId}/agents?run=${run.runId}`} className={`text-blue-800 underline ${FOCUS_RING}`}>
              {run.found === null ? run.status : run.found ? 'found' : 'not found'}
            </Link>
            {run.failure ? ` at step ${run.failure.step ?? '–'}${run.failure.code ? ` (${run.failure.code})` : ''}: ${run.failure.reason}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}
