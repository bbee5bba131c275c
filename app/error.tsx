'use client';

import { RouteError, UNAVAILABLE_HEADING, type RouteErrorProps } from '@/components/route-error';

/** Errors no section catches (a failing layout, such as the dashboard's session lookup while the database is away). */
export default function RootError(props: RouteErrorProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-12">
      <RouteError {...props} heading={UNAVAILABLE_HEADING} title="The service could not load this page" away={{ href: '/', label: 'Home' }} />
    </main>
  );
}
