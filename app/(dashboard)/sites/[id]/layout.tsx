import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/breadcrumb';
import { Tabs } from '@/components/tabs';
import { findOwnedSite } from '@/lib/services/find-owned-site';
import { activeOrganizationId, readOrNotFound, requireSiteId } from '../load';

/** Every page of one site: where it sits (breadcrumb) and its sections. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const id = requireSiteId((await params).id);
  const site = await readOrNotFound(async () => findOwnedSite(await activeOrganizationId(), id));
  const base = `/sites/${site.id}`;
  return (
    <>
      <div className="mb-6 space-y-3 border-b border-slate-200 pb-3">
        <Breadcrumb trail={[{ label: 'Sites', href: '/sites' }, { label: site.host }]} />
        <Tabs
          label={`Sections of ${site.host}`}
          tabs={[
            { href: base, label: 'Report', exact: true },
            { href: `${base}/compare`, label: 'Compare' },
            { href: `${base}/fixes`, label: 'Fixes' },
            { href: `${base}/verifications`, label: 'Verifications' },
            { href: `${base}/answers`, label: 'Answers' },
            { href: `${base}/agents`, label: 'Agents' },
            { href: `${base}/journeys`, label: 'Journeys' },
            { href: `${base}/traffic`, label: 'Traffic' },
          ]}
        />
      </div>
      {children}
    </>
  );
}
