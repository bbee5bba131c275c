import { PageSkeleton } from '@/components/site/PageSkeleton';

export default function Loading() {
  return <PageSkeleton label="Loading the fix" blocks={['h-48 w-full', 'h-64 w-full']} />;
}
