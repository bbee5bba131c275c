import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FindingsList } from '@/components/findings-list';
import { PageHeader } from '@/components/page-header';
import { formatDateTime, formatDelta, formatScore } from '@/components/site/format';
import { ScanSelect } from '@/components/site/scan-select';
import { ApiError } from '@/lib/errors/api-errors';
import { compareScanJourneys, compareScans } from '@/lib/services/compare-scans';
import { listScanHistory } from '@/lib/services/list-scan-history';
import { activeOrganizationId, readOrNotFound, requireSiteId } from '../../load';

export const metadata = { title: 'Compare scans' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const CHANGE_LABELS: Record<string, { label: string; tone: BadgeTone }> = {
  added: { label: 'Added', tone: 'info' },
  removed: { label: 'Removed', tone: 'neutral' },
  applicability_changed: { label: 'Started or stopped applying', tone: 'warning' },
  improved: { label: 'Improved', tone: 'success' },
  regressed: { label: 'Regressed', tone: 'danger' },
  findings_changed: { label: 'Findings changed', tone: 'info' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
};

/** A side of a changed check: its score, or "n/a" when the check did not apply (its measured score is often 0). */
function sideScore(side: { score: number | null; applicable: boolean } | null | undefined): string {
  return side && !side.applicable ? 'n/a' : formatScore(side?.score);
}

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export default async function ComparePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const id = requireSiteId((await params).id);
  const query = await searchParams;
  const organizationId = await activeOrganizationId();
  const history = await readOrNotFound(() => listScanHistory(organizationId, id, {}));
  if (history.scans.length < 2) {
    return (
      <>
        <PageHeader title="Compare scans" />
        <EmptyState title="A comparison needs two finished scans">
          {history.scans.length === 0 ? 'This site has none yet.' : 'This site has one so far.'} Scan it again from its report page,
          then compare the two.
        </EmptyState>
      </>
    );
  }
  const requested = { before_scan_id: single(query.before), after_scan_id: single(query.after) };
  const selection = requested.before_scan_id && requested.after_scan_id ? requested : {};
  let comparison: Awaited<ReturnType<typeof compareScans>> | null = null;
  let journeyChanges: Awaited<ReturnType<typeof compareScanJourneys>> | null = null;
  let problem: string | null = null;
  try {
    comparison = await compareScans(organizationId, id, selection);
    journeyChanges = await compareScanJourneys(organizationId, id, selection);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    problem = error.message;
  }
  const beforeId = comparison?.before.id ?? requested.before_scan_id ?? history.scans[1]!.id;
  const afterId = comparison?.after.id ?? requested.after_scan_id ?? history.scans[0]!.id;
  const changed = comparison?.changes.filter((change) => change.change !== 'unchanged') ?? [];

  return (
    <>
      <PageHeader title="Compare scans" description="Pick two finished scans, the older one first. Checks are compared on the start page and the site-wide files (robots.txt, llms.txt, …); the overall score covers every page measured." />
      <form method="get" className="mb-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-end">
        <ScanSelect id="compare-before" name="before" label="Before (older scan)" scans={history.scans} value={beforeId} />
        <ScanSelect id="compare-after" name="after" label="After (newer scan)" scans={history.scans} value={afterId} />
        <Button type="submit">Compare</Button>
      </form>
      {problem && <ErrorState title="These scans cannot be compared">{problem}</ErrorState>}
      {comparison && (
        <div className="space-y-6">
          <Card title="Score change">
            <div className="flex flex-wrap items-center gap-6">
              <p className="text-4xl font-semibold tabular-nums" data-testid="score-delta">
                {formatDelta(comparison.scoreDelta)}
              </p>
              <p className="text-sm text-slate-800">
                From {formatScore(comparison.before.score)} ({formatDateTime(comparison.before.scannedAt)}) to{' '}
                {formatScore(comparison.after.score)} ({formatDateTime(comparison.after.scannedAt)}).
              </p>
              {comparison.comparable ? (
                <Badge tone="success">Comparable</Badge>
              ) : (
                <Badge tone="warning">Not directly comparable</Badge>
              )}
            </div>
            {comparison.warnings.length > 0 && (
              <div role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
                <p className="font-medium">Read these before trusting the score change:</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                  {comparison.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </div>
            )}
          </Card>
          {journeyChanges && (journeyChanges.lost.length > 0 || journeyChanges.gained.length > 0) && (
            <Card title="Journeys gained and lost">
              <div className="grid gap-4 sm:grid-cols-2" data-testid="journey-changes">
                {(['lost', 'gained'] as const).map((kind) => (
                  <section key={kind} aria-labelledby={`journeys-${kind}`}>
                    <h3 id={`journeys-${kind}`} className="text-sm font-semibold text-slate-900">
                      {kind === 'lost' ? `Lost (${journeyChanges!.lost.length}): an agent found it before and cannot now` : `Gained (${journeyChanges!.gained.length})`}
                    </h3>
                    <ul className="mt-2 space-y-2 text-sm">
                      {journeyChanges![kind].map((change) => (
                        <li key={`${change.journey}-${change.profile}`} className="min-w-0 break-words">
                          <Badge tone={kind === 'lost' ? 'danger' : 'success'}>{change.profile}</Badge> <span className="font-medium">{change.journey}</span>: {change.reason}
                        </li>
                      ))}
                      {journeyChanges![kind].length === 0 && <li className="text-slate-700">None.</li>}
                    </ul>
                  </section>
                ))}
              </div>
            </Card>
          )}
          <Card title={`Changed checks (${changed.length})`}>
            {changed.length === 0 ? (
              <p className="text-sm text-slate-700">No check changed between these scans.</p>
            ) : (
              <ul className="space-y-3">
                {changed.map((change) => (
                  <li key={change.checkId} className="rounded-lg border border-slate-200 p-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-medium text-slate-900">{change.name}</h3>
                      <Badge tone={CHANGE_LABELS[change.change]!.tone}>{CHANGE_LABELS[change.change]!.label}</Badge>
                      {change.resolved && <Badge tone="success">Resolved</Badge>}
                      <span className="ml-auto text-sm tabular-nums text-slate-800">
                        {sideScore(change.before)} → {sideScore(change.after)} ({formatDelta(change.scoreDelta)})
                      </span>
                    </div>
                    {change.resolvedFindings.length > 0 && (
                      <div className="mt-3">
                        <h4 className="mb-2 text-sm font-semibold text-green-900">Resolved findings</h4>
                        <FindingsList findings={change.resolvedFindings} resolved />
                      </div>
                    )}
                    {change.newFindings.length > 0 && (
                      <div className="mt-3">
                        <h4 className="mb-2 text-sm font-semibold text-red-900">New findings</h4>
                        <FindingsList findings={change.newFindings} />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
