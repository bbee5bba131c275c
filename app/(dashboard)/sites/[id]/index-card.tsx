// The site page's "In the index" card (issue 48 point 3): the opt-in switch, the site's row of the current edition as
// its owner sees it, the re-scan of the row and the report of a verdict believed wrong. Until the organization proves
// it controls the host (issue 52 point 3), the card says what it will show then, and the switch can only go off.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { CopyButton } from '@/components/copy-button';
import { IndexOptInSwitch, RescanRowButton, VerdictReportForm } from '@/components/index/site-index-forms';
import { FOCUS_RING, cx } from '@/components/styles';
import { agentProfile, catalogEntry, type AgentProfileId } from '@/engine/index';
import { can, refusalMessage, type Actor } from '@/lib/auth/authorize';
import { CATEGORY_NOUNS } from '@/lib/schemas/index-category';
import { topShare } from '@/lib/editions/percentile';
import { ApiError } from '@/lib/errors/api-errors';
import { getSiteIndexStanding } from '@/lib/services/get-site-index-standing';
import { privateHostReason, type SitePublicity } from '@/lib/services/get-site-publicity';
import { formatDate } from '@/lib/format/dates';
import { INDEX_PATH } from '@/lib/web/public-paths';
import { readOrNull } from '../load';
import { reportVerdictAction, rescanIndexAction, setIndexOptInAction } from './index-actions';

type Standing = NonNullable<Awaited<ReturnType<typeof getSiteIndexStanding>>>;

/**
 * What the opt-in is with its switch on and off, from the same reads as the public index (issue 63 point 3): a private
 * host is never named, an unproven one is held, and "named" says whether the latest edition ranked the site.
 */
function optInSentences(publicity: SitePublicity, standing: Standing | null): { on: string; off: string } {
  const { host } = publicity;
  if (publicity.indexOptInWhenOn === 'private-host') {
    const never = `Never named: ${privateHostReason(host)} in the index, whatever this switch says.`;
    return { on: never, off: never };
  }
  const off = `Off: ${host} counts in the index's figures without its name (unless its report is public).`;
  if (publicity.indexOptInWhenOn === 'held') {
    return { on: `Held: the switch is on, but ${host} is named nowhere until your organization proves it controls the host (Ownership, above).`, off };
  }
  const edition = standing?.edition ?? null;
  const entry = standing?.entry ?? null;
  const on =
    edition === null
      ? `On: ${host} is named in the leaderboard of the first edition that scans it; no edition has been published yet.`
      : entry === null
        ? `On, but not ranked: edition ${edition} did not scan ${host}, so it is not in that edition's leaderboard; it is named in the next edition that scans it.`
        : entry.score === null
          ? `On, but not ranked: edition ${edition} could not score ${host} (${entry.status}); it is counted, never ranked.`
          : `On: ${host} is named in edition ${edition}'s leaderboard (rank ${entry.rank}), and its index badge answers.`;
  return { on, off };
}

