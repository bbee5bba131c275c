import { LoadingRegion, Skeleton, TableSkeleton } from '@/components/Skeleton';
import { HISTORY_CHART_HEIGHT } from '@/components/site/sizes';

/** The site page's shape at its final size: header, score card, history chart, checks. */
export default function Loading() {
  return (
    <LoadingRegion label="Loading the site report">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <Skeleton className="mb-2 h-8 w-56" />
          <Skeleton className="h-5 w-72 max-w-full" />
        </div>
        <Skeleton className="h-10 w-32" />
      </div>
      <div className="space-y-6">
        <Skeleton className="h-64 w-full sm:h-52" />
        <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <Skeleton className="mb-4 h-6 w-24" />
          <div style={{ height: HISTORY_CHART_HEIGHT }}>
            <Skeleton className="h-full w-full" />
          </div>
        </div>
        <TableSkeleton rows={6} />
      </div>
    </LoadingRegion>
  );
}
