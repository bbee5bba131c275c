import Link from 'next/link';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PendingLink } from '@/components/pending-link';
import { GradeBadge } from '@/components/score-ring';
import { AddSiteForm } from '@/components/site/add-site-form';
import { Sparkline } from '@/components/site/sparkline';
import { FOCUS_RING } from '@/components/styles';
import { gradeFor } from '@/engine/light';
import { requireUser } from '@/lib/auth/session';
import { listOrganizationSites } from '@/lib/services/list-organization-sites';
import { listSiteTrends } from '@/lib/services/list-site-trends';
import { formatDateTime, formatScore } from '@/components/site/format';
import { addSiteAction } from './actions';

export const metadata = { title: 'Sites' };

/** Scores in each sparkline. */
const TREND_SCANS = 10;

export default async function SitesPage() {
  const user = await requireUser();
  if (!user.active) {
    return (
      <>
        <PageHeader title="Sites" />
        <EmptyState title="You do not belong to an organization yet.">Ask the service operator to add you to one.</EmptyState>
      </>
    );
  }
  const organizationId = user.active.organizationId;
  const [{ sites }, trends] = await Promise.all([listOrganizationSites(organizationId, {}), listSiteTrends(organizationId, TREND_SCANS)]);
  const rows = sites.map((site) => ({ ...site, trend: trends.get(site.id) ?? [] }));
  return (
    <>
      <PageHeader title="Sites" description={`Sites of ${user.active.organizationName}, with their latest scores.`} />
      <div className="space-y-6">
        {rows.length === 0 ? (
          <EmptyState title="Add your first site">
            <p>Enter its address below, then press “Scan now” on its page to measure how ready it is for AI agents.</p>
            <p className="mt-2">
              Prefer the terminal? Create an API key under <Link href="/keys" className={`text-blue-800 underline ${FOCUS_RING}`}>API keys</Link> and
              use <code className="font-mono">POST /api/v1/me/sites</code>, or run <code className="font-mono">npx agentgauge audit https://example.com</code>.
            </p>
          </EmptyState>
        ) : (
          <DataTable
            caption="Sites with their latest and previous scores"
            rows={rows}
            rowKey={(site) => site.id}
            columns={[
              {
                key: 'host',
                header: 'Site',
                cell: (site) => (
                  <PendingLink href={`/sites/${site.id}`} className={`font-medium text-blue-800 underline ${FOCUS_RING}`}>
                    {site.host}
                  </PendingLink>
                ),
              },
              {
                key: 'latest',
                header: 'Latest score',
                cell: (site) =>
                  site.latestScore === null ? (
                    <span className="text-slate-700">Not scanned</span>
                  ) : (
                    <span className="inline-flex items-center gap-2">
                      <GradeBadge grade={gradeFor(site.latestScore)} className="size-8 text-base" />
                      <span className="font-semibold tabular-nums">{formatScore(site.latestScore)}</span>
                    </span>
                  ),
              },
              { key: 'previous', header: 'Previous', cell: (site) => <span className="tabular-nums">{formatScore(site.previousScore)}</span> },
              { key: 'trend', header: 'Trend', cell: (site) => <Sparkline scores={site.trend} label={`Last scores of ${site.host}`} /> },
              { key: 'scanned', header: 'Last scanned', cell: (site) => formatDateTime(site.latestScannedAt) },
            ]}
          />
        )}
        <Card title="Add a site">
          <AddSiteForm addSite={addSiteAction} />
        </Card>
      </div>
    </>
  );
}