export async function SiteIndexCard({ membership, siteId, host: siteHost, indexOptIn, origin, publicity }: { membership: Actor; siteId: string; host: string; indexOptIn: boolean; origin: string; publicity: SitePublicity }) {
  const standing = await readOrNull(() => getSiteIndexStanding(membership, siteId)).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'ownership-unverified') return 'unproven' as const;
    throw error;
  });
  if (standing === 'unproven') return <UnprovenIndexCard membership={membership} siteId={siteId} host={siteHost} indexOptIn={indexOptIn} sentences={optInSentences(publicity, null)} />;
  if (!standing) return null;
  const { entry, edition, host } = standing;
  return (
    <IndexCardFrame siteId={siteId} indexOptIn={indexOptIn} refused={refusalMessage(membership, 'site:index-opt-in')} sentences={optInSentences(publicity, standing)}>
      <div className="mt-4 space-y-3 text-sm text-slate-800">
        {edition === null ? (
          <p>No edition of the index has been published yet.</p>
        ) : entry === null ? (
          <p>
            Edition {edition} of the{' '}
            <Link href={INDEX_PATH} className={cx('text-blue-800 underline', FOCUS_RING)}>
              index
            </Link>{' '}
            did not scan {host}.
          </p>
        ) : entry.score === null ? (
          <p data-testid="index-row">
            Edition {edition} could not score {host}: it was {entry.status}{entry.error ? ` (${entry.error})` : ''}. It is counted, never ranked and never shown as 0.
          </p>
        ) : (
          <p data-testid="index-row">
            Edition {edition}: score {entry.score} ({entry.grade}), rank {entry.rank}, top {topShare(entry.categoryPercentile!)}% of{' '}
            {CATEGORY_NOUNS[entry.category].plural}
            {entry.rescanned ? `, re-scanned on ${formatDate(entry.scannedAt)}` : `, scanned ${formatDate(entry.scannedAt)}`}.{' '}
            {standing.optedIn ? 'Named in the leaderboard.' : 'Counted without its name (not opted in).'}
          </p>
        )}
      </div>
      {entry !== null && entry.score !== null && standing.optedIn && (
        <div className="mt-4 text-sm text-slate-700">
          <p className="mb-2">The index badge, for a README (&ldquo;top {topShare(entry.categoryPercentile!)}% of {CATEGORY_NOUNS[entry.category].short}&rdquo;):</p>
          <div className="flex flex-wrap items-start gap-2">
            <code className="min-w-0 flex-1 break-all rounded bg-slate-100 p-2 text-xs text-slate-900">{indexBadgeMarkdown(origin, host)}</code>
            <CopyButton value={indexBadgeMarkdown(origin, host)} label="Copy the badge" />
          </div>
        </div>
      )}
      {entry !== null && standing.optedIn && (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          {can(membership, 'scan:start') && (
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-900">Re-scan the row</h3>
              <p className="mb-2 text-sm text-slate-700">A scan of this site; its start-page score replaces the row&apos;s, dated. The edition&apos;s figures do not change.</p>
              <RescanRowButton siteId={siteId} action={rescanIndexAction} />
            </div>
          )}
          {can(membership, 'index:report-verdict') && (
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-900">A verdict looks wrong?</h3>
              <VerdictReportForm
                siteId={siteId}
                action={reportVerdictAction}
                subjects={[
                  ...Object.entries(entry.checks).map(([id, verdict]) => ({ value: `check:${id}`, label: `${catalogEntry(id)?.name ?? id}: ${verdict}` })),
                  ...Object.entries(entry.agents).map(([id, verdict]) => ({ value: `agent:${id}`, label: `${agentProfile(id as AgentProfileId).name}: ${verdict}` })),
                ]}
              />
            </div>
          )}
        </div>
      )}
    </IndexCardFrame>
  );
}

/** Before the proof: what the card shows once the host is proven, and a switch that can only be turned off. */
function UnprovenIndexCard({ membership, siteId, host, indexOptIn, sentences }: { membership: Actor; siteId: string; host: string; indexOptIn: boolean; sentences: { on: string; off: string } }) {
  return (
    <IndexCardFrame
      siteId={siteId}
      indexOptIn={indexOptIn}
      sentences={sentences}
      refused={indexOptIn ? refusalMessage(membership, 'site:index-opt-in') : `Prove that your organization controls ${host} first (Ownership, above).`}
    >
      <p className="mt-4 text-sm text-slate-800" data-testid="index-row-unproven">
        Once your organization proves it controls {host}, this card shows its row in the current edition of the{' '}
        <Link href={INDEX_PATH} className={cx('text-blue-800 underline', FOCUS_RING)}>
          index
        </Link>
        : its score and grade, its rank and percentile overall and among sites of its kind, each check&apos;s outcome and each agent&apos;s verdict, with a
        re-scan of the row and a way to report a verdict you believe wrong. Until then the row stays private, to you as to everyone.
      </p>
    </IndexCardFrame>
  );
}

/** The card with its opt-in switch on top; `refused` says why the switch cannot be used, when it cannot. */
function IndexCardFrame({ siteId, indexOptIn, refused, sentences, children }: { siteId: string; indexOptIn: boolean; refused: string | null; sentences: { on: string; off: string }; children: ReactNode }) {
  return (
    <Card title="In the index" className="mt-6">
      <IndexOptInSwitch siteId={siteId} initial={{ on: indexOptIn, error: null, message: null }} refused={refused} action={setIndexOptInAction} sentences={sentences} />
      {children}
    </Card>
  );
}

/** The index badge linked to the index page: absolute, for a README. */
function indexBadgeMarkdown(origin: string, host: string): string {
  return `[![Agent Gauge index standing of ${host}](${origin}/badge/${encodeURIComponent(host)}/index.svg)](${origin}${INDEX_PATH})`;
}
