import { PageSkeleton } from '@/components/site/PageSkeleton';

export default function Loading() {
  return <PageSkeleton label="Loading the fixes" blocks={['h-20 w-full', 'h-20 w-full', 'h-20 w-full']} />;
}
