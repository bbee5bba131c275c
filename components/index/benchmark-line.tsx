// Where a report stands in the index, in one sentence under its score (issue 48 point 4): site page, public report,
// fix pages. Links to the index's method, so the number always comes with its population.
import Link from 'next/link';
import { cx, FOCUS_RING } from '@/components/styles';
import { describeBenchmark, type Benchmark } from '@/lib/editions/wording';
import { INDEX_PATH } from '@/lib/web/public-paths';

export function BenchmarkLine({ benchmark, className }: { benchmark: Benchmark | null; className?: string }) {
  if (!benchmark) return null;
  return (
    <p className={cx('text-sm text-slate-800', className)} data-testid="benchmark-line">
      {describeBenchmark(benchmark)}{' '}
      <Link href={INDEX_PATH} className={cx('text-blue-800 underline', FOCUS_RING)}>
        How the index is made
      </Link>
    </p>
  );
}
