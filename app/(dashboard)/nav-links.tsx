'use client';

import { usePathname } from 'next/navigation';
import { PendingLink } from '@/components/pending-link';
import { FOCUS_RING, cx } from '@/components/styles';

export interface NavItem {
  href: string;
  label: string;
  /** Current only on this very path, not below it (an overview whose sections are its sub-paths). */
  exact?: boolean;
}

/** The dashboard's sections; the current one is marked for screen readers (aria-current) and visually. */
export function NavLinks({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  return (
    <ul className="flex flex-wrap gap-1 text-sm">
      {items.map((item) => {
        const current = pathname === item.href || (!item.exact && pathname.startsWith(`${item.href}/`));
        return (
          <li key={item.href}>
            <PendingLink
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={cx(
                'inline-flex min-h-10 items-center rounded-md px-3 font-medium',
                current ? 'bg-slate-900 text-white' : 'text-slate-800 hover:bg-slate-100',
                FOCUS_RING,
              )}
            >
              {item.label}
            </PendingLink>
          </li>
        );
      })}
    </ul>
  );
}
