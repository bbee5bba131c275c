// Answers: how answer engines cite the site over time (questions citing it, mean rank), the competitors they cite
// instead, every answer of the selected pass, and a button that queues a new pass.
import Link from 'next/link';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { FOCUS_RING } from '@/components/styles';
import { answerEngineSettings, ANSWERS_ENV_HELP } from '@/lib/answers/engine';
import { refusalMessage } from '@/lib/auth/authorize';
import { requireMembership } from '@/lib/auth/require-member';
import { Uuid } from '@/lib/schemas/common';
import { answersTrend } from '@/lib/services/answers-trend';
import { listAnswers } from '@/lib/services/list-answers';
import { readOrNotFound, requireSiteId } from '../../load';
import { CitationTrendChart, CompetitorChart } from './answers-charts';
import { StartPassForm } from './start-pass-form';
import { LiveRefresh } from '@/components/site/live-refresh';
import { siteWorkProgress } from '@/lib/services/site-work-progress';
import { formatDateTime } from '@/components/site/format';

export const metadata = { title: 'Answers' };

interface Competitor {
  domain: string;
  count: number;
}

function competitorsOf(value: unknown): Competitor[] {
  return Array.isArray(value) ? value.filter((item): item is Competitor => typeof item?.domain === 'string' && typeof item?.count === 'number') : [];
}

export default async function AnswersPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ pass?: string }> }) {
  const id = requireSiteId((await params).id);
  const { pass } = await searchParams;
  const { membership } = await requireMembership();
  const organizationId = membership.organizationId;
  const startRefused = refusalMessage(membership, 'answers-pass:start');
  const passId = pass && Uuid.safeParse(pass).success ? pass : undefined;
  // Read before the list: a pass that ends in between is then shown as still running, with an old version the next
  // poll corrects, never as running with nothing left to poll for.
  const progress = await readOrNotFound(() => siteWorkProgress(organizationId, id, 'answers-passes'));
  const answers = await readOrNotFound(() => listAnswers(organizationId, id, { limit: 20, ...(passId ? { pass_id: passId } : {}) }));
  const trend = await answersTrend(organizationId, id);
  const totals = new Map<string, number>();
  for (const result of answers.results) {
    for (const competitor of competitorsOf(result.competitors)) totals.set(competitor.domain, (totals.get(competitor.domain) ?? 0) + competitor.count);
  }
  const competitors = [...totals].map(([domain, count]) => ({ domain, count })).sort((a, b) => b.count - a.count).slice(0, 10);
  const configured = answerEngineSettings() !== null;

  return (
    <>
      <PageHeader
        title={`Answers for ${answers.host}`}
        description="What answer engines say when people ask about your field, and whether they cite your site."
      />
      <div className="space-y-6">
        <Card title="Run a pass">
          {startRefused ? (
            <p className="text-sm text-slate-700">{startRefused}</p>
          ) : configured ? (
            <StartPassForm siteId={id} />
          ) : (
            <p className="text-sm text-slate-700">Answers is not configured on this installation. {ANSWERS_ENV_HELP}</p>
          )}
        </Card>
        <Card title="Citations over time">
          {trend.length === 0 ? <EmptyState title="No finished pass yet." /> : <CitationTrendChart points={trend} />}
        </Card>
        {competitors.length > 0 && (
          <Card title="Domains cited instead of yours (selected pass)">
            <CompetitorChart competitors={competitors} />
          </Card>
        )}
        <Card title="Passes">
          <LiveRefresh siteId={id} work="answers-passes" active={progress.active} version={progress.version} />
          <DataTable
            caption="Answers passes"
            rows={answers.passes}
            rowKey={(row) => row.id}
            empty={<EmptyState title="No passes yet." />}
            columns={[
              {
                key: 'created',
                header: 'Started',
                cell: (row) => (
                  <Link href={`?pass=${row.id}`} className={`text-blue-800 underline ${FOCUS_RING}`}>
                    {formatDateTime(row.createdAt)}
                  </Link>
                ),
              },
              { key: 'status', header: 'Status', cell: (row) => <Badge tone={row.status === 'succeeded' ? 'success' : row.status === 'failed' ? 'danger' : 'info'}>{row.status}</Badge> },
              { key: 'engine', header: 'Engine', cell: (row) => `${row.engine}${row.model ? ` (${row.model})` : ''}` },
              { key: 'cited', header: 'Cited', cell: (row) => (row.questionsAsked === null ? '–' : `${row.questionsCited ?? 0} of ${row.questionsAsked}`) },
              { key: 'error', header: 'Error', cell: (row) => row.error ?? '' },
            ]}
          />
        </Card>
        {answers.selectedPass && (
          <Card title={`Answers of the pass of ${formatDateTime(answers.selectedPass.createdAt)}`}>
            <ul className="space-y-4">
              {answers.results.map((result) => (
                <li key={result.id} className="rounded-md border border-slate-200 p-3">
                  <p className="font-medium text-slate-900">{result.question}</p>
                  <div className="mt-1 flex flex-wrap gap-2 text-xs">
                    <Badge tone={result.cited ? 'success' : 'warning'}>{result.cited ? `cited, rank ${result.rank}` : 'not cited'}</Badge>
                    <Badge tone={result.mentioned ? 'success' : 'neutral'}>{result.mentioned ? 'mentioned' : 'not mentioned'}</Badge>
                    {competitorsOf(result.competitors).slice(0, 5).map((competitor) => (
                      <Badge key={competitor.domain}>
                        {competitor.domain} ×{competitor.count}
                      </Badge>
                    ))}
                  </div>
                  {result.answer && <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{result.answer}</p>}
                  {result.error && <p className="mt-2 text-sm text-red-800">{result.error}</p>}
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </>
  );
}
