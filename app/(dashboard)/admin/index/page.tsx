import Link from 'next/link';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { FOCUS_RING, cx } from '@/components/styles';
import { requireOperator } from '@/lib/auth/require-member';
import { listEditionsForAdmin, listPublishableRuns, listVerdictReports, type EditionSummary, type VerdictReportItem } from '@/lib/services/admin/index-editions';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { INDEX_PATH } from '@/lib/web/public-paths';
import { resolveReportAction } from './actions';
import { PublishForm } from './publish-form';

export const metadata = { title: 'Admin: the index' };

export default async function AdminIndexPage() {
  await requireOperator();
  const [runs, editions, reports] = await Promise.all([listPublishableRuns(), listEditionsForAdmin(), listVerdictReports()]);
  return (
    <>
      <PageHeader
        title="The index"
        description={
          <>
            Publish a finished fleet run as the next edition of the{' '}
            <Link href={INDEX_PATH} className={cx('text-blue-800 underline', FOCUS_RING)}>
              public index
            </Link>
            ; the newest edition is the current one. The same as bin/agentgauge admin index publish.
          </>
        }
      />
      <div className="space-y-6">
        <Card title="Publish an edition">
          {runs.length === 0 ? (
            <EmptyState title="No finished run to publish.">A fleet run that succeeded, whose rows are still kept and that is not an edition yet, appears here.</EmptyState>
          ) : (
            <PublishForm
              runs={runs.map((run) => ({
                runId: run.runId,
                // Two runs of one fleet can end the same day: the time and the run id's start tell them apart.
                label: `${run.fleetName} (${run.organizationName}), run ${run.runId.slice(0, 8)} finished ${formatDateTime(run.finishedAt)}: ${run.scanned} of ${run.total} scanned, scorecard ${run.scorecard}`,
              }))}
            />
          )}
        </Card>
        <Card title="Editions">
          <DataTable<EditionSummary>
            caption="Editions, newest first"
            rows={editions}
            rowKey={(edition) => String(edition.edition)}
            empty={<EmptyState title="No edition yet.">Publish a finished fleet run above.</EmptyState>}
            columns={[
              { key: 'edition', header: 'Edition', cell: (edition) => `${edition.edition}: ${edition.title}` },
              { key: 'published', header: 'Published', cell: (edition) => `${formatDate(edition.publishedAt)} by ${edition.publishedBy}` },
              { key: 'size', header: 'Sites scored', cell: (edition) => edition.populationSize.toLocaleString('en-US') },
              { key: 'reports', header: 'Open reports', cell: (edition) => String(edition.openReports) },
            ]}
          />
        </Card>
        <Card title="Verdict reports">
          <DataTable<VerdictReportItem>
            caption="Open verdict reports of listed sites' owners"
            rows={reports}
            rowKey={(report) => report.id}
            empty={<EmptyState title="No open verdict report.">Owners of listed sites report verdicts they believe wrong from their site page.</EmptyState>}
            columns={[
              { key: 'site', header: 'Site', cell: (report) => <span className="break-all">{report.host}</span> },
              {
                key: 'verdict',
                header: 'Verdict',
                cell: (report) => (
                  <>
                    <span className="font-mono text-xs">
                      {report.subject} {report.about}
                    </span>
                    : {report.verdict} (edition {report.edition})
                  </>
                ),
              },
              { key: 'explanation', header: 'What is wrong', cell: (report) => <span className="whitespace-pre-wrap">{report.explanation}</span> },
              { key: 'from', header: 'From', cell: (report) => `${report.organizationName}, ${formatDate(report.createdAt)}${report.reportKept ? ' (report kept)' : ''}` },
              {
                key: 'resolve',
                header: 'Action',
                cell: (report) => (
                  <form action={resolveReportAction}>
                    <input type="hidden" name="reportId" value={report.id} />
                    <Button type="submit" variant="secondary">
                      Mark resolved
                    </Button>
                  </form>
                ),
              },
            ]}
          />
        </Card>
      </div>
    </>
  );
}
