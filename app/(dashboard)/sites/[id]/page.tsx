import Link from 'next/link';
import { BadgeEmbed } from '@/components/badge-embed';
import { Card } from '@/components/card';
import { CheckResultList } from '@/components/check-result-row';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ScoreRing } from '@/components/score-ring';
import { FOCUS_RING } from '@/components/styles';
import { AddressForm } from '@/components/site/address-form';
import { AgentViewsSection, ScoreBreakdownView } from '@/components/site/agent-views';
import { blockerOf } from '@/engine/light';
import { formatDateTime, formatScore } from '@/components/site/format';
import { HistoryChart } from '@/components/site/history-chart';
import { JourneyGrid, type OpenCell } from '@/components/site/journey-grid';
import { JourneyHistoryChart } from '@/components/site/journey-history-chart';
import { PagesTable } from '@/components/site/pages-table';
import { PublicReportSwitch } from '@/components/site/public-report-switch';
import { BenchmarkLine } from '@/components/index/benchmark-line';
import { SiteIndexCard } from './index-card';
import { DeployHookCard } from './deploy-hook-card';
import { SiteOwnershipCard } from './ownership-card';
import { ScanNow } from '@/components/site/scan-now';
import { ScheduleForm } from '@/components/site/schedule-form';
import { ScoreChange } from '@/components/site/score-change';
import { TrafficDisagreement } from '@/components/site/traffic-disagreement';
import { findTrafficDisagreement } from '@/lib/services/find-traffic-disagreement';
import { can, refusalMessage } from '@/lib/auth/authorize';
import { pagePublicOrigin } from '@/lib/net/public-origin';
import { requireMembership } from '@/lib/auth/require-member';
import { scheduleFields } from '@/lib/schedules/schedule';
import { findActiveScan } from '@/lib/services/find-active-scan';
import { findOwnedSite } from '@/lib/services/find-owned-site';
import { getDeployHook } from '@/lib/services/get-deploy-hook';
import { getSiteOwnership } from '@/lib/services/get-site-ownership';
import { getSitePublicity, privateHostReason, type SitePublicity } from '@/lib/services/get-site-publicity';
import { getSiteReport } from '@/lib/services/get-site-report';
import { listScanHistory } from '@/lib/services/list-scan-history';
import { reportPath } from '@/lib/views/badge-links';
import { describeJourneyTally, journeyCounts } from '@/lib/views/journey-counts';
import { scanFailureSentence } from '@/lib/views/scan-failure';
import { deleteSiteAction, saveAddressAction, saveScheduleAction, scanNowAction, setPublicReportAction } from '../actions';
import { readOrNotFound, readOrNull, requireSiteId } from '../load';

export const metadata = { title: 'Site report' };

/** The journey cell whose path is open (?journey=<name>&profile=<id>), or null. */
function openCellOf(query: Record<string, string | string[] | undefined>): OpenCell | null {
  const { journey, profile } = query;
  return typeof journey === 'string' && typeof profile === 'string' ? { journey, profile } : null;
}

