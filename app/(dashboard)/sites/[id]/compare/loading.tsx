import { PageSkeleton } from '@/components/site/PageSkeleton';

export default function Loading() {
  return <PageSkeleton label="Loading the comparison" blocks={['h-40 w-full sm:h-20', 'h-36 w-full']} />;
}
