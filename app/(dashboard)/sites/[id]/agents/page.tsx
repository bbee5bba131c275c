// Agent tasks and runs of one site: start a run, read every run (published or not) with a step-by-step replay,
// and publish the ones to show at /replay/{runId}.
import Link from 'next/link';
import { Badge, type BadgeTone } from '@/components/badge';
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

export const metadata = { title: 'Agent runs' };

function verdictTone(verdict: string | null): BadgeTone {
  if (verdict === 'succeeded') return 'success';
  if (verdict === 'partial') return 'warning';
  if (verdict === 'failed' || verdict === 'blocked') return 'danger';
  return 'info';
}

export default async function AgentRunsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ run?: string }> }) {
  const id = requireSiteId((await params).id);
  const { run: selectedId } = await searchParams;
  const { membership } = await requireMembership();
  const organizationId = membership.organizationId;
  const list = await readOrNotFound(() => listAgentRuns(organizationId, id, { limit: 50 }));
  const selected = list.runs.find((run) => run.id === selectedId) ?? list.runs[0] ?? null;
  const steps = selected ? ((await getAgentRunSteps(organizationId, id, selected.id)) ?? []) : [];
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
              { key: 'status', header: 'Status', cell: (run) => run.status },
              { key: 'verdict', header: 'Verdict', cell: (run) => <Badge tone={verdictTone(run.verdict)}>{run.verdict ?? '–'}</Badge> },
              { key: 'agent', header: 'Agent', cell: (run) => run.model ?? 'built-in' },
              { key: 'steps', header: 'Steps', cell: (run) => run.stepCount },
              { key: 'published', header: 'Published', cell: (run) => (run.publishedAt ? run.publishedAt.slice(0, 10) : 'no') },
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
                  <Button type="submit" variant="secondary">
                    {selected.publishedAt ? 'Unpublish' : 'Publish'}
                  </Button>
                </form>
              ) : null
            }
          >
            <p className="text-slate-900">{selected.goal}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge tone={verdictTone(selected.verdict)}>Verdict: {selected.verdict ?? selected.status}</Badge>
              <Badge>{selected.agentVersion ?? 'agent'}</Badge>
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
                    <p className="break-all font-mono text-xs text-slate-700">{item.url}</p>
                  </li>
                ))}
              </ul>
            )}
            <ol className="mt-4 space-y-2">
              {steps.map((step, index) => (
                <li key={index} className="rounded-md border border-slate-200 p-3 text-sm">
                  <p className="font-medium">
                    {index + 1}. {step.action} <span className="text-xs text-slate-600">({step.durationMs} ms)</span>
                  </p>
                  {step.url && <p className="break-all font-mono text-xs text-slate-700">{step.url}</p>}
                  <p className="mt-1 text-slate-800">{step.observation}</p>
                </li>
              ))}
            </ol>
          </Card>
        )}
      </div>
    </>
  );
}
