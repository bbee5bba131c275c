import Link from 'next/link';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PendingLink } from '@/components/pending-link';
import { StatusIcon } from '@/components/status-icon';
import { FOCUS_RING, cx } from '@/components/styles';
import { formatScore } from '@/components/site/format';
import { listFixes } from '@/lib/services/list-fixes';
import { BenchmarkLine } from '@/components/index/benchmark-line';
import { shortCheckShare } from '@/lib/editions/wording';
import { TrafficDisagreement } from '@/components/site/traffic-disagreement';
import { requireMembership } from '@/lib/auth/require-member';
import { findTrafficDisagreement } from '@/lib/services/find-traffic-disagreement';
import { readOrNotFound, requireSiteId } from '../../load';

export const metadata = { title: 'Fixes' };

export default async function FixesPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireSiteId((await params).id);
  const { membership } = await requireMembership();
  const organizationId = membership.organizationId;
  const fixes = await readOrNotFound(() => listFixes(organizationId, id));
  const disagreement = await findTrafficDisagreement(membership, fixes.siteId);
  const base = `/sites/${fixes.siteId}/fixes`;
  return (
    <>
      <PageHeader title="Fixes" description="Open work from the latest scan, the fix that returns the most points first: each gain is what the score would rise by with that check's open findings resolved." />
      {/* Not a fix of the score: what the site's own logs show it does to an agent, against what the scan says. */}
      {disagreement && <TrafficDisagreement siteId={fixes.siteId} agent={disagreement.agent} others={disagreement.others} />}
      {fixes.scanId === null ? (
        <EmptyState title="No finished scan yet">Scan the site from its report page; fixes are derived from the finished scan.</EmptyState>
      ) : (
        <div className="space-y-6">
          <BenchmarkLine benchmark={fixes.benchmark} />
          {fixes.fixes.length === 0 ? (
            <EmptyState title="Nothing to fix">No check has open work: nothing would raise the score. Scan again after changes to keep it that way.</EmptyState>
          ) : (
            <ol className="space-y-2" aria-label="Fixes by points gained">
              {fixes.fixes.map((fix) => (
                <li key={fix.checkId}>
                  {/* The title and what to do first, full width on a phone; the category, score and points under them
                      there, beside them from the sm breakpoint on. */}
                  <PendingLink
                    href={`${base}/${fix.checkId}`}
                    className={cx('flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-3', FOCUS_RING)}
                  >
                    <span className="flex min-w-0 flex-1 items-start gap-3">
                      <StatusIcon status={fix.status} className="mt-0.5" />
                      <span className="min-w-0">
                        <span className="block font-medium text-blue-800 underline">{fix.name}</span>
                        <span className="block text-sm text-slate-800">{fix.headline}</span>
                        {fixes.benchmark && shortCheckShare(fixes.benchmark, fix.checkId) && (
                          <span className="block text-xs text-slate-700">{shortCheckShare(fixes.benchmark, fix.checkId)}</span>
                        )}
                      </span>
                    </span>
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 pl-8 sm:shrink-0 sm:pl-0">
                      <Badge>{fix.category}</Badge>
                      <span className="whitespace-nowrap text-sm text-slate-700">
                        score {formatScore(fix.score)} · {fix.findingCount} open finding{fix.findingCount === 1 ? '' : 's'}
                      </span>
                      <span className="whitespace-nowrap font-semibold tabular-nums text-green-900 sm:w-20 sm:text-right">+{fix.gain} pts</span>
                    </span>
                  </PendingLink>
                </li>
              ))}
            </ol>
          )}
          <Card title="Generated files">
            <p className="mb-3 text-sm text-slate-700">
              Files built from your own pages. Each opens with the check it fixes; one marked as a template names the values of
              yours it needs (an endpoint) before it can be published.
            </p>
            {/* The files on offer (lib/artifacts/offer.ts): none that would replace a passing file or describe what the site lacks. */}
            {fixes.artifacts.length === 0 ? (
              <p className="text-sm text-slate-700">None: the site&apos;s own files pass, or it has not shown what a file would describe.</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2">
                {fixes.artifacts.map((artifact) => (
                  <li key={artifact.kind}>
                    <Link href={`${base}/${artifact.checkId}#artifact-${artifact.kind}`} className={`text-blue-800 underline ${FOCUS_RING}`}>
                      <span className="font-mono">{artifact.path}</span>
                    </Link>{' '}
                    <span className="text-sm text-slate-700">({artifact.kind})</span>
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
