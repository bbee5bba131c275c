import { PageSkeleton } from '@/components/site/PageSkeleton';

export default function Loading() {
  return <PageSkeleton label="Loading the verification records" blocks={[]} />;
}
