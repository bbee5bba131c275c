'use client';

import Link, { useLinkStatus } from 'next/link';
import { useEffect, type ComponentProps } from 'react';
import { useReportNavigationPending } from './navigation-progress';
import { cx } from './styles';

/**
 * A next/link that shows, while the page it leads to is on its way, a small spinner in space kept for it, and reports
 * to the progress bar at the top. `pendingMark="none"` keeps the report and leaves the spinner out, for links whose
 * spacing is their design (tabs, breadcrumbs).
 */
export function PendingLink({ children, pendingMark = 'inline', ...props }: ComponentProps<typeof Link> & { pendingMark?: 'inline' | 'none' }) {
  return (
    <Link {...props}>
      {children}
      <PendingMark shown={pendingMark === 'inline'} />
    </Link>
  );
}

// useLinkStatus only works inside a Link, hence a component of its own.
function PendingMark({ shown }: { shown: boolean }) {
  const { pending } = useLinkStatus();
  const reportPending = useReportNavigationPending();
  useEffect(() => {
    if (!pending) return;
    reportPending(true);
    return () => reportPending(false);
  }, [pending, reportPending]);
  if (!shown) return <span hidden data-link-pending={pending ? 'true' : 'false'} />;
  return (
    <span
      aria-hidden="true"
      data-link-pending={pending ? 'true' : 'false'}
      className={cx(
        'ml-1.5 inline-block size-3 shrink-0 rounded-full border-2 border-current border-r-transparent align-[-0.125em] transition-opacity',
        pending ? 'opacity-100 delay-150 motion-safe:animate-spin' : 'opacity-0',
      )}
    />
  );
}
