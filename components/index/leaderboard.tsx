// The opted-in leaderboard of an edition by category, with movement since the previous edition (issue 48 point 5).
// Only sites whose owners opted in are named; the ranks count every scanned site.
import Link from 'next/link';
import { DataTable } from '../data-table';
import { cx, FOCUS_RING } from '@/components/styles';
import { CATEGORY_NOUNS, INDEX_CATEGORIES, type IndexCategory } from '@/lib/schemas/index-category';
import type { ListedEntry } from '@/lib/editions/entries';
import { topShare } from '@/lib/editions/percentile';
import { formatDate } from '@/lib/format/dates';
import { indexPath } from '@/lib/web/public-paths';
import { reportPath } from '@/lib/views/badge-links';

const LINK = cx('text-blue-800 underline', FOCUS_RING);

export function CategoryTabs({ edition, current, sizes }: { edition: number | undefined; current: IndexCategory | null; sizes: Record<IndexCategory, number> }) {
  const tab = (label: string, category: IndexCategory | null) => (
    <li key={category ?? 'all'}>
      <Link
        href={`${indexPath({ edition, category: category ?? undefined })}#leaderboard`}
        aria-current={current === category ? 'page' : undefined}
        className={cx('inline-block rounded-full px-3 py-1 text-sm', current === category ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-900 hover:bg-slate-200', FOCUS_RING)}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <ul className="mb-4 flex flex-wrap gap-2" aria-label="Categories">
      {tab('All sites', null)}
      {INDEX_CATEGORIES.filter((category) => sizes[category] > 0).map((category) => tab(`${CATEGORY_NOUNS[category].short} (${sizes[category]})`, category))}
    </ul>
  );
}

function Movement({ row, hasPrevious }: { row: ListedEntry; hasPrevious: boolean }) {
  if (!hasPrevious) return <span className="text-slate-700">–</span>;
  if (row.previousScore === null) return <span className="text-slate-700">new</span>;
  const delta = row.score - row.previousScore;
  if (delta === 0) return <span className="text-slate-700">no change</span>;
  return (
    <span className={delta > 0 ? 'text-green-800' : 'text-red-800'}>
      <span aria-hidden="true">{delta > 0 ? '▲' : '▼'}</span> {delta > 0 ? `+${delta}` : delta}
      <span className="sr-only"> since the previous edition ({row.previousScore})</span>
    </span>
  );
}

export function Leaderboard({ rows, category, hasPrevious, publicHosts }: { rows: ListedEntry[]; category: IndexCategory | null; hasPrevious: boolean; publicHosts: Set<string> }) {
  return (
    <DataTable
      caption={`Opted-in sites, best first${category ? `, ${CATEGORY_NOUNS[category].plural}` : ''}`}
      testId="leaderboard"
      rows={rows}
      rowKey={(row) => row.host}
      rowHeader="site"
      columns={[
        { key: 'rank', header: 'Rank', className: 'tabular-nums', cell: (row) => (category ? row.categoryRank : row.rank) },
        {
          key: 'site',
          header: 'Site',
          className: 'font-normal',
          cell: (row) => (
            <>
              {publicHosts.has(row.host) ? (
                <Link href={reportPath(row.host)} className={cx(LINK, 'break-all')}>
                  {row.host}
                </Link>
              ) : (
                <span className="break-all font-medium text-slate-900">{row.host}</span>
              )}
              <span className="block text-xs text-slate-700">
                {CATEGORY_NOUNS[row.category].singular} · top {topShare(row.categoryPercentile)}% of its category
              </span>
            </>
          ),
        },
        {
          key: 'score',
          header: 'Score',
          className: 'tabular-nums',
          cell: (row) => (
            <>
              <span className="font-semibold">{row.score}</span> <span className="text-slate-700">({row.grade})</span>
            </>
          ),
        },
        { key: 'movement', header: 'Since last edition', className: 'tabular-nums', cell: (row) => <Movement row={row} hasPrevious={hasPrevious} /> },
        { key: 'scanned', header: 'Scanned', className: 'whitespace-nowrap', cell: (row) => (row.rescanned ? `re-scanned on ${formatDate(row.scannedAt)}` : formatDate(row.scannedAt)) },
      ]}
    />
  );
}
