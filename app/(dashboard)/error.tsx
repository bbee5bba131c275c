'use client';

import { RouteError, UNAVAILABLE_HEADING, type RouteErrorProps } from '@/components/route-error';

export default function DashboardError(props: RouteErrorProps) {
  return <RouteError {...props} heading={UNAVAILABLE_HEADING} />;
}
