// Agent tasks and runs of one site: start a run, read every run (published or not) with a step-by-step replay,
// and publish the ones to show at /replay/{runId}.
import Link from 'next/link';
import { AgentSteps } from '@/components/agent-steps';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PendingLink } from '@/components/pending-link';
import { FOCUS_RING } from '@/components/styles';
import { agentModelSettings } from '@/lib/agents/model-client';
import { can, refusalMessage } from '@/lib/auth/authorize';
import { requireMembership } from '@/lib/auth/require-member';
import { getAgentRunSteps } from '@/lib/services/get-agent-run-replay';
import { listAgentRuns } from '@/lib/services/list-agent-runs';
import { readOrNotFound, requireSiteId } from '../../load';
import { setPublishedAction } from './actions';
import { StartRunForm } from './start-run-form';
import { LiveRefresh } from '@/components/site/live-refresh';
import { siteWorkProgress } from '@/lib/services/site-work-progress';
import { formatDate } from '@/components/site/format';
import { modelWords, outcomeOf, stepViews } from '@/lib/views/agent-run-story';

export const metadata = { title: 'Agent runs' };

export default async function AgentRunsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ run?: string }> }) {
  const id = requireSiteId((await params).id);
  const { run: selectedId } = await searchParams;
  const { membership } = await requireMembership();
  const organizationId = membership.organizationId;
  // Read before the list: a run that ends in between is then shown as still running, with an old version the next
  // poll corrects, never as running with nothing left to poll for.
  const progress = await readOrNotFound(() => siteWorkProgress(organizationId, id, 'agent-runs'));
  const list = await readOrNotFound(() => listAgentRuns(organizationId, id, { limit: 50 }));
  const selected = list.runs.find((run) => run.id === selectedId) ?? list.runs[0] ?? null;
  const steps = selected ? stepViews(await getAgentRunSteps(organizationId, id, selected.id)) : [];
  const mayPublish = can(membership, 'agent-run:publish');
  const startRefused = refusalMessage(membership, 'agent-run:start');

  return (
    <>
      <PageHeader title={`Agent runs on ${list.host}`} description="Give an agent a goal on your site and replay what it did, step by step." />
      <div className="space-y-6">
        <Card title="Start a run">
          {startRefused ? (
            <p className="text-sm text-slate-700">{startRefused}</p>
          ) : (
            <StartRunForm siteId={id} modelAvailable={agentModelSettings() !== null} />
          )}
        </Card>
        <Card title="Runs">
          <LiveRefresh siteId={id} work="agent-runs" active={progress.active} version={progress.version} />
          <DataTable
            caption="Agent runs"
            rows={list.runs}
            rowKey={(run) => run.id}
            empty={<EmptyState title="No runs yet." />}
            columns={[
              {
                key: 'goal',
                header: 'Goal',
                cell: (run) => (
                  <Link href={`?run=${run.id}`} className={`text-blue-800 underline ${FOCUS_RING}`}>
                    {run.goal ?? 'No goal'}
                  </Link>
                ),
              },
              {
                key: 'outcome',
                header: 'Outcome',
                cell: (run) => {
                  const outcome = outcomeOf(run);
                  return <Badge tone={outcome.tone}>{outcome.words}</Badge>;
                },
              },
              { key: 'model', header: 'Model', cell: (run) => modelWords(run.model) },
              { key: 'steps', header: 'Steps', cell: (run) => run.stepCount },
              { key: 'published', header: 'Published', cell: (run) => formatDate(run.publishedAt, 'No') },
            ]}
          />
        </Card>
        {selected && (
          <Card
            title="Replay"
            actions={
              mayPublish && selected.status === 'finished' ? (
                <form action={setPublishedAction}>
                  <input type="hidden" name="siteId" value={id} />
                  <input type="hidden" name="runId" value={selected.id} />
                  <input type="hidden" name="publish" value={selected.publishedAt ? '0' : '1'} />
                  {!selected.publishedAt && selected.verdict !== 'succeeded' && (
                    // A replay of a run that did not succeed speaks for the site in public: ask first.
                    <label className="mr-3 text-sm text-slate-800">
                      <input type="checkbox" name="confirmUnsuccessful" required className={`mr-1 ${FOCUS_RING}`} />
                      The agent did not reach the goal ({outcomeOf(selected).words.toLowerCase()}): publish anyway
                    </label>
                  )}
                  <Button type="submit" variant="secondary">
                    {selected.publishedAt ? 'Unpublish' : 'Publish'}
                  </Button>
                </form>
              ) : null
            }
          >
            <p className="text-slate-900">{selected.goal}</p>
            <p className="mt-1 text-sm text-slate-700">
              Model: {modelWords(selected.model)}
              {selected.agentVersion ? ` (${selected.agentVersion})` : ''}.
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Badge tone={outcomeOf(selected).tone}>{outcomeOf(selected).words}</Badge>
              {selected.publishedAt && (
                <PendingLink href={`/replay/${selected.id}`} className={`text-sm text-blue-800 underline ${FOCUS_RING}`}>
                  Public replay
                </PendingLink>
              )}
            </div>
            {selected.answer && <p className="mt-3 text-sm text-slate-900">Answer: {selected.answer}</p>}
            {selected.reasons.length > 0 && (
              <ul className="mt-3 list-disc space-y-1 pl-6 text-sm text-slate-800">
                {selected.reasons.map((reason, index) => (
                  <li key={index}>{reason}</li>
                ))}
              </ul>
            )}
            {selected.evidence.length > 0 && (
              <ul className="mt-3 space-y-2">
                {selected.evidence.map((item, index) => (
                  <li key={index} className="text-sm">
                    <blockquote className="border-l-4 border-slate-300 pl-3 text-slate-900">{item.quote}</blockquote>
                    <p className="break-words font-mono text-xs text-slate-700">{item.url}</p>
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mb-3 mt-6 font-semibold text-slate-900">Step by step</h3>
            <AgentSteps steps={steps} />
          </Card>
        )}
      </div>
    </>
  );
}
