import Link from 'next/link';
import { FOCUS_RING, cx } from '@/components/styles';
import { formatDelta } from './format';

/**
 * The change of a site's score since its previous finished scan, linked to the comparison of the two (the compare
 * page compares the latest two by default). Nothing before a second scan.
 */
export function ScoreChange({ siteId, latest, previous }: { siteId: string; latest: number | null; previous: number | null }) {
  if (latest === null || previous === null) return null;
  const delta = Math.round((latest - previous) * 10) / 10;
  const tone = delta < 0 ? 'text-red-800' : delta > 0 ? 'text-green-800' : 'text-slate-700';
  const words = delta === 0 ? 'No change since the previous scan' : `${formatDelta(delta)} since the previous scan`;
  return (
    <Link href={`/sites/${siteId}/compare`} className={cx('text-sm font-medium underline', tone, FOCUS_RING)} data-testid="score-change">
      {words}
    </Link>
  );
}
