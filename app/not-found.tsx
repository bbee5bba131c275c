import type { Metadata } from 'next';
import PublicLayout from './(public)/layout';
import NotFound from './(public)/not-found';

export const metadata: Metadata = { title: 'Not found', robots: { index: false } };

/** Any address no route has: the public shell (header, main and footer landmarks) around the public not-found. */
export default function RootNotFound() {
  return (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  );
}
