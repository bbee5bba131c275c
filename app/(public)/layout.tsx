import Link from 'next/link';
import type { ReactNode } from 'react';
import { PublicFrame } from '@/components/public-frame';
import { FOCUS_RING, cx } from '@/components/styles';
import { CHECK_COUNT } from '@/engine/light';
import { OPENAPI_PATH } from '@/lib/http/discovery-links';
import { CHECKS_PATH, INDEX_PATH } from '@/lib/web/public-paths';

const NAV_LINK = cx('rounded-md px-2 py-1 text-slate-800 hover:text-slate-950 hover:underline', FOCUS_RING);

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <PublicFrame
      mainClassName="max-w-4xl py-8 sm:py-12"
      nav={
        <ul className="flex flex-wrap items-center gap-2 text-sm">
          <li>
            <Link href={CHECKS_PATH} className={NAV_LINK}>
              Checks
            </Link>
          </li>
          <li>
            <Link href={INDEX_PATH} className={NAV_LINK}>
              Index
            </Link>
          </li>
          <li>
            <a href={OPENAPI_PATH} className={NAV_LINK}>
              API
            </a>
          </li>
          <li>
            <a href="/llms.txt" className={NAV_LINK}>
              llms.txt
            </a>
          </li>
          <li>
            <Link href="/sign-in" className={NAV_LINK}>
              Sign in
            </Link>
          </li>
        </ul>
      }
      footer={
        <footer className="border-t border-slate-200 bg-white">
          <p className="mx-auto max-w-4xl px-4 py-4 text-sm text-slate-700">
            Agent Gauge measures how ready websites are for AI agents with{' '}
            <Link href={CHECKS_PATH} className={cx('text-blue-800 underline', FOCUS_RING)}>
              {CHECK_COUNT} checks
            </Link>
            . Results are also available as JSON and markdown.
          </p>
        </footer>
      }
    >
      {children}
    </PublicFrame>
  );
}
