import Link from 'next/link';
import { ButtonLink } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { VerificationBadge } from '@/components/verification-badge';
import { FOCUS_RING } from '@/components/styles';
import { formatDateTime, formatDelta, formatScore } from '@/components/site/format';
import { VERIFICATION_WINDOW_DAYS } from '@/lib/services/expire-verifications';
import { listVerifications } from '@/lib/services/list-verifications';
import { activeOrganizationId, readOrNotFound, requireSiteId } from '../../load';

export const metadata = { title: 'Verifications' };

const PAGE_SIZE = 20;
const MAX_OFFSET = 10_000;

/** What an open record waits for: the next scan, then a scan whose score rises above the baseline before expiry. */
function waitingForOf(record: { status: string; baselineScore: number; advisedAt: string }): string | null {
  const expires = new Date(new Date(record.advisedAt).getTime() + VERIFICATION_WINDOW_DAYS * 86_400_000).toISOString();
  if (record.status === 'pending') return `Waiting for the next scan (until ${formatDateTime(expires)})`;
  if (record.status === 'measuring') {
    return `The last scan showed no gain yet: waiting for a scan that scores above ${formatScore(record.baselineScore)} (until ${formatDateTime(expires)})`;
  }
  return null;
}

function offsetOf(value: string | string[] | undefined): number {
  const parsed = typeof value === 'string' ? Number.parseInt(value, 10) : 0;
  return Number.isInteger(parsed) && parsed >= 0 ? Math.min(parsed, MAX_OFFSET) : 0;
}

export default async function VerificationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = requireSiteId((await params).id);
  const offset = offsetOf((await searchParams).offset);
  const organizationId = await activeOrganizationId();
  const page = await readOrNotFound(() => listVerifications(organizationId, id, { limit: PAGE_SIZE, offset }));
  const base = `/sites/${page.siteId}`;
  return (
    <>
      <PageHeader
        title="Verifications"
        description="Each fix you were advised, and whether a later scan showed it took effect."
      />
      <DataTable
        caption="Verification records"
        rows={page.verifications}
        rowKey={(record) => record.id}
        empty={
          <EmptyState title="No advised fixes yet">
            Open a fix or a generated file under <Link href={`${base}/fixes`} className={`text-blue-800 underline ${FOCUS_RING}`}>Fixes</Link>:
            the next scan then verifies it.
          </EmptyState>
        }
        columns={[
          {
            key: 'check',
            header: 'Check',
            cell: (record) => (
              <Link href={`${base}/fixes/${record.checkId}`} className={`font-mono text-blue-800 underline ${FOCUS_RING}`}>
                {record.checkId}
              </Link>
            ),
          },
          {
            key: 'state',
            header: 'State',
            cell: (record) => {
              const waitingFor = waitingForOf(record);
              return (
                <>
                  <VerificationBadge status={record.status} />
                  {waitingFor && <span className="mt-1 block text-xs text-slate-700">{waitingFor}</span>}
                </>
              );
            },
          },
          { key: 'baseline', header: 'Check score when advised', cell: (record) => <span className="tabular-nums">{formatScore(record.baselineScore)}</span> },
          { key: 'observed', header: 'Check score at last check', cell: (record) => <span className="tabular-nums">{formatScore(record.observedScore)}</span> },
          { key: 'gain', header: 'Overall points gained', cell: (record) => <span className="tabular-nums">{formatDelta(record.gained)}</span> },
          { key: 'source', header: 'Advised by', cell: (record) => (record.source === 'artifact' ? 'Generated file' : 'Fix guide') },
          { key: 'advised', header: 'Advised', cell: (record) => formatDateTime(record.advisedAt) },
          { key: 'checked', header: 'Last checked', cell: (record) => formatDateTime(record.lastCheckedAt ?? record.verifiedAt) },
        ]}
      />
      {(offset > 0 || page.nextOffset !== null) && (
        <nav aria-label="Verification pages" className="mt-4 flex gap-2">
          {offset > 0 && (
            <ButtonLink variant="secondary" href={`${base}/verifications?offset=${Math.max(0, offset - PAGE_SIZE)}`}>
              Newer
            </ButtonLink>
          )}
          {page.nextOffset !== null && (
            <ButtonLink variant="secondary" href={`${base}/verifications?offset=${page.nextOffset}`}>
              Older
            </ButtonLink>
          )}
        </nav>
      )}
    </>
  );
}
