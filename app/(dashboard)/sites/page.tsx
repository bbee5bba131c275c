import Link from 'next/link';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PendingLink } from '@/components/pending-link';
import { GradeBadge } from '@/components/score-ring';
import { AddSiteForm } from '@/components/site/add-site-form';
import { ScoreChange } from '@/components/site/score-change';
import { Sparkline } from '@/components/site/sparkline';
import { FOCUS_RING } from '@/components/styles';
import { gradeFor } from '@/engine/light';
import { requireUser } from '@/lib/auth/session';
import { pagePublicOrigin } from '@/lib/net/public-origin';
import { cliInstallLine } from '@/lib/services/get-cli-package';
import { listOrganizationSites } from '@/lib/services/list-organization-sites';
import { listSiteTrends } from '@/lib/services/list-site-trends';
import { formatDateTime, formatScore } from '@/components/site/format';
import { scanFailureSentence } from '@/lib/views/scan-failure';
import { addSiteAction } from './actions';

export const metadata = { title: 'Sites' };

/** Scores in each sparkline. */
const TREND_SCANS = 10;
/** Sites per page: an organization with thousands of sites gets pages, not one page of megabytes. */
const SITES_PER_PAGE = 50;

/** The page number from ?page= (1 when absent or not a positive integer). */
function pageNumber(raw: string | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function pageHref(search: string, page: number): string {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/sites?${text}` : '/sites';
}

export default async function SitesPage({ searchParams }: { searchParams: Promise<{ q?: string; page?: string }> }) {
  const { q, page: rawPage } = await searchParams;
  const search = (q ?? '').trim().slice(0, 200);
  const page = pageNumber(rawPage);
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
  const { sites, nextOffset } = await listOrganizationSites(organizationId, { limit: SITES_PER_PAGE, offset: (page - 1) * SITES_PER_PAGE, search });
  const trends = await listSiteTrends(organizationId, TREND_SCANS, sites.map((site) => site.id));
  const rows = sites.map((site) => ({ ...site, trend: trends.get(site.id) ?? [] }));
  const origin = await pagePublicOrigin();
  const filtered = search !== '' || page > 1;
  return (
    <>
      <PageHeader title="Sites" description={`Sites of ${user.active.organizationName}, with their latest scores.`} />
      <div className="space-y-6">
        {(rows.length > 0 || filtered) && (
          <form method="get" action="/sites" role="search" className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-sm font-medium text-slate-800">
              Find a site
              <input type="search" name="q" defaultValue={search} placeholder="host name" className={`mt-1 rounded border border-slate-400 px-3 py-2 ${FOCUS_RING}`} />
            </label>
            <button type="submit" className={`rounded bg-blue-800 px-4 py-2 font-medium text-white ${FOCUS_RING}`}>
              Search
            </button>
          </form>
        )}
        {rows.length === 0 && filtered ? (
          <EmptyState title="No site matches">
            <p>
              No site{search ? <> has “{search}” in its host</> : null} on this page. <Link href="/sites" className={`text-blue-800 underline ${FOCUS_RING}`}>Show all sites</Link>.
            </p>
          </EmptyState>
        ) : rows.length === 0 ? (
          <EmptyState title="Add your first site">
            <p>Enter its address below, then press “Scan now” on its page to measure how ready it is for AI agents.</p>
            <p className="mt-2">
              Prefer the terminal? Create an API key under <Link href="/keys" className={`text-blue-800 underline ${FOCUS_RING}`}>API keys</Link> and
              use <code className="font-mono">POST /api/v1/me/sites</code>, or install the CLI from this service and audit from your machine:
            </p>
            <pre className="mt-2 overflow-x-auto rounded bg-slate-100 p-2 font-mono text-sm">
              <code>{`${cliInstallLine(origin)}\nagentgauge audit https://example.com`}</code>
            </pre>
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
                cell: (site) => (
                  <>
                    {site.latestScore === null ? (
                      <span className="whitespace-nowrap text-slate-700">Not scanned</span>
                    ) : (
                      <span className="inline-flex items-center gap-2">
                        <GradeBadge grade={gradeFor(site.latestScore)} className="size-8 text-base" />
                        <span className="font-semibold tabular-nums">{formatScore(site.latestScore)}</span>
                      </span>
                    )}
                    {/* A failed scan is never a score: it is said beside the last good one. */}
                    {site.lastScanFailure && (
                      <p className="mt-1 text-xs text-red-800 sm:min-w-48" data-testid="scan-failure">
                        {scanFailureSentence(site.lastScanFailure)}
                      </p>
                    )}
                  </>
                ),
              },
              {
                key: 'previous',
                header: 'Previous',
                cell: (site) => (
                  <span className="flex flex-col sm:min-w-32">
                    <span className="tabular-nums">{formatScore(site.previousScore)}</span>
                    <ScoreChange siteId={site.id} latest={site.latestScore} previous={site.previousScore} />
                  </span>
                ),
              },
              { key: 'trend', header: 'Trend', cell: (site) => <Sparkline scores={site.trend} label={`Last scores of ${site.host}`} /> },
              { key: 'scanned', header: 'Last scanned', cell: (site) => <span className="whitespace-nowrap">{formatDateTime(site.latestScannedAt)}</span> },
            ]}
          />
        )}
        {(page > 1 || nextOffset !== null) && (
          <nav aria-label="Pages of sites" className="flex gap-4">
            {page > 1 && (
              <Link href={pageHref(search, page - 1)} rel="prev" className={`text-blue-800 underline ${FOCUS_RING}`}>
                Previous {SITES_PER_PAGE}
              </Link>
            )}
            <span className="text-slate-700">Page {page}</span>
            {nextOffset !== null && (
              <Link href={pageHref(search, page + 1)} rel="next" className={`text-blue-800 underline ${FOCUS_RING}`}>
                Next {SITES_PER_PAGE}
              </Link>
            )}
          </nav>
        )}
        <Card title="Add a site">
          <AddSiteForm addSite={addSiteAction} />
        </Card>
      </div>
    </>
  );
}
