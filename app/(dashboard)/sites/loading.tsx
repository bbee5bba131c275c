import { LoadingRegion, Skeleton, TableSkeleton } from '@/components/Skeleton';

export default function Loading() {
  return (
    <LoadingRegion>
      <Skeleton className="mb-2 h-8 w-56" />
      <Skeleton className="mb-6 h-5 w-96 max-w-full" />
      <TableSkeleton rows={4} />
    </LoadingRegion>
  );
}
