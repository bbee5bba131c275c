import type { ReactNode } from 'react';
import { PendingLink } from '@/components/pending-link';
import { FOCUS_RING } from '@/components/styles';
import { findOwnedSite } from '@/lib/services/find-owned-site';
import { NavLinks } from '../../nav-links';
import { activeOrganizationId, readOrNotFound, requireSiteId } from '../load';

/** Every page of one site: where it sits (breadcrumb) and its sections. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const id = requireSiteId((await params).id);
  const site = await readOrNotFound(async () => findOwnedSite(await activeOrganizationId(), id));
  const base = `/sites/${site.id}`;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-slate-700">
        <PendingLink href="/sites" className={`text-blue-800 underline ${FOCUS_RING}`}>
          Sites
        </PendingLink>
        <span aria-hidden="true"> / </span>
        <span>{site.host}</span>
      </nav>
      <nav aria-label={`Sections of ${site.host}`} className="mb-6 border-b border-slate-200 pb-3">
        <NavLinks
          items={[
            { href: base, label: 'Report', exact: true },
            { href: `${base}/compare`, label: 'Compare' },
            { href: `${base}/fixes`, label: 'Fixes' },
            { href: `${base}/verifications`, label: 'Verifications' },
            { href: `${base}/answers`, label: 'Answers' },
            { href: `${base}/agents`, label: 'Agents' },
          ]}
        />
      </nav>
      {children}
    </>
  );
}
