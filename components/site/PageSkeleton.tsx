import { LoadingRegion, Skeleton, TableSkeleton } from '../Skeleton';

/** A site section while it loads: its header and content blocks at their final sizes. */
export function PageSkeleton({ label, blocks }: { label: string; blocks: string[] }) {
  return (
    <LoadingRegion label={label}>
      <Skeleton className="mb-2 h-8 w-56" />
      <Skeleton className="mb-6 h-6 w-96 max-w-full" />
      <div className="space-y-6">
        {blocks.map((block, index) => (
          <Skeleton key={index} className={block} />
        ))}
        <TableSkeleton rows={4} />
      </div>
    </LoadingRegion>
  );
}