export default async function SitePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = requireSiteId((await params).id);
  const openCell = openCellOf(await searchParams);
  const { membership } = await requireMembership();
  const organizationId = membership.organizationId;
  const scanRefused = refusalMessage(membership, 'scan:start');
  const scheduleRefused = refusalMessage(membership, 'site:schedule');
  const publishRefused = refusalMessage(membership, 'site:publish');
  const site = await readOrNotFound(() => findOwnedSite(organizationId, id));
  const origin = await pagePublicOrigin();
  const [history, active, disagreement, ownership, deployHook] = await Promise.all([
    listScanHistory(organizationId, site.id, {}),
    findActiveScan(organizationId, site.id),
    findTrafficDisagreement(membership, site.id),
    getSiteOwnership(membership, site.id),
    readOrNull(() => getDeployHook(membership, site.id, origin)),
  ]);
  const publicity = await getSitePublicity(membership, site.id);
  const report = history.scans.length > 0 ? await readOrNull(() => getSiteReport(organizationId, site.id)) : null;
  const results = report?.results ?? [];
  const pages = report?.pages ?? [];
  const journeys = report?.journeys ?? [];
  const counts = journeyCounts(journeys);
  // The address changed since the report's scan: say which address the report measured.
  const moved = report !== null && URL.canParse(report.url) && new URL(report.url).origin !== new URL(site.url).origin;
  const addressChanges = history.scans.filter((scan) => scan.addressChangedFrom);

  return (
    <>
      <PageHeader
        title={site.host}
        description={<span className="break-words">{site.url}</span>}
        actions={
          scanRefused ? (
            <p className="max-w-xs text-sm text-slate-700">{scanRefused}</p>
          ) : (
            <ScanNow siteId={site.id} activeScanId={active?.scanId ?? null} scanNow={scanNowAction} />
          )
        }
      />
      {/* What the site's own logs show against what the scan says leads the page (issue 55). */}
      {disagreement && <TrafficDisagreement siteId={site.id} agent={disagreement.agent} others={disagreement.others} />}
      {history.lastScanFailure && (
        // A failed scan leaves its trace beside the last good score, after a reload too (issue 46).
        <div role="note" data-testid="scan-failure" className="mb-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950">
          <p className="font-medium">{scanFailureSentence(history.lastScanFailure)}</p>
          <p className="mt-1">
            {report
              ? `The report below is from the last scan that finished, ${formatDateTime(report.scannedAt)}.`
              : 'No scan of this site has finished yet.'}{' '}
            If the address is wrong, <a href="#address" className={`underline ${FOCUS_RING}`}>correct it</a> and scan again.
          </p>
          <details className="mt-1">
            <summary className={`cursor-pointer ${FOCUS_RING}`}>What the scanner reported</summary>
            <p className="mt-1 font-mono text-xs">{history.lastScanFailure.error}</p>
          </details>
        </div>
      )}
      <div className="mb-6">
        {scheduleRefused ? (
          <p className="text-sm text-slate-700">{scheduleRefused}</p>
        ) : (
          <ScheduleForm siteId={site.id} initial={{ ...scheduleFields(site), error: null, saved: false }} saveSchedule={saveScheduleAction} />
        )}
      </div>
      {!report ? (
        <EmptyState title="No finished scan yet">
          Press “Scan now” to measure {site.host}. The report, its history and the fixes appear here when the scan finishes.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <Card title="Latest report">
            <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
              <div className="flex flex-col items-center gap-2">
                <ScoreRing score={report.score} grade={report.grade} size={112} />
                <ScoreChange siteId={site.id} latest={history.scans[0]?.score ?? null} previous={history.scans[1]?.score ?? null} />
              </div>
              <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                <Fact term="Grade" value={report.grade.label} />
                <Fact term="Start page score" value={formatScore(report.originScore)} />
                <Fact term="Scanned" value={formatDateTime(report.scannedAt)} />
                <Fact term="Pages measured" value={String(report.pageCount)} />
                <Fact term="URLs found" value={String(report.discoveredUrls)} />
                <Fact term="Measured with" value={report.engine} />
                {/* Beside the score, never in it: the score stays comparable across sites. */}
                {counts && <Fact term="Journeys (not scored)" value={describeJourneyTally(counts)} />}
              </dl>
            </div>
            {moved && (
              <p role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="address-moved">
                This report measured {report.url}; the site&apos;s address is now {site.url}. Scan again to measure it.
              </p>
            )}
            <ScoreBreakdownView scorecard={report.scorecard} scoring={report.scoring} partialSample={report.partialSample} blocker={blockerOf(report)} scopeLabel={report.scopeLabel} />
            <BenchmarkLine benchmark={report.benchmark} className="mt-4" />
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Category scores">
              {report.categories.map((category) => (
                <li key={category.category} className="rounded-md bg-slate-50 p-3">
                  {/* "Access checks", never plain "Access": the half of the score from the agent views is "Agent access". */}
                  <span className="block text-sm text-slate-700">{category.category} checks</span>
                  <span className="block text-xl font-semibold tabular-nums">{category.score === null ? 'n/a' : formatScore(category.score)}</span>
                </li>
              ))}
            </ul>
          </Card>

          {counts && (
            <Card title="Can agents find it?" id="journeys">
              <JourneyGrid siteId={site.id} journeys={journeys} counts={counts} open={openCell} />
            </Card>
          )}

          <Card title="As agents see it">
            <AgentViewsSection agents={report.agents} />
          </Card>

          <Card title="History">
            <HistoryChart siteId={site.id} points={[...history.scans].reverse()} />
            {addressChanges.length > 0 && (
              <ul className="mt-4 space-y-1 text-sm text-slate-800" aria-label="Address changes">
                {addressChanges.map((scan) => (
                  <li key={scan.id}>
                    From the scan of {formatDateTime(scan.scannedAt)} on, the site is measured at {scan.url}; the scans before it measured {scan.addressChangedFrom}.
                  </li>
                ))}
              </ul>
            )}
          </Card>

          {history.scans.some((scan) => scan.journeys) && (
            <Card title="Journeys over time">
              <JourneyHistoryChart points={[...history.scans].reverse().map(({ id: scanId, scannedAt, journeys: tally }) => ({ id: scanId, scannedAt, journeys: tally ?? null }))} />
            </Card>
          )}

          {report.categories.map((category) => {
            const inCategory = results.filter((result) => result.category === category.category);
            if (inCategory.length === 0) return null;
            return (
              <Card key={category.category} title={`${category.category} checks`}>
                <CheckResultList results={inCategory} pageCount={report.pageCount} openFailing benchmark={report.benchmark} />
              </Card>
            );
          })}

          <Card title={`Pages measured (${pages.length})`}>
            <PagesTable pages={pages} results={results} />
          </Card>
        </div>
      )}
      <Card title="Address" className="mt-6" id="address">
        <AddressForm siteId={site.id} initial={{ url: site.url, error: null, saved: false }} saveAddress={saveAddressAction} />
      </Card>
      <DeployHookCard membership={membership} siteId={site.id} host={site.host} hook={deployHook} />
      <SiteOwnershipCard membership={membership} ownership={ownership} />
      <Card title="Public report" className="mt-6">
        <PublicReportSwitch
          siteId={site.id}
          initial={{ on: site.publicReport, error: null, saved: false }}
          refused={publishRefused}
          setPublicReport={setPublicReportAction}
          sentences={publicReportSentences(publicity)}
        >
          {/* Only while the public report answers (lib/services/get-site-publicity.ts): never a link or badge that answers 404. */}
          {publicity.publicReport === 'public' && (
            <>
              <p className="mb-3 text-sm">
                <Link href={reportPath(site.host)} className={`text-blue-800 underline ${FOCUS_RING}`}>
                  Open the public report of {site.host}
                </Link>
              </p>
              <BadgeEmbed
                origin={origin}
                host={site.host}
                version={String(site.updatedAt.getTime())}
                note={`Markdown for a README or a pull request: the badge shows the score of the newest public report of ${site.host} and links to it.`}
              />
            </>
          )}
        </PublicReportSwitch>
      </Card>
      <SiteIndexCard membership={membership} siteId={site.id} host={site.host} indexOptIn={site.indexOptIn} origin={origin} publicity={publicity} />
      {can(membership, 'site:delete') && (
        <section aria-labelledby="danger-zone" className="mt-10 rounded-lg border border-red-200 bg-white p-4 sm:p-6">
          <h2 id="danger-zone" className="text-lg font-semibold text-slate-900">
            Delete this site
          </h2>
          <p className="mb-4 mt-1 text-sm text-slate-700">Removes the site with all its scans, fixes and verification records.</p>
          <ConfirmDialog
            trigger="Delete site"
            title={`Delete ${site.host}?`}
            confirmLabel="Delete site"
            formAction={deleteSiteAction}
            hiddenFields={{ siteId: site.id }}
          >
            Its scans, history and verification records are deleted too. This cannot be undone.
          </ConfirmDialog>
        </section>
      )}
    </>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-700">{term}</dt>
      <dd className="truncate font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** What the public report is with its switch on and off, as the public surfaces answer now (never the switch alone). */
function publicReportSentences(publicity: SitePublicity): { on: string; off: string } {
  const { host } = publicity;
  if (publicity.publicReportWhenOn === 'private-host') {
    const never = `Never public: ${privateHostReason(host)}, so there is no public report or badge of it, whatever this switch says.`;
    return { on: never, off: never };
  }
  const off = `Off: the scans of this site are private. Switched on, the newest one becomes the public report of ${host}, with a badge for a README${publicity.proven ? '' : ', once your organization proves it controls the host (Ownership, above)'}.`;
  const on = {
    held: `Held: the switch is on, but nothing of ${host} is public until your organization proves it controls the host (Ownership, above); the public report and badge answer 404 until then.`,
    waiting: `On: nothing is published yet; the first finished scan of this site becomes the public report of ${host}, with a badge for a README.`,
    public: `On: public. The newest scan of this site is the public report of ${host}, with a badge for a README. Anyone with the link can read it.`,
  }[publicity.publicReportWhenOn];
  return { on, off };
}
