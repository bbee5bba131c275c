import Link from 'next/link';
import type { ReactNode } from 'react';
import { FOCUS_RING, cx } from '@/components/styles';

/**
 * The frame of the pages outside the dashboard (public and sign-in): a header with the name linking home and any
 * further navigation, the main content, and an optional footer.
 */
export function PublicFrame({ nav, mainClassName, footer, children }: { nav?: ReactNode; mainClassName: string; footer?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link href="/" className={cx('text-lg font-semibold text-slate-950', FOCUS_RING)}>
            Agent Gauge
          </Link>
          {nav}
        </nav>
      </header>
      <main id="main" className={cx('mx-auto w-full flex-1 px-4', mainClassName)}>
        {children}
      </main>
      {footer}
    </div>
  );
}
