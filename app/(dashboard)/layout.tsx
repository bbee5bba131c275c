import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { FOCUS_RING, cx } from '@/components/styles';
import { TemporarilyUnavailable } from '@/components/temporarily-unavailable';
import { requireUser } from '@/lib/auth/session';
import { DATABASE_UNAVAILABLE, unlessDatabaseDown } from '@/lib/web/database-outage';
import { Providers } from '../providers';
import { Tabs, type Tab } from '@/components/tabs';
import { OrgSwitcher } from './org-switcher';
import { signOutAction } from './session-actions';

export const dynamic = 'force-dynamic';

/** The signed-in shell: every page under it requires a session (anyone else goes to /sign-in). */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await unlessDatabaseDown(requireUser);
  // Without the database no page below can render: the shell says so instead (and the front answers 503).
  if (user === DATABASE_UNAVAILABLE) {
    return (
      <main id="main" className="mx-auto w-full max-w-4xl px-4 py-12">
        <TemporarilyUnavailable />
      </main>
    );
  }
  const sections: Tab[] = [
    { href: '/sites', label: 'Sites' },
    { href: '/fleets', label: 'Fleets' },
    { href: '/keys', label: 'API keys' },
    { href: '/webhooks', label: 'Webhooks' },
    ...(user.operator ? [{ href: '/admin', label: 'Admin' }] : []),
  ];
  return (
    <Providers>
      <div className="flex min-h-screen flex-col">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="flex flex-wrap items-center gap-3">
              <Link href="/sites" className={cx('text-lg font-semibold', FOCUS_RING)}>
                Agent Gauge
              </Link>
              {user.active && (
                <span data-testid="active-organization" className="text-sm text-slate-700">
                  {user.active.organizationName} <Badge tone={user.active.plan === 'pro' ? 'success' : 'neutral'}>{user.active.plan}</Badge>
                </span>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <OrgSwitcher user={user} />
              <span className="hidden text-sm text-slate-700 sm:inline">{user.email}</span>
              <form action={signOutAction}>
                <Button type="submit" variant="ghost">
                  Sign out
                </Button>
              </form>
            </div>
          </div>
          <div className="mx-auto max-w-6xl px-4 pb-3">
            <Tabs label="Dashboard" tabs={sections} />
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          {children}
        </main>
      </div>
    </Providers>
  );
}
