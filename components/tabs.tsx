'use client';

import { usePathname } from 'next/navigation';
import { PendingLink } from './pending-link';
import { FOCUS_RING, cx } from './styles';

export interface Tab {
  href: string;
  label: string;
  /** Current only on this very path, not below it (an overview whose sections are its sub-paths). */
  exact?: boolean;
}

/**
 * The one row of tabs (the dashboard's sections, a site's sections): each tab the same padding on both sides, the
 * current one marked for screen readers (aria-current) and visually. A tab's page on its way shows in the progress
 * bar at the top, not in a spinner beside its label (which would keep space and unbalance the padding).
 */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 text-sm">
        {tabs.map((tab) => {
          const current = pathname === tab.href || (!tab.exact && pathname.startsWith(`${tab.href}/`));
          return (
            <li key={tab.href}>
              <PendingLink
                href={tab.href}
                pendingMark="none"
                aria-current={current ? 'page' : undefined}
                className={cx(
                  'inline-flex min-h-10 items-center rounded-md px-3 font-medium',
                  current ? 'bg-slate-900 text-white' : 'text-slate-800 hover:bg-slate-100',
                  FOCUS_RING,
                )}
              >
                {tab.label}
              </PendingLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
