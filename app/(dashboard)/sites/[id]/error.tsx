'use client';

import { RouteError, type RouteErrorProps } from '@/components/route-error';

/** A failed read inside a site keeps the site's navigation (the layout) and offers a retry. */
export default function SiteError(props: RouteErrorProps) {
  return <RouteError {...props} title="This part of the site could not be loaded" away={{ href: '/sites', label: 'All sites' }} />;
}
