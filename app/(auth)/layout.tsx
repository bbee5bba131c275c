import Link from 'next/link';
import type { ReactNode } from 'react';
import { FOCUS_RING, cx } from '@/components/styles';

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-4xl items-center px-4 py-3">
          <Link href="/" className={cx('text-lg font-semibold', FOCUS_RING)}>
            Agent Gauge
          </Link>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-12">
        {children}
      </main>
    </div>
  );
}
